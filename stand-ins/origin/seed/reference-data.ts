// Everything around the articles: podcasts and episodes, documents, unique boxes, front-page and automatic blocks,
// sponsored lines, exchange rates, imprint staff, donation minutes and the per-site frontend state.
import type { Database } from 'better-sqlite3';
import { AUTO_BLOCK_VARIANTS, BREAKING_BLOCK_POSITION } from '../../../shared/constants.ts';
import { MINUTES_DEFAULT_START } from '../../../shared/engagement-constants.ts';
import { PIP_DEFAULT_LABEL } from '../../../shared/podcast-constants.ts';
import { siteList } from '../../../shared/sites/site-table.ts';
import { footballHref } from '../../../shared/sport-routes.ts';
import type { PlannedArticle } from './article-plan.ts';
import { articleFixtureId } from '../../livescore/fixture-ids.ts';
import { DOCS } from './docs-content.ts';
import type { AuthorSeed } from './people.ts';
import { buildStaff } from './people.ts';
import { episodeAudioUrl, writeDemoPodcastMedia } from './podcast-media.ts';
import { ProseWriter } from './prose-writer.ts';
import type { Rng } from './rng.ts';
import { slugify } from './slugify.ts';
import { SUPPLEMENT_KIND_TAGS } from '../../../shared/supplements.ts';
import {
  HIKE_DIFFICULTY_TAG_SLUGS,
  HIKE_NEWS_TAG_SLUG,
  HOLDBLOG_TAG_SLUG,
  PODCAST_TAG_SLUG,
  SECTIONS,
  SUPPLEMENT_TAG_SLUGS,
  VIDEO_TAG_SLUG,
  type TagRow,
} from './taxonomy.ts';

const DAY = 86_400;
const EPISODE_COUNT = 300;
/** How long the demo episodes last, in seconds: 12 to 55 minutes. */
const EPISODE_SECONDS = { min: 12 * 60, max: 55 * 60 } as const;
const EXCHANGE_DAYS = 400;

export interface ReferenceInput {
  now: number;
  dayStart: number;
  rng: Rng;
  articles: readonly PlannedArticle[];
  tags: readonly TagRow[];
  authors: readonly AuthorSeed[];
}

export const isoDate = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

const PODCASTS = [
  { slug: 'telex-podcast', name: 'Telex Podcast', siteSlug: 'telex', weight: 30 },
  { slug: 'egy-perc', name: 'Egy perc', siteSlug: 'telex', weight: 20 },
  { slug: 'after-podcast', name: 'After Podcast', siteSlug: 'after', weight: 15 },
  { slug: 'g7-podcast', name: 'G7 Podcast', siteSlug: 'g7', weight: 15 },
  { slug: 'karakter-podcast', name: 'Karakter Podcast', siteSlug: 'karakter', weight: 10 },
  { slug: 'transtelex-podcast', name: 'Transtelex Podcast', siteSlug: 'transtelex', weight: 10 },
] as const;

export function insertReferenceData(db: Database, input: ReferenceInput): { episodes: number } {
  const episodes = insertPodcasts(db, input);
  insertDocs(db, input);
  insertUniques(db, input);
  insertFrontpageBlocks(db, input);
  insertAutoBlocks(db);
  insertSponsoredLines(db, input);
  insertExchangeRates(db, input);
  insertStaff(db, input);
  insertMinutes(db, input);
  insertFrontendState(db, input);
  return { episodes };
}

const sectionSlug = (a: PlannedArticle) => SECTIONS[a.section].slug;
const isListable = (a: PlannedArticle) => a.parentId === null && a.active && SECTIONS[a.section].active !== false;

/** Newest first: listable top-level stories matching the filter. */
function newest(
  articles: readonly PlannedArticle[],
  filter: (a: PlannedArticle) => boolean,
  limit: number,
): PlannedArticle[] {
  const out: PlannedArticle[] = [];
  for (let i = articles.length - 1; i >= 0 && out.length < limit; i--) {
    const a = articles[i];
    if (isListable(a) && filter(a)) out.push(a);
  }
  return out.sort((x, y) => y.pubDate - x.pubDate);
}

