// The demo corpus generator: determinism, the proportions and minimums other parts of the product rely on, and the
// integrity of every table it fills.
import { SUPPLEMENT_KIND_TAGS, SUPPLEMENTS } from '../../shared/supplements.ts';
import t from 'tap';
import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { BREAKING_BLOCK_POSITION } from '../../shared/constants.ts';
import { MINUTES_DEFAULT_START } from '../../shared/engagement-constants.ts';
import { openDatabase } from '../../stand-ins/origin/database.ts';
import { seedCorpus } from '../../stand-ins/origin/seed/corpus.ts';
import { ensureSeeded } from '../../stand-ins/origin/seed/ensure-seeded.ts';
import { slugify } from '../../stand-ins/origin/seed/slugify.ts';
import { parseLoopedName } from '../../stand-ins/origin/looped-audio.ts';
import { describeScene, pictureScene, sceneSubject } from '../../stand-ins/origin/picture-scene.ts';
import { pictureSvg } from '../../stand-ins/origin/picture-svg.ts';
import { ProseWriter, TITLE_LENGTH } from '../../stand-ins/origin/seed/prose-writer.ts';
import { Rng } from '../../stand-ins/origin/seed/rng.ts';
import { HU_AFFECTING_MEASURES, HU_QUANTIFIERS } from '../../stand-ins/origin/seed/hungarian-word-banks.ts';
import {
  HIKE_DIFFICULTY_TAG_SLUGS,
  SECTIONS,
  SUBJECTS,
  SUPPLEMENT_SUBJECTS,
  SUPPLEMENT_TAG_SLUGS,
} from '../../stand-ins/origin/seed/taxonomy.ts';

const NOW = 1_764_110_000; // 2025-11-25 22:33:20 UTC
const SEED = 7;
const COUNT = 400;

const all = <T = Record<string, unknown>>(db: Database, sql: string, ...params: unknown[]) =>
  db.prepare(sql).all(...params) as T[];
const one = <T = Record<string, unknown>>(db: Database, sql: string, ...params: unknown[]) =>
  db.prepare(sql).get(...params) as T;
const scalar = (db: Database, sql: string, ...params: unknown[]) => Object.values(one(db, sql, ...params))[0] as number;

function checksum(db: Database, tables: string[]): string {
  const hash = createHash('sha256');
  for (const table of tables) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).iterate()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

const CONTENT = [
  'articles',
  'article_authors',
  'article_super_tags',
  'article_tags',
  'article_flags',
  'article_mirrors',
];
const REFERENCE = ['episodes', 'frontpage_blocks', 'uniques', 'exchange_rates', 'minutes', 'frontend_state', 'staff'];

function seeded(opts: { articles?: number; seed?: number; now?: number } = {}) {
  const db = openDatabase(':memory:');
  const summary = seedCorpus(db, { articles: opts.articles ?? COUNT, seed: opts.seed ?? SEED, now: opts.now ?? NOW });
  return { db, summary };
}

const { db, summary } = seeded();
t.teardown(() => db.close());

t.test('summary and row count', async (t) => {
  t.equal(summary.articles, COUNT);
  t.equal(scalar(db, 'SELECT count(*) FROM articles'), COUNT, 'articles counts every row, children included');
  t.equal(scalar(db, "SELECT count(*) FROM articles WHERE type = 'liveblog'"), summary.liveblogs);
  t.equal(scalar(db, "SELECT count(*) FROM articles WHERE type = 'liveblogpost'"), summary.posts);
  t.equal(scalar(db, 'SELECT count(*) FROM episodes'), summary.episodes);
  t.same(
    Object.keys(summary).sort(),
    ['articles', 'episodes', 'liveblogs', 'ms', 'posts'],
    'the summary says nothing else',
  );
});

t.test("the summary's ms and the logged laps are read from the clock it is given", async (t) => {
  // A clock that moves 10 ms at each reading: the seed took as long as its first and last readings are apart.
  const readings: number[] = [];
  const clock = () => {
    readings.push(50_000 + 10 * readings.length);
    return readings.at(-1)!;
  };
  const logs: string[] = [];
  const d = openDatabase(':memory:');
  const s = seedCorpus(d, { articles: 30, seed: SEED, now: NOW, clock, log: (m) => logs.push(m) });
  d.close();
  t.ok(
    readings.length >= 3,
    `the clock was read at the start, for the laps and at the end (${readings.length} readings)`,
  );
  t.equal(s.ms, readings.at(-1)! - readings[0], 'ms is the time between the first and the last reading');
  const laps = logs.filter((m) => / \(\d+ ms\)$/.test(m));
  t.same(
    laps.map((m) => m.replace(/^seed: .* \((\d+) ms\)$/, '$1')),
    laps.map(() => '10'),
    'each lap is the time since the previous one',
  );
  t.same(
    laps.map((m) => m.replace(/^seed: (\w+).*$/, '$1')),
    ['cleared', 'planned', 'articles', 'reference', 'optimized'],
    'one lap a step',
  );
});

t.test('same seed and now give identical data; another seed does not', async (t) => {
  const again = seeded();
  const other = seeded({ seed: SEED + 1 });
  t.equal(checksum(again.db, CONTENT), checksum(db, CONTENT), 'content tables identical');
  t.equal(checksum(again.db, REFERENCE), checksum(db, REFERENCE), 'reference tables identical');
  t.not(checksum(other.db, CONTENT), checksum(db, CONTENT));
  again.db.close();
  other.db.close();
});

