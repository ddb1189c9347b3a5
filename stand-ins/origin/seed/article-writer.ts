// Writes the planned articles: text, images and HTML per article from its own seeded stream, then the row, its
// link rows and its full-text entry, with prepared statements in batched transactions.
import type { Database } from 'better-sqlite3';
import { pictureHeight, pictureWidth } from '../picture-svg.ts';
import { INSERT_SEARCH_ROW, articleFacets, indexBody, indexText } from '../search-document.ts';
import type { PlannedArticle } from './article-plan.ts';
import { HU_CONTRIBUTOR_ROLES, HU_DISCLAIMERS, HU_INFORMATION } from './hungarian-word-banks.ts';
import { creditName } from './people.ts';
import { ProseWriter } from './prose-writer.ts';
import { Rng, deriveSeed } from './rng.ts';
import { slugify } from './slugify.ts';
import { SECTIONS, SUBJECT_PROSE_POOLS, SUBJECTS } from './taxonomy.ts';

const SLUG_MAX = 80;
const IMAGE_COUNT = 500;
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

const image = (n: number, width: number, height: number, alt: string) =>
  `{"src":"/media/img/${n}.svg","width":${width},"height":${height},"alt":${JSON.stringify(alt)}}`;
/**
 * The share picture (og:image) is the same picture as PNG: social networks show no SVG. Its size is what the
 * media route draws when no width is asked: the largest §9 breakpoint, at the pictures' aspect.
 */
const SHARE_WIDTH = pictureWidth(undefined);
const shareImage = (n: number, alt: string) =>
  `{"src":"/media/img/${n}.png","width":${SHARE_WIDTH},"height":${pictureHeight(SHARE_WIDTH)},"alt":${JSON.stringify(alt)}}`;

const b = (v: boolean) => (v ? 1 : 0);

export interface ArticleWriterOptions {
  seed: number;
  podcastTagId: number;
  log?: (msg: string) => void;
}

export function insertArticles(db: Database, articles: readonly PlannedArticle[], o: ArticleWriterOptions): void {
  const insertArticle = db.prepare(
    `INSERT INTO articles (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const insertAuthor = db.prepare('INSERT INTO article_authors (article_id, author_id, position) VALUES (?, ?, ?)');
  const insertSuperTag = db.prepare('INSERT INTO article_super_tags (article_id, super_tag_id) VALUES (?, ?)');
  const insertTag = db.prepare('INSERT INTO article_tags (article_id, tag_id) VALUES (?, ?)');
  const insertFlag = db.prepare('INSERT INTO article_flags (article_id, flag) VALUES (?, ?)');
  const insertMirror = db.prepare('INSERT INTO article_mirrors (article_id, site_slug) VALUES (?, ?)');
  const insertFts = db.prepare(INSERT_SEARCH_ROW);

  const writers = new Map<string, ProseWriter>();
  const subjects = new Map(Object.values(SUBJECTS).flatMap((list) => list.map((x) => [x.slug, x] as const)));
  const writerFor = (a: PlannedArticle) => {
    const section = SECTIONS[a.section];
    const key = `${section.pool}:${a.english}:${a.subject}`;
    let w = writers.get(key);
    const narrows = a.subject !== null && SUBJECT_PROSE_POOLS[section.tagPools[0]] === section.pool;
    if (!w)
      writers.set(key, (w = new ProseWriter(section.pool, a.english, narrows ? subjects.get(a.subject!) : undefined)));
    return w;
  };
  const usedSlugs = new Map<string, Set<string>>();
  const uniqueSlug = (site: string, title: string) => {
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

  const writeOne = (a: PlannedArticle) => {
    const rng = new Rng(deriveSeed(o.seed, TEXT_STREAM, a.id));
    const w = writerFor(a);
    const section = SECTIONS[a.section];
    const isPost = a.type === 'liveblogpost';
    const isChild = a.parentId !== null;
    const brand = a.siteSlug === 'transtelex' ? 'Transtelex' : 'Telex';
    const credit = `${creditName(rng.int(0, 59))} / ${brand}`;

    const title = isPost ? w.shortTitle(rng) : w.title(rng);
    const slug = uniqueSlug(a.siteSlug, title);
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
      extras: !isPost,
      images: !isPost || rng.chance(0.15),
      youtube: a.flags.includes('video'),
      spotify: section.pool === 'podcast' || a.tagIds.includes(o.podcastTagId),
      information,
      disclaimer,
    });

    const hasImages = !isPost;
    const n = rng.int(1, IMAGE_COUNT);
    const alt = w.caption(rng);
    const cover = hasImages ? image(n, 1200, 800, alt) : null;
    const longform = a.type === 'longform';
    const hero = longform || a.flags.includes('g7-hero');
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

    insertArticle.run(
      a.id,
      a.type,
      title,
      slug,
      a.pubDate,
      a.updatedAt,
      a.version,
      lead,
      recommender,
      contentHighlight,
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
      cover,
      hasImages && rng.chance(0.4) ? `Fotó: ${credit}` : null,
      hasImages ? `[${image(n, 1200, 800, alt)},${image(n, 1200, 900, alt)},${image(n, 800, 800, alt)}]` : '[]',
      hasImages ? image(n, 1200, 800, alt) : null,
      hasImages ? image(n, 800, 800, alt) : null,
      hasImages ? image(n, 1200, 900, alt) : null,
      hasImages ? shareImage(n, alt) : null,
      content.html,
      content.paragraphCount,
      contributors,
      actions,
      a.facebookEngagement,
      avCode,
      a.pr && rng.chance(0.5) ? `IAV-${rng.hex(8).toUpperCase()}` : null,
      !isPost && rng.chance(0.1) ? w.sentence(rng) : null,
      a.livescoreId,
      a.quizId,
      a.pr ? `https://partner${rng.int(1, 40)}.example.com/ajanlat/${slug}` : null,
    );
    a.authorIds.forEach((author, i) => insertAuthor.run(a.id, author, i));
    for (const st of a.superTagIds) insertSuperTag.run(a.id, st);
    for (const t of a.tagIds) insertTag.run(a.id, t);
    for (const f of a.flags) insertFlag.run(a.id, f);
    if (a.mirrored) insertMirror.run(a.id, 'transtelex');
    insertFts.run(
      a.id,
      indexText(title),
      indexText(lead),
      indexBody(content.html),
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
  };

  const writeBatch = db.transaction((batch: readonly PlannedArticle[]) => {
    for (const a of batch) writeOne(a);
  });
  for (let i = 0; i < articles.length; i += BATCH_SIZE) {
    writeBatch(articles.slice(i, i + BATCH_SIZE));
    if (o.log && articles.length > 20_000 && (i / BATCH_SIZE) % 8 === 7) {
      o.log(`seed: ${Math.min(articles.length, i + BATCH_SIZE)}/${articles.length} articles written`);
    }
  }
}
