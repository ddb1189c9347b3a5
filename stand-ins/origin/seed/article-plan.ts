// Decides every article's metadata (type, site, section, dates, flags, tags, authors, parent) before any text is
// written, so proportions and minimums can be checked and topped up across the whole corpus in one place.
import { articleFixtureId } from '../../livescore/fixture-ids.ts';
import type { AuthorSeed } from './people.ts';
import { DEMO_QUIZZES, demoQuizId } from '../../quiz/seed/demo-quizzes.ts';
import type { Rng } from './rng.ts';
import { SUPPLEMENTS } from '../../../shared/supplements.ts';
import { slugify } from './slugify.ts';
import {
  HIKE_DIFFICULTY_TAG_SLUGS,
  HIKE_NEWS_TAG_SLUG,
  HOLDBLOG_TAG_SLUG,
  PODCAST_TAG_SLUG,
  SECTIONS,
  SUBJECTS,
  SUPPLEMENT_SUBJECTS,
  SUPPLEMENT_TAG_SLUGS,
  VIDEO_TAG_SLUG,
  type SectionSeed,
  type SubjectSeed,
  type TagPool,
  type TagRow,
} from './taxonomy.ts';

export type PlannedType = 'article' | 'longform' | 'liveblog' | 'liveblogpost';

export interface PlannedArticle {
  id: number;
  type: PlannedType;
  /** Index into SECTIONS; also the super_tags id minus one. */
  section: number;
  /** What the story is about (taxonomy.ts SUBJECTS), when its pool has subjects: its tags and headline follow it. */
  subject: string | null;
  siteSlug: string;
  parentId: number | null;
  pubDate: number;
  updatedAt: number;
  version: number;
  active: boolean;
  english: boolean;
  pr: boolean;
  flags: string[];
  tagIds: number[];
  superTagIds: number[];
  authorIds: number[];
  pinned: boolean;
  favorite: boolean;
  evergreen: boolean;
  periodic: boolean;
  halfImage: boolean;
  facebookSuggested: boolean;
  spiritualHelp: boolean;
  drugProblem: boolean;
  minute: number | null;
  livescoreId: number | null;
  quizId: string | null;
  mirrored: boolean;
  rank: number;
  facebookEngagement: number;
}

export interface PlanInput {
  total: number;
  now: number;
  dayStart: number;
  rng: Rng;
  tags: { pools: Record<TagPool, number[]>; bySlug: Map<string, TagRow> };
  authors: readonly AuthorSeed[];
}

export interface Plan {
  articles: PlannedArticle[];
  liveblogs: number;
  posts: number;
}

const DAY = 86_400;
const HOUR = 3_600;
/** Corpus span: about three years back from today. */
const SPAN_DAYS = 3 * 365;
/** Exponent > 1 packs more articles into recent days than into old ones. */
const RECENCY_EXPONENT = 1.35;
/** Share of the corpus rows that are live-blog parents (each brings 40-80 posts). */
const LIVEBLOG_SHARE = 0.0025;
const POSTS_PER_LIVEBLOG = { min: 40, max: 80 } as const;
const SUB_ARTICLE_SHARE = 0.04;
const SUB_ARTICLES_PER_PARENT = { min: 2, max: 6 } as const;
/** Minutes before `now` of the handful of stories published in the last hour. */
const FRESH_OFFSETS_MIN = [3, 8, 17, 26, 38, 52];
/** Hours before `now` at which the running live blogs started. */
const RUNNING_LIVEBLOG_AGE_H = [3, 9, 16, 21];
const RUNNING_LIVEBLOG_SECTIONS = ['belfold', 'kulfold', 'sport', 'erdely'];
const FINISHED_LIVEBLOG_SECTIONS = ['belfold', 'kulfold', 'sport', 'gazdasag', 'erdely', 'romania', 'g7', 'kultura'];
const NEWS_SECTIONS = new Set(['belfold', 'kulfold', 'gazdasag', 'sport', 'erdely', 'romania']);
const SUPPLEMENT_MIN = 25;
/** A supplement's minimum: SUPPLEMENT_MIN, or an eighth of the stories in a small corpus. */
const supplementMinimum = (stories: number) => Math.min(SUPPLEMENT_MIN, Math.max(1, Math.floor(stories * 0.12)));
const HOLDBLOG_MIN = 8;
const QUIZ_ARTICLES = 20;

const sectionIndex = new Map(SECTIONS.map((s, i) => [s.slug, i]));
const idx = (slug: string) => sectionIndex.get(slug)!;

interface TopSlot {
  kind: 'normal' | 'liveblog';
  section: number;
  pubDate: number;
  fresh: boolean;
  /** Position among the last-hour stories (0 = newest), -1 otherwise. */
  freshIndex: number;
  running: boolean;
  duration: number;
  posts: number;
  subArticles: number;
}

