// The sessions of one Grand Prix as the Formula 1 page offers them: each practice on its own, the qualifying's three
// parts as one dotted id (§7), the race, and its starting grid (a negative id, §2.7) once the qualifying is over.
import { F1_SESSION_TYPES, RACE_COMPLETED, RACE_LIVE, RACE_SCHEDULED } from './sport-constants.ts';
import { formatRaceId } from './race-id.ts';

export interface SessionLike {
  id: number;
  type: string;
  status: string;
  date: string;
}

export type RaceEntryKind = 'practice' | 'qualifying' | 'race' | 'grid';

export interface RaceEntry {
  /** what the page's 'futam' carries: '7', '4.5.6' or '-7' */
  id: string;
  kind: RaceEntryKind;
  label: string;
  status: string;
  date: string;
}

const PRACTICE_LABELS = ['1. szabadedzés', '2. szabadedzés', '3. szabadedzés'];
export const RACE_ENTRY_LABELS = { qualifying: 'Időmérő', race: 'Futam', grid: 'Rajtrács' } as const;

function combinedStatus(parts: readonly SessionLike[]): string {
  if (parts.every((p) => p.status === RACE_COMPLETED)) return RACE_COMPLETED;
  if (parts.some((p) => p.status === RACE_LIVE) || parts.some((p) => p.status === RACE_COMPLETED)) return RACE_LIVE;
  return RACE_SCHEDULED;
}

export function raceEntries(sessions: readonly SessionLike[]): RaceEntry[] {
  const byDate = [...sessions].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const entries: RaceEntry[] = [];
  byDate.forEach((s) => {
    const practice = (F1_SESSION_TYPES.practice as readonly string[]).indexOf(s.type);
    if (practice >= 0)
      entries.push({
        id: String(s.id),
        kind: 'practice',
        label: PRACTICE_LABELS[practice],
        status: s.status,
        date: s.date,
      });
  });
  const quali = (F1_SESSION_TYPES.qualifying as readonly string[])
    .map((type) => byDate.find((s) => s.type === type))
    .filter((s): s is SessionLike => s !== undefined);
  if (quali.length > 0) {
    entries.push({
      id: formatRaceId({ ids: quali.map((q) => q.id), grid: false }),
      kind: 'qualifying',
      label: RACE_ENTRY_LABELS.qualifying,
      status: combinedStatus(quali),
      date: quali[0].date,
    });
  }
  const race = byDate.find((s) => s.type === F1_SESSION_TYPES.race);
  if (race) {
    if (quali.length > 0 && combinedStatus(quali) === RACE_COMPLETED) {
      entries.push({
        id: formatRaceId({ ids: [race.id], grid: true }),
        kind: 'grid',
        label: RACE_ENTRY_LABELS.grid,
        status: RACE_COMPLETED,
        date: quali[quali.length - 1].date,
      });
    }
    entries.push({
      id: String(race.id),
      kind: 'race',
      label: RACE_ENTRY_LABELS.race,
      status: race.status,
      date: race.date,
    });
  }
  return entries;
}
