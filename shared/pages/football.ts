// The football page (§2.7 at /rovat/sport/foci): a league's fixtures of a day with quick links, country, league and
// season selects, a date picker and a fixture select; a selected fixture's view (summary, timeline, statistics,
// squads, predicted outcome); the standings and the three top lists (oldal=tabella, gol, sarga, piros). Every rule of
// the page is here: the §5 fallbacks of each parameter, which upstream answers make which part, the §9 knockout
// labels of the tournaments, what refreshes (§4: a selected unfinished fixture every 15 s) and the cache rule. The
// loader (server/loaders/football-loader.ts) fetches in two steps: the service's leagues (to check the query
// against), then the selected fixture and the parts planned from it. §8: a part the service failed to give is left
// out (the loader logs it once); the page itself always renders.
import { addDays, calendarDay } from '../calendar-day.ts';
import { dayHeading, recentDayLabel } from '../date-styles.ts';
import { fixtureStatusLabel } from '../fixture-status-label.ts';
import { fixtureNeedsRefresh, isFixtureLive } from '../fixture-status.ts';
import { roundLabel } from '../football-labels.ts';
import { leagueInfoOf, parseFootballQuery } from '../football-query.ts';
import { hasKnockoutLabels, roundLabelOf } from '../knockout-labels.ts';
import type { Country, Fixture, LeagueEntry, Standings, TopEntry } from '../livescore-types.ts';
import { NO_FIXTURE, SPORT_TIME_ZONE, type FootballView } from '../sport-constants.ts';
import { FOOTBALL_PATH, footballHref, LEGACY_SPORT_PATHS, SPORT_TABS } from '../sport-routes.ts';
import { page, type PageContext, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';
import { MOBILE_APP_PARAM } from '../mobile-app-param.ts';
import { FOOTBALL_PARAMS } from '../sport-constants.ts';
import { sidebarParts, type SidebarParts } from './sidebar-parts.ts';

export type FootballTopKind = 'topscorers' | 'topyellowcards' | 'topredcards';
const TOP_KIND: Readonly<Record<Exclude<FootballView, 'tabella'>, FootballTopKind>> = {
  gol: 'topscorers',
  sarga: 'topyellowcards',
  piros: 'topredcards',
};
const VIEW_TABS: readonly (readonly [FootballView | null, string])[] = [
  [null, 'Mérkőzések'],
  ['tabella', 'Tabella'],
  ['gol', 'Góllövőlista'],
  ['sarga', 'Sárga lapok'],
  ['piros', 'Piros lapok'],
];

export interface Option {
  value: string;
  label: string;
}

export interface Link {
  label: string;
  href: string;
  current: boolean;
}

/** One day's fixtures under one heading: a league's round, or a tournament's §9 label. */
export interface FixtureGroup {
  label: string;
  fixtures: Fixture[];
}

export interface FootballPageData extends SidebarParts {
  kind: 'football';
  /** what the page shows after the §5 fallbacks (a found fixture's own league, season and day) */
  query: {
    country: string | null;
    league: number;
    season: number | null;
    view: FootballView | null;
    day: string;
    fixture: number;
  };
  league: { id: number; name: string; knockout: boolean } | null;
  title: string;
  canonical: string;
  sportTabs: Link[];
  /** the publisher's sport-leagues links (§3 unique items), else the service's leagues */
  quickLinks: Link[];
  viewTabs: Link[];
  /** the selects' options; null when the service gave no league list (the forms cannot be offered) */
  selects: { countries: Option[]; leagues: Option[]; seasons: Option[] } | null;
  /** the fixture select: the day's fixtures */
  fixtureOptions: Option[];
  dayNav: { previous: string; next: string; today: string | null; label: string };
  /** a tournament's match days (the days its timetable has), so a day without a match is one click from one */
  matchDays: { day: string; label: string; href: string; current: boolean }[] | null;
  /** the day's fixtures (list view); null when the service failed (§8: nothing shown) */
  groups: FixtureGroup[] | null;
  /** the selected fixture in full (meccs) */
  fixture: Fixture | null;
  backHref: string;
  standings: Standings['response'][number]['league'] | null;
  top: { kind: FootballTopKind; entries: TopEntry[] } | null;
  /** §4 what the page polls while it is open: the selected unfinished fixture, or a day with a match on */
  refresh: { kind: 'fixture'; id: number } | { kind: 'day'; league: number; season: number; day: string } | null;
}

/** The query after its §5 fallbacks, checked against the service's leagues (any value it offers, else the default). */
export interface FootballPlan {
  query: FootballPageData['query'];
  /** the fixture to fetch first (meccs), or null */
  fixture: number | null;
}

export function planFootballPage(url: URL, nowS: number, leagues: readonly LeagueEntry[] | null): FootballPlan {
  const q = parseFootballQuery(url.searchParams, { nowSeconds: nowS, leagues: leagues?.map(leagueInfoOf) });
  return { query: { ...q }, fixture: q.fixture === NO_FIXTURE ? null : q.fixture };
}

/** The upstream calls of the page's parts, once the selected fixture (if any) is known. */
export interface FootballParts {
  /** the league season and day the page shows: a found fixture's own */
  query: FootballPageData['query'];
  /** a league's fixtures of the day */
  day: { league: number; season: number; day: string } | null;
  /** a tournament's whole timetable from its first day (§9 labels count fixtures from it) */
  timetable: { league: number; season: number; from: string } | null;
  standings: { league: number; season: number } | null;
  top: { kind: FootballTopKind; league: number; season: number } | null;
}

export function planFootballParts(
  plan: FootballPlan,
  fixture: Fixture | null,
  leagues: readonly LeagueEntry[] | null,
): FootballParts {
  const query = { ...plan.query };
  if (fixture) {
    // A fixture belongs to one league season and day: the lists around it (and 'Vissza') are those.
    query.league = fixture.league.id;
    query.season = fixture.league.season;
    query.day = calendarDay(fixture.fixture.timestamp, SPORT_TIME_ZONE);
    query.country = leagues?.find((l) => l.league.id === fixture.league.id)?.country.code ?? query.country;
  } else {
    query.fixture = NO_FIXTURE;
  }
  const { league, season } = query;
  if (season === null) return { query, day: null, timetable: null, standings: null, top: null };
  const listing = fixture !== null || query.view === null;
  const start = leagues?.find((l) => l.league.id === league)?.seasons.find((s) => s.year === season)?.start;
  const tournament = hasKnockoutLabels(league) && start !== undefined;
  return {
    query,
    day: listing && !tournament ? { league, season, day: query.day } : null,
    timetable: listing && tournament ? { league, season, from: start.slice(0, 10) } : null,
    standings: !fixture && query.view === 'tabella' ? { league, season } : null,
    top: !fixture && query.view && query.view !== 'tabella' ? { kind: TOP_KIND[query.view], league, season } : null,
  };
}

export interface FootballAnswers {
  /** the service's countries and every country's leagues; null when it failed */
  reference: { countries: Country[]; leagues: LeagueEntry[] } | null;
  /** the publisher's sport-leagues unique (key, value link); empty when it has none or failed */
  quickLinks: { key: string; value: string }[];
  fixture: Fixture | null;
  day: Fixture[] | null;
  timetable: Fixture[] | null;
  standings: Standings | null;
  top: TopEntry[] | null;
  /** a livescore call failed (not a 404): its part is left out (§8), and the page is not kept long */
  unavailable: boolean;
}

/** '2026/27' for a season across two years, '2024' for one inside a year. */
function seasonLabel(s: { year: number; start: string; end: string }): string {
  const from = s.start.slice(0, 4);
  const to = s.end.slice(0, 4);
  return from === to ? String(s.year) : `${from}/${to.slice(2)}`;
}

/** A link of the publisher's data is kept only when it stays on the site; the old /sport/… addresses move here. */
function sitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const q = value.indexOf('?');
  const path = q === -1 ? value : value.slice(0, q);
  const moved = (LEGACY_SPORT_PATHS as Record<string, string>)[path];
  return moved ? moved + (q === -1 ? '' : value.slice(q)) : value;
}