export function planArticles(input: PlanInput): Plan {
  const { now, dayStart, rng } = input;
  const counts = countKinds(input.total, rng);
  const assignments = assignSections(counts.normalCount, rng);
  const tops = topSlots(input, counts, assignments);

  // --- rows: each top-level story followed by its children
  const articles: PlannedArticle[] = [];
  const authorPools = buildAuthorPools(input.authors);
  const tagPicker = new TagPicker(input.tags, rng);
  for (const slot of tops) {
    const section = SECTIONS[slot.section];
    const top = newArticle(articles.length + 1, slot, section, rng, authorPools, tagPicker, dayStart);
    articles.push(top);
    if (slot.freshIndex === 0 || slot.freshIndex === 1) {
      // The two newest stories are being updated right now: 'FRISSÜL' with 'most' / 'N perce' (§4).
      addFlag(top, 'refresh');
      top.updatedAt = now - 60 * (1 + slot.freshIndex);
      top.version = 3;
    }
    if (slot.kind === 'liveblog') addLiveblogPosts(top, slot, articles, rng, now, section);
    if (slot.subArticles > 0) addSubArticles(top, slot.subArticles, articles, rng, dayStart, authorPools, section);
  }

  topUp(articles, input, rng, tagPicker, supplementMinimum(counts.normalCount));
  return { articles, liveblogs: counts.liveblogCount, posts: counts.postTotal };
}

/** How many of each kind the corpus holds. */
interface KindCounts {
  liveblogCount: number;
  /** posts of each live blog */
  postCounts: number[];
  postTotal: number;
  /** children of each sub-article parent */
  subGroups: number[];
  normalCount: number;
}

/** Live blogs and their posts first, then sub-articles; the rest are top-level stories. */
function countKinds(total: number, rng: Rng): KindCounts {
  const liveblogCount =
    total >= 400 ? Math.max(3, Math.round(total * LIVEBLOG_SHARE)) : Math.max(1, Math.floor(total / 130));
  const postCap = Math.max(0, Math.min(POSTS_PER_LIVEBLOG.max, Math.floor((0.4 * total) / Math.max(1, liveblogCount))));
  const postMin = Math.min(POSTS_PER_LIVEBLOG.min, postCap);
  const postCounts = Array.from({ length: liveblogCount }, () => rng.int(postMin, postCap));
  const postTotal = postCounts.reduce((a, b) => a + b, 0);
  const rest = Math.max(0, total - liveblogCount - postTotal);
  let subBudget = total >= 60 ? Math.round((rest * SUB_ARTICLE_SHARE) / (1 + SUB_ARTICLE_SHARE)) : 0;
  const subGroups: number[] = [];
  while (subBudget >= SUB_ARTICLES_PER_PARENT.min) {
    let k = Math.min(rng.int(SUB_ARTICLES_PER_PARENT.min, SUB_ARTICLES_PER_PARENT.max), subBudget);
    if (subBudget - k === 1) k = k < SUB_ARTICLES_PER_PARENT.max ? k + 1 : k - 1;
    subGroups.push(k);
    subBudget -= k;
  }
  const subTotal = subGroups.reduce((a, b) => a + b, 0);
  const normalCount = Math.max(0, total - liveblogCount - postTotal - subTotal);
  return { liveblogCount, postCounts, postTotal, subGroups, normalCount };
}

/** Sections of the normal stories: a floor per section so no section page is empty, the rest by weight, shuffled. */
function assignSections(normalCount: number, rng: Rng): number[] {
  const minPerSection = Math.min(
    12,
    Math.max(normalCount >= SECTIONS.length ? 1 : 0, Math.floor(normalCount / (SECTIONS.length * 3))),
  );
  const assignments: number[] = [];
  const floors = SECTIONS.map((section) =>
    // Small sponsored and archived sections get a lower floor so they do not inflate the pr share; the hikes need a
    // story for each difficulty tab and one for the hike news box (§2.3, §2.6) when a small corpus is shared out.
    section.pr || section.active === false
      ? Math.min(minPerSection, 4)
      : section.slug === 'szepkilatas'
        ? Math.max(minPerSection, HIKE_DIFFICULTY_TAG_SLUGS.length + 1)
        : minPerSection,
  );
  for (let s = 0; s < SECTIONS.length && assignments.length < normalCount; s++) {
    for (let k = 0; k < floors[s] && assignments.length < normalCount; k++) assignments.push(s);
  }
  const weights = SECTIONS.map((s) => s.weight);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  while (assignments.length < normalCount) assignments.push(rng.weightedIndex(weights, weightSum));
  roomForSupplements(assignments, floors, supplementMinimum(normalCount));
  rng.shuffle(assignments);
  return assignments;
}

const slotOf = ({
  kind,
  section,
  pubDate,
  ...rest
}: Pick<TopSlot, 'kind' | 'section' | 'pubDate'> & Partial<TopSlot>): TopSlot => ({
  kind,
  section,
  pubDate,
  fresh: false,
  freshIndex: -1,
  running: false,
  duration: 0,
  posts: 0,
  subArticles: 0,
  ...rest,
});