function insertPodcasts(db: Database, { rng, dayStart, articles, tags }: ReferenceInput): number {
  const insertPodcast = db.prepare('INSERT INTO podcasts (id, slug, name, page, site_slug) VALUES (?, ?, ?, ?, ?)');
  PODCASTS.forEach((p, i) => insertPodcast.run(i + 1, p.slug, p.name, `/podcast/${p.slug}`, p.siteSlug));

  const podcastTag = tags.find((t) => t.slug === PODCAST_TAG_SLUG)!.id;
  const linkable = new Map<string, PlannedArticle[]>();
  for (const a of articles) {
    if (isListable(a) && a.tagIds.includes(podcastTag)) {
      const list = linkable.get(a.siteSlug) ?? [];
      list.push(a);
      linkable.set(a.siteSlug, list);
    }
  }
  const writer = new ProseWriter('podcast', false);
  const weights = PODCASTS.map((p) => p.weight);
  const planned = Array.from({ length: EPISODE_COUNT }, () => ({
    podcast: rng.weightedIndex(weights),
    pubDate: dayStart - rng.int(1, 730) * DAY + rng.int(6, 20) * 3600,
  })).sort((x, y) => x.pubDate - y.pubDate);
  const insertEpisode = db.prepare(
    'INSERT INTO episodes (id, slug, title, image, duration, source_url, pub_date, podcast_id, article_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const used = new Set<string>();
  // an article is the article of one episode at most: its page plays that episode, its URL is that episode's
  const linked = new Set<number>();
  planned.forEach((e, i) => {
    const podcast = PODCASTS[e.podcast];
    const title = writer.title(rng);
    let slug = slugify(title, 70);
    for (let n = 2; used.has(slug); n++) slug = `${slugify(title, 66)}-${n}`;
    used.add(slug);
    const candidates = (linkable.get(podcast.siteSlug) ?? []).filter(
      (a) => a.pubDate <= e.pubDate + 7 * DAY && !linked.has(a.id),
    );
    const article = candidates.length > 0 && rng.chance(0.35) ? rng.pick(candidates).id : null;
    if (article !== null) linked.add(article);
    // A studio microphone, its colours the episode's own (picture-scene.ts).
    const image = `/media/img/mikrofon-epizod-${i + 1}.svg`;
    // Episodes last from a quarter of an hour to most of one (their audio is made that long, looped-audio.ts).
    const seconds = rng.int(EPISODE_SECONDS.min, EPISODE_SECONDS.max);
    insertEpisode.run(
      i + 1,
      slug,
      title,
      image,
      seconds,
      episodeAudioUrl(i + 1, seconds),
      e.pubDate,
      e.podcast + 1,
      article,
    );
  });
  writeDemoPodcastMedia(db);
  return planned.length;
}

function insertDocs(db: Database, { dayStart }: ReferenceInput) {
  const insert = db.prepare('INSERT INTO docs (slug, site_slug, title, content, updated_at) VALUES (?, ?, ?, ?, ?)');
  DOCS.forEach((d, i) => insert.run(d.slug, d.siteSlug, d.title, d.content, dayStart - (30 + i * 17) * DAY));
}

/** The unique-content groups: id and name. */
const UNIQUE_GROUPS = [
  [27, 'After'],
  [47, 'G7'],
  [49, 'Karakter'],
  [13, 'Holdblog'],
] as const;

/** The Karakter book box's (invented) titles. */
const BOOK_TITLES = [
  'A csend hangjai',
  'Északi fény',
  'Az utolsó nyár a Balatonon',
  'Városi legendák',
  'A nagyapám háborúja',
  'Kávé és kétely',
  'Térképek egy eltűnt országról',
  'A szomszéd ablak',
];

/** The football page's quick links: name and league id. */
const SPORT_LEAGUE_LINKS = [
  ['NB I', 271],
  ['Premier League', 39],
  ['La Liga', 140],
  ['Bundesliga', 78],
  ['Serie A', 135],
  ['Bajnokok Ligája', 2],
  ['Európa-bajnokság', 4],
  ['Világbajnokság', 1],
] as const;

function insertUniques(db: Database, { rng, articles, tags }: ReferenceInput) {
  const insertGroup = db.prepare('INSERT INTO unique_groups (id, name) VALUES (?, ?)');
  for (const [id, name] of UNIQUE_GROUPS) insertGroup.run(id, name);
  const insert = db.prepare('INSERT INTO uniques (slug, group_id, content) VALUES (?, ?, ?)');
  const ids = (list: PlannedArticle[]) => JSON.stringify(list.map((a) => a.id));
  const holdblog = tags.find((t) => t.slug === HOLDBLOG_TAG_SLUG)!.id;

  insert.run('after-main', 27, ids(newest(articles, (a) => a.siteSlug === 'after', 8)));
  insert.run(
    'after-youtube',
    27,
    JSON.stringify(
      `https://www.youtube.com/watch?v=${rng.token(11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`,
    ),
  );
  insert.run('g7-main', 47, ids(newest(articles, (a) => a.siteSlug === 'g7', 8)));
  insert.run('karakter-main', 49, ids(newest(articles, (a) => a.siteSlug === 'karakter', 8)));
  insert.run('holdblog', 13, ids(newest(articles, (a) => a.tagIds.includes(holdblog), 8)));

  const books = BOOK_TITLES.map((title) => ({
    url: `https://konyvesbolt.example.com/konyv/${slugify(title)}`,
    image: `/media/img/konyvek-${slugify(title, 60)}.svg`,
    title,
    price: rng.int(30, 80) * 100 - 10,
  }));
  insert.run('konyvajanlo', 49, JSON.stringify(books));
  insert.run(
    'karakter-rovatok',
    49,
    JSON.stringify({
      image: '/media/img/konyvek-karakter-rovatok.svg',
      url: '/karakter/rovat/kultura',
      title: 'A Karakter rovatai',
      content:
        'Kultúra, kritikák, portrék, tárcák és könyvajánlók: a Karakter minden héten újabb írásokkal jelentkezik a művészet és a közélet határterületeiről.',
    }),
  );
  // The football page's quick links (§2.7) at its address in the sport section (docs/decisions/029-sport-routes.md).
  insert.run(
    'sport-leagues',
    null,
    JSON.stringify(SPORT_LEAGUE_LINKS.map(([key, league]) => ({ key, value: footballHref({ league }) }))),
  );
  insert.run('frontpage-podcast-block-position', null, JSON.stringify({ position: 4 }));
  insert.run(
    'livescore-pp-dashboard',
    null,
    JSON.stringify({
      fixtureIds: Array.from({ length: 4 }, () => articleFixtureId(rng.int(0, 99_999), 'today')),
    }),
  );
}

function insertFrontpageBlocks(db: Database, { rng, articles }: ReferenceInput) {
  const insert = db.prepare(
    'INSERT INTO frontpage_blocks (site_slug, position, type, title, article_ids) VALUES (?, ?, ?, ?, ?)',
  );
  const layout = (
    site: string,
    sites: Set<string>,
    blocks: readonly { type: string; title: string | null; mstag?: string }[],
  ) => {
    const used = new Set<number>();
    const pool = newest(
      articles,
      (a) => (sites.has(a.siteSlug) || (site === 'transtelex' && a.mirrored)) && !a.pr && a.type !== 'liveblog',
      200,
    );
    blocks.forEach((block, i) => {
      const want = block.type === 'leader' ? 3 : rng.int(3, 8);
      const source = block.mstag
        ? newest(articles, (a) => sectionSlug(a) === block.mstag && !a.pr && a.type !== 'liveblog', 60)
        : pool;
      const picked = source.filter((a) => !used.has(a.id)).slice(0, want);
      if (picked.length === 0) return;
      for (const a of picked) used.add(a.id);
      insert.run(site, i + 1, block.type, block.title, JSON.stringify(picked.map((a) => a.id)));
    });
  };
  layout('telex', new Set(['telex', 'after', 'g7', 'karakter']), [
    { type: 'leader', title: null },
    { type: 'block', title: null },
    { type: 'list', title: 'Friss' },
    { type: 'mstag', title: 'Gazdaság', mstag: 'gazdasag' },
    { type: 'block', title: null },
    { type: 'mstag', title: 'Sport', mstag: 'sport' },
    { type: 'list', title: 'Még több hír' },
    { type: 'block', title: null },
    { type: 'mstag', title: 'Kultúra', mstag: 'kultura' },
    { type: 'mstag', title: 'Életmód', mstag: 'eletmod' },
  ]);
  layout('transtelex', new Set(['transtelex']), [
    { type: 'leader', title: null },
    { type: 'block', title: null },
    { type: 'mstag', title: 'Erdély', mstag: 'erdely' },
    { type: 'mstag', title: 'Románia', mstag: 'romania' },
    { type: 'list', title: 'Friss' },
  ]);
  for (const site of ['after', 'g7', 'karakter']) {
    layout(site, new Set([site]), [
      { type: 'leader', title: null },
      { type: 'block', title: null },
      { type: 'list', title: 'Friss' },
    ]);
  }
  // Breaking block: the newest running live blog (§3 position 1000).
  for (const site of ['telex', 'transtelex']) {
    const live = newest(
      articles,
      (a) =>
        a.type === 'liveblog' &&
        a.flags.includes('live') &&
        (site === 'telex' ? a.siteSlug !== 'transtelex' : a.siteSlug === 'transtelex'),
      1,
    );
    if (live.length > 0) insert.run(site, BREAKING_BLOCK_POSITION, 'breaking', null, JSON.stringify([live[0].id]));
  }
}

function insertAutoBlocks(db: Database) {
  const insert = db.prepare('INSERT INTO auto_blocks (site_slug, variant, title, query) VALUES (?, ?, ?, ?)');
  const limit = 6;
  const variants: Record<string, readonly ({ mstag: string } | { flag: string })[]> = {
    telex: [{ flag: 'legfontosabb' }, { mstag: 'belfold' }, { mstag: 'kulfold' }, { mstag: 'gazdasag' }],
    after: [{ mstag: 'after' }, { mstag: 'after-podcast' }, { flag: 'legfontosabb' }, { mstag: 'eletmod' }],
    g7: [{ mstag: 'g7' }, { mstag: 'adat' }, { mstag: 'penz' }, { mstag: 'kozelet' }],
    karakter: [{ mstag: 'kultura' }, { mstag: 'kritika' }, { mstag: 'portre' }, { mstag: 'nagyito' }],
    transtelex: [
      { mstag: 'erdely' },
      { mstag: 'romania' },
      { mstag: 'transtelex-kulfold' },
      { mstag: 'transtelex-gazdasag' },
    ],
  };
  for (const [site, list] of Object.entries(variants)) {
    list.slice(0, AUTO_BLOCK_VARIANTS).forEach((q, i) => {
      const title = 'flag' in q ? 'A legfontosabbak' : SECTIONS.find((s) => s.slug === q.mstag)!.name;
      insert.run(site, i + 1, title, JSON.stringify({ ...q, limit }));
    });
  }
}

function insertSponsoredLines(db: Database, { dayStart, rng }: ReferenceInput) {
  const insert =
    db.prepare(`INSERT INTO sponsored_lines (site_slug, av_code, ct_link, description, css_class, active, newest,
    list_page, front_page_slug, main_super_tags, tags, date_from, date_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const code = () => `AV-${rng.hex(8).toUpperCase()}`;
  insert.run(
    'telex',
    code(),
    'https://partner1.example.com/kampany?utm_source=telex',
    'A rovat támogatója: Példa Bank',
    'sponsored-blue',
    1,
    1,
    1,
    'index',
    JSON.stringify(['belfold', 'gazdasag']),
    '[]',
    dayStart - 10 * DAY,
    dayStart + 20 * DAY,
  );
  insert.run(
    'telex',
    code(),
    'https://partner2.example.com/nyar',
    'Nyári ajánlatunk partnerünktől',
    'sponsored-green',
    1,
    0,
    1,
    null,
    JSON.stringify(['eletmod']),
    '[]',
    dayStart - 90 * DAY,
    dayStart - 30 * DAY,
  );
  insert.run(
    'telex',
    code(),
    'https://partner3.example.com/sport',
    'A sportközvetítések támogatója',
    'sponsored-orange',
    1,
    0,
    1,
    null,
    '[]',
    JSON.stringify(['eb-2024', 'labdarugas']),
    dayStart - 5 * DAY,
    dayStart + 25 * DAY,
  );
}

/** Box-Muller normal deviate from the seeded stream. */
function gaussian(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

function insertExchangeRates(db: Database, { dayStart, rng }: ReferenceInput) {
  const insert = db.prepare('INSERT INTO exchange_rates (currency, base, date, rate) VALUES (?, ?, ?, ?)');
  const series = [
    { base: 'HUF', currency: 'EUR', center: 395, digits: 2 },
    { base: 'HUF', currency: 'USD', center: 365, digits: 2 },
    { base: 'HUF', currency: 'CHF', center: 415, digits: 2 },
    { base: 'HUF', currency: 'GBP', center: 465, digits: 2 },
    { base: 'RON', currency: 'EUR', center: 4.97, digits: 4 },
    { base: 'RON', currency: 'USD', center: 4.6, digits: 4 },
    { base: 'RON', currency: 'HUF', center: 0.0126, digits: 6 },
  ];
  for (const s of series) {
    // Mean-reverting random walk: daily moves of a few tenths of a percent around a realistic level.
    let rate = s.center * (1 + gaussian(rng) * 0.01);
    for (let d = EXCHANGE_DAYS - 1; d >= 0; d--) {
      rate += 0.03 * (s.center - rate) + s.center * 0.003 * gaussian(rng);
      insert.run(s.currency, s.base, isoDate(dayStart - d * DAY), Number(rate.toFixed(s.digits)));
    }
  }
}

function insertStaff(db: Database, { authors }: ReferenceInput) {
  const insert = db.prepare('INSERT INTO staff (site_slug, name, role, grp, position) VALUES (?, ?, ?, ?, ?)');
  siteList.forEach((site, i) => {
    const bylines = authors
      .filter((a) => (site.slug === 'transtelex') === (a.siteSlug === 'transtelex'))
      .map((a) => a.name);
    buildStaff(i, bylines).forEach((p, position) => insert.run(site.slug, p.name, p.role, p.grp, position + 1));
  });
}

function insertMinutes(db: Database, { dayStart, rng }: ReferenceInput) {
  const insert = db.prepare('INSERT INTO minutes (day, recurring, onetime) VALUES (?, ?, ?)');
  const start = Date.parse(`${MINUTES_DEFAULT_START}T00:00:00Z`) / 1000;
  for (let t = start; t <= dayStart; t += DAY) insert.run(isoDate(t), rng.int(50, 400), rng.int(100, 2000));
}

const MONTHLY_MEAN_C = [0, 2, 7, 12, 17, 21, 23, 23, 18, 12, 6, 1];

function insertFrontendState(db: Database, { now, rng, articles, tags }: ReferenceInput) {
  const insert = db.prepare(`INSERT INTO frontend_state (site_slug, component_setup, pip_status, weather, flooding,
    search_placeholders, trending_tags, widgets) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const month = new Date(now * 1000).getUTCMonth();
  const special = new Set<string>([
    ...HIKE_DIFFICULTY_TAG_SLUGS,
    HIKE_NEWS_TAG_SLUG,
    VIDEO_TAG_SLUG,
    PODCAST_TAG_SLUG,
    HOLDBLOG_TAG_SLUG,
    ...SUPPLEMENT_TAG_SLUGS,
    ...Object.keys(SUPPLEMENT_KIND_TAGS),
  ]);
  const trending = (regional: boolean) => {
    const counts = new Map<number, number>();
    for (const a of newest(articles, (x) => (x.siteSlug === 'transtelex') === regional, 400)) {
      for (const t of a.tagIds) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    return [...counts.entries()]
      .map(([id, count]) => ({ slug: tags[id - 1].slug, count }))
      .filter((t) => !special.has(t.slug))
      .sort((x, y) => y.count - x.count || x.slug.localeCompare(y.slug))
      .slice(0, 6)
      .map((t) => t.slug);
  };
  const weather = (cities: string[]) =>
    cities.map((city) => {
      const temperature = MONTHLY_MEAN_C[month] + rng.int(-3, 3);
      const icons =
        temperature <= 1 ? ['snow', 'cloudy', 'fog', 'sunny'] : ['sunny', 'partly-cloudy', 'cloudy', 'rain'];
      return { city, temperature, icon: rng.pick(icons) };
    });
  const pip = JSON.stringify({
    pipShow: false,
    pipTitle: null,
    pipUrl: null,
    pipOpen: false,
    pipLabel: PIP_DEFAULT_LABEL,
  });
  const setup = JSON.stringify({ donations: '0', refreshQuiz: '1' });
  // The weather is a fact about the world: drawn once per domain (its cities), the same on every site of it (once
  // drawn per site, the header said Budapest 3° on / and 8° on /g7). The admin write keeps it so (admin-frontend.ts).
  const mainWeather = JSON.stringify(weather(['Budapest', 'Debrecen', 'Szeged', 'Pécs']));
  const regionalWeather = JSON.stringify(weather(['Kolozsvár', 'Marosvásárhely', 'Csíkszereda', 'Nagyvárad']));
  for (const site of siteList) {
    const regional = site.domain === 'regional';
    insert.run(
      site.slug,
      setup,
      pip,
      regional ? regionalWeather : mainWeather,
      null,
      JSON.stringify(
        regional
          ? ['Keress rá: Kolozsvár', 'Például: lej árfolyam', 'Mit keresel az archívumban?']
          : ['Keress rá: infláció', 'Például: Balaton', 'Mit keresel az archívumban?'],
      ),
      JSON.stringify(trending(regional)),
      '[]',
    );
  }
}
