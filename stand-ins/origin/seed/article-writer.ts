// Writes the planned articles: text, images and HTML per article from its own seeded stream, then the row, its
// link rows and its full-text entry, with prepared statements in batched transactions.
import type { Database } from 'better-sqlite3';
import { pictureHeight, pictureWidth } from '../picture-svg.ts';
import { INSERT_SEARCH_ROW, articleFacets, indexBody, indexText } from '../search-document.ts';
import type { PlannedArticle } from './article-plan.ts';
import { HU_CONTRIBUTOR_ROLES, HU_DISCLAIMERS, HU_INFORMATION, type AffectingMeasure } from './hungarian-word-banks.ts';
import { creditName } from './people.ts';
import { ProseWriter } from './prose-writer.ts';
import { Rng, deriveSeed } from './rng.ts';
import { slugify } from './slugify.ts';
import { storyPicture } from './story-pictures.ts';
import { SECTIONS, SUBJECT_PROSE_POOLS, SUBJECTS } from './taxonomy.ts';

const SLUG_MAX = 80;
const BATCH_SIZE = 2_500;
const TEXT_STREAM = 2;

const COLUMNS = [
  'id',
  'type',
  'title',
  'slug',
  'pub_date',
  'updated_at',
  'version',
  'lead',
  'recommender',
  'content_highlight',
  'main_super_tag_id',
  'site_slug',
  'active',
  'english',
  'live',
  'adult_content',
  'pr',
  'adfree',
  'important',
  'favorite',
  'announcement',
  'evergreen',
  'periodic',
  'spiritual_help',
  'drug_problem',
  'half_image',
  'article_width_cover',
  'facebook_suggested',
  'pinned',
  'rank',
  'parent_id',
  'sub_type',
  'subtitle',
  'header_type',
  'minute',
  'color_scheme',
  'color_class',
  'cover_image',
  'cover_image_text',
  'cover_image_set',
  'recommended_box_image',
  'mobile_image_11',
  'mobile_image_43',
  'facebook_image',
  'content',
  'paragraph_count',
  'contributors',
  'actions',
  'facebook_engagement',
  'av_code',
  'index_av_code',
  'og_description',
  'livescore_id',
  'quiz_id',
  'ct_url',
] as const;

const image = (n: string, width: number, height: number, alt: string) =>
  `{"src":"/media/img/${n}.svg","width":${width},"height":${height},"alt":${JSON.stringify(alt)}}`;
/**
 * The share picture (og:image) is the same picture as PNG: social networks show no SVG. Its size is what the
 * media route draws when no width is asked: the largest §9 breakpoint, at the pictures' aspect.
 */
const SHARE_WIDTH = pictureWidth(undefined);
const shareImage = (n: string, alt: string) =>
  `{"src":"/media/img/${n}.png","width":${SHARE_WIDTH},"height":${pictureHeight(SHARE_WIDTH)},"alt":${JSON.stringify(alt)}}`;

const b = (v: boolean) => (v ? 1 : 0);

export interface ArticleWriterOptions {
  seed: number;
  podcastTagId: number;
  log?: (msg: string) => void;
}

export function insertArticles(db: Database, articles: readonly PlannedArticle[], o: ArticleWriterOptions): void {
  const c: WriteContext = {
    q: writerStatements(db),
    o,
    writerFor: proseWriters(),
    uniqueSlug: slugRegistry(),
    titles: new Set(),
  };
  const writeBatch = db.transaction((batch: readonly PlannedArticle[]) => {
    for (const a of batch) writeOne(c, a);
  });
  for (let i = 0; i < articles.length; i += BATCH_SIZE) {
    writeBatch(articles.slice(i, i + BATCH_SIZE));
    if (o.log && articles.length > 20_000 && (i / BATCH_SIZE) % 8 === 7) {
      o.log(`seed: ${Math.min(articles.length, i + BATCH_SIZE)}/${articles.length} articles written`);
    }
  }
}

/** What writing an article needs: the statements, the options, a prose writer per pool and the slugs taken. */
interface WriteContext {
  q: ReturnType<typeof writerStatements>;
  o: ArticleWriterOptions;
  writerFor: (a: PlannedArticle) => ProseWriter;
  uniqueSlug: (site: string, title: string) => string;
  /** Every headline given so far: none is given twice in the corpus. */
  titles: Set<string>;
}

