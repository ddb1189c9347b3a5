// A match's statistics in API-Football's names, consistent with its events: at least as many shots on goal as
// goals, cards as booked, saves as the opponent's shots on goal that did not go in, possession adding up to 100 %.
// While the match runs, the counts grow with the time played.
import { Rng } from '../origin/seed/rng.ts';
import type { MatchScript, ScriptEvent, Side } from './match-script.ts';

export interface StatLine {
  type: string;
  value: number | string | null;
}

interface Final {
  possession: number;
  shots: number;
  onTarget: number;
  blocked: number;
  corners: number;
  fouls: number;
  offsides: number;
  passes: number;
  accuracy: number;
}

const scoredBy = (e: ScriptEvent, side: Side) =>
  !e.shootout &&
  e.type === 'Goal' &&
  (e.detail === 'Normal Goal' || e.detail === 'Penalty' || e.detail === 'Own Goal') &&
  e.side === side;

function finals(script: MatchScript): Record<Side, Final> {
  const rng = new Rng(script.statSeed);
  const xg = script.expected;
  const share = xg.home / (xg.home + xg.away);
  const homePossession = Math.max(28, Math.min(72, Math.round(50 + (share - 0.5) * 40 + (rng.next() - 0.5) * 12)));
  const one = (side: Side, possession: number): Final => {
    const goals = script.events.filter((e) => scoredBy(e, side) && e.detail !== 'Own Goal').length;
    const shots = Math.max(goals + 2, Math.round(5 + xg[side] * 5 + (rng.next() - 0.3) * 6));
    const onTarget = Math.max(goals, Math.min(shots, Math.round(shots * (0.28 + rng.next() * 0.15))));
    const blocked = Math.round((shots - onTarget) * (0.2 + rng.next() * 0.2));
    return {
      possession,
      shots,
      onTarget,
      blocked,
      corners: Math.round(2 + xg[side] * 2.5 + rng.next() * 3),
      fouls: rng.int(7, 16),
      offsides: rng.int(0, 5),
      passes: Math.round(230 + possession * 6 + (rng.next() - 0.5) * 80),
      accuracy: Math.round(70 + possession * 0.3 + rng.next() * 6),
    };
  };
  return { home: one('home', homePossession), away: one('away', 100 - homePossession) };
}

/** Statistics of both sides after `progress` (0..1) of the match, given the events that have happened. */
export function matchStatistics(
  script: MatchScript,
  happened: readonly ScriptEvent[],
  progress: number,
): Record<Side, StatLine[]> {
  const f = finals(script);
  const p = Math.max(0, Math.min(1, progress));
  const scale = (n: number) => Math.round(n * p);
  const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');
  const played = happened.filter((e) => !e.shootout);
  const line = (side: Side): StatLine[] => {
    const goalsFor = played.filter((e) => scoredBy(e, side) && e.detail !== 'Own Goal').length;
    const onTarget = Math.max(goalsFor, scale(f[side].onTarget));
    const blocked = scale(f[side].blocked);
    const off = Math.max(0, scale(f[side].shots) - onTarget - blocked);
    const opponentOnTarget = Math.max(
      played.filter((e) => scoredBy(e, other(side)) && e.detail !== 'Own Goal').length,
      scale(f[other(side)].onTarget),
    );
    const conceded = played.filter((e) => scoredBy(e, other(side)) && e.detail !== 'Own Goal').length;
    const cards = (details: string[]) =>
      played.filter((e) => e.side === side && e.type === 'Card' && details.includes(e.detail)).length;
    return [
      { type: 'Shots on Goal', value: onTarget },
      { type: 'Shots off Goal', value: off },
      { type: 'Total Shots', value: onTarget + off + blocked },
      { type: 'Blocked Shots', value: blocked },
      { type: 'Fouls', value: scale(f[side].fouls) },
      { type: 'Corner Kicks', value: scale(f[side].corners) },
      { type: 'Offsides', value: scale(f[side].offsides) },
      { type: 'Ball Possession', value: `${f[side].possession}%` },
      { type: 'Yellow Cards', value: cards(['Yellow Card', 'Second Yellow card']) },
      { type: 'Red Cards', value: cards(['Red Card', 'Second Yellow card']) },
      { type: 'Goalkeeper Saves', value: Math.max(0, opponentOnTarget - conceded) },
      { type: 'Total passes', value: scale(f[side].passes) },
      { type: 'Passes %', value: `${f[side].accuracy}%` },
    ];
  };
  return { home: line('home'), away: line('away') };
}
