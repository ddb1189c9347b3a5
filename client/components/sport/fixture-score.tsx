// The score of a fixture as text: nothing before kick-off (§4 NS has no score), goals after, and the shoot-out when
// there was one.
import { showsScore } from '../../../shared/fixture-status.ts';
import type { Fixture } from '../../../shared/livescore-types.ts';

export function scoreText(f: Pick<Fixture, 'fixture' | 'goals'>): string {
  if (!showsScore(f.fixture.status.short) || f.goals.home === null || f.goals.away === null) return '–';
  return `${f.goals.home}–${f.goals.away}`;
}

export function penaltyText(f: Pick<Fixture, 'score'>): string | null {
  const p = f.score.penalty;
  return p.home !== null && p.away !== null ? `tizenegyesekkel ${p.home}–${p.away}` : null;
}