t.test('another time on the same day changes only the few rows pinned to the exact now', async (t) => {
  const later = seeded({ now: NOW - 20 * 3600 });
  const rows = (d: Database) =>
    all<{ id: number; title: string; pub_date: number }>(d, 'SELECT id, title, pub_date FROM articles ORDER BY id');
  const a = rows(db);
  const b = rows(later.db);
  t.same(
    b.map((r) => r.title),
    a.map((r) => r.title),
    'same titles in the same order',
  );
  const moved = a.filter((r, i) => r.pub_date !== b[i].pub_date).length;
  t.ok(moved > 0 && moved < COUNT * 0.6, `only last-hour stories and running live blogs move (${moved})`);
  t.equal(
    checksum(later.db, ['article_tags', 'article_flags', 'article_authors', 'exchange_rates', 'minutes']),
    checksum(db, ['article_tags', 'article_flags', 'article_authors', 'exchange_rates', 'minutes']),
    'links and reference data identical',
  );
  later.db.close();
});

t.test('reseeding clears the previous corpus, FTS included', async (t) => {
  const d = seeded({ articles: 300 }).db;
  seedCorpus(d, { articles: 250, seed: 3, now: NOW });
  t.equal(scalar(d, 'SELECT count(*) FROM articles'), 250);
  t.equal(scalar(d, 'SELECT count(*) FROM articles_fts'), 250);
  t.equal(scalar(d, 'SELECT count(*) FROM super_tags'), scalar(db, 'SELECT count(*) FROM super_tags'));
  d.close();
});

// Readers' subscriptions and editors' accounts are not part of the corpus (the demo editor comes from seed/demo-editor.ts, where it is asked for).
const UNSEEDED_TABLES = [
  'newsletter_subscriptions',
  'newsletter_confirmations',
  'newsletter_recipients',
  'push_subscriptions',
  'push_devices',
  'users',
  'refresh_tokens',
  'editor_sessions',
  'predictions',
  'minutes_events',
];

t.test('every table is filled, subscriptions and accounts are empty', async (t) => {
  const tables = all<{ name: string }>(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'articles_fts%'",
  );
  for (const { name } of tables) {
    const n = scalar(db, `SELECT count(*) FROM ${name}`);
    if (UNSEEDED_TABLES.includes(name)) t.equal(n, 0, `${name} empty`);
    else t.ok(n > 0, `${name} has rows (${n})`);
  }
  t.same(all(db, 'PRAGMA foreign_key_check'), [], 'no dangling references');
});

t.test('sites and sections', async (t) => {
  t.same(all(db, 'SELECT slug, domain, path FROM sites ORDER BY slug'), [
    { slug: 'after', domain: 'telex.hu', path: '/after' },
    { slug: 'g7', domain: 'telex.hu', path: '/g7' },
    { slug: 'karakter', domain: 'telex.hu', path: '/karakter' },
    { slug: 'telex', domain: 'telex.hu', path: '' },
    { slug: 'transtelex', domain: 'transtelex.ro', path: '' },
  ]);
  const st = (slug: string) =>
    one<{ name: string; site_slug: string; active: number }>(
      db,
      'SELECT name, site_slug, active FROM super_tags WHERE slug = ?',
      slug,
    );
  t.same(st('belfold'), { name: 'Belföld', site_slug: 'telex', active: 1 });
  t.same(st('kultura'), { name: 'Kultúra', site_slug: 'karakter', active: 1 });
  t.same(st('transtelex-kulfold'), { name: 'Külföld', site_slug: 'transtelex', active: 1 });
  t.same(st('g7-podcast'), { name: 'Podcast', site_slug: 'g7', active: 1 });
  t.equal(st('archivalt-rovat').active, 0);
  t.ok(
    scalar(
      db,
      "SELECT count(*) FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE s.slug = 'archivalt-rovat' AND a.active = 1",
    ) > 0,
    'the inactive section has active articles',
  );
  t.equal(
    scalar(
      db,
      'SELECT count(*) FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE s.site_slug <> a.site_slug',
    ),
    0,
    'main super-tag belongs to the article site',
  );
  t.equal(
    scalar(
      db,
      'SELECT count(*) FROM articles a WHERE NOT EXISTS (SELECT 1 FROM article_super_tags x WHERE x.article_id = a.id AND x.super_tag_id = a.main_super_tag_id)',
    ),
    0,
    'article_super_tags always holds the main one',
  );
  t.equal(
    scalar(
      db,
      'SELECT count(*) FROM super_tags s WHERE s.active = 1 AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.main_super_tag_id = s.id AND a.parent_id IS NULL AND a.active = 1)',
    ),
    0,
    'no active section page is empty',
  );
});

