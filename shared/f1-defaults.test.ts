// §4 default competition (the last completed race when it was today or nothing is coming, else the next one) and
// default race (first not completed, else last); the sessions of a Grand Prix as the page offers them.
import t from 'tap';
import { defaultCompetition } from './f1-default-competition.ts';
import { defaultRace } from './f1-default-race.ts';
import { raceEntries } from './f1-race-entries.ts';

const NOW = Date.UTC(2026, 10, 22, 18, 0) / 1000; // Sunday 22 November 2026, 19:00 in Budapest
const race = (competition: number, date: string, status: string, type = 'Race') => ({
  competition: { id: competition },
  date,
  status,
  type,
});

t.test('the next upcoming Grand Prix when the last race was not today', async (t) => {
  const sessions = [
    race(20, '2026-11-08T14:00:00Z', 'Completed'),
    race(21, '2026-11-15T14:00:00Z', 'Completed'),
    race(22, '2026-11-29T14:00:00Z', 'Scheduled', '1st Practice'),
    race(22, '2026-12-01T14:00:00Z', 'Scheduled'),
    race(23, '2026-12-13T14:00:00Z', 'Scheduled'),
  ];
  t.equal(defaultCompetition(sessions, NOW), 22);
});

t.test('the last completed one when it was today', async (t) => {
  const sessions = [race(21, '2026-11-22T14:00:00Z', 'Completed'), race(22, '2026-12-06T14:00:00Z', 'Scheduled')];
  t.equal(defaultCompetition(sessions, NOW), 21);
  t.equal(defaultCompetition(sessions, NOW + 86_400), 22, 'the next day it moves on');
  t.equal(
    defaultCompetition(
      [race(21, '2026-11-22T23:30:00Z', 'Completed'), race(22, '2026-12-06T14:00:00Z', 'Scheduled')],
      NOW,
    ),
    22,
    '23:30 UTC is already the 23rd in Budapest: not today',
  );
});

t.test('the last completed one when nothing is coming', async (t) => {
  t.equal(
    defaultCompetition(
      [race(23, '2026-11-01T14:00:00Z', 'Completed'), race(24, '2026-11-15T14:00:00Z', 'Completed')],
      NOW,
    ),
    24,
  );
});

t.test('a running race is the next one not completed', async (t) => {
  t.equal(
    defaultCompetition([race(21, '2026-11-15T14:00:00Z', 'Completed'), race(22, '2026-11-22T17:30:00Z', 'Live')], NOW),
    22,
  );
  t.equal(defaultCompetition([], NOW), null);
  t.equal(
    defaultCompetition([race(5, '2026-03-01T14:00:00Z', 'Scheduled', '1st Practice')], NOW),
    5,
    'no race sessions: any session decides',
  );
});

t.test('default race: first not completed, else last', async (t) => {
  t.same(
    defaultRace([
      { id: 'a', status: 'Completed' },
      { id: 'b', status: 'Live' },
      { id: 'c', status: 'Scheduled' },
    ]),
    { id: 'b', status: 'Live' },
  );
  t.same(
    defaultRace([
      { id: 'a', status: 'Completed' },
      { id: 'b', status: 'Completed' },
    ]),
    { id: 'b', status: 'Completed' },
  );
  t.same(defaultRace([{ id: 'a', status: 'Scheduled' }]), { id: 'a', status: 'Scheduled' });
  t.equal(defaultRace([]), null);
});

t.test('a weekend: practices alone, the qualifying as one dotted id, the grid once it is set, the race', async (t) => {
  const s = (id: number, type: string, status: string, date: string) => ({ id, type, status, date });
  const weekend = [
    s(7, 'Race', 'Live', '2026-11-22T14:00:00Z'),
    s(1, '1st Practice', 'Completed', '2026-11-20T11:30:00Z'),
    s(2, '2nd Practice', 'Completed', '2026-11-20T15:00:00Z'),
    s(3, '3rd Practice', 'Completed', '2026-11-21T10:30:00Z'),
    s(4, '1st Qualifying', 'Completed', '2026-11-21T14:00:00Z'),
    s(5, '2nd Qualifying', 'Completed', '2026-11-21T14:25:00Z'),
    s(6, '3rd Qualifying', 'Completed', '2026-11-21T14:48:00Z'),
  ];
  const entries = raceEntries(weekend);
  t.same(
    entries.map((e) => [e.id, e.kind, e.label]),
    [
      ['1', 'practice', '1. szabadedzés'],
      ['2', 'practice', '2. szabadedzés'],
      ['3', 'practice', '3. szabadedzés'],
      ['4.5.6', 'qualifying', 'Időmérő'],
      ['-7', 'grid', 'Rajtrács'],
      ['7', 'race', 'Futam'],
    ],
  );
  t.equal(defaultRace(entries)!.id, '7', 'during the race, the race');
  const friday = weekend.map((x) => (x.id >= 3 ? { ...x, status: 'Scheduled' } : x));
  const fridayEntries = raceEntries(friday);
  t.notOk(
    fridayEntries.some((e) => e.kind === 'grid'),
    'no grid before the qualifying is over',
  );
  t.equal(defaultRace(fridayEntries)!.id, '3');
  t.equal(
    raceEntries(
      weekend.map((x) => (x.id === 5 ? { ...x, status: 'Live' } : x.id === 6 ? { ...x, status: 'Scheduled' } : x)),
    ).find((e) => e.kind === 'qualifying')!.status,
    'Live',
    'a qualifying half done is live',
  );
});