function leagueOfHref(href: string): number | null {
  const q = href.indexOf('?');
  if (!href.startsWith(FOOTBALL_PATH) || q === -1) return null;
  const v = Number(new URLSearchParams(href.slice(q)).get('liga'));
  return Number.isInteger(v) && v > 0 ? v : null;
}

/** §9 the day's fixtures under their headings: a tournament's by the label of their index in its timetable. */
function groupsOf(
  day: string,
  leagueId: number,
  parts: FootballParts,
  answers: FootballAnswers,
): FixtureGroup[] | null {
  const groups: FixtureGroup[] = [];
  const add = (label: string, f: Fixture) => {
    const last = groups.at(-1);
    if (last?.label === label) last.fixtures.push(f);
    else groups.push({ label, fixtures: [f] });
  };
  if (parts.timetable) {
    if (!answers.timetable) return null;
    answers.timetable.forEach((f, i) => {
      if (calendarDay(f.fixture.timestamp, SPORT_TIME_ZONE) === day)
        add(roundLabelOf(leagueId, i) ?? roundLabel(f.league.round), f);
    });
    return groups;
  }
  if (!answers.day) return null;
  for (const f of answers.day) add(roundLabel(f.league.round), f);
  return groups;
}

type Reference = NonNullable<FootballAnswers['reference']>;
type Query = FootballParts['query'];