t.test('live blogs, posts and sub-articles', async (t) => {
  const blogs = all<{
    id: number;
    pub_date: number;
    live: number;
    site_slug: string;
    main_super_tag_id: number;
    updated_at: number;
  }>(db, "SELECT id, pub_date, live, site_slug, main_super_tag_id, updated_at FROM articles WHERE type = 'liveblog'");
  t.ok(blogs.length >= 3);
  const running = blogs.filter((b) => b.pub_date > NOW - 86_400 && b.live === 1);
  t.ok(running.length >= 3, 'at least 3 running live blogs in the last 24 hours');
  for (const b of blogs) {
    const posts = all<{
      type: string;
      site_slug: string;
      main_super_tag_id: number;
      pub_date: number;
      pinned: number;
      content: string;
    }>(
      db,
      'SELECT type, site_slug, main_super_tag_id, pub_date, pinned, content FROM articles WHERE parent_id = ?',
      b.id,
    );
    t.ok(posts.length >= 40, `live blog ${b.id} has ${posts.length} posts`);
    t.ok(
      posts.every(
        (p) =>
          p.type === 'liveblogpost' &&
          p.site_slug === b.site_slug &&
          p.main_super_tag_id === b.main_super_tag_id &&
          p.pub_date > b.pub_date,
      ),
    );
    const pinned = posts.filter((p) => p.pinned).length;
    t.ok(pinned >= 1 && pinned <= 3, 'one to three pinned posts');
    t.ok(
      posts.every((p) => p.pub_date <= NOW),
      'no post from the future',
    );
    t.ok(Math.max(...posts.map((p) => p.content.length)) < 1500, 'posts are short');
  }
  const flaggedLive = scalar(
    db,
    "SELECT count(*) FROM articles a WHERE a.type = 'liveblog' AND a.live = 1 AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag = 'live')",
  );
  t.equal(flaggedLive, 0, 'running live blogs carry the live flag');
  const groups = all<{ n: number }>(
    db,
    "SELECT count(*) n FROM articles c JOIN articles p ON p.id = c.parent_id WHERE c.type = 'article' AND p.type IN ('article','longform') GROUP BY p.id",
  );
  t.ok(groups.length >= 1 && groups.every((g) => g.n >= 2 && g.n <= 7), 'sub-article groups of 2-6');
});

t.test('tags: supplements, hikes and per-article counts', async (t) => {
  const count = (slug: string) =>
    scalar(
      db,
      'SELECT count(*) FROM article_tags x JOIN tags t ON t.id = x.tag_id JOIN articles a ON a.id = x.article_id WHERE t.slug = ? AND a.parent_id IS NULL',
      slug,
    );
  for (const slug of SUPPLEMENT_TAG_SLUGS) t.ok(count(slug) >= 25, `${slug}: ${count(slug)} articles`);
  for (const slug of ['video', 'podcast', 'holdblog', 'turahirek', ...HIKE_DIFFICULTY_TAG_SLUGS])
    t.ok(count(slug) >= 1, `${slug} used`);
  t.ok(scalar(db, 'SELECT count(*) FROM tags') >= 300);
  t.equal(
    scalar(db, "SELECT count(*) FROM tags WHERE slug NOT GLOB '[a-z0-9]*' OR slug GLOB '*[^a-z0-9-]*'"),
    0,
    'ascii slugs',
  );
  const hikes = all<{ n: number }>(
    db,
    `SELECT (SELECT count(*) FROM article_tags x JOIN tags t ON t.id = x.tag_id
      WHERE x.article_id = a.id AND t.slug IN (${HIKE_DIFFICULTY_TAG_SLUGS.map((s) => `'${s}'`).join(',')})) n
    FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE s.slug = 'szepkilatas' AND a.parent_id IS NULL`,
  );
  t.ok(hikes.length > 0 && hikes.every((h) => h.n === 1), 'each hike article has exactly one difficulty tag');
  // The supplements' kind tags (for their sub-tabs) come on top: one per supplement the article belongs to.
  const kinds = Object.keys(SUPPLEMENT_KIND_TAGS)
    .map((k) => `'${k}'`)
    .join(',');
  const perArticle = all<{ n: number }>(
    db,
    `SELECT count(t.id) n FROM articles a LEFT JOIN article_tags x ON x.article_id = a.id
    LEFT JOIN tags t ON t.id = x.tag_id AND t.slug NOT IN (${kinds}) WHERE a.parent_id IS NULL GROUP BY a.id`,
  );
  t.ok(
    perArticle.every((r) => r.n >= 2 && r.n <= 6),
    'top-level articles carry 2-5 tags (6 with a topped-up supplement)',
  );
  for (const def of SUPPLEMENTS) {
    for (const tab of def.tabs) {
      if (tab.content.type !== 'articles' || !tab.content.kind) continue;
      const n = scalar(
        db,
        `SELECT count(*) FROM articles a WHERE a.parent_id IS NULL
        AND EXISTS (SELECT 1 FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.article_id = a.id AND t.slug = ?)
        AND EXISTS (SELECT 1 FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.article_id = a.id AND t.slug = ?)`,
        def.tag,
        tab.content.kind,
      );
      t.ok(n >= 5, `${def.name}/${tab.slug}: ${n} articles of kind ${tab.content.kind}`);
    }
  }
  const trending = JSON.parse(
    one<{ trending_tags: string }>(db, "SELECT trending_tags FROM frontend_state WHERE site_slug = 'telex'")
      .trending_tags,
  ) as string[];
  t.equal(trending.length, 6);
  t.equal(
    scalar(db, `SELECT count(*) FROM tags WHERE slug IN (${trending.map(() => '?').join(',')})`, ...trending),
    6,
    'trending tags exist',
  );
});

