// §2.7, §5 the football page's query: orszag, liga, szezon, oldal (tabella, gol, sarga, piros), nap (default today)
// and meccs (0 = none). An unknown or malformed value falls back to its default; parsing never throws, so a typo in
// a shared link still shows the page (§5), never a 404 or a 500.
import { calendarDay, isCalendarDay } from './calendar-day.ts';
import { positiveInt, queryValue, type QueryLike } from './query-value.ts';
import {
  FOOTBALL_DEFAULT_LEAGUE,
  FOOTBALL_PARAMS,
  FOOTBALL_VIEWS,
  NO_FIXTURE,
  SPORT_TIME_ZONE,
  type FootballView,
} from './sport-constants.ts';

/** What the page knows of a league from the livescore service (countries and leagues/{country}). */
export interface FootballLeagueInfo {
  id: number;
  country: string;
  seasons: readonly number[];
  currentSeason: number;
}

/** A league as the service's leagues/{country} lists it, in the form the parser checks against. */
export function leagueInfoOf(entry: {
  league: { id: number };
  country: { code: string };
  seasons: readonly { year: number; current: boolean }[];
}): FootballLeagueInfo {
  const years = entry.seasons.map((s) => s.year);
  return {
    id: entry.league.id,
    country: entry.country.code,
    seasons: years,
    currentSeason: entry.seasons.find((s) => s.current)?.year ?? Math.max(...years),
  };
}

export interface FootballQuery {
  /** the country code of the league shown (null when no league list was given and none was asked for) */
  country: string | null;
  league: number;
  /** null: the league's current season (only when no league list was given) */
  season: number | null;
  /** null: the fixtures of the day */
  view: FootballView | null;
  day: string;
  /** 0: no fixture selected */
  fixture: number;
}

export interface FootballQueryContext {
  nowSeconds: number;
  timeZone?: string;
  /** the leagues on offer; with them, liga, orszag and szezon are checked against real values */
  leagues?: readonly FootballLeagueInfo[];
  defaultLeague?: number;
}

const COUNTRY_PATTERN = /^[A-Za-z]{2}(?:-[A-Za-z]{2,4})?$/;
const SEASON_RANGE = { min: 1900, max: 2100 } as const;

export function parseFootballQuery(query: QueryLike, ctx: FootballQueryContext): FootballQuery {
  const get = (name: string) => queryValue(query, name)?.trim() ?? null;
  const askedCountry = get(FOOTBALL_PARAMS.country);
  const country = askedCountry && COUNTRY_PATTERN.test(askedCountry) ? askedCountry.toUpperCase() : null;
  const askedLeague = positiveInt(get(FOOTBALL_PARAMS.league));
  const askedSeason = positiveInt(get(FOOTBALL_PARAMS.season));
  const viewValue = get(FOOTBALL_PARAMS.view);
  const view = (FOOTBALL_VIEWS as readonly string[]).includes(viewValue ?? '') ? (viewValue as FootballView) : null;
  const dayValue = get(FOOTBALL_PARAMS.day);
  const day = isCalendarDay(dayValue) ? dayValue : calendarDay(ctx.nowSeconds, ctx.timeZone ?? SPORT_TIME_ZONE);
  const fixture = positiveInt(get(FOOTBALL_PARAMS.fixture)) ?? NO_FIXTURE;
  const fallbackLeague = ctx.defaultLeague ?? FOOTBALL_DEFAULT_LEAGUE;

  const leagues = ctx.leagues;
  if (!leagues || leagues.length === 0) {
    const season =
      askedSeason !== null && askedSeason >= SEASON_RANGE.min && askedSeason <= SEASON_RANGE.max ? askedSeason : null;
    return { country, league: askedLeague ?? fallbackLeague, season, view, day, fixture };
  }
  const league =
    leagues.find((l) => l.id === askedLeague) ??
    (country ? leagues.find((l) => l.country.toUpperCase() === country) : undefined) ??
    leagues.find((l) => l.id === fallbackLeague) ??
    leagues[0];
  const season = askedSeason !== null && league.seasons.includes(askedSeason) ? askedSeason : league.currentSeason;
  return { country: league.country, league: league.id, season, view, day, fixture };
}
