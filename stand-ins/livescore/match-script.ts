// The whole story of one match, written before it is played: lineups, and every goal, card, substitution and
// shoot-out kick with its minute and the moment (seconds after kick-off) it happens. The score comes from the two
// teams' strengths (Poisson goals), and each event is consistent with the match so far: only players on the pitch
// score, get booked or are substituted; a player sent off takes no further part; an own goal counts for the other
// side; a missed penalty counts for nobody. The fixture view shows the events whose moment has come.
import { SHOOTOUT_COMMENT } from '../../shared/sport-constants.ts';
import { deriveSeed, Rng } from '../origin/seed/rng.ts';
import type { RealMatch } from '../real-results.ts';
import { eventOffsetS, shootoutOffsetS, type MatchTiming } from './match-clock.ts';
import { formationLines, type Player, type Squad } from './squads.ts';

export type Side = 'home' | 'away';

export interface ScriptTeam {
  id: number;
  name: string;
  squad: Squad;
  strength: number;
}

export interface ScriptInput {
  fixtureId: number;
  seed: number;
  home: ScriptTeam;
  away: ScriptTeam;
  /** a tournament venue: no home advantage */
  neutral: boolean;
  /** a drawn match goes to extra time and penalties */
  knockout: boolean;
  /** a real match: its script is the record, nothing drawn */
  real?: RealMatch | null;
}

export interface LineupSlot {
  player: Player;
  grid: string | null;
}

export interface ScriptLineup {
  formation: string;
  startXI: LineupSlot[];
  bench: Player[];
  coach: { id: number; name: string };
}

export interface ScriptEvent {
  /** seconds after kick-off */
  at: number;
  elapsed: number;
  extra: number | null;
  side: Side;
  type: 'Goal' | 'Card' | 'subst' | 'Var';
  detail: string;
  /** null: a real match's goal or kick whose scorer the record does not name (counted, never listed) */
  player: Player | null;
  assist: Player | null;
  comments: string | null;
  /** a shoot-out kick: counted in score.penalty, never in goals */
  shootout: boolean;
}

export interface MatchScript {
  timing: MatchTiming;
  lineups: Record<Side, ScriptLineup>;
  events: ScriptEvent[];
  /** expected goals of each side over 90 minutes (the predictions and statistics read them) */
  expected: Record<Side, number>;
  /** the random stream of the match statistics */
  statSeed: number;
  /** a real match: only its score and the goals of the record are known (no lineups, cards or statistics) */
  recorded: boolean;
}

const CARD_REASONS = [
  'Foul',
  'Foul',
  'Foul',
  'Argument',
  'Time wasting',
  'Handball',
  'Unsportsmanlike conduct',
  'Simulation',
];
const SCRIPT_STREAM = 0x3c;
const STRENGTH_SCALE = 0.035;
const BASE_GOALS = { home: 1.45, away: 1.15, neutral: 1.3 } as const;
const SCORE_WEIGHT = { G: 0, D: 0.12, M: 0.45, F: 1 } as const;
const ASSIST_WEIGHT = { G: 0.02, D: 0.35, M: 1, F: 0.7 } as const;

function poisson(rng: Rng, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit && k < 9) {
    k++;
    p *= rng.next();
  }
  return k;
}

function weightedPick<T>(rng: Rng, items: readonly T[], weight: (t: T) => number): T | null {
  const weights = items.map(weight);
  const total = weights.reduce((a, b) => a + b, 0);
  if (items.length === 0 || total <= 0) return items.length > 0 ? rng.pick(items) : null;
  return items[rng.weightedIndex(weights, total)];
}

export function expectedGoals(home: number, away: number, neutral: boolean): Record<Side, number> {
  const diff = home - away;
  return {
    home: (neutral ? BASE_GOALS.neutral : BASE_GOALS.home) * Math.exp(STRENGTH_SCALE * diff),
    away: (neutral ? BASE_GOALS.neutral : BASE_GOALS.away) * Math.exp(-STRENGTH_SCALE * diff),
  };
}

