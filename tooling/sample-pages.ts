// Real pages of a seeded corpus for whole-page checks (accessibility, Lighthouse): a plain article (no live blog,
// quiz or livescore block — the common case), a live blog and a section list of the main site, an article with the
// wide cover (longform); and the paths of the other page families (podcast, archive, football, Formula 1, a
// supplement, the prediction game, support), named where their routes live.
import type { Database } from 'better-sqlite3';
import { archivePath } from '../shared/archive-url.ts';
import { PODCASTS_PATH } from '../shared/podcast-constants.ts';
import { TIPPJATEK_PATH } from '../shared/prediction-game.ts';
import { sectionPath } from '../shared/section-url.ts';
import { FOOTBALL_PATH, FORMULA1_PATH } from '../shared/sport-routes.ts';
import { SUPPLEMENTS, supplementTabPath } from '../shared/supplements.ts';
import { siteBySlug } from '../shared/sites/site-table.ts';
import { SUPPORT_PATH } from '../shared/support-forms.ts';

export interface SamplePages {
  plainArticle: string;
  liveBlog: string;
  /** an article whose cover spans the page (longform or articleWidthCover, shared/pages/article.ts) */
  wideCover: string;
  section: string;
  podcast: string;
  archive: string;
  football: string;
  formula1: string;
  supplement: string;
  predictionGame: string;
  support: string;
}

async function articleUrl(originUrl: string, slug: string): Promise<string> {
  const res = await fetch(`${originUrl}/api/articles/${encodeURIComponent(slug)}`);
  if (!res.ok) throw new Error(`origin: ${res.status} for article ${slug}`);
  return ((await res.json()) as { url: string }).url;
}

export async function samplePages(originUrl: string, db: Database): Promise<SamplePages> {
  const plain = db
    .prepare(
      `SELECT slug FROM articles a WHERE type = 'article' AND active = 1 AND parent_id IS NULL
    AND quiz_id IS NULL AND livescore_id IS NULL AND site_slug = 'telex'
    AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('live', 'refresh'))
    ORDER BY id LIMIT 1 OFFSET 20`,
    )
    .get() as { slug: string };
  const live = db
    .prepare(
      `SELECT slug FROM articles WHERE type = 'liveblog' AND active = 1 AND site_slug = 'telex'
    ORDER BY id LIMIT 1`,
    )
    .get() as { slug: string };
  const wide = db
    .prepare(
      `SELECT slug FROM articles WHERE (type = 'longform' OR article_width_cover = 1) AND active = 1
    AND parent_id IS NULL AND cover_image IS NOT NULL AND main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1)
    ORDER BY site_slug = 'telex' DESC, id LIMIT 1`,
    )
    .get() as { slug: string };
  const section = db
    .prepare(`SELECT slug FROM super_tags WHERE active = 1 AND site_slug = 'telex' ORDER BY id LIMIT 1`)
    .get() as { slug: string };
  return {
    plainArticle: await articleUrl(originUrl, plain.slug),
    liveBlog: await articleUrl(originUrl, live.slug),
    wideCover: await articleUrl(originUrl, wide.slug),
    section: sectionPath('telex', section.slug),
    podcast: PODCASTS_PATH,
    archive: archivePath(siteBySlug('telex')!),
    football: FOOTBALL_PATH,
    formula1: FORMULA1_PATH,
    supplement: supplementTabPath(SUPPLEMENTS[0], ''),
    predictionGame: TIPPJATEK_PATH,
    support: SUPPORT_PATH,
  };
}