/** The top-level stories with their dates (the newest few in the last hour), in id order. */
function topSlots({ now, dayStart, rng }: PlanInput, counts: KindCounts, assignments: number[]): TopSlot[] {
  const { liveblogCount, postCounts, subGroups } = counts;
  const pastDate = () =>
    dayStart - Math.floor(SPAN_DAYS * DAY * Math.pow(rng.next(), RECENCY_EXPONENT)) - rng.int(60, 1800);
  const tops: TopSlot[] = [];
  const freshTotal = Math.min(FRESH_OFFSETS_MIN.length, Math.floor(counts.normalCount / 20) + 1);
  let freshLeft = freshTotal;
  for (const section of assignments) {
    const fresh = freshLeft > 0 && NEWS_SECTIONS.has(SECTIONS[section].slug);
    const freshIndex = fresh ? freshTotal - freshLeft : -1;
    const pubDate = fresh ? now - FRESH_OFFSETS_MIN[freshIndex] * 60 : pastDate();
    if (fresh) freshLeft--;
    tops.push(slotOf({ kind: 'normal', section, pubDate, fresh, freshIndex }));
  }
  const runningCount = Math.min(liveblogCount, liveblogCount >= 5 ? 4 : 3);
  for (let i = 0; i < liveblogCount; i++) {
    const running = i < runningCount;
    const section = idx(running ? RUNNING_LIVEBLOG_SECTIONS[i] : rng.pick(FINISHED_LIVEBLOG_SECTIONS));
    const duration = running ? 0 : rng.int(3, 14) * HOUR;
    const pubDate = running ? now - RUNNING_LIVEBLOG_AGE_H[i] * HOUR - rng.int(0, 1200) : pastDate() - duration;
    tops.push(slotOf({ kind: 'liveblog', section, pubDate, running, duration, posts: postCounts[i] }));
  }
  // Sub-article parents: ordinary, older, non-sponsored stories.
  const parentCandidates = tops.filter(
    (t) => t.kind === 'normal' && !t.fresh && !SECTIONS[t.section].pr && SECTIONS[t.section].active !== false,
  );
  const parents = rng.sample(parentCandidates, subGroups.length);
  let leftover = 0;
  subGroups.forEach((k, i) => (parents[i] ? (parents[i].subArticles = k) : (leftover += k)));
  // Too few candidates (tiny corpora): the unplaced children become ordinary stories so the total still holds.
  for (let i = 0; i < leftover; i++) {
    const section = assignments[i % Math.max(1, assignments.length)] ?? idx('belfold');
    tops.push(slotOf({ kind: 'normal', section, pubDate: pastDate() }));
  }
  // Ids follow publication order, except that stories pinned to the exact `now` sort as if now were the end of the
  // day: whatever the time of day, the same seed and day give the same ids.
  const sortKey = (t: TopSlot) => (t.fresh || t.running ? t.pubDate - now + dayStart + DAY : t.pubDate);
  tops.sort((a, b) => sortKey(a) - sortKey(b));
  return tops;
}

/**
 * A small corpus has few sports stories and four sports supplements: a supplement's first section that holds fewer
 * stories than its supplements need takes them from the largest sections of its site (never below their own floors),
 * so the other sites keep theirs, and only when those are spent from other sites' (a corpus of a few hundred). A large
 * corpus has room everywhere and is left as drawn.
 */
function roomForSupplements(assignments: number[], floors: number[], min: number) {
  const needs = supplementSectionFloors(min);
  const counts = SECTIONS.map(() => 0);
  for (const s of assignments) counts[s]++;
  const wanted = SECTIONS.map((section, s) => Math.max(floors[s], needs.get(section.slug) ?? 0));
  for (const [slug, need] of needs) {
    const s = idx(slug);
    while (counts[s] < need) {
      let donor = -1;
      for (const sameSite of [true, false]) {
        for (let d = 0; d < SECTIONS.length; d++) {
          if ((sameSite && SECTIONS[d].siteSlug !== SECTIONS[s].siteSlug) || counts[d] <= wanted[d]) continue;
          if (donor < 0 || counts[d] - wanted[d] > counts[donor] - wanted[donor]) donor = d;
        }
        if (donor >= 0) break;
      }
      if (donor < 0) return;
      assignments[assignments.lastIndexOf(donor)] = s;
      counts[donor]--;
      counts[s]++;
    }
  }
}

/**
 * Stories a supplement's first section must hold: supplements about overlapping subjects there share stories (a
 * small corpus cannot give the 2022 and 2024 elections 25 stories each), others need their own; a little more than
 * the minimum, since a few stories end up inactive.
 */
function supplementSectionFloors(min: number): Map<string, number> {
  const groups = new Map<string, Set<string>[]>();
  for (const { sections, subjects } of Object.values(SUPPLEMENT_SUBJECTS)) {
    const list = groups.get(sections[0]) ?? [];
    const overlapping = list.filter((g) => subjects.some((x) => g.has(x)));
    const merged = new Set([...subjects, ...overlapping.flatMap((g) => [...g])]);
    groups.set(sections[0], [...list.filter((g) => !overlapping.includes(g)), merged]);
  }
  const margin = min + Math.ceil(min * 0.1) + 1;
  return new Map([...groups].map(([section, list]) => [section, list.length * margin]));
}