function writerStatements(db: Database) {
  return {
    insertArticle: db.prepare(
      `INSERT INTO articles (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
    ),
    insertAuthor: db.prepare('INSERT INTO article_authors (article_id, author_id, position) VALUES (?, ?, ?)'),
    insertSuperTag: db.prepare('INSERT INTO article_super_tags (article_id, super_tag_id) VALUES (?, ?)'),
    insertTag: db.prepare('INSERT INTO article_tags (article_id, tag_id) VALUES (?, ?)'),
    insertFlag: db.prepare('INSERT INTO article_flags (article_id, flag) VALUES (?, ?)'),
    insertMirror: db.prepare('INSERT INTO article_mirrors (article_id, site_slug) VALUES (?, ?)'),
    insertFts: db.prepare(INSERT_SEARCH_ROW),
  };
}

/** One prose writer per section pool, language and (where the section's tags narrow it) subject, made when first needed. */
function proseWriters(): (a: PlannedArticle) => ProseWriter {
  const writers = new Map<string, ProseWriter>();
  // One measure heads one story of the corpus, whichever writer draws it (ProseWriter#unheadlined).
  const headlined = new Set<AffectingMeasure>();
  const subjects = new Map(Object.values(SUBJECTS).flatMap((list) => list.map((x) => [x.slug, x] as const)));
  return (a) => {
    const section = SECTIONS[a.section];
    const key = `${section.pool}:${a.english}:${a.subject}`;
    let w = writers.get(key);
    const narrows = a.subject !== null && SUBJECT_PROSE_POOLS[section.tagPools[0]] === section.pool;
    if (!w)
      writers.set(
        key,
        (w = new ProseWriter(section.pool, a.english, narrows ? subjects.get(a.subject!) : undefined, headlined)),
      );
    return w;
  };
}

/** Slugs unique per site: a taken one gets `-2`, `-3`, … (shortened to fit). */
function slugRegistry(): (site: string, title: string) => string {
  const usedSlugs = new Map<string, Set<string>>();
  return (site, title) => {
    let used = usedSlugs.get(site);
    if (!used) usedSlugs.set(site, (used = new Set()));
    const base = slugify(title, SLUG_MAX) || 'cikk';
    let slug = base;
    for (let n = 2; used.has(slug); n++) {
      const suffix = `-${n}`;
      slug = `${slugify(base, SLUG_MAX - suffix.length)}${suffix}`;
    }
    used.add(slug);
    return slug;
  };
}

/** The article's text, drawn from its stream in this order: credit, title, lead, recommender, highlight, body. */
interface ArticleText {
  credit: string;
  title: string;
  slug: string;
  lead: string;
  recommender: string | null;
  contentHighlight: string | null;
  content: ReturnType<ProseWriter['content']>;
}

/** Pictures and the rest drawn after the text: the picture number and caption, contributors, actions, ad code. */
interface ArticleExtras {
  /** the cover's picture name and what it shows (story-pictures.ts) */
  n: string;
  alt: string;
  cover: string | null;
  contributors: string | null;
  actions: string;
  avCode: string | null;
}

// Every value below comes from the article's own random stream: the order of the draws (here and in the row's
// values, left to right) is what keeps the demo corpus byte-identical for a seed.
function writeOne(c: WriteContext, a: PlannedArticle): void {
  const rng = new Rng(deriveSeed(c.o.seed, TEXT_STREAM, a.id));
  const w = c.writerFor(a);
  const text = articleText(c, rng, w, a);
  const extras = articleExtras(rng, w, a);
  c.q.insertArticle.run(...articleRow(rng, w, a, text, extras));
  insertRelations(c, a, text);
}

function articleText(c: WriteContext, rng: Rng, w: ProseWriter, a: PlannedArticle): ArticleText {
  const section = SECTIONS[a.section];
  const isPost = a.type === 'liveblogpost';
  const isChild = a.parentId !== null;
  const brand = a.siteSlug === 'transtelex' ? 'Transtelex' : 'Telex';
  const credit = `${creditName(rng.int(0, 59))} / ${brand}`;

  const taken = (t: string) => c.titles.has(t);
  const title = isPost ? w.shortTitle(rng, taken) : w.title(rng, taken);
  c.titles.add(title);
  const slug = c.uniqueSlug(a.siteSlug, title);
  const lead = isPost ? w.sentence(rng) : w.lead(rng);
  const recommender = !isChild && rng.chance(0.3) ? w.recommender(rng) : null;
  const contentHighlight = !isPost && rng.chance(0.1) ? w.sentence(rng) : null;

  let information: string | undefined;
  if (a.spiritualHelp) information = HU_INFORMATION[0];
  else if (!isPost && !a.english && rng.chance(0.03)) information = rng.pick(HU_INFORMATION.slice(1));
  let disclaimer: string | undefined;
  if (a.pr) disclaimer = HU_DISCLAIMERS[0];
  else if (section.slug === 'velemeny' && rng.chance(0.3)) disclaimer = HU_DISCLAIMERS[3];
  else if (!isPost && !a.english && rng.chance(0.01)) disclaimer = rng.pick(HU_DISCLAIMERS.slice(1, 3));
  const paragraphs: [number, number] = isPost
    ? [1, 3]
    : a.type === 'liveblog'
      ? [2, 4]
      : a.type === 'longform'
        ? [10, 14]
        : isChild
          ? [3, 8]
          : [5, 14];
  const content = w.content(rng, {
    paragraphs,
    credit,
    pictureKey: String(a.id),
    extras: !isPost,
    images: !isPost || rng.chance(0.15),
    youtube: a.flags.includes('video'),
    spotify: section.pool === 'podcast' || a.tagIds.includes(c.o.podcastTagId),
    information,
    disclaimer,
  });
  return { credit, title, slug, lead, recommender, contentHighlight, content };
}

function articleExtras(rng: Rng, w: ProseWriter, a: PlannedArticle): ArticleExtras {
  const isPost = a.type === 'liveblogpost';
  const isChild = a.parentId !== null;
  const hasImages = !isPost;
  const { name: n, alt } = storyPicture(w.pool, String(a.id), a.english, rng);
  const cover = hasImages ? image(n, 1200, 800, alt) : null;
  const contributors =
    !isPost && rng.chance(0.15)
      ? JSON.stringify(
          Array.from({ length: rng.int(1, 2) }, () => ({
            name: creditName(rng.int(0, 59)),
            role: rng.pick(HU_CONTRIBUTOR_ROLES),
          })),
        )
      : null;
  const actions = !isChild && rng.chance(0.01) ? '[{"type":"support","url":"/tamogatas","label":"Támogatom"}]' : '[]';
  const avCode = a.pr ? `AV-${rng.hex(8).toUpperCase()}` : null;
  return { n, alt, cover, contributors, actions, avCode };
}

/** The values of the articles row in COLUMNS order; some still draw from the stream, left to right. */
function articleRow(rng: Rng, w: ProseWriter, a: PlannedArticle, t: ArticleText, x: ArticleExtras): unknown[] {
  const section = SECTIONS[a.section];
  const isPost = a.type === 'liveblogpost';
  const isChild = a.parentId !== null;
  const hasImages = !isPost;
  const longform = a.type === 'longform';
  const hero = longform || a.flags.includes('g7-hero');
  const { n, alt } = x;
  return [
    a.id,
    a.type,
    t.title,
    t.slug,
    a.pubDate,
    a.updatedAt,
    a.version,
    t.lead,
    t.recommender,
    t.contentHighlight,
    a.superTagIds[0],
    a.siteSlug,
    b(a.active),
    b(a.english),
    b(a.flags.includes('live')),
    b(a.flags.includes('adult-content')),
    b(a.pr),
    b(a.flags.includes('adfree')),
    b(a.flags.includes('legfontosabb')),
    b(a.favorite),
    b(section.slug === 'kozlemeny' && !isChild),
    b(a.evergreen),
    b(a.periodic),
    b(a.spiritualHelp),
    b(a.drugProblem),
    b(a.halfImage),
    b(longform),
    b(a.facebookSuggested),
    b(a.pinned),
    a.rank,
    a.parentId,
    null,
    longform && rng.chance(0.7) ? w.recommender(rng) : null,
    hero ? 'transparent' : null,
    a.minute,
    longform ? (rng.chance(0.5) ? 'dark' : 'light') : null,
    a.siteSlug === 'after' || a.siteSlug === 'g7' || a.siteSlug === 'karakter' ? a.siteSlug : null,
    x.cover,
    hasImages && rng.chance(0.4) ? `Fotó: ${t.credit}` : null,
    hasImages ? `[${image(n, 1200, 800, alt)},${image(n, 1200, 900, alt)},${image(n, 800, 800, alt)}]` : '[]',
    hasImages ? image(n, 1200, 800, alt) : null,
    hasImages ? image(n, 800, 800, alt) : null,
    hasImages ? image(n, 1200, 900, alt) : null,
    hasImages ? shareImage(n, alt) : null,
    t.content.html,
    t.content.paragraphCount,
    x.contributors,
    x.actions,
    a.facebookEngagement,
    x.avCode,
    a.pr && rng.chance(0.5) ? `IAV-${rng.hex(8).toUpperCase()}` : null,
    !isPost && rng.chance(0.1) ? w.sentence(rng) : null,
    a.livescoreId,
    a.quizId,
    a.pr ? `https://partner${rng.int(1, 40)}.example.com/ajanlat/${t.slug}` : null,
  ];
}

/** The article's authors, sections, tags, flags and mirror, and its full-text entry. */
function insertRelations({ q }: WriteContext, a: PlannedArticle, t: ArticleText): void {
  a.authorIds.forEach((author, i) => q.insertAuthor.run(a.id, author, i));
  for (const st of a.superTagIds) q.insertSuperTag.run(a.id, st);
  for (const tagId of a.tagIds) q.insertTag.run(a.id, tagId);
  for (const f of a.flags) q.insertFlag.run(a.id, f);
  if (a.mirrored) q.insertMirror.run(a.id, 'transtelex');
  q.insertFts.run(
    a.id,
    indexText(t.title),
    indexText(t.lead),
    indexBody(t.content.html),
    articleFacets({
      active: a.active,
      parentId: a.parentId,
      siteSlug: a.siteSlug,
      mirrorSites: a.mirrored ? ['transtelex'] : [],
      superTagIds: a.superTagIds,
      mainSuperTagId: a.superTagIds[0],
      tagIds: a.tagIds,
      authorIds: a.authorIds,
      flags: a.flags,
    }),
  );
}
