// A match's score from its scripted events, at any point: goals (own goals count for the side they were credited
// to, a missed penalty for nobody, shoot-out kicks never), split into halves, extra time and the shoot-out.
import type { ScriptEvent, Side } from './match-script.ts';

export interface Tally {
  home: number;
  away: number;
}

export interface Outcome {
  goals: Tally;
  halftime: Tally;
  fulltime: Tally;
  extratime: Tally;
  penalty: Tally;
}

const COUNTS = new Set(['Normal Goal', 'Own Goal', 'Penalty']);

export function isGoal(e: ScriptEvent): boolean {
  return e.type === 'Goal' && !e.shootout && COUNTS.has(e.detail);
}

export function outcomeOf(events: readonly ScriptEvent[]): Outcome {
  const tally = (keep: (e: ScriptEvent) => boolean): Tally => {
    const t = { home: 0, away: 0 };
    for (const e of events) if (keep(e)) t[e.side]++;
    return t;
  };
  return {
    goals: tally(isGoal),
    halftime: tally((e) => isGoal(e) && e.elapsed <= 45),
    fulltime: tally((e) => isGoal(e) && e.elapsed <= 90),
    extratime: tally((e) => isGoal(e) && e.elapsed > 90),
    penalty: tally((e) => e.shootout && e.detail === 'Penalty'),
  };
}

/** The side that won a finished match (goals, then the shoot-out), or null for a draw. */
export function winnerOf(o: Outcome): Side | null {
  if (o.goals.home !== o.goals.away) return o.goals.home > o.goals.away ? 'home' : 'away';
  if (o.penalty.home !== o.penalty.away) return o.penalty.home > o.penalty.away ? 'home' : 'away';
  return null;
}