function newArticle(
  id: number,
  slot: TopSlot,
  section: SectionSeed,
  rng: Rng,
  authorPools: AuthorPools,
  tagPicker: TagPicker,
  dayStart: number,
): PlannedArticle {
  const isLiveblog = slot.kind === 'liveblog';
  const pr = !isLiveblog && (section.pr === true || (section.siteSlug !== 'transtelex' && rng.chance(0.003)));
  const type: PlannedType = isLiveblog ? 'liveblog' : !pr && rng.chance(0.04) ? 'longform' : 'article';
  const flags: string[] = [];
  if (slot.running || (!isLiveblog && !slot.fresh && rng.chance(0.004))) flags.push('live');
  if (!slot.fresh && rng.chance(0.01)) flags.push('refresh');
  if (!pr && rng.chance(0.08)) flags.push('legfontosabb');
  if (rng.chance(0.02)) flags.push('adfree');
  if (!pr && rng.chance(0.005)) flags.push('adult-content');
  if (pr) flags.push('pr');
  if (section.siteSlug === 'g7' && !pr && rng.chance(0.03)) flags.push('g7-hero');
  if (!pr && rng.chance(0.03)) flags.push('video');

  const english = section.slug === 'english';
  const subject = tagPicker.subjectFor(section);
  const updated = rng.chance(0.3);
  const cap = slot.fresh || slot.running ? slot.pubDate : dayStart;
  const updatedAt = updated
    ? Math.max(slot.pubDate, Math.min(cap, slot.pubDate + rng.int(300, 6 * HOUR)))
    : slot.pubDate;
  const important = flags.includes('legfontosabb');
  const a: PlannedArticle = {
    id,
    type,
    section: SECTIONS.indexOf(section),
    subject: subject?.slug ?? null,
    siteSlug: section.siteSlug,
    parentId: null,
    pubDate: slot.pubDate,
    updatedAt,
    version: updated ? rng.int(2, 5) : 1,
    active: isLiveblog || slot.fresh || !rng.chance(0.01),
    english,
    pr,
    flags,
    tagIds: tagPicker.forSection(section, flags.includes('video'), subject),
    superTagIds: superTagsFor(section, rng),
    authorIds: pickAuthors(authorPools, section.siteSlug, rng),
    pinned: false,
    favorite: rng.chance(0.05),
    evergreen: rng.chance(0.03),
    periodic: rng.chance(0.01),
    halfImage: rng.chance(0.05),
    facebookSuggested: rng.chance(0.05),
    spiritualHelp: rng.chance(0.003),
    drugProblem: rng.chance(0.002),
    minute: null,
    // A running live blog follows a match that is live; other sports stories one the livescore service has.
    livescoreId:
      section.slug === 'sport' && (isLiveblog || rng.chance(0.15))
        ? articleFixtureId(rng.int(0, 299_999), slot.running ? 'live' : 'any')
        : null,
    quizId: null,
    // An archived section's stories are listed nowhere: the regional edition mirrors only stories it can list.
    mirrored: section.siteSlug === 'telex' && section.active !== false && !pr && !english && rng.chance(0.05),
    rank: Math.min(100, Math.floor(Math.pow(rng.next(), 2) * 100) + (important ? 30 : 0)),
    facebookEngagement: Math.floor(Math.pow(rng.next(), 3) * 5000),
  };
  return a;
}

function addLiveblogPosts(
  parent: PlannedArticle,
  slot: TopSlot,
  out: PlannedArticle[],
  rng: Rng,
  now: number,
  section: SectionSeed,
) {
  const n = slot.posts;
  const end = slot.running ? now - 30 : parent.pubDate + slot.duration;
  const span = Math.max(n, end - parent.pubDate);
  const pinned = new Set(
    rng.sample(
      Array.from({ length: n }, (_, i) => i),
      rng.int(1, Math.min(3, Math.max(1, n))),
    ),
  );
  const sport = section.slug === 'sport';
  let last = parent.pubDate;
  for (let i = 0; i < n; i++) {
    // Evenly spread with jitter, strictly increasing and never before the parent.
    const base = parent.pubDate + Math.floor(((i + 1) / n) * span);
    const t = Math.max(last + 1, base - rng.int(0, Math.floor(span / n / 2)));
    last = t;
    out.push({
      ...childBase(out.length + 1, parent, 'liveblogpost', t, rng),
      pinned: pinned.has(i),
      minute: sport ? Math.min(95, Math.floor(((i + 1) / n) * 95)) : null,
    });
  }
  parent.updatedAt = Math.max(parent.updatedAt, last);
  parent.version = n + 1;
}

function addSubArticles(
  parent: PlannedArticle,
  k: number,
  out: PlannedArticle[],
  rng: Rng,
  cap: number,
  authorPools: AuthorPools,
  section: SectionSeed,
) {
  let t = parent.pubDate;
  for (let i = 0; i < k; i++) {
    t = Math.min(cap - (k - i), t + rng.int(600, 3 * HOUR));
    t = Math.max(t, parent.pubDate + i + 1);
    const child = childBase(out.length + 1, parent, 'article', t, rng);
    child.authorIds = pickAuthors(authorPools, section.siteSlug, rng);
    out.push(child);
  }
}

