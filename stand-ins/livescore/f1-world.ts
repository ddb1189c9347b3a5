// The Formula 1 half of the livescore data: last year's season and this year's, each Grand Prix a weekend of seven
// sessions (three practices, the qualifying's three parts, the race), the drivers, teams and calendars the real ones
// (stand-ins/real-results.ts). Races already run show only what the record there holds. This year's next Grand Prix
// is moved to the moment the service starts, its race started 35 minutes before, so one race is always running:
// that weekend and the ones after it are simulated (f1-results.ts reads them off the clock), the corpus's near future.
import { addDays, calendarDay, zonedTime } from '../../shared/calendar-day.ts';
import { F1_SESSION_TYPES, SPORT_TIME_ZONE } from '../../shared/sport-constants.ts';
import { deriveSeed, Rng } from '../origin/seed/rng.ts';
import { F1_CALENDARS, F1_DRIVERS, F1_LINEUPS, F1_SEASON_NUMBERS, type RealF1Driver } from '../real-results.ts';
import { CIRCUITS, TEAMS, type CircuitDef, type TeamDef } from './f1-reference.ts';

export interface F1Driver extends RealF1Driver {
  id: number;
  /** driving skill, 0..1, for the simulated sessions only */
  skill: number;
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
  /** played out by the simulation (the running weekend and those after it); otherwise only the record is shown */
  simulated: boolean;
}

export interface F1Season {
  year: number;
  rounds: F1Round[];
  /** team of each driver who raced this season */
  lineup: Map<number, TeamDef>;
  /** those drivers, team by team, each with the number raced under that season */
  drivers: F1Driver[];
}

export interface F1World {
  /** the simulations of the sessions draw from it */
  seed: number;
  drivers: F1Driver[];
  seasons: Map<number, F1Season>;
  sessions: Map<number, F1Session>;
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
/** A season without a recorded calendar: the newest recorded one's order, rounds two weeks apart (last year's from March). */
const DAYS_BETWEEN_ROUNDS = 14;
/** The running race started this long before the service. */
const LIVE_RACE_STARTED_S = 35 * 60;
const FIVE_MIN = 300;

/** Session id: the season's last two digits, the round and the part: 260217 is 2026's round 21 race. */
export function sessionId(season: number, round: number, part: number): number {
  return (season % 100) * 10_000 + round * 10 + part;
}

function buildDrivers(seed: number): F1Driver[] {
  const rng = new Rng(deriveSeed(seed, DRIVER_STREAM, 0));
  return F1_DRIVERS.map((d, i) => ({ ...d, id: 101 + i, skill: Math.round(rng.next() * 100) / 100 }));
}

const newest = <T>(map: ReadonlyMap<number, T>, year: number): T => map.get(year) ?? map.get(Math.max(...map.keys()))!;

/** The season's race days (local dates) by round, and the round running at the anchor (null: a past season). */
function raceDays(year: number, anchorS: number | null): { days: string[]; live: number | null } {
  const recorded = F1_CALENDARS.get(year);
  const order = newest(F1_CALENDARS, year);
  const today = anchorS === null ? null : calendarDay(anchorS, SPORT_TIME_ZONE);
  if (recorded) {
    const days = recorded.map(([, day]) => day);
    if (today === null) return { days, live: null };
    const next = days.findIndex((d) => d >= today);
    return { days, live: next === -1 ? days.length - 1 : next };
  }
  if (today === null)
    return { days: order.map((_, r) => addDays(`${year}-03-08`, r * DAYS_BETWEEN_ROUNDS)), live: null };
  const dayOfYear = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 86_400_000;
  const live = Math.min(order.length - 1, Math.floor((dayOfYear / 365) * order.length));
  return { days: order.map((_, r) => addDays(today, (r - live) * DAYS_BETWEEN_ROUNDS)), live };
}

function buildSeason(year: number, drivers: F1Driver[], anchorS: number | null): F1Season {
  const seats = newest(F1_LINEUPS, year);
  const lineup = new Map(
    drivers.filter((d) => seats.has(d.abbr)).map((d) => [d.id, TEAMS.find((t) => t.id === seats.get(d.abbr))!]),
  );
  const numbers = F1_SEASON_NUMBERS.get(year);
  const seated = TEAMS.flatMap((t) => drivers.filter((d) => lineup.get(d.id) === t)).map((d) => ({
    ...d,
    number: numbers?.get(d.abbr) ?? d.number,
  }));
  const competitions = newest(F1_CALENDARS, year).map(([id]) => CIRCUITS.find((c) => c.id === id)!);
  const { days, live } = raceDays(year, anchorS);
  const liveStart = anchorS === null ? 0 : Math.floor((anchorS - LIVE_RACE_STARTED_S) / FIVE_MIN) * FIVE_MIN;
  const rounds = competitions.map((circuit, r): F1Round => {
    const running = r === live;
    const round: F1Round = { round: r + 1, season: year, circuit, sessions: [], simulated: live !== null && r >= live };
    const start = running ? liveStart : zonedTime(days[r], RACE_TIME, SPORT_TIME_ZONE);
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
  return { year, rounds, lineup, drivers: seated };
}

export function buildF1World({ seed, anchorS }: { seed: number; anchorS: number }): F1World {
  const drivers = buildDrivers(seed);
  const year = Number(calendarDay(anchorS, SPORT_TIME_ZONE).slice(0, 4));
  const seasons = new Map<number, F1Season>([
    [year - 1, buildSeason(year - 1, drivers, null)],
    [year, buildSeason(year, drivers, anchorS)],
  ]);
  const sessions = new Map<number, F1Session>();
  for (const s of seasons.values()) for (const r of s.rounds) for (const x of r.sessions) sessions.set(x.id, x);
  return { seed, drivers, seasons, sessions };
}
