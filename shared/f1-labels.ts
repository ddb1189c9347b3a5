// The Hungarian words a reader sees for Formula 1 session types and statuses (the livescore service's values).
import { RACE_COMPLETED, RACE_LIVE } from './sport-constants.ts';

const SESSION_LABELS: Readonly<Record<string, string>> = {
  '1st Practice': '1. szabadedzés',
  '2nd Practice': '2. szabadedzés',
  '3rd Practice': '3. szabadedzés',
  '1st Qualifying': 'Időmérő, Q1',
  '2nd Qualifying': 'Időmérő, Q2',
  '3rd Qualifying': 'Időmérő, Q3',
  Race: 'Futam',
  Sprint: 'Sprintfutam',
};

export function sessionLabel(type: string): string {
  return SESSION_LABELS[type] ?? type;
}

export function raceStatusLabel(status: string): string {
  if (status === RACE_COMPLETED) return 'Befejeződött';
  if (status === RACE_LIVE) return 'Élő';
  return 'Következik';
}