t.test('supplements and sections carry stories about their subject', async (t) => {
  const subjectTags = new Map(
    Object.values(SUBJECTS).flatMap((list) => list.map((x) => [x.slug, x.tags.map((name) => slugify(name))] as const)),
  );
  // Tags given by rule, whatever the subject: supplements, their kinds, formats.
  const byRule = new Set<string>([
    ...SUPPLEMENT_TAG_SLUGS,
    ...Object.keys(SUPPLEMENT_KIND_TAGS),
    'video',
    'podcast',
    'holdblog',
  ]);
  const tagsOf = db
    .prepare('SELECT t.slug FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE x.article_id = ?')
    .pluck();
  for (const slug of SUPPLEMENT_TAG_SLUGS) {
    const { sections, subjects } = SUPPLEMENT_SUBJECTS[slug];
    const allowed = new Set(subjects.flatMap((x) => subjectTags.get(x)!));
    const rows = all<{ id: number; title: string; section: string }>(
      db,
      `SELECT a.id, a.title, s.slug section FROM articles a
      JOIN super_tags s ON s.id = a.main_super_tag_id JOIN article_tags x ON x.article_id = a.id JOIN tags t ON t.id = x.tag_id
      WHERE t.slug = ? AND a.parent_id IS NULL`,
      slug,
    );
    t.ok(rows.length >= 25, `${slug}: ${rows.length} stories`);
    const astray = rows.filter(
      (r) =>
        !sections.includes(r.section) ||
        (tagsOf.all(r.id) as string[]).some((tag) => !byRule.has(tag) && !allowed.has(tag)),
    );
    t.same(
      astray.map((r) => `${r.section}: ${r.title} [${(tagsOf.all(r.id) as string[]).join(', ')}]`),
      [],
      `${slug}: only stories of ${sections.join('/')} about ${subjects.join('/')}`,
    );
  }
  const f1OnFootball = scalar(
    db,
    `SELECT count(*) FROM article_tags x JOIN tags t ON t.id = x.tag_id WHERE t.slug = 'forma-1'
    AND x.article_id IN (SELECT y.article_id FROM article_tags y JOIN tags u ON u.id = y.tag_id WHERE u.slug IN ('eb-2024', 'foci-vb-2022'))`,
  );
  t.equal(f1OnFootball, 0, 'no Formula 1 story in a football supplement');
  // A story's other super-tags come from the sections its own is related to, never from any section of its site.
  const extras = all<{ main: string; extra: string }>(
    db,
    `SELECT m.slug main, s.slug extra FROM article_super_tags x
    JOIN articles a ON a.id = x.article_id JOIN super_tags s ON s.id = x.super_tag_id JOIN super_tags m ON m.id = a.main_super_tag_id
    WHERE x.super_tag_id <> a.main_super_tag_id`,
  );
  t.ok(extras.length > 0, 'some stories have more than one section');
  const related = new Map(SECTIONS.map((x) => [x.slug, new Set(x.related ?? [])]));
  t.same(
    [...new Set(extras.filter((e) => !related.get(e.main)!.has(e.extra)).map((e) => `${e.main} → ${e.extra}`))],
    [],
    'only related sections',
  );
  t.equal(
    scalar(
      db,
      `SELECT count(*) FROM article_super_tags x JOIN articles a ON a.id = x.article_id JOIN super_tags s ON s.id = x.super_tag_id
    JOIN super_tags m ON m.id = a.main_super_tag_id WHERE s.slug = 'szepkilatas' AND m.slug IN ('gazdasag', 'english', 'techtud')`,
    ),
    0,
    'no economy, English or tech story on Szép kilátás',
  );
});

t.test('flags agree with the boolean columns', async (t) => {
  const pairs: [string, string][] = [
    ['live', 'live'],
    ['pr', 'pr'],
    ['adfree', 'adfree'],
    ['adult-content', 'adult_content'],
    ['legfontosabb', 'important'],
  ];
  for (const [flag, column] of pairs) {
    const mismatch = scalar(
      db,
      `SELECT count(*) FROM articles a WHERE a.${column} <> EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag = ?)`,
      flag,
    );
    t.equal(mismatch, 0, `${flag} ↔ ${column}`);
    t.ok(scalar(db, 'SELECT count(*) FROM article_flags WHERE flag = ?', flag) > 0, `${flag} used`);
  }
  for (const flag of ['refresh', 'g7-hero', 'video'])
    t.ok(scalar(db, 'SELECT count(*) FROM article_flags WHERE flag = ?', flag) > 0, `${flag} used`);
  t.equal(
    scalar(db, "SELECT count(*) FROM articles WHERE pr = 1 AND (ct_url NOT LIKE 'https://%' OR av_code IS NULL)"),
    0,
    'pr articles have ct_url and av_code',
  );
  t.equal(
    scalar(
      db,
      "SELECT count(*) FROM articles a JOIN article_flags f ON f.article_id = a.id AND f.flag = 'g7-hero' WHERE a.site_slug <> 'g7' OR a.header_type <> 'transparent'",
    ),
    0,
  );
  t.equal(
    scalar(
      db,
      "SELECT count(*) FROM articles WHERE type = 'longform' AND (article_width_cover <> 1 OR header_type <> 'transparent')",
    ),
    0,
  );
  t.ok(scalar(db, "SELECT count(*) FROM articles WHERE type = 'longform'") > 0);
  t.ok(scalar(db, 'SELECT count(*) FROM articles WHERE active = 0') > 0, 'some inactive articles');
  t.ok(scalar(db, 'SELECT count(*) FROM articles WHERE spiritual_help = 1') > 0);
  t.ok(scalar(db, 'SELECT count(*) FROM articles WHERE drug_problem = 1') > 0);
  t.ok(scalar(db, 'SELECT count(*) FROM articles WHERE livescore_id IS NOT NULL') > 0);
  t.ok(
    scalar(db, "SELECT count(*) FROM articles WHERE length(quiz_id) = 24 AND quiz_id NOT GLOB '*[^0-9a-f]*'") > 0,
    'quiz ids are 24 hex chars',
  );
  t.ok(scalar(db, "SELECT count(*) FROM article_mirrors WHERE site_slug = 'transtelex'") > 0, 'regional mirrors');
});

