// Podcast episodes mapped to the contract's Episode, with their articles resolved in one batch.
import type { Database } from 'better-sqlite3';
import type { Episode } from '../../shared/api-types.ts';
import type { ArticleRows } from './article-rows.ts';

export interface EpisodeRow {
  id: number; slug: string; title: string; image: string | null; duration: number; source_url: string;
  pub_date: number; article_id: number | null; podcast_slug: string; podcast_name: string; podcast_page: string | null;
}

export const EPISODE_SELECT = `SELECT e.id, e.slug, e.title, e.image, e.duration, e.source_url, e.pub_date, e.article_id,
  p.slug AS podcast_slug, p.name AS podcast_name, p.page AS podcast_page
  FROM episodes e JOIN podcasts p ON p.id = e.podcast_id`;

/** Episodes in row order; an episode whose article is inactive keeps `article: null`. */
export function toEpisodes(rows: EpisodeRow[], articles: ArticleRows): Episode[] {
  const ids = rows.map((r) => r.article_id).filter((id): id is number => id !== null);
  const byId = new Map(articles.summaries(ids).filter((a) => a.active).map((a) => [a.id, a]));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    image: r.image,
    duration: r.duration,
    sourceUrl: r.source_url,
    pubDate: r.pub_date,
    podcast: { slug: r.podcast_slug, name: r.podcast_name, page: r.podcast_page },
    article: (r.article_id !== null && byId.get(r.article_id)) || null,
  }));
}

export function createEpisodeQueries(db: Database) {
  return {
    newest: db.prepare(`${EPISODE_SELECT} ORDER BY e.pub_date DESC, e.id DESC LIMIT ? OFFSET ?`),
    newestOfPodcast: db.prepare(`${EPISODE_SELECT} WHERE p.slug = ? ORDER BY e.pub_date DESC, e.id DESC LIMIT ? OFFSET ?`),
    count: db.prepare('SELECT count(*) FROM episodes').pluck(),
    countOfPodcast: db.prepare('SELECT count(*) FROM episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE p.slug = ?').pluck(),
    bySlug: db.prepare(`${EPISODE_SELECT} WHERE e.slug = ?`),
    podcastExists: db.prepare('SELECT 1 FROM podcasts WHERE slug = ?').pluck(),
    podcasts: db.prepare('SELECT slug, name, page FROM podcasts ORDER BY name COLLATE NOCASE, id'),
  };
}
