// §9 the article page's recommender: the publisher's lists trimmed to their sizes, the partner row (pr, After, G7)
// sized by what the sister sites have, and the holdblog's random picks. Composed on the server; the browser only
// drops what the page itself shows (§9 "current article excluded") and cuts each box to its size.
import type { Recommended } from './api-types.ts';
import { toCompactCard, type CompactCard } from './card-article.ts';
import {
  ARTICLE_PAGE_OWN_STORIES,
  BREAKING_BOX_WINDOW_S,
  HOLDBLOG_PICKS,
  RECOMMENDER_COUNTS,
  RECOMMENDER_PR_MAX,
  RECOMMENDER_PR_MIN,
  RECOMMENDER_SISTER_SITE_ITEMS,
} from './constants.ts';
import { boxItems, createDeduper } from './dedupe.ts';
import { BOX_TEXTS, boxTitleOf, type PageLanguage } from './box-texts.ts';
import { MOST_READ_BOX_KEY, MOST_READ_SIZE } from './most-read.ts';

export interface SidebarBoxData {
  /** the box's element id, also its heading's id prefix */
  key: string;
  title: string;
  /** how many cards show; the box carries ARTICLE_PAGE_OWN_STORIES more, so that leaving those out still leaves `size` */
  size: number;
  items: CompactCard[];
}

export const LATEST_BOX_KEY = 'friss-hirek';

/** Each recommender list's box key; its titles are in shared/box-texts.ts. */
const BOXES = {
  special: 'kiemelt',
  breaking: 'most-tortenik',
  important: 'fontos',
  newest: 'legfrissebb',
  favorite: 'kedvenceink',
  pr: 'partnereinktol',
  after: 'after',
  g7: 'g7',
} as const;

/** The publisher's recommender lists as the sidebar uses them: compact cards, made once per upstream answer. */
export type CompactRecommended = Record<keyof typeof BOXES, CompactCard[]>;

export function compactRecommended(rec: Recommended): CompactRecommended {
  const lists = {} as CompactRecommended;
  for (const list of Object.keys(BOXES) as (keyof typeof BOXES)[]) lists[list] = rec[list].map(toCompactCard);
  return lists;
}

export const NO_RECOMMENDATIONS: CompactRecommended = {
  special: [],
  breaking: [],
  important: [],
  newest: [],
  favorite: [],
  pr: [],
  after: [],
  g7: [],
};

/** §9 pr is trimmed to 2..4: the fewer cards the sister sites fill, the more partner content shows. */
export function prCount(afterShown: number, g7Shown: number): number {
  return Math.min(
    RECOMMENDER_PR_MAX,
    Math.max(RECOMMENDER_PR_MIN, RECOMMENDER_PR_MIN + RECOMMENDER_PR_MAX - afterShown - g7Shown),
  );
}

/** `k` distinct items in random order (a partial Fisher–Yates shuffle). */
export function pickRandom<T>(items: readonly T[], k: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const n = Math.min(k, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}

/**
 * The boxes in reading order, each article at most once on the sidebar. `shown` are cards already on it (the
 * latest box), which later boxes skip. With `nowS`, 'Most történik' keeps only what is at most a day old (decision 082).
 * `mostRead` (the site's most read, most first), when it has cards, takes the place of 'Legfrissebb', which repeats
 * 'Friss hírek' (decision 092).
 */
export function recommenderBoxes(
  rec: CompactRecommended,
  holdblog: { title: string; items: CompactCard[] } | null,
  shown: readonly { id: number }[] = [],
  nowS: number | null = null,
  mostRead: readonly CompactCard[] = [],
): SidebarBoxData[] {
  const dedupe = createDeduper();
  dedupe.use(shown);
  if (nowS !== null) rec = { ...rec, breaking: rec.breaking.filter((a) => a.pubDate >= nowS - BREAKING_BOX_WINDOW_S) };
  const box = (list: keyof typeof BOXES, size: number): SidebarBoxData => ({
    key: BOXES[list],
    title: BOX_TEXTS.hu.boxTitles[BOXES[list]],
    size,
    items: dedupe.take(rec[list], size + ARTICLE_PAGE_OWN_STORIES),
  });
  const boxes = (Object.keys(RECOMMENDER_COUNTS) as (keyof typeof RECOMMENDER_COUNTS)[]).map((k) =>
    k === 'newest' && mostRead.length > 0
      ? {
          key: MOST_READ_BOX_KEY,
          title: BOX_TEXTS.hu.boxTitles[MOST_READ_BOX_KEY],
          size: MOST_READ_SIZE,
          items: dedupe.take(mostRead, MOST_READ_SIZE + ARTICLE_PAGE_OWN_STORIES),
        }
      : box(k, RECOMMENDER_COUNTS[k]),
  );
  const after = box('after', RECOMMENDER_SISTER_SITE_ITEMS);
  const g7 = box('g7', RECOMMENDER_SISTER_SITE_ITEMS);
  const shownOf = (b: SidebarBoxData) => Math.min(b.size, b.items.length);
  boxes.push(box('pr', prCount(shownOf(after), shownOf(g7))), after, g7);
  if (holdblog)
    boxes.push({
      key: 'holdblog',
      title: holdblog.title,
      size: HOLDBLOG_PICKS,
      items: dedupe.take(holdblog.items, HOLDBLOG_PICKS + ARTICLE_PAGE_OWN_STORIES),
    });
  return boxes.filter((b) => b.items.length > 0);
}

/** A box as the article page shows it: its title in the page's language and the cards it shows. */
export interface ShownBox {
  box: SidebarBoxData;
  title: string;
  items: CompactCard[];
}

/**
 * What an article page shows of its boxes, in order: a box with no title in the page's language is left out, and
 * each other shows at most `size` cards, leaving out the page's own stories (`stories`: the article being read, §9
 * "current article excluded") and what an earlier box shows (boxItems, the page's one rule).
 */
export function shownBoxes(
  boxes: readonly SidebarBoxData[],
  stories: ReadonlySet<string>,
  language: PageLanguage,
): readonly ShownBox[] {
  // The boxes beside and below the column and the hydration payload each ask once a render, with the same three.
  const last = lastShown.get(boxes);
  if (last && last.stories === stories && last.language === language) return last.shown;
  const shown = chooseShownBoxes(boxes, stories, language);
  lastShown.set(boxes, { stories, language, shown });
  return shown;
}

const lastShown = new WeakMap<
  readonly SidebarBoxData[],
  { stories: ReadonlySet<string>; language: PageLanguage; shown: readonly ShownBox[] }
>();

function chooseShownBoxes(
  boxes: readonly SidebarBoxData[],
  stories: ReadonlySet<string>,
  language: PageLanguage,
): ShownBox[] {
  const titled = boxes.flatMap((box) => {
    const title = boxTitleOf(box, language);
    return title === null ? [] : [{ box, title }];
  });
  const items = boxItems(
    titled.map((b) => b.box),
    stories,
  );
  return titled.map((b, i) => ({ ...b, items: items[i] })).filter((b) => b.items.length > 0);
}