function childBase(id: number, parent: PlannedArticle, type: PlannedType, pubDate: number, rng: Rng): PlannedArticle {
  return {
    id,
    type,
    section: parent.section,
    subject: parent.subject,
    siteSlug: parent.siteSlug,
    parentId: parent.id,
    pubDate,
    updatedAt: pubDate,
    version: 1,
    active: true,
    english: parent.english,
    pr: false,
    flags: [],
    tagIds: rng.sample(parent.tagIds, rng.int(1, Math.min(2, parent.tagIds.length))),
    superTagIds: [parent.superTagIds[0]],
    authorIds: [rng.pick(parent.authorIds)],
    pinned: false,
    favorite: false,
    evergreen: false,
    periodic: false,
    halfImage: false,
    facebookSuggested: false,
    spiritualHelp: false,
    drugProblem: false,
    minute: null,
    livescoreId: null,
    quizId: null,
    mirrored: false,
    rank: rng.int(0, 30),
    facebookEngagement: rng.int(0, 200),
  };
}

function addFlag(a: PlannedArticle, flag: string) {
  if (!a.flags.includes(flag)) a.flags.push(flag);
}

function superTagsFor(section: SectionSeed, rng: Rng): number[] {
  const main = SECTIONS.indexOf(section) + 1;
  // Only sections whose readers the story also fits (taxonomy.ts `related`), never any section of the site.
  const related = new Set(section.related ?? []);
  const siblings = SECTIONS.map((s, i) => ({ s, id: i + 1 })).filter(
    ({ s, id }) => related.has(s.slug) && s.siteSlug === section.siteSlug && id !== main && !s.pr && s.active !== false,
  );
  const extra = rng.weightedIndex([60, 30, 10]);
  return [main, ...rng.sample(siblings, extra).map((x) => x.id)];
}

type AuthorPools = { main: number[]; regional: number[] };

function buildAuthorPools(authors: readonly AuthorSeed[]): AuthorPools {
  return {
    main: authors.filter((a) => a.siteSlug !== 'transtelex').map((a) => a.id),
    regional: authors.filter((a) => a.siteSlug === 'transtelex').map((a) => a.id),
  };
}

