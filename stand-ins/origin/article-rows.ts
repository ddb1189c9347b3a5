// Maps article rows to the contract's ArticleSummary / Article. Relations (authors, super-tags, tags, flags,
// mirrors) for a whole page of articles are loaded in one query each, keyed by a JSON array of ids.
import type { Database, Statement } from 'better-sqlite3';
import type { Article, ArticleSummary, ArticleType, Image, SuperTag } from '../../shared/api-types.ts';
import { articlePath } from '../../shared/article-url.ts';

const SUMMARY_COLUMNS = `a.id, a.type, a.title, a.slug, a.pub_date, a.updated_at, a.version, a.lead, a.recommender,
  a.site_slug, a.active, a.english, a.live, a.adult_content, a.pr, a.rank, a.color_scheme, a.color_class,
  a.parent_id, a.ct_url, a.recommended_box_image, a.mobile_image_11, a.mobile_image_43, a.pinned,
  st.id AS mst_id, st.name AS mst_name, st.slug AS mst_slug, st.active AS mst_active, st.site_slug AS mst_site`;

const FULL_COLUMNS = `${SUMMARY_COLUMNS}, a.content_highlight, a.half_image, a.spiritual_help, a.drug_problem,
  a.sub_type, a.subtitle, a.header_type, a.minute, a.cover_image, a.cover_image_text, a.cover_image_set,
  a.facebook_image, a.content, a.paragraph_count, a.contributors, a.actions, a.facebook_engagement, a.evergreen,
  a.important, a.announcement, a.favorite, a.periodic, a.adfree, a.article_width_cover, a.facebook_suggested,
  a.av_code, a.index_av_code, a.og_description, a.livescore_id, a.quiz_id`;

const IDS = 'SELECT value FROM json_each(?)';

export interface SummaryRow {
  id: number;
  type: string;
  title: string;
  slug: string;
  pub_date: number;
  updated_at: number;
  version: number;
  lead: string;
  recommender: string | null;
  site_slug: string;
  active: number;
  english: number;
  live: number;
  adult_content: number;
  pr: number;
  rank: number;
  color_scheme: string | null;
  color_class: string | null;
  parent_id: number | null;
  ct_url: string | null;
  recommended_box_image: string | null;
  mobile_image_11: string | null;
  mobile_image_43: string | null;
  pinned: number;
  mst_id: number;
  mst_name: string;
  mst_slug: string;
  mst_active: number;
  mst_site: string;
}

export interface FullRow extends SummaryRow {
  content_highlight: string | null;
  half_image: number;
  spiritual_help: number;
  drug_problem: number;
  sub_type: string | null;
  subtitle: string | null;
  header_type: string | null;
  minute: number | null;
  cover_image: string | null;
  cover_image_text: string | null;
  cover_image_set: string | null;
  facebook_image: string | null;
  content: string;
  paragraph_count: number;
  contributors: string | null;
  actions: string | null;
  facebook_engagement: number;
  evergreen: number;
  important: number;
  announcement: number;
  favorite: number;
  periodic: number;
  adfree: number;
  article_width_cover: number;
  facebook_suggested: number;
  av_code: string | null;
  index_av_code: string | null;
  og_description: string | null;
  livescore_id: number | null;
  quiz_id: string | null;
}

