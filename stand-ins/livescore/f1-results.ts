// Formula 1 sessions played out against the clock. A practice or qualifying part is a set of timed laps at known
// moments: the classification at any time orders the best laps set so far. A race is every driver's lap times from
// the grid the qualifying made; at any time the running order follows laps completed and the time each driver
// crossed the line, with gaps, pit stops and retirements. Nothing is stored: the same seed, session and moment give
// the same answer, and a page left open sees laps and positions change. Only a simulated weekend (f1-world.ts) is
// played out; a Grand Prix already run shows what stand-ins/real-results.ts records of it, which may be nothing.
import { mergeRaceSessions } from '../../shared/merge-race-sessions.ts';
import { F1_POINTS, RACE_COMPLETED, RACE_LIVE, RACE_SCHEDULED } from '../../shared/sport-constants.ts';
import { deriveSeed, Rng } from '../origin/seed/rng.ts';
import { F1_CALENDARS, F1_WINNERS } from '../real-results.ts';
import type { TeamDef } from './f1-reference.ts';
import type { F1Driver, F1Session, F1World } from './f1-world.ts';

export interface ResultRow {
  driver: F1Driver;
  team: TeamDef;
  position: number | null;
  time: string | null;
  laps: number | null;
  grid: string | null;
  pits: number | null;
  gap: string | null;
  /** a lap time or race time in seconds, for merging and sorting */
  seconds: number | null;
  retired?: boolean;
}

interface TimedSim {
  kind: 'timed';
  attempts: Map<number, { at: number; time: number }[]>;
}

interface RaceSim {
  kind: 'race';
  laps: number;
  grid: number[];
  cum: Map<number, number[]>;
  pitLaps: Map<number, number[]>;
  /** laps a retiring driver completes; absent for those who finish */
  retireAfter: Map<number, number>;
  finalLaps: Map<number, number>;
  end: number;
}

const SIM_STREAM = 0xf5;
const QUALIFYING_CUTS = { q2: 16, q3: 10 } as const;
const PIT_LOSS_S = 21;
const sims = new WeakMap<F1World, Map<number, TimedSim | RaceSim>>();

function gauss(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

export function lapTime(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds - m * 60;
  return `${m}:${s.toFixed(3).padStart(6, '0')}`;
}

export function raceTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const rest = seconds - h * 3600;
  return `${h}:${lapTime(rest).padStart(9, '0')}`;
}

function baseLap(session: F1Session): number {
  const c = session.round.circuit;
  const [m, s] = (c.lapRecord?.time ?? '').split(':');
  return c.lapRecord ? Number(m) * 60 + Number(s) : (c.lengthKm / 215) * 3600;
}

/** A driver's speed this season, 0..1: mostly the car, partly the driver. */
function rating(world: F1World, session: F1Session, driver: F1Driver): number {
  const season = world.seasons.get(session.round.season)!;
  return season.lineup.get(driver.id)!.pace * 0.75 + driver.skill * 0.25;
}

function participants(world: F1World, session: F1Session): F1Driver[] {
  const round = session.round;
  if (session.part === 5 || session.part === 6) {
    const previous = round.sessions[session.part - 2];
    const cut = session.part === 5 ? QUALIFYING_CUTS.q2 : QUALIFYING_CUTS.q3;
    return finalResults(world, previous)
      .slice(0, cut)
      .map((r) => r.driver);
  }
  return world.seasons.get(round.season)!.drivers;
}

