// Secondary data: each part has its own short time budget and never fails a page; on any error it is null and the
// page renders without it.
import {
  Article,
  ArticleList,
  Counter,
  FrontendInit,
  FrontendRefresh,
  Minutes,
  Recommended,
  UniqueGroup,
} from '../../shared/api-types.ts';
import { calendarDay } from '../../shared/calendar-day.ts';
import { commonDataOf } from '../../shared/common-data.ts';
import { minutesCounterConfig } from '../../shared/minutes-counter.ts';
import { tickerOf } from '../../shared/ticker-rates.ts';
import { toCompactCard, type CompactCard } from '../../shared/card-article.ts';
import {
  HOLDBLOG_PICKS,
  HOLDBLOG_TAG_SLUG,
  HOLDBLOG_UNIQUE_GROUP,
  LATEST_ARTICLES_DEFAULT,
  ARTICLE_PAGE_OWN_STORIES,
  LATEST_BOX_CANDIDATES,
  RECOMMENDER_LIST_SIZE,
  TEXT_LATEST_BOX,
} from '../../shared/constants.ts';
import {
  LATEST_BOX_KEY,
  NO_RECOMMENDATIONS,
  compactRecommended,
  recommenderBoxes,
  type CompactRecommended,
} from '../../shared/recommender-boxes.ts';
import { MOST_READ_CANDIDATES } from '../../shared/most-read.ts';
import type { SecondaryName, SecondaryResources } from '../../shared/pages/secondary-parts.ts';
import type { LoadContext } from '../load-context.ts';
import type { AnswerView } from '../upstream/upstream-client.ts';
import { logPartUnavailable } from '../upstream/log-part-unavailable.ts';

/**
 * The newest articles, enough that 'Friss hírek' still fills after the page's main column is left out
 * (shared/dedupe.ts boxItems). List and article sidebars ask the same URL, so they share one upstream answer.
 */
export const LATEST_SIDEBAR_PATH = `/api/articles?perPage=${LATEST_BOX_CANDIDATES}`;

// The sidebars keep only compact cards of the lists they ask for: the upstream cache holds these views, not the
// whole answers (decision 035: the recommender's answers alone were a third of the BFF's live heap).
const COMPACT_CARDS: AnswerView<ArticleList, CompactCard[]> = {
  name: 'compact',
  of: (list) => list.items.map(toCompactCard),
};
const COMPACT_RECOMMENDED: AnswerView<Recommended, CompactRecommended> = { name: 'compact', of: compactRecommended };
const HOLDBLOG_CARDS: AnswerView<ArticleList, { cards: CompactCard[]; tagName: string | undefined }> = {
  name: 'holdblog',
  of: (list) => ({
    cards: list.items.map(toCompactCard),
    tagName: list.items[0]?.tags.find((t) => t.slug === HOLDBLOG_TAG_SLUG)?.name,
  }),
};

const ARTICLE_CARD: AnswerView<Article, CompactCard> = { name: 'compact', of: toCompactCard };

/**
 * 'Legolvasottabb' (decision 092): the site's most read articles of the last day, as cards, most read first. Each card
 * is the article's own answer in the upstream cache, so an article's purge (article-<id>) drops it like any box's; an
 * article the publisher no longer shows is left out. More than a box shows, so that the page's own stories can drop
 * out (shared/dedupe.ts).
 */
async function mostReadCards(ctx: LoadContext): Promise<CompactCard[]> {
  const ids = (await ctx.mostRead?.ranked(ctx.site.slug, MOST_READ_CANDIDATES)) ?? [];
  const cards = await Promise.all(
    ids.map((id) => ctx.api.get(`/api/article/${id}`, Article, 'secondary', ARTICLE_CARD).catch(() => null)),
  );
  return cards.filter((c): c is CompactCard => c !== null);
}

async function mostRead(ctx: LoadContext): Promise<SecondaryResources['mostRead']> {
  return { items: await mostReadCards(ctx) };
}

function latestCards(ctx: LoadContext): Promise<CompactCard[]> {
  return ctx.api.get(LATEST_SIDEBAR_PATH, ArticleList, 'secondary', COMPACT_CARDS);
}

async function sidebar(ctx: LoadContext): Promise<SecondaryResources['sidebar']> {
  return { latest: await latestCards(ctx) };
}

/** The holdblog's articles: the ones its unique group names, in its order; the tag's newest when the group is empty. */
async function holdblog(ctx: LoadContext) {
  const [group, list] = await Promise.all([
    ctx.api.get(`/api/unique-groups/${HOLDBLOG_UNIQUE_GROUP}`, UniqueGroup, 'secondary').catch(() => null),
    ctx.api.get(
      `/api/articles?filters[tag]=${HOLDBLOG_TAG_SLUG}&perPage=${RECOMMENDER_LIST_SIZE * 2}`,
      ArticleList,
      'secondary',
      HOLDBLOG_CARDS,
    ),
  ]);
  const named = group?.items.find((i) => i.slug === HOLDBLOG_TAG_SLUG)?.content;
  const ids = Array.isArray(named) ? named.filter((id): id is number => Number.isInteger(id)) : [];
  const { cards } = list;
  const chosen = ids.length > 0 ? cards.filter((a) => ids.includes(a.id)) : cards;
  const name = list.tagName ?? 'Holdblog';
  // More than shown, so that the article page's own stories can drop out (§9 holdblog picks 4 at random).
  return { title: name, items: ctx.draws.pick(chosen, HOLDBLOG_PICKS + ARTICLE_PAGE_OWN_STORIES) };
}