/** The quick links: the editors' list when there is one, else every league of the reference. */
function quickLinksOf(answers: FootballAnswers, ref: Reference | null, query: Query): Link[] {
  const quickFromData = answers.quickLinks.flatMap(({ key, value }) => {
    const href = typeof value === 'string' && typeof key === 'string' ? sitePath(value) : null;
    return href ? [{ label: key, href }] : [];
  });
  return (
    quickFromData.length > 0
      ? quickFromData
      : (ref?.leagues ?? []).map((l) => ({ label: l.league.name, href: footballHref({ league: l.league.id }) }))
  ).map((l) => ({ ...l, current: leagueOfHref(l.href) === query.league }));
}

/** The country, league and season selects: the leagues of the league's country, the league's seasons newest first. */
function selectsOf(ref: Reference | null, entry: LeagueEntry | null): FootballPageData['selects'] {
  return ref && entry
    ? {
        countries: ref.countries.map((c) => ({ value: c.code, label: c.name })),
        leagues: ref.leagues
          .filter((l) => l.country.code === entry.country.code)
          .map((l) => ({ value: String(l.league.id), label: l.league.name })),
        seasons: [...entry.seasons]
          .sort((a, b) => b.year - a.year)
          .map((s) => ({ value: String(s.year), label: seasonLabel(s) })),
      }
    : null;
}

/** §4 what is polled: a selected unfinished fixture, or a day with a match on (or still to come today). */
function refreshOf(
  fixture: Fixture | null,
  groups: FixtureGroup[] | null,
  dayFixtures: Fixture[],
  query: Query,
  today: string,
): FootballPageData['refresh'] {
  if (fixture && fixtureNeedsRefresh(fixture.fixture.status.short)) return { kind: 'fixture', id: fixture.fixture.id };
  if (
    !fixture &&
    groups &&
    query.season !== null &&
    dayFixtures.some(
      (f) =>
        isFixtureLive(f.fixture.status.short) || (query.day === today && fixtureNeedsRefresh(f.fixture.status.short)),
    )
  ) {
    return { kind: 'day', league: query.league, season: query.season, day: query.day };
  }
  return null;
}