t.test('english section and fresh stories', async (t) => {
  t.equal(
    scalar(
      db,
      "SELECT count(*) FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id WHERE (s.slug = 'english') <> (a.english = 1)",
    ),
    0,
  );
  t.ok(scalar(db, 'SELECT count(*) FROM articles WHERE english = 1') > 0);
  t.ok(
    scalar(db, 'SELECT count(*) FROM articles WHERE parent_id IS NULL AND pub_date BETWEEN ? AND ?', NOW - 3600, NOW) >=
      1,
    'stories in the last hour',
  );
  t.ok(
    scalar(db, 'SELECT count(*) FROM articles WHERE parent_id IS NULL AND pub_date > ?', NOW - 2 * 86_400) >= 3,
    'stories in the last 2 days',
  );
  t.ok(
    scalar(
      db,
      "SELECT count(*) FROM articles a JOIN article_flags f ON f.article_id = a.id AND f.flag = 'refresh' WHERE a.updated_at BETWEEN ? AND ?",
      NOW - 600,
      NOW,
    ) >= 1,
    'a refreshing story updated within 10 minutes',
  );
  t.equal(
    scalar(db, 'SELECT count(*) FROM articles WHERE pub_date > ? OR updated_at > ? OR updated_at < pub_date', NOW, NOW),
    0,
    'nothing from the future',
  );
  t.ok(scalar(db, 'SELECT min(pub_date) FROM articles') > NOW - 3 * 366 * 86_400, 'spread over about three years');
});

t.test('text, slugs, images and content', async (t) => {
  const rows = all<{
    type: string;
    parent_id: number | null;
    title: string;
    slug: string;
    lead: string;
    content: string;
    paragraph_count: number;
    cover_image: string | null;
    mobile_image_11: string | null;
    mobile_image_43: string | null;
    cover_image_set: string;
  }>(
    db,
    'SELECT type, parent_id, title, slug, lead, content, paragraph_count, cover_image, mobile_image_11, mobile_image_43, cover_image_set FROM articles',
  );
  const tops = rows.filter((r) => r.parent_id === null);
  t.ok(
    tops.every((r) => r.title.length >= 40 && r.title.length <= 110),
    'titles 40-110 chars',
  );
  t.ok(
    tops.every((r) => r.lead.length >= 120 && r.lead.length <= 260),
    'leads 120-260 chars',
  );
  t.ok(
    rows.every((r) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.slug) && r.slug.length <= 80),
    'ascii slugs of at most 80 chars',
  );
  t.ok(
    rows.every((r) => (r.content.match(/<p>/g) ?? []).length === r.paragraph_count),
    'paragraph_count = number of <p>',
  );
  t.ok(tops.every((r) => r.paragraph_count >= 2 && r.paragraph_count <= 14));
  t.ok(
    rows.some((r) => /[áéíóöőúüű]/.test(r.title)),
    'Hungarian accents',
  );
  const img = (s: string) => JSON.parse(s) as { src: string; width: number; height: number; alt: string };
  for (const r of tops) {
    const cover = img(r.cover_image!);
    t.match(cover.src, /^\/media\/img\/[a-z]+-\d+\.svg$/);
    if (cover.width * 2 !== cover.height * 3) t.fail('cover is 3:2');
    const sq = img(r.mobile_image_11!);
    const fq = img(r.mobile_image_43!);
    if (sq.width !== sq.height || fq.width * 3 !== fq.height * 4) t.fail('mobile images are 1:1 and 4:3');
    t.ok(Array.isArray(JSON.parse(r.cover_image_set)));
  }
  const html = rows.map((r) => r.content).join('\n');
  t.match(
    html,
    /<figure><img src="\/media\/img\/[a-z]+-\d+-[12]\.svg" width="1200" height="800" alt="[^"]+"><figcaption>/,
  );
  t.match(html, /<iframe src="https:\/\/www\.youtube\.com\/embed\/[\w-]{11}"/);
  t.match(html, /<h2>/);
  t.match(html, /<div class="(disclaimer|information)">/);
  t.equal(
    scalar(db, 'SELECT count(*) FROM (SELECT slug, site_slug FROM articles GROUP BY 1, 2 HAVING count(*) > 1)'),
    0,
    'unique (slug, site)',
  );
});

t.test('no headline twice in the corpus', async (t) => {
  const repeated = all<{ title: string; n: number }>(
    db,
    'SELECT title, count(*) AS n FROM articles GROUP BY title HAVING n > 1',
  );
  t.same(repeated, [], 'every title, posts and sub-articles included, is given once');
  // When the banks give only taken headlines, a town tells the story apart, within the length rule.
  const w = new ProseWriter('kultura', false);
  const placed = w.title(new Rng(3), (h) => !h.endsWith(' Debrecenben'));
  t.match(placed, / Debrecenben$/);
  t.ok(placed.length <= TITLE_LENGTH.max);
});

