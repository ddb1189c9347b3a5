// A fixture as the service answers it at a given moment (API-Football's shape, shared/livescore-types.ts): the
// status and minute off the match clock, the score and events that have happened by then, and for the fixture by
// id its lineups (from an hour before kick-off), statistics (once it has started) and the pre-match prediction.
import type { Fixture, FixtureEvent, Lineup } from '../../shared/livescore-types.ts';
import type { FixtureRecord, FootballWorld, TeamRef } from './football-world.ts';
import { matchClock, matchDurationS, type ClockReading } from './match-clock.ts';
import { outcomeOf, winnerOf, type Outcome } from './match-outcome.ts';
import { matchPrediction } from './match-prediction.ts';
import type { ScriptEvent, ScriptLineup, Side } from './match-script.ts';
import { matchStatistics } from './match-statistics.ts';
import type { Player } from './squads.ts';

/** A real match's goal or kick the record names no scorer for counts in the score but is not listed. */
const listed = (e: ScriptEvent): e is ScriptEvent & { player: Player } => e.player !== null;

/** Lineups are published this long before kick-off. */
export const LINEUPS_BEFORE_KICKOFF_S = 3600;

export interface FixtureState {
  clock: ClockReading;
  happened: ScriptEvent[];
  outcome: Outcome;
  /** seconds since kick-off (negative before it) */
  offset: number;
  finished: boolean;
}

// A finished match never changes again: its final state is kept, and used for any moment after its end (a test may
// move the clock back, so an earlier moment still gets worked out).
const finalStates = new WeakMap<FixtureRecord, { end: number; state: FixtureState }>();

export function fixtureState(f: FixtureRecord, nowS: number): FixtureState {
  const final = finalStates.get(f);
  if (final && nowS >= final.end) return final.state;
  const offset = nowS - f.kickoff;
  const clock = matchClock(f.script.timing, offset);
  const happened = f.script.events.filter((e) => e.at <= offset);
  const finished = clock.short === 'FT' || clock.short === 'AET' || clock.short === 'PEN';
  const state = { clock, happened, outcome: outcomeOf(happened), offset, finished };
  if (finished) finalStates.set(f, { end: f.kickoff + matchDurationS(f.script.timing), state });
  return state;
}

const team = (t: TeamRef) => ({ id: t.id, name: t.name, logo: t.logo });

function eventView(f: FixtureRecord, e: ScriptEvent & { player: Player }): FixtureEvent {
  return {
    time: { elapsed: e.elapsed, extra: e.extra },
    team: team(e.side === 'home' ? f.home : f.away),
    player: { id: e.player.id, name: e.player.name },
    assist: { id: e.assist?.id ?? null, name: e.assist?.name ?? null },
    type: e.type,
    detail: e.detail,
    comments: e.comments,
  };
}

function lineupView(t: TeamRef, l: ScriptLineup): Lineup {
  const player = (p: { id: number; name: string; number: number; pos: string }, grid: string | null) => ({
    player: { id: p.id, name: p.name, number: p.number, pos: p.pos, grid },
  });
  return {
    team: team(t),
    formation: l.formation,
    startXI: l.startXI.map((s) => player(s.player, s.grid)),
    substitutes: l.bench.map((p) => player(p, null)),
    coach: { id: l.coach.id, name: l.coach.name, photo: null },
  };
}

export function fixtureView(f: FixtureRecord, nowS: number, detail?: { world: FootballWorld }): Fixture {
  const s = fixtureState(f, nowS);
  const started = s.clock.short !== 'NS';
  const short = s.clock.short;
  const pastFirstHalf = started && short !== '1H';
  const pastRegular = started && !['1H', 'HT', '2H'].includes(short);
  const inShootout = short === 'P' || short === 'PEN';
  const pair = (t: { home: number; away: number } | null, when: boolean) =>
    when && t ? { home: t.home, away: t.away } : { home: null, away: null };
  const winner: Side | null = s.finished ? winnerOf(s.outcome) : null;
  const base: Fixture = {
    fixture: {
      id: f.id,
      referee: f.referee,
      timezone: 'UTC',
      date: new Date(f.kickoff * 1000).toISOString(),
      timestamp: f.kickoff,
      venue: f.venue,
      status: { long: s.clock.long, short, elapsed: s.clock.elapsed, extra: s.clock.extra },
    },
    league: {
      id: f.league.id,
      name: f.league.name,
      country: f.league.country.name,
      logo: null,
      flag: null,
      season: f.season,
      round: f.round,
    },
    teams: {
      home: {
        ...team(f.home),
        winner: s.finished ? (winner === 'home' ? true : winner === 'away' ? false : null) : null,
      },
      away: {
        ...team(f.away),
        winner: s.finished ? (winner === 'away' ? true : winner === 'home' ? false : null) : null,
      },
    },
    goals: pair(s.outcome.goals, started),
    score: {
      // A real match recorded by its score alone has no known half-time score.
      halftime: pair(s.outcome.halftime, pastFirstHalf && f.script.events.every((e) => e.shootout || listed(e))),
      fulltime: pair(s.outcome.fulltime, pastRegular),
      extratime: pair(s.outcome.extratime, f.script.timing.extraTime && (s.finished || inShootout)),
      penalty: pair(s.outcome.penalty, inShootout),
    },
  };
  if (!detail) return base;
  const lineupsOut = s.offset >= -LINEUPS_BEFORE_KICKOFF_S;
  const stats =
    started && !f.script.recorded
      ? matchStatistics(f.script, s.happened, s.finished ? 1 : s.offset / matchDurationS(f.script.timing))
      : null;
  return {
    ...base,
    events: s.happened.filter(listed).map((e) => eventView(f, e)),
    lineups:
      lineupsOut && !f.script.recorded
        ? [lineupView(f.home, f.script.lineups.home), lineupView(f.away, f.script.lineups.away)]
        : [],
    statistics: stats
      ? [
          { team: team(f.home), statistics: stats.home },
          { team: team(f.away), statistics: stats.away },
        ]
      : [],
    predictions: matchPrediction(f, detail.world, nowS),
    url: null,
    robot: true,
  };
}
