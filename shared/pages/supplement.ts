// The supplement page (§2.5 /melleklet/{name}): the tab bar of a supplement (shared/supplements.ts) and the
// selected tab — the archive search over its articles with its protected tags (§4, §5), a tournament's live-score
// tables, an FAQ, or a page of the data site in a sandboxed frame with the §7 frame messages. planSupplementPage reads
// the path: a known supplement, a known tab (and a known second level: a frame's variant, valasztas-2024's {token}),
// else 404 — never the supplement's list again under another URL. Each tab is canonical to its own path.
import type { ArchiveAnswer, ArchivePageData, ArchivePlan } from './archive.ts';
import { buildArchivePage } from './archive.ts';
import { filtersFromTags, parseArchiveSearch } from '../archive-query.ts';
import { DEFAULT_PAGE_SIZE } from '../constants.ts';
import { electionPlace } from '../election-places.ts';
import { fixturePhase } from '../fixture-status.ts';
import type { Fixture, Standings, TopEntry } from '../livescore-types.ts';
import { domainSiteSlugs } from '../sites/site-table.ts';
import type { SiteConfig } from '../sites/site-config.ts';
import {
  FRAME_MAX_HEIGHT,
  protectedTagsOf,
  supplementNamed,
  supplementTabPath,
  type FootballTabView,
  type SupplementDef,
  type SupplementTab,
} from '../supplements.ts';
import type { FaqItem } from '../supplement-faq.ts';
import { moved, NOT_FOUND, page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { MOBILE_APP_PARAM } from '../mobile-app-param.ts';
import { ARCHIVE_FILTERS_PARAM, ARCHIVE_TERM_PARAM } from '../archive-query.ts';
import { PAGE_PARAM } from '../page-param.ts';
import { sidebarParts, type SidebarParts } from './sidebar-parts.ts';

export type { FaqItem };

export interface SupplementTabLink {
  label: string;
  href: string;
  current: boolean;
}

export type TopKind = 'topscorers' | 'topyellowcards' | 'topredcards';
export const SUPPLEMENT_TOP_KINDS: readonly TopKind[] = ['topscorers', 'topyellowcards', 'topredcards'];

export type SupplementContent =
  | { type: 'articles'; archive: ArchivePageData }
  | {
      type: 'football';
      view: FootballTabView;
      leagueId: number;
      /** menetrend: every fixture in kick-off order; eredmenyek: the finished ones, the latest day first */
      fixtures: Fixture[];
      standings: Standings['response'][number]['league'] | null;
      tops: { kind: TopKind; entries: TopEntry[] }[];
      /** §8 a part the service failed to give: nothing is shown for it */
      unavailable: boolean;
    }
  | { type: 'faq'; items: readonly FaqItem[] }
  | {
      type: 'frame';
      title: string;
      height: number;
      maxHeight: number;
      /** null: no data site is configured; the tab says the data are not available */
      src: string | null;
      /** §7 the origins whose frame messages the page obeys */
      messageOrigins: string[];
    };

export interface SupplementPageData extends SidebarParts {
  kind: 'supplement';
  name: string;
  title: string;
  /** the selected tab's label (the page's heading names it unless it is the first) */
  tabLabel: string;
  /** this page's path, its canonical (articles: with the search in its one URL form) */
  canonical: string;
  tabs: SupplementTabLink[];
  /** the selected tab's second level: article sub-tabs, or a data tab's variants */
  subTabs: SupplementTabLink[];
  content: SupplementContent;
}

export type SupplementPlan =
  | { kind: 'moved'; location: string }
  | {
      kind: 'tab';
      def: SupplementDef;
      tab: SupplementTab;
      path: string;
      /** a frame's source on the data site (a variant's or a token's) */
      frameSrc: string | null;
      archive: ArchivePlan | null;
    };

const PATH = /^\/melleklet\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?(?:\/([a-z0-9-]+))?$/;

/** What a supplement path is; null (a 404) for an unknown supplement, tab, variant or token. */
export function planSupplementPage(url: URL, site: SiteConfig): SupplementPlan | null {
  const m = PATH.exec(url.pathname);
  if (!m) return null;
  const [, name, tabSlug = '', second] = m;
  const def = supplementNamed(name);
  if (!def) return null;
  const tab = def.tabs.find((t) => t.slug === tabSlug);
  if (!tab) return null;
  if (tab.content.type === 'link') return second ? null : { kind: 'moved', location: tab.content.href };
  let frameSrc: string | null = tab.content.type === 'frame' ? tab.content.src : null;
  if (second !== undefined) {
    const variant =
      tab.content.type === 'frame' ? tab.content.variants?.find((v) => v.slug === second && v.slug !== '') : undefined;
    const place = def.tokenTab?.tab === tab.slug ? electionPlace(second) : null;
    if (variant) frameSrc = variant.src;
    else if (place && def.tokenTab) frameSrc = def.tokenTab.src(place.token);
    else return null;
  }
  // §2.5 an alias (orosz-ukran-valsag) shows its supplement, whose own path is the canonical one and where the
  // search goes.
  const path = `/melleklet/${def.name}${url.pathname.slice(`/melleklet/${name}`.length)}`;
  let archive: ArchivePlan | null = null;
  if (tab.content.type === 'articles') {
    const protectedTags = protectedTagsOf(def, tab);
    const sites = domainSiteSlugs(site);
    const search = parseArchiveSearch(url.searchParams, [], protectedTags);
    const query = new URLSearchParams({
      [PAGE_PARAM]: String(search.page),
      perPage: String(DEFAULT_PAGE_SIZE),
      sites: sites.join('|'),
    });
    if (search.term) query.set('term', search.term);
    query.set('filters', JSON.stringify(filtersFromTags(search.tags)));
    archive = { path, sites, search, protectedTags, list: `/api/search?${query}` };
  }
  return { kind: 'tab', def, tab, path, frameSrc, archive };
}

export interface SupplementAnswers {
  archive?: ArchiveAnswer;
  fixtures?: Fixture[] | null;
  standings?: Standings | null;
  tops?: Partial<Record<TopKind, TopEntry[] | null>>;
  /** the data site's public base URL (EVENT_DATA_URL), null when none is configured */
  frameBase: string | null;
  /** §7 the allow-listed origins of frame messages (FRAME_MESSAGE_ORIGINS) */
  messageOrigins: readonly string[];
}

function tabLinks(
  def: SupplementDef,
  selected: SupplementTab,
): { tabs: SupplementTabLink[]; subTabs: SupplementTabLink[] } {
  const top = selected.parent ?? selected.slug;
  const tabs = def.tabs
    .filter((t) => t.parent === undefined)
    .map((t) => ({
      label: t.label,
      href: t.content.type === 'link' ? t.content.href : supplementTabPath(def, t.slug),
      current: t.slug === top,
    }));
  const children = def.tabs.filter((t) => t.parent === top);
  const subTabs =
    children.length === 0
      ? []
      : [def.tabs.find((t) => t.slug === top)!, ...children].map((t) => ({
          label: t.slug === top ? 'Összes' : t.label,
          href: supplementTabPath(def, t.slug),
          current: t.slug === selected.slug,
        }));
  return { tabs, subTabs };
}

type TabPlan = Extract<SupplementPlan, { kind: 'tab' }>;
type TabContent<T extends SupplementTab['content']['type']> = Extract<SupplementTab['content'], { type: T }>;

/** A tournament's tab: its fixtures (all, or the finished ones latest first), its groups' tables or its top lists. */
function footballContent(c: TabContent<'football'>, answers: SupplementAnswers): SupplementContent {
  const all = answers.fixtures ?? [];
  const fixtures =
    c.view === 'menetrend'
      ? all
      : c.view === 'eredmenyek'
        ? all.filter((f) => fixturePhase(f.fixture.status.short) === 'finished').reverse()
        : [];
  const unavailable =
    c.view === 'menetrend' || c.view === 'eredmenyek'
      ? answers.fixtures === null
      : c.view === 'csoportok'
        ? answers.standings === null
        : SUPPLEMENT_TOP_KINDS.some((k) => answers.tops?.[k] === null);
  return {
    type: 'football',
    view: c.view,
    leagueId: c.tournament.league,
    fixtures,
    standings: c.view === 'csoportok' ? (answers.standings?.response[0]?.league ?? null) : null,
    tops:
      c.view === 'toplistak' ? SUPPLEMENT_TOP_KINDS.map((kind) => ({ kind, entries: answers.tops?.[kind] ?? [] })) : [],
    unavailable,
  };
}

/** A data-site tab: the frame (a token's has the token tab's title and height), and its variants as sub-tabs. */
function frameContent(
  plan: TabPlan,
  c: TabContent<'frame'>,
  answers: SupplementAnswers,
): { content: SupplementContent; variantTabs: SupplementTabLink[] | null } {
  const { def, tab } = plan;
  const src = answers.frameBase && plan.frameSrc ? `${answers.frameBase.replace(/\/$/, '')}${plan.frameSrc}` : null;
  const token =
    def.tokenTab?.tab === tab.slug && plan.frameSrc !== c.src && !c.variants?.some((v) => v.src === plan.frameSrc);
  const content: SupplementContent = {
    type: 'frame',
    src,
    title: token ? def.tokenTab!.title : c.title,
    height: token ? def.tokenTab!.height : c.height,
    maxHeight: FRAME_MAX_HEIGHT,
    messageOrigins: [...answers.messageOrigins],
  };
  const variantTabs = c.variants
    ? c.variants.map((v) => ({
        label: v.label,
        href: v.slug ? `${supplementTabPath(def, tab.slug)}/${v.slug}` : supplementTabPath(def, tab.slug),
        current: v.src === plan.frameSrc,
      }))
    : null;
  return { content, variantTabs };
}

export function buildSupplementPage(
  plan: SupplementPlan,
  answers: SupplementAnswers,
  ctx: PageContext,
): PageOutcome<SupplementPageData> {
  if (plan.kind === 'moved') return moved(plan.location);
  const { def, tab } = plan;
  const { tabs, subTabs: childTabs } = tabLinks(def, tab);
  let subTabs = childTabs;
  let content: SupplementContent;
  let canonical = plan.path;
  const c = tab.content;
  if (c.type === 'articles') {
    if (!plan.archive || !answers.archive) return NOT_FOUND;
    const built = buildArchivePage(plan.archive, answers.archive, ctx);
    if (built.kind !== 'page') return built;
    canonical = built.data.canonical;
    content = { type: 'articles', archive: built.data };
  } else if (c.type === 'football') {
    content = footballContent(c, answers);
  } else if (c.type === 'faq') {
    content = { type: 'faq', items: c.items };
  } else if (c.type === 'frame') {
    const frame = frameContent(plan, c, answers);
    content = frame.content;
    if (frame.variantTabs) subTabs = frame.variantTabs;
  } else {
    return NOT_FOUND;
  }
  return page(
    {
      kind: 'supplement',
      ...sidebarParts(ctx, 'supplement'),
      name: def.name,
      title: def.title,
      tabLabel: tab.label,
      canonical,
      tabs,
      subTabs,
      content,
    },
    'list',
    [`supplement-${def.name}`],
  );
}

/** The query parameters this page type reads (an articles tab's search, filters and page; the app's ad units): the page cache keys on these alone (decision 040). */
export const supplementQueryKeys = [
  ARCHIVE_TERM_PARAM,
  ARCHIVE_FILTERS_PARAM,
  PAGE_PARAM,
  MOBILE_APP_PARAM,
] as const satisfies QueryKeys;