function pickLineup(rng: Rng, squad: Squad): ScriptLineup {
  const { D, M, F, lines } = formationLines(squad.formation);
  const need = { G: 1, D, M, F } as const;
  const chosen: Player[] = [];
  const rest: Player[] = [];
  for (const pos of ['G', 'D', 'M', 'F'] as const) {
    const ranked = squad.players
      .filter((p) => p.pos === pos)
      .map((p) => ({ p, score: p.depth + rng.next() * (pos === 'G' ? 0.6 : 1.8) }))
      .sort((a, b) => a.score - b.score)
      .map((x) => x.p);
    chosen.push(...ranked.slice(0, need[pos]));
    rest.push(...ranked.slice(need[pos]));
  }
  // Grid 'row:column' as API-Football writes it: the goalkeeper on row 1, then one row per line of the formation.
  const startXI: LineupSlot[] = [{ player: chosen[0], grid: '1:1' }];
  let k = 1;
  lines.forEach((size, row) => {
    for (let col = 1; col <= size; col++) startXI.push({ player: chosen[k++], grid: `${row + 2}:${col}` });
  });
  const bench = [
    ...rest.filter((p) => p.pos === 'G').slice(0, 1),
    ...rest
      .filter((p) => p.pos !== 'G')
      .sort((a, b) => a.depth - b.depth)
      .slice(0, 8),
  ];
  return { formation: squad.formation, startXI, bench, coach: squad.coach };
}

type Happening =
  | { kind: 'goal'; side: Side; elapsed: number; extra: number | null; second: number }
  | {
      kind: 'sub' | 'yellow' | 'red' | 'missed' | 'var';
      side: Side;
      elapsed: number;
      extra: number | null;
      second: number;
    };

export function writeMatchScript(input: ScriptInput): MatchScript {
  if (input.real) return recordedScript(input, input.real);
  const rng = new Rng(deriveSeed(input.seed, SCRIPT_STREAM, input.fixtureId));
  const stoppage: Stoppage = [rng.int(1, 4), rng.int(2, 7), rng.int(0, 2), rng.int(1, 3)];
  const lineups: Record<Side, ScriptLineup> = {
    home: pickLineup(rng, input.home.squad),
    away: pickLineup(rng, input.away.squad),
  };
  const expected = expectedGoals(input.home.strength, input.away.strength, input.neutral);
  const score = drawScore(rng, expected, input.knockout);
  const { extraTime, shootout } = score;
  const timing: MatchTiming = { stoppage, extraTime, shootoutKicks: shootout.length };

  const happenings = drawHappenings(rng, stoppage, score);
  const moments = new Map(happenings.map((h) => [h, eventOffsetS(timing, h.elapsed, h.extra, h.second)]));
  const at = (h: Happening) => moments.get(h)!;
  happenings.sort((a, b) => at(a) - at(b));

  const match = startMatch(lineups, at);
  for (const h of happenings) playHappening(rng, match, h, extraTime);
  match.events.push(...shootoutEvents(match.onPitch, shootout, timing));
  const { events } = match;
  events.sort((a, b) => a.at - b.at);
  const statSeed = deriveSeed(input.seed, SCRIPT_STREAM + 1, input.fixtureId);
  return { timing, lineups, events, expected, statSeed, recorded: false };
}

/** A player of the record: named, not one of the generated squad (ids from REAL_PLAYER_ID_BASE, one per name). */
const REAL_PLAYER_ID_BASE = 3_000_000;
const realPlayerIds = new Map<string, number>();
function realPlayer(name: string, nation: string): Player {
  const key = `${nation}/${name}`;
  if (!realPlayerIds.has(key)) realPlayerIds.set(key, REAL_PLAYER_ID_BASE + realPlayerIds.size);
  return { id: realPlayerIds.get(key)!, name, number: 0, pos: 'F', nation, knack: 1, depth: 0 };
}

/**
 * A real match as the record has it: its goals at their minutes by their scorers, or (a record of the score only)
 * goals with no scorer at the end of the period they fell in, and a shoot-out of unnamed kicks with its real score.
 */