t.test('a headline or lead that counts the people a measure touches names people it can touch', async (t) => {
  const measures = Object.values(HU_AFFECTING_MEASURES).flat();
  // The writer's own quantifiers; a counted sentence in a lead ends at its full stop.
  const counted = new RegExp(`(?:${HU_QUANTIFIERS.join('|')}) \\d+ ezer (\\S+) érint ([^.]+?)(?:\\.|$)`, 'g');
  const fits = ([, group, topic]: RegExpMatchArray) =>
    measures.some((m) => m.topic === topic && m.groups.includes(group));
  const titles = all<{ title: string }>(db, "SELECT title FROM articles WHERE title LIKE '% ezer % érint %'");
  t.ok(titles.length >= 5, `${titles.length} such headlines in a corpus of ${COUNT}`);
  const misfitTitles = titles.filter(({ title }) => {
    const found = [...title.matchAll(counted)];
    return found.length !== 1 || found[0].index !== 0 || !fits(found[0]);
  });
  t.same(misfitTitles, [], 'each headline names a measure and a group of people that measure touches');
  const topics = titles.map(({ title }) => [...title.matchAll(counted)][0]?.[2]);
  t.same(
    topics.filter((topic, i) => topics.indexOf(topic) !== i),
    [],
    'no measure heads two stories (one front showed the same rent rise twice)',
  );
  const leads = all<{ lead: string }>(db, "SELECT lead FROM articles WHERE lead LIKE '% ezer % érint %'");
  const sentences = leads.flatMap(({ lead }) => [...lead.matchAll(counted)]);
  t.ok(sentences.length >= 5, `${sentences.length} such sentences in the leads`);
  t.same(
    sentences.filter((m) => !fits(m)).map((m) => m[0]),
    [],
    "each lead's sentence names a measure and a group of people that measure touches",
  );
});

const pictureName = (src: string) => /^\/media\/img\/([\w-]+)\.(svg|png)$/.exec(src)![1];

t.test("pictures differ by story: at least 20 of any 30 stories' covers, newest first, are different", async (t) => {
  const names = all<{ cover_image: string }>(
    db,
    'SELECT cover_image FROM articles WHERE cover_image IS NOT NULL ORDER BY pub_date DESC, id',
  ).map((r) => pictureName(JSON.parse(r.cover_image).src));
  const covers = names.map((n) => createHash('sha256').update(pictureSvg(n, 375)).digest('hex'));
  let fewest = Infinity;
  for (let i = 0; i + 30 <= covers.length; i++) fewest = Math.min(fewest, new Set(covers.slice(i, i + 30)).size);
  t.ok(fewest >= 20, `the fewest different pictures among 30 in a row: ${fewest}`);
  const motifs = new Set(names.map((n) => pictureScene(n).motif));
  t.ok(motifs.size >= 12, `pictures of many motifs, by topic (${motifs.size})`);
});

t.test("every picture's caption and alt text say what it shows: its scene's subject", async (t) => {
  const rows = all<{ id: number; english: number; cover_image: string | null; content: string }>(
    db,
    'SELECT id, english, cover_image, content FROM articles',
  );
  let checked = 0;
  for (const r of rows) {
    const english = r.english === 1;
    const pictures = [...r.content.matchAll(/<img src="([^"]+)"[^>]* alt="([^"]*)"><figcaption>([^<]*)</g)].map(
      (m) => ({ src: m[1], alt: m[2], caption: m[3] }),
    );
    if (r.cover_image) {
      const cover = JSON.parse(r.cover_image) as { src: string; alt: string };
      pictures.push({ ...cover, caption: cover.alt });
    }
    for (const p of pictures) {
      const scene = pictureScene(pictureName(p.src));
      const subject = sceneSubject(scene, english);
      const drawn = pictureSvg(pictureName(p.src), 375);
      if (!p.alt.includes(subject) || !p.caption.includes(subject) || !drawn.includes(`data-motif="${scene.motif}"`))
        t.fail(`article ${r.id}: '${p.caption}' under ${p.src}, which shows ${describeScene(scene, english)}`);
      checked++;
    }
  }
  t.ok(checked > COUNT, `${checked} pictures checked`);
});

t.test('full-text index', async (t) => {
  t.equal(scalar(db, 'SELECT count(*) FROM articles_fts'), COUNT, 'one FTS row per article');
  const hit = one<{ rowid: number }>(
    db,
    "SELECT rowid FROM articles_fts WHERE articles_fts MATCH 'a' || 'nyagi OR kormany OR valasztas' LIMIT 1",
  );
  t.ok(hit, 'diacritics-insensitive match');
  const id = one<{ id: number; title: string }>(db, 'SELECT id, title FROM articles WHERE id = 17');
  const word = id.title
    .split(/\s+/)
    .find((w) => w.length > 6)!
    .replace(/[^\p{L}]/gu, '');
  const ids = all<{ rowid: number }>(db, 'SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?', `"${word}"`).map(
    (r) => r.rowid,
  );
  t.ok(ids.includes(17), `title word '${word}' finds its article`);
  t.equal(
    scalar(db, "SELECT count(*) FROM articles_fts WHERE articles_fts MATCH 'figcaption OR iframe'"),
    0,
    'markup is not indexed',
  );
});