function simulate(world: F1World, session: F1Session): TimedSim | RaceSim {
  let cache = sims.get(world);
  if (!cache) sims.set(world, (cache = new Map<number, TimedSim | RaceSim>()));
  const known = cache.get(session.id);
  if (known) return known;
  const rng = new Rng(deriveSeed(world.seed, SIM_STREAM, session.id));
  const base = baseLap(session);
  let sim: TimedSim | RaceSim;
  if (session.part < 7) {
    const qualifying = session.part >= 4;
    const pace = base * (qualifying ? 0.995 : 1.01);
    const attempts = new Map<number, { at: number; time: number }[]>();
    for (const d of participants(world, session)) {
      const r = rating(world, session, d);
      const n = qualifying ? 2 + rng.int(0, 1) : 5 + rng.int(0, 3);
      const list = Array.from({ length: n }, (_, i) => {
        const at = Math.round(session.length * (i === 0 ? 0.1 + rng.next() * 0.35 : 0.15 + rng.next() * 0.83));
        const time = pace * (1 + (1 - r) * 0.035 + Math.abs(gauss(rng)) * 0.004) - 0.3 * (at / session.length);
        return { at, time: Math.round(time * 1000) / 1000 };
      });
      attempts.set(
        d.id,
        list.sort((a, b) => a.at - b.at),
      );
    }
    sim = { kind: 'timed', attempts };
  } else {
    const laps = session.round.circuit.laps;
    const grid = startingOrder(world, session);
    const cum = new Map<number, number[]>();
    const pitLaps = new Map<number, number[]>();
    const retireAfter = new Map<number, number>();
    const pace = base * 1.07;
    grid.forEach((id, slot) => {
      const d = world.drivers.find((x) => x.id === id)!;
      const r = rating(world, session, d);
      const stops = rng.chance(0.3)
        ? [rng.int(12, Math.floor(laps * 0.45)), rng.int(Math.ceil(laps * 0.55), laps - 8)]
        : [rng.int(Math.floor(laps * 0.3), Math.floor(laps * 0.6))];
      pitLaps.set(id, stops);
      if (rng.chance(0.06)) retireAfter.set(id, rng.int(1, laps - 2));
      let total = 0;
      let sinceStop = 0;
      const times: number[] = [];
      for (let i = 0; i < laps; i++) {
        let t = pace * (1 + (1 - r) * 0.022) + gauss(rng) * 0.35 + sinceStop * 0.03;
        if (i === 0) t += 3 + slot * 0.22;
        if (stops.includes(i + 1)) {
          t += PIT_LOSS_S;
          sinceStop = 0;
        } else sinceStop++;
        total += t;
        times.push(Math.round(total * 1000) / 1000);
      }
      cum.set(id, times);
    });
    // The leader takes the flag; everyone else finishes on crossing the line after that.
    const flag = Math.min(...grid.filter((id) => !retireAfter.has(id)).map((id) => cum.get(id)![laps - 1]));
    const finalLaps = new Map<number, number>();
    let end = flag;
    for (const id of grid) {
      if (retireAfter.has(id)) {
        finalLaps.set(id, retireAfter.get(id)!);
        continue;
      }
      const times = cum.get(id)!;
      const k = times.findIndex((x) => x >= flag);
      finalLaps.set(id, k + 1);
      end = Math.max(end, times[k]);
    }
    sim = { kind: 'race', laps, grid, cum, pitLaps, retireAfter, finalLaps, end: Math.ceil(end) + 60 };
  }
  cache.set(session.id, sim);
  return sim;
}

/** The order the race starts in: the qualifying's classification (Q3, then Q2, then Q1 as §7 merges them). */
function startingOrder(world: F1World, race: F1Session): number[] {
  const [q1, q2, q3] = race.round.sessions.slice(3, 6);
  return mergeRaceSessions([q1, q2, q3].map((q) => finalResults(world, q))).map((r) => r.driver.id);
}

export function sessionEndS(world: F1World, session: F1Session): number {
  if (!session.round.simulated) return session.start + session.length;
  const sim = simulate(world, session);
  return session.start + (sim.kind === 'race' ? sim.end : session.length);
}

export function sessionStatus(world: F1World, session: F1Session, nowS: number): string {
  if (nowS < session.start) return RACE_SCHEDULED;
  return nowS >= sessionEndS(world, session) ? RACE_COMPLETED : RACE_LIVE;
}

export function raceLapsAt(
  world: F1World,
  session: F1Session,
  nowS: number,
): { current: number | null; total: number | null } {
  if (session.part !== 7) return { current: null, total: null };
  if (!session.round.simulated) return { current: null, total: session.round.circuit.laps };
  const sim = simulate(world, session) as RaceSim;
  const offset = nowS - session.start;
  if (offset < 0) return { current: null, total: sim.laps };
  const leaderLaps = Math.max(...sim.grid.map((id) => sim.cum.get(id)!.filter((x) => x <= offset).length));
  return { current: Math.min(sim.laps, leaderLaps), total: sim.laps };
}

const teamOf = (world: F1World, session: F1Session, d: F1Driver) =>
  world.seasons.get(session.round.season)!.lineup.get(d.id)!;

