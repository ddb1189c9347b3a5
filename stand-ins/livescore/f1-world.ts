// The Formula 1 half of the livescore data: this year's season and last year's, each Grand Prix a weekend of seven
// sessions (three practices, the qualifying's three parts, the race). Last year's season is over. This year's is laid
// out around the moment the service starts: its place in the calendar follows the day of the year, and the race of
// that weekend started 35 minutes before the start, so one race is always running (f1-results.ts reads it off the
// clock). Drivers are generated (names, numbers, careers); constructors and circuits are the real ones.
import { addDays, calendarDay, zonedTime } from '../../shared/calendar-day.ts';
import { F1_SESSION_TYPES, SPORT_TIME_ZONE } from '../../shared/sport-constants.ts';
import { deriveSeed, Rng } from '../origin/seed/rng.ts';
import { CIRCUITS, DRIVER_ORIGINS, TEAMS, type CircuitDef, type TeamDef } from './f1-reference.ts';
import { personName } from './name-banks.ts';
import { nation } from './nations.ts';

export interface F1Driver {
  id: number;
  name: string;
  abbr: string;
  number: number;
  nation: string;
  birthdate: string;
  birthplace: string;
  /** driving skill, 0..1 */
  skill: number;
  career: {
    entries: number;
    titles: number;
    podiums: number;
    wins: number;
    bestFinish: number;
    bestGrid: number;
    points: number;
  };
}

export interface F1Session {
  id: number;
  type: string;
  /** 1..7: FP1, FP2, FP3, Q1, Q2, Q3, race */
  part: number;
  start: number;
  /** planned length in seconds (a race's real end comes from its laps) */
  length: number;
  round: F1Round;
}

export interface F1Round {
  round: number;
  season: number;
  circuit: CircuitDef;
  sessions: F1Session[];
}

export interface F1Season {
  year: number;
  rounds: F1Round[];
  /** team of each driver this season */
  lineup: Map<number, TeamDef>;
}

export interface F1World {
  /** the simulations of the sessions draw from it */
  seed: number;
  drivers: F1Driver[];
  seasons: Map<number, F1Season>;
  sessions: Map<number, F1Session>;
  /** each constructor's president, team principal and technical director (generated) */
  teamPeople: Map<number, { president: string; director: string; technical: string }>;
}

const DRIVER_STREAM = 0xf1;
const SESSION_TYPES = [...F1_SESSION_TYPES.practice, ...F1_SESSION_TYPES.qualifying, F1_SESSION_TYPES.race];
/** Local start times: Friday two practices, Saturday the third and the qualifying, Sunday the race. */
const SESSION_PLAN: readonly { dayBeforeRace: number; time: string; minutes: number }[] = [
  { dayBeforeRace: 2, time: '13:30', minutes: 60 },
  { dayBeforeRace: 2, time: '17:00', minutes: 60 },
  { dayBeforeRace: 1, time: '12:30', minutes: 60 },
  { dayBeforeRace: 1, time: '16:00', minutes: 18 },
  { dayBeforeRace: 1, time: '16:25', minutes: 15 },
  { dayBeforeRace: 1, time: '16:48', minutes: 12 },
];
const RACE_TIME = '15:00';
/** This year's rounds two weeks apart fit any start day into the year; last year's ran March to November. */
const DAYS_BETWEEN_ROUNDS = 14;
const PAST_DAYS_BETWEEN_ROUNDS = 11;
/** The running race started this long before the service. */
const LIVE_RACE_STARTED_S = 35 * 60;
const FIVE_MIN = 300;

/** Session id: the season's last two digits, the round and the part: 260217 is 2026's round 21 race. */
export function sessionId(season: number, round: number, part: number): number {
  return (season % 100) * 10_000 + round * 10 + part;
}