function pickAuthors(pools: AuthorPools, siteSlug: string, rng: Rng): number[] {
  const pool = siteSlug === 'transtelex' && pools.regional.length > 0 && rng.chance(0.85) ? pools.regional : pools.main;
  const count = rng.weightedIndex([75, 20, 5]) + 1;
  const out: number[] = [];
  for (let guard = 0; out.length < count && guard < 20; guard++) {
    // Skewed pick: a few prolific bylines, a long tail of occasional ones.
    const id = pool[Math.floor(pool.length * Math.pow(rng.next(), 1.6))];
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

class TagPicker {
  private readonly reserved: Set<number>;
  private readonly difficulty: number[];
  private readonly hikeNews: number;
  private readonly video: number;
  private readonly podcast: number;
  private readonly holdblog: number;

  private readonly subjectTags = new Map<string, number[]>();

  constructor(
    private readonly tags: PlanInput['tags'],
    private readonly rng: Rng,
  ) {
    const id = (slug: string) => tags.bySlug.get(slug)!.id;
    this.difficulty = HIKE_DIFFICULTY_TAG_SLUGS.map(id);
    this.hikeNews = id(HIKE_NEWS_TAG_SLUG);
    this.video = id(VIDEO_TAG_SLUG);
    this.podcast = id(PODCAST_TAG_SLUG);
    this.holdblog = id(HOLDBLOG_TAG_SLUG);
    // Tags with a meaning of their own are given by rule, never by chance: a supplement's only to stories about it.
    this.reserved = new Set([
      ...this.difficulty,
      this.hikeNews,
      this.video,
      this.podcast,
      this.holdblog,
      ...SUPPLEMENT_TAG_SLUGS.map(id),
    ]);
    for (const subjects of Object.values(SUBJECTS)) {
      for (const subject of subjects)
        this.subjectTags.set(
          subject.slug,
          subject.tags.map((name) => id(slugify(name))),
        );
    }
  }

  /** A subject of the section's own pool, by weight; none when the pool has none. */
  subjectFor(section: SectionSeed): SubjectSeed | null {
    const subjects = SUBJECTS[section.tagPools[0]];
    if (!subjects) return null;
    return subjects[this.rng.weightedIndex(subjects.map((x) => x.weight))];
  }

  /** Whether a tag is one of a subject's own (a supplement top-up may give a story's place to its tag). */
  isSubjectTag(id: number): boolean {
    return !this.reserved.has(id);
  }

  private fromPool(pool: TagPool): number {
    const ids = this.tags.pools[pool];
    return ids[Math.floor(ids.length * Math.pow(this.rng.next(), 1.8))];
  }

  forSection(section: SectionSeed, video: boolean, subject: SubjectSeed | null): number[] {
    const rng = this.rng;
    const out: number[] = [];
    if (section.slug === 'szepkilatas') {
      out.push(rng.pick(this.difficulty));
      if (rng.chance(0.25)) out.push(this.hikeNews);
    }
    if (video) out.push(this.video);
    if (section.pool === 'podcast') out.push(this.podcast);
    if ((section.slug === 'tudomany' || section.slug === 'techtud') && rng.chance(0.1)) out.push(this.holdblog);
    const want = Math.max(out.length, rng.int(2, 5));
    const own = subject ? this.subjectTags.get(subject.slug)! : null;
    if (own) {
      // Only the subject's tags, its first (broadest) ones most often; a subject of two tags gives both.
      const target = Math.min(want, out.length + own.length);
      for (let guard = 0; out.length < target && guard < 30; guard++) {
        const id = own[Math.floor(own.length * Math.pow(rng.next(), 1.5))];
        if (!this.reserved.has(id) && !out.includes(id)) out.push(id);
      }
      return out;
    }
    for (let guard = 0; out.length < want && guard < 30; guard++) {
      const r = rng.next();
      const pool: TagPool = r < 0.7 ? section.tagPools[0] : r < 0.9 ? section.tagPools[1] : 'altalanos';
      const id = this.fromPool(pool);
      if (!this.reserved.has(id) && !out.includes(id)) out.push(id);
    }
    return out;
  }
}

/** Most tags a story takes besides its supplements' kind tags (its subject's up to 5, a supplement's on top). */
const MAX_STORY_TAGS = 6;

/**
 * Each supplement gets `min` stories of its sections about one of its subjects (taxonomy.ts SUPPLEMENT_SUBJECTS):
 * first stories already about it and in no other supplement, then ones already in a supplement of the same subject (a
 * small corpus has few), and when still short, stories of its sections about no supplement's subject are turned to
 * its subject (new tags; their text is written later, from the subject). The section floors leave room for that.
 */
function supplementsByTopic(
  articles: PlannedArticle[],
  topLevel: PlannedArticle[],
  bySection: (slugs: string[]) => PlannedArticle[],
  tagId: (slug: string) => number,
  rng: Rng,
  tagPicker: TagPicker,
  min: number,
) {
  const supplementIds = new Set(SUPPLEMENT_TAG_SLUGS.map(tagId));
  const claimed = new Set(Object.values(SUPPLEMENT_SUBJECTS).flatMap((x) => x.subjects));
  // Sub-article groups copied their parent's tags: a parent keeps its subject.
  const withChildren = new Set(articles.flatMap((a) => (a.parentId === null ? [] : [a.parentId])));
  const inSupplement = (a: PlannedArticle) => a.tagIds.some((t) => supplementIds.has(t));
  // The narrowest supplements choose first: one that may take stories of two sections and subjects leaves the
  // others' to them (the EP election's stories may be domestic or foreign; the US election's only foreign).
  const narrowness = (slug: (typeof SUPPLEMENT_TAG_SLUGS)[number]) =>
    SUPPLEMENT_SUBJECTS[slug].sections.length + SUPPLEMENT_SUBJECTS[slug].subjects.length;
  for (const slug of [...SUPPLEMENT_TAG_SLUGS].sort((x, y) => narrowness(x) - narrowness(y))) {
    const { sections, subjects } = SUPPLEMENT_SUBJECTS[slug];
    const id = tagId(slug);
    const about = (a: PlannedArticle) => a.subject !== null && subjects.includes(a.subject);
    const pool = bySection([...sections]).filter((a) => !a.pr && !a.english);
    // Counted on the main domain, where the supplement's pages list them (the regional edition's stories come on top).
    const listed = (a: PlannedArticle) => a.siteSlug !== 'transtelex';
    let count = topLevel.filter((a) => a.tagIds.includes(id) && listed(a)).length;
    const take = (a: PlannedArticle) => {
      // A story keeps at most MAX_STORY_TAGS: a subject's narrowest tag gives way to the supplement's.
      if (a.tagIds.length >= MAX_STORY_TAGS) {
        const drop = a.tagIds.findLastIndex((t) => tagPicker.isSubjectTag(t));
        if (drop >= 0) a.tagIds.splice(drop, 1);
      }
      a.tagIds.push(id);
      if (listed(a)) count++;
    };
    const passes = [
      pool.filter((a) => about(a) && !inSupplement(a)),
      pool.filter((a) => about(a) && !a.tagIds.includes(id)),
      pool.filter(
        (a) =>
          !about(a) && !inSupplement(a) && !withChildren.has(a.id) && !(a.subject !== null && claimed.has(a.subject)),
      ),
      pool.filter((a) => !about(a) && !inSupplement(a) && !withChildren.has(a.id)),
    ];
    for (const [pass, candidates] of passes.entries()) {
      for (const a of rng.shuffle(candidates)) {
        if (count >= min) break;
        if (a.tagIds.includes(id)) continue;
        if (pass >= 2) {
          const own = SUBJECTS[SECTIONS[a.section].tagPools[0]] ?? [];
          const subject = subjects.map((slug) => own.find((x) => x.slug === slug)).find((x) => x !== undefined);
          if (!subject) continue;
          a.subject = subject.slug;
          a.tagIds = tagPicker.forSection(SECTIONS[a.section], a.flags.includes('video'), subject);
        }
        take(a);
      }
    }
  }
}

/**
 * Minimums that chance alone does not guarantee on small corpora: every supplement tag, hike tab, flag and field
 * other parts of the product look for must have at least one article (and the spec-sized counts when possible).
 */
function topUp(articles: PlannedArticle[], input: PlanInput, rng: Rng, tagPicker: TagPicker, supplementMin: number) {
  const topLevel = articles.filter((a) => a.parentId === null);
  const tops = topLevel.filter((a) => a.type !== 'liveblog' && a.active);
  const bySection = (slugs: string[]) => {
    const wanted = new Set(slugs.map(idx));
    return tops.filter((a) => wanted.has(a.section));
  };
  const tagId = (slug: string) => input.tags.bySlug.get(slug)!.id;
  const ensure = minimumKeeper(topLevel, rng);
  const mainDomain = tops.filter((a) => a.siteSlug !== 'transtelex' && !a.pr);

  supplementsByTopic(articles, topLevel, bySection, tagId, rng, tagPicker, supplementMin);
  assignHikeTabs(bySection(['szepkilatas']), tagId);
  ensureTagsAndFlags(ensure, { tops, mainDomain, bySection, tagId });
  ensureFields(ensure, { tops, mainDomain, bySection, tagId }, rng, input.dayStart);
  assignQuizzes(mainDomain, tops, rng);
  assignSupplementKinds(topLevel, tagId);

  // Boolean columns mirror the flags (important = legfontosabb, live, adfree, adult_content, pr).
  for (const a of articles) {
    if (a.flags.includes('pr')) a.pr = true;
    // The editors' favourites list (/kedvenceink) is a flag in the publisher API.
    if (a.favorite) addFlag(a, 'kedvenceink');
  }
}

/**
 * Makes at least `min` top-level stories `has` one, applying it to candidates of `pool`, then of `fallback`, in a
 * shuffled order (with a load measure, least-loaded first).
 */
type Ensure = (
  pool: PlannedArticle[],
  fallback: PlannedArticle[],
  has: (a: PlannedArticle) => boolean,
  min: number,
  apply: (a: PlannedArticle) => void,
  load?: (a: PlannedArticle) => number,
) => void;

function minimumKeeper(topLevel: PlannedArticle[], rng: Rng): Ensure {
  return (pool, fallback, has, min, apply, load) => {
    // Counted on top-level stories: children copy their parent's tags but never show in lists.
    let count = topLevel.filter(has).length;
    // With a load measure, a story takes at most 5 (then 6) tags before anything goes.
    const passes: [PlannedArticle[], number][] = load
      ? [
          [pool, 5],
          [fallback, 6],
          [fallback, Infinity],
        ]
      : [
          [pool, Infinity],
          [fallback, Infinity],
        ];
    for (const [candidates, maxLoad] of passes) {
      const shuffled = rng.shuffle(candidates.filter((x) => !has(x) && (!load || load(x) < maxLoad)));
      // Least-loaded first (stable, so ties keep the shuffled order): spreads extra tags thinly.
      if (load) shuffled.sort((x, y) => load(x) - load(y));
      for (const a of shuffled) {
        if (count >= min) return;
        apply(a);
        count++;
      }
    }
  };
}

/** The stories topUp draws on: the listed top-level ones, those of the main domain, by section, and tag ids. */
interface TopUpPools {
  tops: PlannedArticle[];
  mainDomain: PlannedArticle[];
  bySection: (slugs: string[]) => PlannedArticle[];
  tagId: (slug: string) => number;
}

/** One hike per difficulty tab, and one in the hike news box (§2.3, §2.6). */
function assignHikeTabs(hikes: PlannedArticle[], tagId: (slug: string) => number): void {
  const difficulty = HIKE_DIFFICULTY_TAG_SLUGS.map(tagId);
  const hikeNews = tagId(HIKE_NEWS_TAG_SLUG);
  hikes.slice(0, difficulty.length).forEach((a, i) => {
    a.tagIds = a.tagIds.filter((t) => !difficulty.includes(t));
    a.tagIds.unshift(difficulty[i]);
  });
  if (hikes.length > difficulty.length && !hikes.some((a) => a.tagIds.includes(hikeNews)))
    hikes[hikes.length - 1].tagIds.push(hikeNews);
}

function ensureTagsAndFlags(ensure: Ensure, { tops, mainDomain, bySection, tagId }: TopUpPools): void {
  const holdblog = tagId(HOLDBLOG_TAG_SLUG);
  ensure(
    bySection(['tudomany', 'techtud']),
    mainDomain,
    (a) => a.tagIds.includes(holdblog),
    Math.min(HOLDBLOG_MIN, Math.max(1, Math.floor(tops.length / 20))),
    (a) => a.tagIds.push(holdblog),
    (a) => a.tagIds.length,
  );
  const video = tagId(VIDEO_TAG_SLUG);
  const hasFlag = (flag: string) => (a: PlannedArticle) => a.flags.includes(flag);
  ensure(mainDomain, tops, hasFlag('video'), 1, (a) => {
    addFlag(a, 'video');
    if (!a.tagIds.includes(video)) a.tagIds.push(video);
  });
  ensure(mainDomain, tops, hasFlag('legfontosabb'), Math.min(6, tops.length), (a) => addFlag(a, 'legfontosabb'));
  ensure(mainDomain, tops, hasFlag('adfree'), 1, (a) => addFlag(a, 'adfree'));
  ensure(mainDomain, tops, hasFlag('adult-content'), 1, (a) => addFlag(a, 'adult-content'));
  ensure(mainDomain, tops, hasFlag('refresh'), 2, (a) => addFlag(a, 'refresh'));
  ensure(bySection(['g7', 'adat', 'penz', 'kozelet']), [], hasFlag('g7-hero'), 1, (a) => addFlag(a, 'g7-hero'));
}

function ensureFields(ensure: Ensure, { tops, mainDomain, bySection }: TopUpPools, rng: Rng, dayStart: number): void {
  ensure(
    mainDomain,
    tops,
    (a) => a.favorite,
    Math.min(6, tops.length),
    (a) => (a.favorite = true),
  );
  ensure(
    mainDomain,
    tops,
    (a) => a.spiritualHelp,
    1,
    (a) => (a.spiritualHelp = true),
  );
  ensure(
    mainDomain,
    tops,
    (a) => a.drugProblem,
    1,
    (a) => (a.drugProblem = true),
  );
  ensure(
    mainDomain.filter((a) => a.type === 'article'),
    [],
    (a) => a.type === 'longform',
    1,
    (a) => (a.type = 'longform'),
  );
  ensure(
    bySection(['belfold', 'kulfold', 'gazdasag', 'sport']),
    [],
    (a) => a.mirrored,
    1,
    (a) => (a.mirrored = true),
  );
  ensure(
    bySection(['sport']),
    [],
    (a) => a.livescoreId !== null,
    1,
    (a) => (a.livescoreId = articleFixtureId(rng.int(0, 299_999), 'any')),
  );
  ensure(
    mainDomain.filter((a) => a.pubDate < dayStart - 7 * DAY),
    [],
    (a) => !a.active,
    1,
    (a) => (a.active = false),
  );
}

/**
 * Quizzes: the quiz service serves the demo catalogue; each of the first N quizzes goes to an article of one of its
 * sections when there is one (a football quiz under a sports story), else to any ordinary main-domain story.
 */
function assignQuizzes(mainDomain: PlannedArticle[], tops: PlannedArticle[], rng: Rng): void {
  const quizCandidates = mainDomain.filter((a) => a.active && !a.english);
  const quizCount = Math.min(
    QUIZ_ARTICLES,
    DEMO_QUIZZES.length,
    quizCandidates.length,
    Math.max(1, Math.floor(tops.length / 40)),
  );
  const quizTaken = new Set<PlannedArticle>();
  for (const quiz of DEMO_QUIZZES.slice(0, quizCount)) {
    const wanted = new Set(quiz.sections.map((slug) => sectionIndex.get(slug)).filter((i) => i !== undefined));
    const fitting = quizCandidates.filter((a) => !quizTaken.has(a) && wanted.has(a.section));
    const pool = fitting.length > 0 ? fitting : quizCandidates.filter((a) => !quizTaken.has(a));
    const article = rng.pick(pool);
    quizTaken.add(article);
    article.quizId = demoQuizId(quiz);
  }
}

/**
 * A supplement's sub-tabs search its tag and a kind tag; its articles take the kinds in turn (and every few one none),
 * without drawing from the generator, so the rest of the corpus stays as it was.
 */
function assignSupplementKinds(topLevel: PlannedArticle[], tagId: (slug: string) => number): void {
  for (const def of SUPPLEMENTS) {
    const kinds = [
      ...new Set(def.tabs.flatMap((t) => (t.content.type === 'articles' && t.content.kind ? [t.content.kind] : []))),
    ];
    if (kinds.length === 0) continue;
    const id = tagId(def.tag);
    const slots: (number | null)[] = [...kinds.map(tagId), null];
    // In turn on each domain: a sub-tab on the main site lists only main-domain stories, so the regional edition's
    // (the war's stories in its foreign news) must not take the main site's turns.
    for (const regional of [false, true]) {
      topLevel
        .filter((a) => a.tagIds.includes(id) && (a.siteSlug === 'transtelex') === regional)
        .forEach((a, i) => {
          const kind = slots[i % slots.length];
          if (kind !== null && !a.tagIds.includes(kind)) a.tagIds.push(kind);
        });
    }
  }
}
