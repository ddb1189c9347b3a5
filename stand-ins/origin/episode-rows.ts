// Podcast episodes mapped to the contract's Episode, with their articles resolved in one batch. Podcasts belong to a
// site (`podcasts.site_slug`): a request sees the podcasts of its domain's sites only, like articles (§2.3), so the
// regional edition never lists an episode whose pages live on the main domain.
import type { Database } from 'better-sqlite3';
import type { Episode } from '../../shared/api-types.ts';
import type { ArticleRows } from './article-rows.ts';

export interface EpisodeRow {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  duration: number;
  source_url: string;
  spotify_url: string | null;
  pub_date: number;
  article_id: number | null;
  podcast_slug: string;
  podcast_name: string;
  podcast_page: string | null;
  podcast_spotify_url: string | null;
}

export interface PodcastRow {
  slug: string;
  name: string;
  page: string | null;
  spotify_url: string | null;
}

export const EPISODE_SELECT = `SELECT e.id, e.slug, e.title, e.image, e.duration, e.source_url, e.spotify_url, e.pub_date, e.article_id,
  p.slug AS podcast_slug, p.name AS podcast_name, p.page AS podcast_page, p.spotify_url AS podcast_spotify_url
  FROM episodes e JOIN podcasts p ON p.id = e.podcast_id`;

/** `?` is the visible site slugs as a JSON array. */
const VISIBLE = 'p.site_slug IN (SELECT value FROM json_each(?))';

export const toPodcast = (r: PodcastRow) => ({ slug: r.slug, name: r.name, page: r.page, spotifyUrl: r.spotify_url });

/** Episodes in row order; an episode whose article is inactive keeps `article: null`. */
export function toEpisodes(rows: EpisodeRow[], articles: ArticleRows): Episode[] {
  const ids = rows.map((r) => r.article_id).filter((id): id is number => id !== null);
  const byId = new Map(
    articles
      .summaries(ids)
      .filter((a) => a.active)
      .map((a) => [a.id, a]),
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    image: r.image,
    duration: r.duration,
    sourceUrl: r.source_url,
    spotifyUrl: r.spotify_url,
    pubDate: r.pub_date,
    podcast: toPodcast({
      slug: r.podcast_slug,
      name: r.podcast_name,
      page: r.podcast_page,
      spotify_url: r.podcast_spotify_url,
    }),
    article: (r.article_id !== null && byId.get(r.article_id)) || null,
  }));
}

/** Each query's first parameter is the visible site slugs as JSON (`JSON.stringify(visibleSiteSlugs(site))`). */
export function createEpisodeQueries(db: Database) {
  return {
    newest: db.prepare(`${EPISODE_SELECT} WHERE ${VISIBLE} ORDER BY e.pub_date DESC, e.id DESC LIMIT ? OFFSET ?`),
    newestOfPodcast: db.prepare(
      `${EPISODE_SELECT} WHERE ${VISIBLE} AND p.slug = ? ORDER BY e.pub_date DESC, e.id DESC LIMIT ? OFFSET ?`,
    ),
    ofArticle: db.prepare(
      `${EPISODE_SELECT} WHERE ${VISIBLE} AND e.article_id = ? ORDER BY e.pub_date DESC, e.id DESC LIMIT ? OFFSET ?`,
    ),
    count: db
      .prepare(`SELECT count(*) FROM episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE ${VISIBLE}`)
      .pluck(),
    countOfPodcast: db
      .prepare(`SELECT count(*) FROM episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE ${VISIBLE} AND p.slug = ?`)
      .pluck(),
    countOfArticle: db
      .prepare(
        `SELECT count(*) FROM episodes e JOIN podcasts p ON p.id = e.podcast_id WHERE ${VISIBLE} AND e.article_id = ?`,
      )
      .pluck(),
    bySlug: db.prepare(`${EPISODE_SELECT} WHERE ${VISIBLE} AND e.slug = ?`),
    podcast: db.prepare(`SELECT slug, name, page, spotify_url FROM podcasts p WHERE ${VISIBLE} AND p.slug = ?`),
    podcasts: db.prepare(
      `SELECT slug, name, page, spotify_url FROM podcasts p WHERE ${VISIBLE} ORDER BY name COLLATE NOCASE, id`,
    ),
  };
}
