// §4 the default race of a Grand Prix: the first of its sessions not completed, else the last one.
import { RACE_COMPLETED } from './sport-constants.ts';

export function defaultRace<T extends { status: string }>(entries: readonly T[]): T | null {
  return entries.find((e) => e.status !== RACE_COMPLETED) ?? entries.at(-1) ?? null;
}
