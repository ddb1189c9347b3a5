// The JSON the sports pages poll while something on them is live (§4, §9: every 15 s; server/routes/livescore-routes.ts
// answers it from the BFF's upstream cache). Each answer says whether to keep polling: refreshMs is null once the
// fixture, the day or the session is over, and the page stops.
import { REFRESH_INTERVAL_MS } from './constants.ts';
import { fixtureNeedsRefresh } from './fixture-status.ts';
import type { Fixture, RaceResult } from './livescore-types.ts';
import { RACE_LIVE } from './sport-constants.ts';

export const SPORT_DATA_PATH = '/page-data/sport';

/** §4 an article's dashboard names at most this many fixtures (the service's limit). */
export const DASHBOARD_MAX_FIXTURES = 20;

export const sportDataPath = {
  /** one fixture in full (the football page's fixture view) */
  fixture: (id: number) => `${SPORT_DATA_PATH}/fixture/${id}`,
  /** an article's dashboard: the fixtures in the dashboard's form */
  dashboard: (ids: readonly number[]) => `${SPORT_DATA_PATH}/dashboard/${ids.join(',')}`,
  /** a league season's fixtures of a Budapest day (the football page's list) */
  day: (league: number, season: number, day: string) => `${SPORT_DATA_PATH}/day/${league}/${season}/${day}`,
  /** a session's classification ('7', '4.5.6', '-7') and its status, looked up in the season's sessions */
  race: (race: string, season: number) => `${SPORT_DATA_PATH}/race/${race}?szezon=${season}`,
};

export interface FixtureRefresh {
  fixture: Fixture;
  refreshMs: number | null;
}

export interface FixturesRefresh {
  fixtures: Fixture[];
  refreshMs: number | null;
}

export interface RaceRefresh {
  status: string;
  results: RaceResult[];
  refreshMs: number | null;
}

/** §4 how often a page polls these fixtures: every 15 s while one has not finished, never once all have. */
export function fixturesRefreshMs(fixtures: readonly { fixture: { status: { short: string } } }[]): number | null {
  return fixtures.some((f) => fixtureNeedsRefresh(f.fixture.status.short)) ? REFRESH_INTERVAL_MS : null;
}

/** §4 a Live session's result list refreshes every 15 s; any other status is settled or not begun. */
export function raceRefreshMs(status: string): number | null {
  return status === RACE_LIVE ? REFRESH_INTERVAL_MS : null;
}

/** §4 the dashboard shows score, status and events: a fixture without its squads, statistics and prediction. */
export function dashboardFixture(f: Fixture): Fixture {
  const { lineups: _lineups, statistics: _statistics, predictions: _predictions, ...rest } = f;
  return rest;
}
