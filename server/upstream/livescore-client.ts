// The livescore cache service (§7): football countries, leagues, seasons, fixtures, standings and top lists;
// Formula 1 seasons, races, results (dotted ids merged, negative ids the starting grid), circuits, constructors,
// drivers and both championships; and the two livescore calls §7 lists under the publisher API (an article's
// dashboard, a tournament's timetable), which the livescore service answers as well. Every answer is validated
// against shared/livescore-types.ts. Answers are public and short-lived, so they go through the shared cache.
import type { Static, TSchema } from '@sinclair/typebox';
import {
  CircuitList,
  CountryList,
  DriverStandingList,
  F1DriverList,
  F1TeamList,
  FixtureList,
  LeagueList,
  RaceList,
  RaceResultList,
  SeasonList,
  Standings,
  TeamStandingList,
  TopList,
} from '../../shared/livescore-types.ts';
import type { ResponseCache } from './response-cache.ts';
import { UpstreamClient, type Budget } from './upstream-client.ts';

const seg = (v: string | number) => encodeURIComponent(String(v));

export type TopKind = 'topscorers' | 'topyellowcards' | 'topredcards';
export type Sport = 'football' | 'formula-1';

export class LivescoreClient extends UpstreamClient {
  constructor(baseUrl: string, budgets: Record<Budget, number>, cache?: ResponseCache) {
    super('livescore', baseUrl, budgets, cache);
  }

  /** Every livescore part of a page is secondary (§8: a failure is logged and the part shows nothing). */
  private read<S extends TSchema>(path: string, schema: S, site: string, signal?: AbortSignal): Promise<Static<S>> {
    return this.get(path, { site, signal, schema, budget: 'secondary' });
  }

  // ------------------------------------------------------------------------------------------------ football

  countries(site: string, signal?: AbortSignal) {
    return this.read('/livescore/football/countries', CountryList, site, signal);
  }

  /** The leagues of a country, by its code ('HU') as countries() gives it. */
  leagues(country: string, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/football/leagues/${seg(country)}`, LeagueList, site, signal);
  }

  seasons(site: string, signal?: AbortSignal) {
    return this.read('/livescore/football/seasons', SeasonList, site, signal);
  }

  /** One fixture with its events, lineups, statistics and prediction. */
  fixture(sport: string, id: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/${seg(sport)}/fixtures/${seg(id)}`, FixtureList, site, signal);
  }

  /** The fixtures of a league season on a day (YYYY-MM-DD, Europe/Budapest). */
  fixturesOn(sport: string, league: number, season: number, day: string, site: string, signal?: AbortSignal) {
    return this.read(
      `/livescore/${seg(sport)}/fixtures/${seg(league)}/${seg(season)}/${seg(day)}`,
      FixtureList,
      site,
      signal,
    );
  }

  /** §2.5, §7 every fixture of a league season from a day on, in kick-off order (a tournament's timetable). */
  fixturesFrom(sport: string, league: number, season: number, fromDay: string, site: string, signal?: AbortSignal) {
    return this.read(
      `/api/livescore/${seg(sport)}/fixtures/${seg(league)}/${seg(season)}/all/${seg(fromDay)}`,
      FixtureList,
      site,
      signal,
    );
  }

  /** §4 an article's livescore dashboard: the fixtures its livescore id(s) name, in full. */
  async dashboard(
    fixtureIds: readonly number[],
    site: string,
    signal?: AbortSignal,
  ): Promise<Static<typeof FixtureList>> {
    if (fixtureIds.length === 0) return { response: [] };
    return this.read(`/api/livescore/all/${fixtureIds.map(seg).join(',')}`, FixtureList, site, signal);
  }

  standings(sport: string, league: number, season: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/${seg(sport)}/standings/${seg(league)}/${seg(season)}`, Standings, site, signal);
  }

  top(kind: TopKind, league: number, season: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/football/${kind}/${seg(league)}/${seg(season)}`, TopList, site, signal);
  }

  // ------------------------------------------------------------------------------------------------ Formula 1

  f1Seasons(site: string, signal?: AbortSignal) {
    return this.read('/livescore/formula-1/seasons', SeasonList, site, signal);
  }

  /** Every session of a season (practices, qualifying parts, races), in time order. */
  races(season: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/formula-1/races/${seg(season)}`, RaceList, site, signal);
  }

  /** A session's classification; a dotted id ('4.5.6') merges its parts, a negative one is the starting grid. */
  raceResult(raceId: string | number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/formula-1/result/${seg(raceId)}`, RaceResultList, site, signal);
  }

  startingGrid(raceId: number, site: string, signal?: AbortSignal) {
    return this.raceResult(-Math.abs(raceId), site, signal);
  }

  circuit(id: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/formula-1/circuit/${seg(id)}`, CircuitList, site, signal);
  }

  f1Teams(season: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/formula-1/teams/${seg(season)}`, F1TeamList, site, signal);
  }

  f1Team(id: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/formula-1/team/${seg(id)}`, F1TeamList, site, signal);
  }

  drivers(season: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/formula-1/drivers/${seg(season)}`, F1DriverList, site, signal);
  }

  driver(id: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/formula-1/driver/${seg(id)}`, F1DriverList, site, signal);
  }

  driverStandings(season: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/formula-1/standings/drivers/${seg(season)}`, DriverStandingList, site, signal);
  }

  teamStandings(season: number, site: string, signal?: AbortSignal) {
    return this.read(`/livescore/formula-1/standings/teams/${seg(season)}`, TeamStandingList, site, signal);
  }
}