interface Relations {
  authors: Map<number, ArticleSummary['articleAuthors']>;
  superTags: Map<number, SuperTag[]>;
  tags: Map<number, ArticleSummary['tags']>;
  flags: Map<number, string[]>;
  mirrors: Map<number, string[]>;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const image = (text: string | null): Image | null => parseJson<Image | null>(text, null);

/** The list-size variant of the recommended box image (the media endpoint scales by `w`). */
function resized(img: Image | null): Image | null {
  if (!img) return null;
  const width = 500;
  const height = img.width > 0 ? Math.round((img.height * width) / img.width) : img.height;
  const sep = img.src.includes('?') ? '&' : '?';
  return { ...img, src: `${img.src}${sep}w=${width}`, width, height };
}

function groupBy<R extends { article_id: number }, V>(rows: R[], map: (r: R) => V): Map<number, V[]> {
  const out = new Map<number, V[]>();
  for (const r of rows) {
    let list = out.get(r.article_id);
    if (!list) out.set(r.article_id, (list = []));
    list.push(map(r));
  }
  return out;
}

export interface ArticleRows {
  /** Summaries in the order of `ids`; ids that do not exist are skipped. */
  summaries(ids: readonly number[]): ArticleSummary[];
  /** Full article by id, whatever its state (callers decide visibility). */
  full(id: number, subArticleIds: readonly number[]): Article | null;
  /** Canonical path of an article, or undefined when it does not exist. */
  path(id: number): string | undefined;
}

export function createArticleRows(db: Database): ArticleRows {
  const q = rowStatements(db);
  return {
    summaries: (ids) => summariesOf(q, ids),
    full: (id, subArticleIds) => fullArticle(q, id, subArticleIds),
    path: (id) => pathOf(q, id),
  };
}

type RowStatements = ReturnType<typeof rowStatements>;

function rowStatements(db: Database) {
  return {
    summaryRows: db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM articles a
    JOIN super_tags st ON st.id = a.main_super_tag_id WHERE a.id IN (${IDS})`),
    summaryRow: db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM articles a
    JOIN super_tags st ON st.id = a.main_super_tag_id WHERE a.id = ?`),
    fullRow: db.prepare(`SELECT ${FULL_COLUMNS} FROM articles a
    JOIN super_tags st ON st.id = a.main_super_tag_id WHERE a.id = ?`),
    authorRows: db.prepare(`SELECT aa.article_id, au.name, au.title, au.slug, au.avatar_src
    FROM article_authors aa JOIN authors au ON au.id = aa.author_id
    WHERE aa.article_id IN (${IDS}) ORDER BY aa.article_id, aa.position, au.id`),
    superTagRows: db.prepare(`SELECT ast.article_id, st.id, st.name, st.slug, st.active, st.site_slug
    FROM article_super_tags ast JOIN super_tags st ON st.id = ast.super_tag_id
    WHERE ast.article_id IN (${IDS}) ORDER BY ast.article_id, st.id`),
    tagRows: db.prepare(`SELECT at.article_id, t.slug, t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id
    WHERE at.article_id IN (${IDS}) ORDER BY at.article_id, t.id`),
    flagRows: db.prepare(`SELECT article_id, flag FROM article_flags WHERE article_id IN (${IDS})
    ORDER BY article_id, flag`),
    mirrorRows: db.prepare(`SELECT article_id, site_slug FROM article_mirrors WHERE article_id IN (${IDS})
    ORDER BY article_id, site_slug`),
  };
}

const all = <R>(stmt: Statement, key: string) => stmt.all(key) as R[];

function relations(q: RowStatements, ids: readonly number[]): Relations {
  const key = JSON.stringify(ids);
  return {
    authors: groupBy(
      all<{ article_id: number; name: string; title: string | null; slug: string; avatar_src: string | null }>(
        q.authorRows,
        key,
      ),
      (r) => ({ name: r.name, title: r.title, slug: r.slug, avatarSrc: r.avatar_src }),
    ),
    superTags: groupBy(
      all<{ article_id: number; id: number; name: string; slug: string; active: number; site_slug: string }>(
        q.superTagRows,
        key,
      ),
      (r) => ({ id: r.id, name: r.name, slug: r.slug, active: r.active === 1, siteSlug: r.site_slug }),
    ),
    tags: groupBy(all<{ article_id: number; slug: string; name: string }>(q.tagRows, key), (r) => ({
      slug: r.slug,
      name: r.name,
    })),
    flags: groupBy(all<{ article_id: number; flag: string }>(q.flagRows, key), (r) => r.flag),
    mirrors: groupBy(all<{ article_id: number; site_slug: string }>(q.mirrorRows, key), (r) => r.site_slug),
  };
}