function recordedScript(input: ScriptInput, real: RealMatch): MatchScript {
  const kicks = recordedKicks(real);
  const timing: MatchTiming = {
    stoppage: recordedStoppage(real),
    extraTime: real.extratime !== null,
    shootoutKicks: kicks.length,
  };
  const nationOf = (side: Side) => (side === 'home' ? real.home : real.away);
  const goal = (side: Side, elapsed: number, extra: number | null, detail: string, player: Player | null) => ({
    at: eventOffsetS(timing, elapsed, extra, 30),
    elapsed,
    extra,
    side,
    type: 'Goal' as const,
    detail,
    player,
    assist: null,
    comments: null,
    shootout: false,
  });
  const events: ScriptEvent[] = real.goals
    ? real.goals.map((g) =>
        goal(
          g.side,
          g.elapsed,
          g.extra,
          g.detail,
          realPlayer(g.scorer, nationOf(g.detail === 'Own Goal' ? other(g.side) : g.side)),
        ),
      )
    : (['home', 'away'] as const).flatMap((side) => {
        const total = (real.extratime ?? real.fulltime)[side];
        const regular = real.fulltime[side];
        return Array.from({ length: total }, (_, i) => goal(side, i < regular ? 90 : 120, null, 'Normal Goal', null));
      });
  kicks.forEach((kick, k) =>
    events.push({
      at: shootoutOffsetS(timing, k),
      elapsed: 120,
      extra: null,
      side: kick.side,
      type: 'Goal',
      detail: kick.scored ? 'Penalty' : 'Missed Penalty',
      player: kick.taker === null ? null : realPlayer(kick.taker, nationOf(kick.side)),
      assist: null,
      comments: SHOOTOUT_COMMENT,
      shootout: true,
    }),
  );
  events.sort((a, b) => a.at - b.at);
  const lineup = (squad: Squad) => ({ formation: squad.formation, startXI: [], bench: [], coach: squad.coach });
  return {
    timing,
    lineups: { home: lineup(input.home.squad), away: lineup(input.away.squad) },
    events,
    expected: expectedGoals(input.home.strength, input.away.strength, input.neutral),
    statSeed: deriveSeed(input.seed, SCRIPT_STREAM + 1, input.fixtureId),
    recorded: true,
  };
}

/** Stoppage time long enough for the latest recorded goal of each period (and the usual minimum otherwise). */
function recordedStoppage(real: RealMatch): Stoppage {
  const longest = (minimum: number, from: number, to: number) =>
    Math.max(
      minimum,
      ...(real.goals ?? []).filter((g) => g.extra !== null && g.elapsed > from && g.elapsed <= to).map((g) => g.extra!),
    );
  return [longest(2, 0, 45), longest(4, 45, 90), longest(1, 90, 105), longest(2, 105, 120)];
}

/** The record's kicks, or (a shoot-out known by its score only) unnamed kicks, home first, that make that score. */
function recordedKicks(real: RealMatch): { side: Side; taker: string | null; scored: boolean }[] {
  const p = real.penalties;
  if (real.kicks || !p) return real.kicks ?? [];
  return Array.from({ length: Math.max(p.home, p.away) }, (_, r) => [
    { side: 'home' as const, taker: null, scored: r < p.home },
    { side: 'away' as const, taker: null, scored: r < p.away },
  ]).flat();
}

/** Minutes of stoppage: first half, second half, and each half of extra time. */
type Stoppage = [number, number, number, number];

interface DrawnScore {
  goals: Record<Side, number>;
  extraGoals: Record<Side, number>;
  extraTime: boolean;
  /** the shoot-out's kicks (true = scored), none without one */
  shootout: boolean[];
}

/** Goals in 90 minutes, then (a drawn knockout match) in extra time, then the shoot-out. */
function drawScore(rng: Rng, expected: Record<Side, number>, knockout: boolean): DrawnScore {
  const goals = { home: poisson(rng, expected.home), away: poisson(rng, expected.away) };
  const extraGoals = { home: 0, away: 0 };
  const extraTime = knockout && goals.home === goals.away;
  if (extraTime) {
    extraGoals.home = poisson(rng, expected.home * 0.3);
    extraGoals.away = poisson(rng, expected.away * 0.3);
  }
  const shootout =
    extraTime && goals.home + extraGoals.home === goals.away + extraGoals.away ? simulateShootout(rng) : [];
  return { goals, extraGoals, extraTime, shootout };
}

type MatchPart = '1H' | '2H' | 'ET1' | 'ET2' | 'late';
type Moment = { elapsed: number; extra: number | null; second: number };

/** A random minute (and second) in a part of the match, stoppage time included. */
function slot(rng: Rng, stoppage: Stoppage, part: MatchPart): Moment {
  const second = rng.int(0, 59);
  const within = (first: number, regular: number, stop: number) => {
    const m = rng.int(first, regular + stop);
    return m > regular ? { elapsed: regular, extra: m - regular, second } : { elapsed: m, extra: null, second };
  };
  if (part === '1H') return within(1, 45, stoppage[0]);
  if (part === '2H') return within(46, 90, stoppage[1]);
  if (part === 'late') return { elapsed: rng.int(56, 88), extra: null, second };
  if (part === 'ET1') return within(91, 105, stoppage[2]);
  return within(106, 120, stoppage[3]);
}

