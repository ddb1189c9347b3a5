// §9 knockout labels by fixture index: a tournament's fixtures in kick-off order are split into rounds at fixed
// indexes (league 1 the World Cup, league 4 the European Championship). Other leagues have no such labels.
import { KNOCKOUT_LABELS } from './sport-constants.ts';

/** The label of the round that starts at this index, or null (most indexes start nothing). */
export function knockoutLabelAt(leagueId: number, index: number): string | null {
  return KNOCKOUT_LABELS[leagueId]?.find(([at]) => at === index)?.[1] ?? null;
}

/** The label of the round this index belongs to, or null for a league without labels. */
export function roundLabelOf(leagueId: number, index: number): string | null {
  const labels = KNOCKOUT_LABELS[leagueId];
  if (!labels || index < 0) return null;
  let label: string | null = null;
  for (const [at, text] of labels) if (at <= index) label = text;
  return label;
}

export function hasKnockoutLabels(leagueId: number): boolean {
  return leagueId in KNOCKOUT_LABELS;
}