t.test('front page, blocks and uniques', async (t) => {
  const blocks = all<{ position: number; type: string; article_ids: string }>(
    db,
    "SELECT position, type, article_ids FROM frontpage_blocks WHERE site_slug = 'telex' ORDER BY position",
  );
  const regular = blocks.filter((b) => b.position !== BREAKING_BLOCK_POSITION);
  t.ok(regular.length >= 8, `${regular.length} telex blocks`);
  const ids = regular.flatMap((b) => JSON.parse(b.article_ids) as number[]);
  t.equal(new Set(ids).size, ids.length, 'distinct across blocks');
  t.equal(
    scalar(db, `SELECT count(*) FROM articles WHERE id IN (${ids.join(',')}) AND active = 1 AND parent_id IS NULL`),
    ids.length,
    'active top-level articles',
  );
  const breaking = blocks.find((b) => b.position === BREAKING_BLOCK_POSITION)!;
  t.equal(breaking.type, 'breaking');
  const [liveId] = JSON.parse(breaking.article_ids) as number[];
  t.equal(scalar(db, 'SELECT live FROM articles WHERE id = ?', liveId), 1, 'breaking block shows a live article');
  for (const site of ['transtelex', 'after', 'g7', 'karakter']) {
    t.ok(scalar(db, 'SELECT count(*) FROM frontpage_blocks WHERE site_slug = ?', site) > 0, `${site} has blocks`);
  }
  t.equal(scalar(db, 'SELECT count(*) FROM auto_blocks'), 20, '4 variants per site');

  t.same(all(db, 'SELECT id, name FROM unique_groups ORDER BY id'), [
    { id: 13, name: 'Holdblog' },
    { id: 27, name: 'After' },
    { id: 47, name: 'G7' },
    { id: 49, name: 'Karakter' },
  ]);
  const unique = (slug: string) => {
    const row = one<{ group_id: number | null; content: string } | undefined>(
      db,
      'SELECT group_id, content FROM uniques WHERE slug = ?',
      slug,
    );
    return row && { group: row.group_id, content: JSON.parse(row.content) as unknown };
  };
  const afterMain = unique('after-main')!;
  t.equal(afterMain.group, 27);
  t.equal(
    scalar(
      db,
      `SELECT count(*) FROM articles WHERE site_slug = 'after' AND id IN (${(afterMain.content as number[]).join(',')})`,
    ),
    (afterMain.content as number[]).length,
  );
  t.match(unique('after-youtube')!.content, /^https:\/\/www\.youtube\.com\//);
  t.equal(unique('g7-main')!.group, 47);
  t.equal(unique('karakter-main')!.group, 49);
  t.equal(unique('holdblog')!.group, 13);
  const books = unique('konyvajanlo')!.content as { url: string; image: string; title: string; price: number }[];
  t.equal(books.length, 8);
  t.ok(books.every((b) => typeof b.price === 'number' && b.title && b.url && b.image));
  t.match(unique('karakter-rovatok')!.content, { image: String, url: String, title: String, content: String });
  t.match(unique('sport-leagues')!.content, [{ key: String, value: /^\/rovat\/sport\/foci\?liga=\d+$/ }]);
  t.same(unique('frontpage-podcast-block-position')!.content, { position: 4 });
  t.match(unique('livescore-pp-dashboard')!.content, { fixtureIds: Array });
});

t.test('podcasts, docs, rates, staff, minutes, frontend state, sponsored lines', async (t) => {
  t.ok(scalar(db, 'SELECT count(*) FROM podcasts') >= 6);
  t.ok(scalar(db, 'SELECT count(*) FROM episodes') >= 300);
  // every episode plays one of the synthesised pieces, for as long as the episode says it lasts: minutes
  const episodes = all<{ source_url: string; duration: number }>(db, 'SELECT source_url, duration FROM episodes');
  const stored = new Set(
    all<{ path: string }>(db, "SELECT path FROM media_files WHERE content_type = 'audio/wav'").map((r) => r.path),
  );
  const unplayable = episodes.filter((e) => {
    const played = parseLoopedName(e.source_url.replace(/^\/media\/audio\//, ''));
    return !played || !stored.has(`audio/${played.stored}`) || played.seconds !== e.duration;
  });
  t.same(unplayable, [], "every source_url plays a stored piece for the episode's duration");
  t.ok(
    episodes.every((e) => e.duration >= 12 * 60 && e.duration <= 55 * 60),
    'episodes last 12 to 55 minutes',
  );
  t.ok(new Set(episodes.map((e) => e.duration)).size > 100, 'of many lengths');
  t.ok(scalar(db, 'SELECT sum(length(body)) FROM media_files') < 2_000_000, 'the demo audio stays small');
  t.equal(
    scalar(db, "SELECT count(*) FROM episodes WHERE spotify_url NOT LIKE 'https://open.spotify.com/episode/%'"),
    0,
  );
  t.equal(
    scalar(db, 'SELECT count(*) - count(DISTINCT article_id) FROM episodes WHERE article_id IS NOT NULL'),
    0,
    'an article belongs to one episode at most',
  );
  t.equal(scalar(db, "SELECT count(*) FROM podcasts p WHERE p.page <> '/podcast/' || p.slug"), 0);

  const docs = all<{ slug: string; site_slug: string }>(db, 'SELECT slug, site_slug FROM docs').map(
    (d) => `${d.site_slug}/${d.slug}`,
  );
  for (const d of [
    'telex/impresszum',
    'transtelex/impresszum',
    'telex/adatvedelem',
    'telex/aszf',
    'telex/hirlevel',
    'telex/ellenorzo-modszertan',
    'telex/cookie-szabalyzat',
  ]) {
    t.ok(docs.includes(d), d);
  }

  t.equal(scalar(db, 'SELECT count(*) FROM exchange_rates'), 400 * 7);
  const latest = (base: string, currency: string) =>
    scalar(
      db,
      'SELECT rate FROM exchange_rates WHERE base = ? AND currency = ? ORDER BY date DESC LIMIT 1',
      base,
      currency,
    );
  t.ok(Math.abs(latest('HUF', 'EUR') - 395) < 40);
  t.ok(Math.abs(latest('RON', 'EUR') - 4.97) < 0.5);
  t.ok(Math.abs(latest('RON', 'HUF') - 0.0126) < 0.002);
  t.equal(
    one<{ d: string }>(db, "SELECT max(date) d FROM exchange_rates WHERE base = 'HUF'").d,
    new Date(NOW * 1000).toISOString().slice(0, 10),
  );

  const staff = all<{ site_slug: string; n: number }>(db, 'SELECT site_slug, count(*) n FROM staff GROUP BY 1');
  t.equal(staff.length, 5);
  t.ok(staff.every((s) => s.n >= 20 && s.n <= 30));

  const minutes = one<{ first: string; last: string; n: number; bad: number }>(
    db,
    'SELECT min(day) first, max(day) last, count(*) n, sum(recurring NOT BETWEEN 50 AND 400 OR onetime NOT BETWEEN 100 AND 2000) bad FROM minutes',
  );
  t.equal(minutes.first, MINUTES_DEFAULT_START);
  t.equal(minutes.last, new Date(NOW * 1000).toISOString().slice(0, 10));
  t.equal(minutes.bad, 0);

  const fs = all<{
    site_slug: string;
    component_setup: string;
    pip_status: string;
    weather: string;
    flooding: string | null;
    search_placeholders: string;
    widgets: string;
  }>(db, 'SELECT * FROM frontend_state');
  t.equal(fs.length, 5);
  for (const row of fs) {
    t.same(JSON.parse(row.component_setup), { donations: '0', refreshQuiz: '1' });
    t.same(JSON.parse(row.pip_status), {
      pipShow: false,
      pipTitle: null,
      pipUrl: null,
      pipOpen: false,
      pipLabel: 'élő',
    });
    t.match(JSON.parse(row.weather), [{ city: String, temperature: Number, icon: String }]);
    t.equal((JSON.parse(row.weather) as unknown[]).length, 4);
    t.equal(row.flooding, null);
    t.equal((JSON.parse(row.search_placeholders) as string[]).length, 3);
    t.equal(row.widgets, '[]');
  }
  // The weather is a fact about the world, one value for every site of a domain.
  const weatherOf = (slug: string) => fs.find((row) => row.site_slug === slug)!.weather;
  for (const slug of ['after', 'g7', 'karakter'])
    t.equal(weatherOf(slug), weatherOf('telex'), `${slug} has the main domain's weather`);
  t.notSame(weatherOf('transtelex'), weatherOf('telex'), 'the regional edition has its own cities');

  const lines = all<{ date_from: number; date_to: number; tags: string }>(
    db,
    "SELECT date_from, date_to, tags FROM sponsored_lines WHERE site_slug = 'telex'",
  );
  t.ok(lines.length >= 2);
  t.ok(
    lines.some((l) => l.date_from <= NOW && l.date_to >= NOW),
    'one line within its window',
  );
  t.ok(
    lines.some((l) => l.date_to < NOW),
    'one expired line',
  );
  t.ok(
    lines.some((l) => (JSON.parse(l.tags) as string[]).length > 0),
    'one line for a tag',
  );

  const authors = all<{ slug: string; avatar_src: string; site_slug: string }>(
    db,
    'SELECT slug, avatar_src, site_slug FROM authors',
  );
  t.ok(authors.length >= 70);
  t.ok(authors.every((a) => a.avatar_src === `/media/avatar/${a.slug}.svg`));
  t.ok(authors.some((a) => a.site_slug === 'transtelex'));
  const perArticle = all<{ n: number }>(db, 'SELECT count(*) n FROM article_authors GROUP BY article_id');
  t.equal(perArticle.length, COUNT, 'every article has a byline');
  t.ok(perArticle.every((r) => r.n >= 1 && r.n <= 3));
});

t.test('tiny corpora still have one of everything', async (t) => {
  for (const n of [1, 30, 120]) {
    const { db: d, summary: s } = seeded({ articles: n });
    t.equal(scalar(d, 'SELECT count(*) FROM articles'), n, `${n} rows`);
    t.equal(s.articles, n);
    t.ok(s.liveblogs >= 1);
    t.equal(scalar(d, 'SELECT count(*) FROM articles_fts'), n);
    t.same(all(d, 'PRAGMA foreign_key_check'), []);
    d.close();
  }
});

t.test('ensureSeeded seeds an empty database once', async (t) => {
  const d = openDatabase(':memory:');
  const messages: string[] = [];
  const first = ensureSeeded(d, { info: (m: string) => messages.push(m) }, { articles: 120, seed: 1 });
  t.equal(first?.articles, 120);
  t.ok(messages.length >= 2, 'logs through a logger object');
  t.equal(
    ensureSeeded(d, (m) => messages.push(m)),
    null,
    'a seeded database is left alone',
  );
  t.equal(
    scalar(d, 'SELECT count(*) FROM users'),
    0,
    'no editor: the demo editor is asked for apart (seed/demo-editor.ts)',
  );
  t.equal(scalar(d, 'SELECT count(*) FROM articles'), 120);
  d.close();
});