/** What happens in the match and when, before it is decided who does it. */
function drawHappenings(rng: Rng, stoppage: Stoppage, { goals, extraGoals, extraTime }: DrawnScore): Happening[] {
  const when = (part: MatchPart) => slot(rng, stoppage, part);
  const half = (p1: number) => (rng.chance(p1) ? '1H' : '2H');
  const happenings: Happening[] = [];
  for (const side of ['home', 'away'] as const) {
    for (let i = 0; i < goals[side]; i++) happenings.push({ kind: 'goal', side, ...when(half(0.45)) });
    for (let i = 0; i < extraGoals[side]; i++)
      happenings.push({ kind: 'goal', side, ...when(rng.chance(0.5) ? 'ET1' : 'ET2') });
    const subs = rng.int(3, 5);
    for (let i = 0; i < subs; i++) {
      happenings.push(
        i === 0 && rng.chance(0.2)
          ? { kind: 'sub', side, elapsed: 46, extra: null, second: 0 }
          : { kind: 'sub', side, ...when('late') },
      );
    }
    if (extraTime) happenings.push({ kind: 'sub', side, ...when('ET1') });
    const yellows = poisson(rng, 1.9);
    for (let i = 0; i < yellows; i++) happenings.push({ kind: 'yellow', side, ...when(half(0.38)) });
    if (rng.chance(0.04)) happenings.push({ kind: 'red', side, ...when(half(0.3)) });
  }
  if (rng.chance(0.05))
    happenings.push({ kind: 'missed', side: rng.chance(0.5) ? 'home' : 'away', ...when(half(0.5)) });
  if (rng.chance(0.08)) happenings.push({ kind: 'var', side: rng.chance(0.5) ? 'home' : 'away', ...when(half(0.5)) });
  return happenings;
}

/** The match as it is played: who is on the pitch and on the bench, who is booked, and the events so far. */
interface MatchState {
  onPitch: Record<Side, Player[]>;
  bench: Record<Side, Player[]>;
  booked: Set<number>;
  subsMade: Record<Side, number>;
  events: ScriptEvent[];
  /** a happening's moment, seconds after kick-off */
  at: (h: Happening) => number;
}

type EventFields = Omit<ScriptEvent, 'at' | 'elapsed' | 'extra' | 'side' | 'shootout'>;

function startMatch(lineups: Record<Side, ScriptLineup>, at: (h: Happening) => number): MatchState {
  return {
    onPitch: {
      home: lineups.home.startXI.map((s) => s.player),
      away: lineups.away.startXI.map((s) => s.player),
    },
    bench: { home: [...lineups.home.bench], away: [...lineups.away.bench] },
    booked: new Set<number>(),
    subsMade: { home: 0, away: 0 },
    events: [],
    at,
  };
}

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

function record(match: MatchState, h: Happening, e: EventFields, side: Side = h.side): void {
  match.events.push({ at: match.at(h), elapsed: h.elapsed, extra: h.extra, side, shootout: false, ...e });
}

function leave(match: MatchState, side: Side, p: Player): void {
  match.onPitch[side] = match.onPitch[side].filter((x) => x.id !== p.id);
}

const outfield = (match: MatchState, side: Side) => match.onPitch[side].filter((p) => p.pos !== 'G');

/** Decides who a happening is about, consistent with the match so far, and records its event (if it still can be). */
function playHappening(rng: Rng, match: MatchState, h: Happening, extraTime: boolean): void {
  if (h.kind === 'goal') playGoal(rng, match, h);
  else if (h.kind === 'sub') playSubstitution(rng, match, h, extraTime);
  else if (h.kind === 'yellow' || h.kind === 'red') playCard(rng, match, h);
  else if (h.kind === 'missed') {
    const taker = [...outfield(match, h.side)].sort((a, b) => b.knack - a.knack)[0];
    if (taker)
      record(match, h, { type: 'Goal', detail: 'Missed Penalty', player: taker, assist: null, comments: null });
  } else {
    const who = weightedPick(rng, outfield(match, h.side), (p) => SCORE_WEIGHT[p.pos]);
    if (who)
      record(match, h, { type: 'Var', detail: 'Goal cancelled', player: who, assist: null, comments: 'Offside' });
  }
}