function toSummary(r: SummaryRow, rel: Relations): ArticleSummary {
  const mainSuperTag: SuperTag = {
    id: r.mst_id,
    name: r.mst_name,
    slug: r.mst_slug,
    active: r.mst_active === 1,
    siteSlug: r.mst_site,
  };
  const flags = rel.flags.get(r.id) ?? [];
  const superTags = rel.superTags.get(r.id) ?? [];
  if (!superTags.some((s) => s.id === mainSuperTag.id)) superTags.unshift(mainSuperTag);
  const boxImage = image(r.recommended_box_image);
  const summary: ArticleSummary & { pinned: boolean } = {
    id: r.id,
    type: r.type as ArticleType,
    title: r.title,
    slug: r.slug,
    pubDate: r.pub_date,
    updatedAt: r.updated_at,
    version: r.version,
    lead: r.lead,
    recommender: r.recommender,
    articleAuthors: rel.authors.get(r.id) ?? [],
    mainSuperTag,
    superTags,
    tags: rel.tags.get(r.id) ?? [],
    flags: flags.map((slug) => ({ slug })),
    recommendedBoxImage: boxImage,
    resizedRecommendedBoxImage: resized(boxImage),
    mobileImage11: image(r.mobile_image_11),
    mobileImage43: image(r.mobile_image_43),
    active: r.active === 1,
    english: r.english === 1,
    live: r.live === 1 || flags.includes('live'),
    adultContent: r.adult_content === 1 || flags.includes('adult-content'),
    pr: r.pr === 1 || flags.includes('pr'),
    rank: r.rank,
    colorScheme: r.color_scheme,
    colorClass: r.color_class,
    originatingSite: r.site_slug,
    mirroringSites: rel.mirrors.get(r.id) ?? [],
    parentId: r.parent_id,
    ctUrl: r.ct_url,
    url: '',
    pinned: r.pinned === 1,
  };
  summary.url = articlePath(summary);
  return summary;
}

function summariesOf(q: RowStatements, ids: readonly number[]): ArticleSummary[] {
  if (ids.length === 0) return [];
  const rows = q.summaryRows.all(JSON.stringify(ids)) as SummaryRow[];
  const rel = relations(q, ids);
  const byId = new Map(rows.map((r) => [r.id, toSummary(r, rel)]));
  return ids.map((id) => byId.get(id)).filter((s): s is ArticleSummary => s !== undefined);
}

function fullArticle(q: RowStatements, id: number, subArticleIds: readonly number[]): Article | null {
  const r = q.fullRow.get(id) as FullRow | undefined;
  if (!r) return null;
  const summary = toSummary(r, relations(q, [id]));
  const flags = summary.flags.map((f) => f.slug);
  return {
    ...summary,
    contentHighlight: r.content_highlight,
    halfImage: r.half_image === 1,
    spiritualHelp: r.spiritual_help === 1,
    drugProblem: r.drug_problem === 1,
    parent: r.parent_id === null ? null : { id: r.parent_id },
    subType: r.sub_type,
    subtitle: r.subtitle,
    headerType: r.header_type,
    minute: r.minute,
    coverImage: image(r.cover_image),
    coverImageText: r.cover_image_text,
    facebookImage: image(r.facebook_image),
    coverImageSet: parseJson<Image[]>(r.cover_image_set, []),
    content: r.content,
    paragraphCount: r.paragraph_count,
    articleContributors: parseJson(r.contributors, []),
    facebookEngagement: r.facebook_engagement,
    evergreen: r.evergreen === 1,
    important: r.important === 1 || flags.includes('legfontosabb'),
    announcement: r.announcement === 1,
    favorite: r.favorite === 1,
    periodic: r.periodic === 1,
    adfree: r.adfree === 1 || flags.includes('adfree'),
    articleWidthCover: r.article_width_cover === 1,
    facebookSuggested: r.facebook_suggested === 1,
    avCode: r.av_code,
    indexAVCode: r.index_av_code,
    ogDescription: r.og_description,
    livescoreId: r.livescore_id,
    quizId: r.quiz_id,
    subArticles: summariesOf(q, subArticleIds),
    actions: parseJson(r.actions, []),
  };
}

/** Canonical path of an article, or undefined when it does not exist. */
function pathOf(q: RowStatements, id: number): string | undefined {
  const r = q.summaryRow.get(id) as SummaryRow | undefined;
  return (
    r &&
    articlePath({
      slug: r.slug,
      pubDate: r.pub_date,
      originatingSite: r.site_slug,
      mainSuperTag: { slug: r.mst_slug },
    })
  );
}