/**
 * An article page's sidebar (§2.6, §9): 'Friss hírek' and the recommender's boxes. A part that fails is left out;
 * the page never waits beyond the secondary budget.
 */
async function recommender(ctx: LoadContext): Promise<SecondaryResources['recommender']> {
  const [latest, rec, blog, read] = await Promise.all([
    latestCards(ctx).catch(() => null),
    ctx.api
      .get(
        `/api/recommended/mstag/all?v=${ctx.draws.recommenderVersion(ctx.site.slug)}`,
        Recommended,
        'secondary',
        COMPACT_RECOMMENDED,
      )
      .catch(() => null),
    holdblog(ctx).catch(() => null),
    mostReadCards(ctx).catch(() => []),
  ]);
  if (!latest && !rec && !blog) throw new Error('no recommender source answered');
  // An article page's main column shows its own stories (the article, the related ones): as many spares keep it full.
  const newest = (latest ?? []).slice(0, LATEST_ARTICLES_DEFAULT + ARTICLE_PAGE_OWN_STORIES);
  const boxes =
    newest.length > 0
      ? [{ key: LATEST_BOX_KEY, title: TEXT_LATEST_BOX, size: LATEST_ARTICLES_DEFAULT, items: newest }]
      : [];
  boxes.push(...recommenderBoxes(rec ?? NO_RECOMMENDATIONS, blog, newest, Math.floor(ctx.clock() / 1000), read));
  return { boxes };
}

// The shared data's parts are made once per upstream answer, which the upstream cache hands every page alike: each page
// then reads the same value, and its text is written once (valueText in server/ssr/kept-parts.tsx, decision 113). Not
// an AnswerView: a view is cached under a key of its own, so the refresh answer would be fetched twice each time it
// expires, and `common` is made from two answers.
interface Made<V> {
  /** what else the value was made from (the site, the init answer) */
  from: unknown;
  value: V;
}

/** The value made from `answer` and `from`, made again only when either is new. */
function madeOnce<V>(made: WeakMap<object, Made<V>>, answer: object, from: unknown, make: () => V): V {
  const known = made.get(answer);
  if (known && known.from === from) return known.value;
  const value = make();
  made.set(answer, { from, value });
  return value;
}

const tickers = new WeakMap<object, Made<SecondaryResources['ticker']>>();
const commons = new WeakMap<object, Made<SecondaryResources['common']>>();

async function ticker(ctx: LoadContext): Promise<SecondaryResources['ticker']> {
  const refresh = await ctx.api.get('/api/frontend/refresh', FrontendRefresh, 'secondary');
  return madeOnce(tickers, refresh, ctx.site.slug, () => tickerOf(refresh.exchangesRates, ctx.site));
}

/** The 15 s shared data (the browser's poller takes over after the first paint); placeholders come with init only. */
async function common(ctx: LoadContext): Promise<SecondaryResources['common']> {
  const [refresh, init] = await Promise.all([
    ctx.api.get('/api/frontend/refresh', FrontendRefresh, 'secondary'),
    ctx.api.get('/api/frontend/init', FrontendInit, 'secondary').catch(() => null),
  ]);
  return madeOnce(commons, refresh, init, () => commonDataOf(refresh, init && commonDataOf(init)));
}

/** §3 the minutes counter with the §9 defaults: the supporters since the start date, and today's so far. */
async function minutes(ctx: LoadContext): Promise<SecondaryResources['minutes']> {
  const config = minutesCounterConfig();
  const day = calendarDay(Math.floor(ctx.clock() / 1000), ctx.site.timeZone);
  const [counter, today] = await Promise.all([
    ctx.api.get(`/api/counter?from=${config.from}`, Counter, 'secondary'),
    // No row for today yet (a 404) is not a failure: the block shows the total alone.
    ctx.api.get(`/api/minutes?day=${day}`, Minutes, 'secondary').catch(() => null),
  ]);
  return {
    config,
    day,
    counts: { recurring: counter.recurring, onetime: counter.onetime },
    today: today && { recurring: today.recurring, onetime: today.onetime },
  };
}

const loaders: { [N in SecondaryName]: (ctx: LoadContext) => Promise<SecondaryResources[N]> } = {
  sidebar,
  recommender,
  ticker,
  common,
  minutes,
  mostRead,
};

export async function loadSecondary<N extends SecondaryName>(
  name: N,
  ctx: LoadContext,
): Promise<SecondaryResources[N]> {
  try {
    return await loaders[name](ctx);
  } catch (err) {
    if (!ctx.signal.aborted) logPartUnavailable(ctx.log, { part: name }, err, 'secondary data unavailable');
    return null;
  }
}