function playGoal(rng: Rng, match: MatchState, h: Happening): void {
  const roll = rng.next();
  if (roll < 0.06) {
    const unlucky = weightedPick(rng, match.onPitch[other(h.side)], (p) =>
      p.pos === 'D' ? 3 : p.pos === 'M' ? 1 : 0.3,
    );
    if (unlucky) record(match, h, { type: 'Goal', detail: 'Own Goal', player: unlucky, assist: null, comments: null });
    return;
  }
  const penalty = roll < 0.15;
  const scorer = penalty
    ? [...outfield(match, h.side)].sort((a, b) => b.knack * SCORE_WEIGHT[b.pos] - a.knack * SCORE_WEIGHT[a.pos])[0]
    : weightedPick(rng, outfield(match, h.side), (p) => p.knack * SCORE_WEIGHT[p.pos]);
  if (!scorer) return;
  const assist =
    !penalty && rng.chance(0.72)
      ? weightedPick(
          rng,
          outfield(match, h.side).filter((p) => p.id !== scorer.id),
          (p) => ASSIST_WEIGHT[p.pos] * (0.6 + p.knack),
        )
      : null;
  record(match, h, {
    type: 'Goal',
    detail: penalty ? 'Penalty' : 'Normal Goal',
    player: scorer,
    assist,
    comments: null,
  });
}

function playSubstitution(rng: Rng, match: MatchState, h: Happening, extraTime: boolean): void {
  const { bench, subsMade, onPitch } = match;
  const limit = extraTime && h.elapsed > 90 ? 6 : 5;
  if (subsMade[h.side] >= limit || bench[h.side].length === 0) return;
  const out = weightedPick(rng, outfield(match, h.side), (p) => (p.pos === 'F' ? 1.6 : p.pos === 'M' ? 1.3 : 0.6));
  if (!out) return;
  const replacement = bench[h.side].find((p) => p.pos === out.pos) ?? bench[h.side].find((p) => p.pos !== 'G');
  if (!replacement) return;
  bench[h.side] = bench[h.side].filter((p) => p.id !== replacement.id);
  leave(match, h.side, out);
  onPitch[h.side].push(replacement);
  subsMade[h.side]++;
  record(match, h, {
    type: 'subst',
    detail: `Substitution ${subsMade[h.side]}`,
    player: out,
    assist: replacement,
    comments: null,
  });
}

/** A yellow card (a second one sends the player off) or a straight red. */
function playCard(rng: Rng, match: MatchState, h: Happening): void {
  const who = weightedPick(rng, match.onPitch[h.side], (p) => (p.pos === 'G' ? 0.15 : p.pos === 'D' ? 1.4 : 1));
  if (!who) return;
  const comments = rng.pick(CARD_REASONS);
  if (h.kind === 'red') {
    leave(match, h.side, who);
    record(match, h, { type: 'Card', detail: 'Red Card', player: who, assist: null, comments });
  } else if (match.booked.has(who.id)) {
    leave(match, h.side, who);
    record(match, h, { type: 'Card', detail: 'Second Yellow card', player: who, assist: null, comments });
  } else {
    match.booked.add(who.id);
    record(match, h, { type: 'Card', detail: 'Yellow Card', player: who, assist: null, comments });
  }
}

/** The shoot-out: home kicks first; takers in order of scoring knack among those still on the pitch. */
function shootoutEvents(onPitch: Record<Side, Player[]>, shootout: boolean[], timing: MatchTiming): ScriptEvent[] {
  const takers: Record<Side, Player[]> = {
    home: [...onPitch.home].sort((a, b) => b.knack - a.knack),
    away: [...onPitch.away].sort((a, b) => b.knack - a.knack),
  };
  return shootout.map((scored, k) => {
    const side: Side = k % 2 === 0 ? 'home' : 'away';
    const list = takers[side];
    const taker = list[Math.floor(k / 2) % list.length];
    return {
      at: shootoutOffsetS(timing, k),
      elapsed: 120,
      extra: null,
      side,
      type: 'Goal',
      detail: scored ? 'Penalty' : 'Missed Penalty',
      player: taker,
      assist: null,
      comments: SHOOTOUT_COMMENT,
      shootout: true,
    };
  });
}

/** Kicks of a shoot-out (true = scored), home first, stopping as soon as it is decided; sudden death after five each. */
function simulateShootout(rng: Rng): boolean[] {
  const kicks: boolean[] = [];
  const score = { home: 0, away: 0 };
  for (let round = 0; round < 30; round++) {
    for (const side of ['home', 'away'] as const) {
      const scored = rng.chance(0.76);
      kicks.push(scored);
      if (scored) score[side]++;
      if (round < 5) {
        const left = { home: 5 - round - 1, away: side === 'home' ? 5 - round : 5 - round - 1 };
        if (score.home + left.home < score.away || score.away + left.away < score.home) return kicks;
      }
    }
    if (round >= 4 && score.home !== score.away) return kicks;
  }
  // A draw after thirty rounds is not a thing; let the home side take it.
  kicks.push(true, false);
  return kicks;
}