/** The classification of one session at a moment (Infinity: the final one). Empty before anything is timed. */
export function sessionResults(world: F1World, session: F1Session, nowS: number): ResultRow[] {
  const offset = nowS - session.start;
  if (offset < 0) return [];
  if (!session.round.simulated) return recordedResults(world, session, nowS);
  const sim = simulate(world, session);
  const driver = (id: number) => world.drivers.find((d) => d.id === id)!;
  if (nowS >= sessionEndS(world, session) && nowS !== Infinity) return finalResults(world, session);
  if (sim.kind === 'timed') {
    const rows = [...sim.attempts]
      .flatMap(([id, list]) => {
        const done = list.filter((a) => a.at <= offset);
        if (done.length === 0) return [];
        const best = Math.min(...done.map((a) => a.time));
        const d = driver(id);
        return [{ d, best, laps: done.length * 3 }];
      })
      .sort((a, b) => a.best - b.best);
    return rows.map((r, i): ResultRow => ({
      driver: r.d,
      team: teamOf(world, session, r.d),
      position: i + 1,
      time: lapTime(r.best),
      laps: r.laps,
      grid: null,
      pits: null,
      gap: i === 0 ? null : `+${(r.best - rows[0].best).toFixed(3)}`,
      seconds: r.best,
    }));
  }
  const lapsDone = (id: number) => {
    const times = sim.cum.get(id)!;
    let n = 0;
    while (n < sim.finalLaps.get(id)! && times[n] <= offset) n++;
    return n;
  };
  const out = sim.grid.map((id, slot) => {
    const laps = lapsDone(id);
    const times = sim.cum.get(id)!;
    const retiredAt = sim.retireAfter.has(id) ? times[sim.retireAfter.get(id)!] - 20 : Infinity;
    return {
      id,
      slot,
      laps,
      crossed: laps > 0 ? times[laps - 1] : slot,
      retired: sim.retireAfter.has(id) && offset >= retiredAt,
      pits: sim.pitLaps.get(id)!.filter((l) => l <= laps).length,
    };
  });
  out.sort((a, b) => Number(a.retired) - Number(b.retired) || b.laps - a.laps || a.crossed - b.crossed);
  const leader = out[0];
  const leaderTimes = sim.cum.get(leader.id)!;
  return out.map((r, i): ResultRow => {
    const d = driver(r.id);
    let time: string | null;
    if (r.retired) time = 'DNF';
    else if (i === 0) time = r.laps > 0 ? raceTime(r.crossed) : null;
    else if (r.laps === 0) time = null;
    else if (r.laps < leader.laps) {
      const behind = leader.laps - r.laps;
      time = `+${behind} kör`;
    } else time = `+${(r.crossed - leaderTimes[r.laps - 1]).toFixed(3)}`;
    return {
      driver: d,
      team: teamOf(world, session, d),
      position: i + 1,
      time,
      laps: r.laps,
      grid: String(r.slot + 1),
      pits: r.pits,
      gap: i === 0 ? null : time,
      seconds: r.laps > 0 ? r.crossed : null,
      retired: r.retired,
    };
  });
}

/** What the record holds of a Grand Prix already run: its race's winner, where recorded; nothing else. */
function recordedResults(world: F1World, session: F1Session, nowS: number): ResultRow[] {
  const { season, circuit } = session.round;
  if (session.part !== 7 || nowS < sessionEndS(world, session)) return [];
  const index = F1_CALENDARS.get(season)?.findIndex(([id]) => id === circuit.id) ?? -1;
  const abbr = F1_WINNERS.get(season)?.[index];
  const winner = world.seasons.get(season)!.drivers.find((d) => d.abbr === abbr);
  if (!winner) return [];
  const team = teamOf(world, session, winner);
  return [
    { driver: winner, team, position: 1, time: null, laps: null, grid: null, pits: null, gap: null, seconds: null },
  ];
}

const finals = new WeakMap<F1World, Map<number, ResultRow[]>>();
/** The final classification of a session (what it shows once completed), worked out once. */
export function finalResults(world: F1World, session: F1Session): ResultRow[] {
  let cache = finals.get(world);
  if (!cache) finals.set(world, (cache = new Map<number, ResultRow[]>()));
  let rows = cache.get(session.id);
  if (!rows) cache.set(session.id, (rows = sessionResults(world, session, Infinity)));
  return rows;
}

/** §7 a dotted id: the parts' classifications merged, each driver by the last part they ran in. */
export function mergedResults(world: F1World, parts: readonly F1Session[], nowS: number): ResultRow[] {
  return mergeRaceSessions(parts.map((p) => sessionResults(world, p, nowS)));
}

/** §2.7 the starting grid of a race (a negative race id): the qualifying's order once all its parts are over. */
export function startingGrid(world: F1World, race: F1Session, nowS: number): ResultRow[] {
  const parts = race.round.sessions.slice(3, 6);
  if (!race.round.simulated) return [];
  if (parts.some((p) => sessionStatus(world, p, nowS) !== RACE_COMPLETED)) return [];
  return mergedResults(world, parts, nowS).map((r, i) => ({ ...r, position: i + 1, grid: String(i + 1), gap: null }));
}

/** Championship points of a finished race's row (the top ten; a retired driver scores nothing). */
export function pointsFor(row: ResultRow): number {
  if (row.retired || row.position === null) return 0;
  return F1_POINTS[row.position - 1] ?? 0;
}