/** The league's table: the service's, or an empty one under the league's name when it has none for the season. */
function standingsOf(
  parts: FootballParts,
  answers: FootballAnswers,
  leagueName: string | null,
): FootballPageData['standings'] {
  return parts.standings && answers.standings
    ? (answers.standings.response[0]?.league ?? {
        id: parts.query.league,
        name: leagueName ?? '',
        season: parts.standings.season,
        standings: [],
      })
    : null;
}

export function buildFootballPage(
  parts: FootballParts,
  answers: FootballAnswers,
  ctx: PageContext,
): PageOutcome<FootballPageData> {
  const { query } = parts;
  const ref = answers.reference;
  const entry = ref?.leagues.find((l) => l.league.id === query.league) ?? null;
  const fixture = answers.fixture;
  const leagueName = entry?.league.name ?? fixture?.league.name ?? null;
  const knockout = hasKnockoutLabels(query.league);
  const base = { league: query.league, season: query.season };
  const today = calendarDay(ctx.now, SPORT_TIME_ZONE);

  const groups = fixture || query.view === null ? groupsOf(query.day, query.league, parts, answers) : null;
  const dayFixtures = groups?.flatMap((g) => g.fixtures) ?? [];
  const timetableDays =
    answers.timetable && parts.timetable
      ? [...new Set(answers.timetable.map((f) => calendarDay(f.fixture.timestamp, SPORT_TIME_ZONE)))]
      : null;
  const refresh = refreshOf(fixture, groups, dayFixtures, query, today);

  const view = fixture ? null : query.view;
  const titleView = view
    ? VIEW_TABS.find(([v]) => v === view)![1]
    : fixture
      ? `${fixture.teams.home.name}–${fixture.teams.away.name}`
      : null;
  const data: FootballPageData = {
    kind: 'football',
    query: { ...query, view },
    league: leagueName ? { id: query.league, name: leagueName, knockout } : null,
    title: ['Foci', leagueName, titleView].filter(Boolean).join(' – '),
    canonical: footballHref({ ...base, view, day: view ? null : query.day, fixture: fixture?.fixture.id }),
    sportTabs: SPORT_TABS.map((t) => ({ ...t, current: t.href === FOOTBALL_PATH })),
    quickLinks: quickLinksOf(answers, ref, query),
    viewTabs: VIEW_TABS.map(([v, label]) => ({
      label,
      href: footballHref({ ...base, view: v, day: v ? null : query.day }),
      current: !fixture && v === view,
    })),
    selects: selectsOf(ref, entry),
    fixtureOptions: dayFixtures.map((f) => ({
      value: String(f.fixture.id),
      label: `${f.teams.home.name} – ${f.teams.away.name} (${fixtureStatusLabel(f.fixture.status, f.fixture.timestamp)})`,
    })),
    dayNav: {
      previous: footballHref({ ...base, day: addDays(query.day, -1) }),
      next: footballHref({ ...base, day: addDays(query.day, 1) }),
      today: query.day === today ? null : footballHref({ ...base, day: today }),
      label: dayHeading(query.day),
    },
    matchDays:
      timetableDays &&
      timetableDays.map((d) => ({
        day: d,
        label: recentDayLabel(d),
        href: footballHref({ ...base, day: d }),
        current: d === query.day,
      })),
    groups,
    fixture,
    backHref: footballHref({ ...base, day: query.day }),
    standings: standingsOf(parts, answers, leagueName),
    top: parts.top && answers.top ? { kind: parts.top.kind, entries: answers.top } : null,
    refresh,
    ...sidebarParts(ctx, 'football'),
  };
  // Anything still being played is cached like a live page; a settled day, table or list like any other list.
  const rule =
    refresh || answers.unavailable || (!fixture && query.view === null && query.day >= today) ? 'live' : 'list';
  return page(data, rule, ['sport-football']);
}

/** The query parameters this page type reads (§2.7 country, league, season, view, day and fixture; the app's ad units): the page cache keys on these alone (decision 040). */
export const footballQueryKeys = [...Object.values(FOOTBALL_PARAMS), MOBILE_APP_PARAM] as const satisfies QueryKeys;
