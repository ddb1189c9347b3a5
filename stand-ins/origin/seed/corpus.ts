// The deterministic demo corpus of the embedded origin: same seed and same day give the same rows (§ DESIGN "embedded
// origin"). Bulk dates hang off the UTC day boundary; only the few "last hour" stories and the running live blogs
// follow the exact `now`, so 'N perce' labels and news sitemaps have something to show.
import type { Database } from 'better-sqlite3';
import { profileOf } from '../../../shared/sites/site-profiles.ts';
import { siteList } from '../../../shared/sites/site-table.ts';
import { planArticles } from './article-plan.ts';
import { insertArticles } from './article-writer.ts';
import { buildAuthors } from './people.ts';
import { insertPredictionGames } from './prediction-games.ts';
import { insertReferenceData } from './reference-data.ts';
import { Rng, deriveSeed } from './rng.ts';
import { PODCAST_TAG_SLUG, SECTIONS, buildTags } from './taxonomy.ts';

export const DEFAULT_ARTICLE_COUNT = 5000;
export const DEFAULT_SEED = 20_200_924;

const DAY = 86_400;
const PLAN_STREAM = 1;
const REFERENCE_STREAM = 3;
const REGIONAL_DOMAIN = 'transtelex.ro';
const MAIN_DOMAIN = 'telex.hu';

export interface SeedOptions {
  /** Total rows in `articles`, live-blog posts and sub-articles included. */
  articles: number;
  seed: number;
  /** Unix seconds; defaults to the current time. */
  now?: number;
  log?: (msg: string) => void;
  /** Milliseconds from a monotonic clock, for `ms` and the logged laps; defaults to `performance.now`. */
  clock?: () => number;
}

export interface SeedSummary {
  articles: number;
  liveblogs: number;
  posts: number;
  episodes: number;
  ms: number;
}

const CONTENT_TABLES = [
  'predictions',
  'prediction_games',
  'article_authors',
  'article_super_tags',
  'article_tags',
  'article_flags',
  'article_mirrors',
  'episodes',
  'articles',
  'podcasts',
  'authors',
  'super_tags',
  'tags',
  'sites',
  'docs',
  'uniques',
  'unique_groups',
  'frontpage_blocks',
  'auto_blocks',
  'sponsored_lines',
  'exchange_rates',
  'staff',
  'minutes',
  'newsletter_subscriptions',
  'push_subscriptions',
  'push_devices',
  'frontend_state',
  'media_files',
];

export function seedCorpus(db: Database, opts: SeedOptions): SeedSummary {
  const clock = opts.clock ?? (() => performance.now());
  const started = clock();
  const log = opts.log ?? (() => {});
  const total = Math.max(1, Math.floor(opts.articles));
  const now = Math.floor(opts.now ?? Date.now() / 1000);
  const dayStart = now - (now % DAY);
  const seed = opts.seed >>> 0;
  const lap = lapTimer(clock, log);

  // Foreign keys are checked by the test suite instead: off, the bulk insert needs no per-row parent lookups.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    clearContent(db);
    lap('cleared');

    const tags = buildTags();
    const authors = buildAuthors();
    insertTaxonomy(db, tags, authors);

    const plan = planArticles({
      total,
      now,
      dayStart,
      rng: new Rng(deriveSeed(seed, PLAN_STREAM, 0)),
      tags,
      authors,
    });
    lap(`planned ${plan.articles.length} articles`);

    insertArticles(db, plan.articles, { seed, podcastTagId: tags.bySlug.get(PODCAST_TAG_SLUG)!.id, log });
    lap('articles written');

    const { episodes } = db.transaction(() =>
      insertReferenceData(db, {
        now,
        dayStart,
        rng: new Rng(deriveSeed(seed, REFERENCE_STREAM, 0)),
        articles: plan.articles,
        tags: tags.tags,
        authors,
      }),
    )();
    db.transaction(() => insertPredictionGames(db))();
    lap('reference data written');

    optimize(db);
    lap('optimized');

    return {
      articles: plan.articles.length,
      liveblogs: plan.liveblogs,
      posts: plan.posts,
      episodes,
      ms: Math.round(clock() - started),
    };
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
}

/** Logs each step with the milliseconds since the one before. */
function lapTimer(clock: () => number, log: (msg: string) => void): (what: string) => void {
  let last = clock();
  return (what) => {
    const t = clock();
    log(`seed: ${what} (${Math.round(t - last)} ms)`);
    last = t;
  };
}

function clearContent(db: Database): void {
  db.transaction(() => {
    for (const table of CONTENT_TABLES) db.exec(`DELETE FROM ${table}`);
    db.exec(`INSERT INTO articles_fts (articles_fts) VALUES ('delete-all')`);
  })();
}

/** The sites, sections, tags and authors the articles refer to. */
function insertTaxonomy(db: Database, tags: ReturnType<typeof buildTags>, authors: ReturnType<typeof buildAuthors>) {
  db.transaction(() => {
    const site = db.prepare('INSERT INTO sites (slug, domain, path, name, facebook_url) VALUES (?, ?, ?, ?, ?)');
    for (const s of siteList)
      site.run(
        s.slug,
        s.domain === 'regional' ? REGIONAL_DOMAIN : MAIN_DOMAIN,
        s.path,
        s.name,
        profileOf(s).facebookUrl,
      );
    const superTag = db.prepare('INSERT INTO super_tags (id, slug, name, active, site_slug) VALUES (?, ?, ?, ?, ?)');
    SECTIONS.forEach((s, i) => superTag.run(i + 1, s.slug, s.name, s.active === false ? 0 : 1, s.siteSlug));
    const tag = db.prepare('INSERT INTO tags (id, slug, name) VALUES (?, ?, ?)');
    for (const t of tags.tags) tag.run(t.id, t.slug, t.name);
    const author = db.prepare(
      'INSERT INTO authors (id, slug, name, title, avatar_src, site_slug) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const a of authors) author.run(a.id, a.slug, a.name, a.title, a.avatarSrc, a.siteSlug);
  })();
}

/** Merged FTS segments and fresh planner statistics make the first queries as fast as later ones. */
function optimize(db: Database): void {
  db.exec(`INSERT INTO articles_fts (articles_fts) VALUES ('optimize')`);
  db.pragma('analysis_limit = 1000');
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
}
