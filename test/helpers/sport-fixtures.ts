// Livescore answers for the sports pages' build steps (shared/pages/football.ts, formula1.ts), built in memory in
// the service's shapes (shared/livescore-types.ts): each maker takes what a test cares about and fills the rest.
import type { Country, Fixture, LeagueEntry, Race, RaceResult } from '../../shared/livescore-types.ts';

let nextFixture = 5_000_000;

export interface FixtureOpts {
  id?: number;
  status?: string;
  elapsed?: number | null;
  /** unix seconds */
  timestamp?: number;
  league?: number;
  leagueName?: string;
  season?: number;
  round?: string;
  home?: string;
  away?: string;
  goals?: [number, number] | null;
}

export function fixture(o: FixtureOpts = {}): Fixture {
  const id = o.id ?? nextFixture++;
  const status = o.status ?? 'NS';
  const goals = status === 'NS' ? null : (o.goals ?? [1, 0]);
  const timestamp = o.timestamp ?? Date.UTC(2026, 10, 25, 18) / 1000;
  return {
    fixture: {
      id,
      referee: 'Kassai Viktor',
      timezone: 'UTC',
      date: new Date(timestamp * 1000).toISOString(),
      timestamp,
      venue: { id: 1, name: 'Groupama Aréna', city: 'Budapest' },
      status: { long: status, short: status, elapsed: o.elapsed ?? (status === 'NS' ? null : 90), extra: null },
    },
    league: {
      id: o.league ?? 271,
      name: o.leagueName ?? 'NB I',
      country: 'Magyarország',
      logo: null,
      flag: null,
      season: o.season ?? 2026,
      round: o.round ?? 'Regular Season - 12',
    },
    teams: {
      home: { id: 1, name: o.home ?? 'Ferencváros', logo: null, winner: null },
      away: { id: 2, name: o.away ?? 'Újpest FC', logo: null, winner: null },
    },
    goals: { home: goals?.[0] ?? null, away: goals?.[1] ?? null },
    score: {
      halftime: { home: null, away: null },
      fulltime: { home: null, away: null },
      extratime: { home: null, away: null },
      penalty: { home: null, away: null },
    },
    events: [],
    lineups: [],
    statistics: [],
    predictions: null,
  };
}

export function country(code: string, name: string): Country {
  return { code, name, flag: null };
}

export function leagueEntry(
  id: number,
  name: string,
  countryCode: string,
  seasons: { year: number; start: string; end: string; current?: boolean }[],
): LeagueEntry {
  return {
    league: { id, name, type: 'League', logo: null },
    country: country(countryCode, countryCode),
    seasons: seasons.map((s, i) => ({ ...s, current: s.current ?? i === seasons.length - 1 })),
  };
}

/** The service's football reference as the loader gathers it: NB I, the Premier League, the Euro 2024, the 2022 World Cup. */
export function footballReference() {
  return {
    countries: [
      country('HU', 'Magyarország'),
      country('GB-ENG', 'Anglia'),
      country('EU', 'Európa'),
      country('WW', 'Világ'),
    ],
    leagues: [
      leagueEntry(271, 'NB I', 'HU', [
        { year: 2025, start: '2025-09-10', end: '2026-02-05' },
        { year: 2026, start: '2026-09-09', end: '2027-02-04' },
      ]),
      leagueEntry(39, 'Premier League', 'GB-ENG', [
        { year: 2025, start: '2025-09-03', end: '2026-05-21' },
        { year: 2026, start: '2026-09-02', end: '2027-05-20' },
      ]),
      leagueEntry(4, 'Európa-bajnokság', 'EU', [{ year: 2024, start: '2024-06-14', end: '2024-07-14' }]),
      leagueEntry(1, 'Világbajnokság', 'WW', [{ year: 2022, start: '2022-11-20', end: '2022-12-18' }]),
    ],
  };
}

/** A tournament's timetable: `count` fixtures, `perDay` a day from `from` (18:00 UTC), in kick-off order. */
export function timetable(league: number, season: number, from: string, count: number, perDay: number): Fixture[] {
  return Array.from({ length: count }, (_, i) =>
    fixture({
      league,
      season,
      status: 'FT',
      leagueName: league === 4 ? 'Európa-bajnokság' : 'Világbajnokság',
      timestamp: Date.parse(`${from}T12:00:00Z`) / 1000 + Math.floor(i / perDay) * 86_400 + (i % perDay) * 3 * 3600,
      round: 'Group Stage - 1',
      home: `Hazai ${i}`,
      away: `Vendég ${i}`,
    }),
  );
}

export interface SessionOpts {
  id: number;
  competition: number;
  type: string;
  status: string;
  /** ISO date */
  date: string;
  name?: string;
}

export function session(o: SessionOpts): Race {
  return {
    id: o.id,
    competition: {
      id: o.competition,
      name: o.name ?? `Nagydíj ${o.competition}`,
      location: { country: 'Ország', city: 'Város' },
    },
    circuit: { id: 100 + o.competition, name: `Pálya ${o.competition}`, image: null },
    season: Number(o.date.slice(0, 4)),
    type: o.type,
    laps: { current: null, total: o.type === 'Race' ? 50 : null },
    distance: null,
    timezone: 'utc',
    date: o.date,
    status: o.status,
  };
}

const WEEKEND: [part: number, type: string, dayOffset: number][] = [
  [1, '1st Practice', 0],
  [2, '2nd Practice', 0],
  [3, '3rd Practice', 1],
  [4, '1st Qualifying', 1],
  [5, '2nd Qualifying', 1],
  [6, '3rd Qualifying', 1],
  [7, 'Race', 2],
];

/** A Grand Prix weekend (ids `round * 10 + part`) whose race is on `raceDay`; `done` sessions completed, then one `Live`. */
export function weekend(round: number, raceDay: string, done: number, live = false): Race[] {
  const race = Date.parse(`${raceDay}T14:00:00Z`);
  return WEEKEND.map(([part, type, offset], i) =>
    session({
      id: round * 10 + part,
      competition: round,
      type,
      status: i < done ? 'Completed' : i === done && live ? 'Live' : 'Scheduled',
      date: new Date(race - (2 - offset) * 86_400_000 - (7 - part) * 3_600_000).toISOString(),
    }),
  );
}

export function result(driver: number, position: number | null, time: string | null = null): RaceResult {
  return {
    race: { id: 1 },
    driver: { id: driver, name: `Versenyző ${driver}`, abbr: null, number: driver, image: null },
    team: { id: 1, name: 'Csapat', logo: null },
    position,
    time,
    laps: 10,
    grid: null,
    pits: 0,
    gap: null,
  };
}