function abbreviation(name: string): string {
  const family = name.split(' ').at(-1)!;
  return family
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

function buildDrivers(seed: number): F1Driver[] {
  const rng = new Rng(deriveSeed(seed, DRIVER_STREAM, 0));
  const numbers = rng.shuffle(Array.from({ length: 97 }, (_, i) => i + 2));
  return DRIVER_ORIGINS.map(([code, city], i) => {
    const name = personName(rng, nation(code).bank);
    const born = 1988 + rng.int(0, 19);
    const seasonsRaced = Math.max(0, Math.min(2024 - born - 18, rng.int(0, 14)));
    const entries = seasonsRaced * 22;
    const skill = Math.round(rng.next() * 100) / 100;
    const wins = entries > 0 ? Math.floor(Math.pow(skill, 4) * entries * 0.2) : 0;
    const podiums = wins + (entries > 0 ? Math.floor(Math.pow(skill, 2) * entries * 0.15) : 0);
    return {
      id: 101 + i,
      name,
      abbr: abbreviation(name),
      number: numbers[i],
      nation: code,
      birthdate: `${born}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      birthplace: city,
      skill,
      career: {
        entries,
        titles: wins > 40 ? rng.int(1, 4) : 0,
        podiums,
        wins,
        bestFinish: entries === 0 ? 0 : wins > 0 ? 1 : podiums > 0 ? rng.int(2, 3) : rng.int(4, 14),
        bestGrid: entries === 0 ? 0 : wins > 0 ? 1 : rng.int(2, 12),
        points: Math.round(entries * (2 + skill * 8)),
      },
    };
  });
}

function buildSeason(year: number, drivers: F1Driver[], seed: number, anchorS: number | null): F1Season {
  const rng = new Rng(deriveSeed(seed, DRIVER_STREAM, year));
  // Two drivers per team; last year two pairs sat in each other's cars.
  const order = drivers.map((d) => d.id);
  if (anchorS === null) {
    const swaps = rng.sample(
      Array.from({ length: order.length / 2 }, (_, i) => i),
      2,
    );
    [order[swaps[0] * 2], order[swaps[1] * 2]] = [order[swaps[1] * 2], order[swaps[0] * 2]];
  }
  const lineup = new Map(order.map((id, i) => [id, TEAMS[Math.floor(i / 2)]]));
  const count = CIRCUITS.length;
  let raceStart: (round: number) => number;
  if (anchorS !== null) {
    const today = calendarDay(anchorS, SPORT_TIME_ZONE);
    const dayOfYear = Math.floor(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${today.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000,
    );
    const live = Math.min(count - 1, Math.floor((dayOfYear / 365) * count));
    const liveStart = Math.floor((anchorS - LIVE_RACE_STARTED_S) / FIVE_MIN) * FIVE_MIN;
    const liveDay = calendarDay(liveStart, SPORT_TIME_ZONE);
    raceStart = (r) =>
      r === live
        ? liveStart
        : zonedTime(addDays(liveDay, (r - live) * DAYS_BETWEEN_ROUNDS), RACE_TIME, SPORT_TIME_ZONE);
  } else {
    const first = `${year}-03-08`;
    raceStart = (r) => zonedTime(addDays(first, r * PAST_DAYS_BETWEEN_ROUNDS), RACE_TIME, SPORT_TIME_ZONE);
  }
  const rounds = CIRCUITS.map((circuit, r): F1Round => {
    const round: F1Round = { round: r + 1, season: year, circuit, sessions: [] };
    const start = raceStart(r);
    const raceDay = calendarDay(start, SPORT_TIME_ZONE);
    round.sessions = SESSION_TYPES.map((type, k) => {
      const part = k + 1;
      const plan = SESSION_PLAN[k];
      return {
        id: sessionId(year, r + 1, part),
        type,
        part,
        round,
        start: plan ? zonedTime(addDays(raceDay, -plan.dayBeforeRace), plan.time, SPORT_TIME_ZONE) : start,
        length: plan ? plan.minutes * 60 : 2 * 3600,
      };
    });
    return round;
  });
  return { year, rounds, lineup };
}

export function buildF1World({ seed, anchorS }: { seed: number; anchorS: number }): F1World {
  const drivers = buildDrivers(seed);
  const year = Number(calendarDay(anchorS, SPORT_TIME_ZONE).slice(0, 4));
  const seasons = new Map<number, F1Season>([
    [year - 1, buildSeason(year - 1, drivers, seed, null)],
    [year, buildSeason(year, drivers, seed, anchorS)],
  ]);
  const sessions = new Map<number, F1Session>();
  for (const s of seasons.values()) for (const r of s.rounds) for (const x of r.sessions) sessions.set(x.id, x);
  const people = new Rng(deriveSeed(seed, DRIVER_STREAM, 1));
  const banks = ['en', 'it', 'de', 'fr', 'en', 'en'] as const;
  const teamPeople = new Map(
    TEAMS.map((t) => [
      t.id,
      {
        president: personName(people, people.pick(banks)),
        director: personName(people, people.pick(banks)),
        technical: personName(people, people.pick(banks)),
      },
    ]),
  );
  return { seed, drivers, seasons, sessions, teamPeople };
}
