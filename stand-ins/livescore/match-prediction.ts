// The pre-match prediction of a fixture (§3 predictions: winner, percent home/draw/away, comparison of goals, head
// to head). It is made from what was known before kick-off only: the two teams' expected goals (their strengths)
// give home/draw/away chances by the Poisson model, and the head to head lists their earlier meetings.
import type { Prediction } from '../../shared/livescore-types.ts';
import { pairingKey, type FixtureRecord, type FootballWorld } from './football-world.ts';
import { fixtureState, fixtureView } from './fixture-view.ts';

const H2H_MEETINGS = 5;
const MAX_GOALS = 10;

function poissonPmf(lambda: number): number[] {
  const out = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) out.push((out[k - 1] * lambda) / k);
  return out;
}

/** Chances of a home win, a draw and an away win, in whole percent adding up to 100. */
export function outcomeChances(home: number, away: number): { home: number; draw: number; away: number } {
  const h = poissonPmf(home);
  const a = poissonPmf(away);
  let pHome = 0;
  let pDraw = 0;
  let pAway = 0;
  for (let i = 0; i <= MAX_GOALS; i++) {
    for (let j = 0; j <= MAX_GOALS; j++) {
      const p = h[i] * a[j];
      if (i > j) pHome += p;
      else if (i === j) pDraw += p;
      else pAway += p;
    }
  }
  const total = pHome + pDraw + pAway;
  const homePct = Math.round((pHome / total) * 100);
  const awayPct = Math.round((pAway / total) * 100);
  return { home: homePct, draw: 100 - homePct - awayPct, away: awayPct };
}

export function matchPrediction(f: FixtureRecord, world: FootballWorld, nowS: number): Prediction {
  const chances = outcomeChances(f.script.expected.home, f.script.expected.away);
  const favourite = chances.home >= chances.away ? f.home : f.away;
  const favouriteChance = Math.max(chances.home, chances.away);
  // API-Football's wording: 'Win' for a clear favourite, 'Win or draw' otherwise.
  const comment = favouriteChance >= 50 ? 'Win' : 'Win or draw';
  const goalsShare = Math.round((f.script.expected.home / (f.script.expected.home + f.script.expected.away)) * 100);
  const h2h = (world.byPairing.get(pairingKey(f.home.id, f.away.id)) ?? [])
    .filter((m) => m.kickoff < f.kickoff && fixtureState(m, nowS).finished)
    .slice(-H2H_MEETINGS)
    .reverse()
    .map((m) => fixtureView(m, nowS));
  return {
    winner: { id: favourite.id, name: favourite.name, comment },
    percent: { home: `${chances.home}%`, draw: `${chances.draw}%`, away: `${chances.away}%` },
    comparison: { goals: { home: `${goalsShare}%`, away: `${100 - goalsShare}%` } },
    h2h,
  };
}
