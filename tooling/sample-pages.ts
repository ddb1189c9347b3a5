// Real pages of a seeded corpus for whole-page checks (accessibility, Lighthouse): a plain article (no live blog,
// quiz or livescore block — the common case), a live blog and a section list of the main site.
import type { Database } from 'better-sqlite3';
import { sectionPath } from '../shared/section-url.ts';

export interface SamplePages {
  plainArticle: string;
  liveBlog: string;
  section: string;
}

async function articleUrl(originUrl: string, slug: string): Promise<string> {
  const res = await fetch(`${originUrl}/api/articles/${encodeURIComponent(slug)}`);
  if (!res.ok) throw new Error(`origin: ${res.status} for article ${slug}`);
  return ((await res.json()) as { url: string }).url;
}

export async function samplePages(originUrl: string, db: Database): Promise<SamplePages> {
  const plain = db.prepare(`SELECT slug FROM articles a WHERE type = 'article' AND active = 1 AND parent_id IS NULL
    AND quiz_id IS NULL AND livescore_id IS NULL AND site_slug = 'telex'
    AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('live', 'refresh'))
    ORDER BY id LIMIT 1 OFFSET 20`).get() as { slug: string };
  const live = db.prepare(`SELECT slug FROM articles WHERE type = 'liveblog' AND active = 1 AND site_slug = 'telex'
    ORDER BY id LIMIT 1`).get() as { slug: string };
  const section = db.prepare(`SELECT slug FROM super_tags WHERE active = 1 AND site_slug = 'telex' ORDER BY id LIMIT 1`).get() as { slug: string };
  return {
    plainArticle: await articleUrl(originUrl, plain.slug),
    liveBlog: await articleUrl(originUrl, live.slug),
    section: sectionPath('telex', section.slug),
  };
}
