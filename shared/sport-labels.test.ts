// The Hungarian words for the livescore service's codes, and the sports pages' date words.
import t from 'tap';
import { dateLabel, dateTimeLabel, dayHeading } from './date-styles.ts';
import { raceStatusLabel, sessionLabel } from './f1-labels.ts';
import { eventKind, eventLabel, groupLabel, predictionComment, roundLabel } from './football-labels.ts';

t.test('rounds and groups', async (t) => {
  t.equal(roundLabel('Regular Season - 12'), '12. forduló');
  t.equal(roundLabel('League Stage - 5'), 'Alapszakasz, 5. forduló');
  t.equal(roundLabel('Group Stage - 2'), 'Csoportkör, 2. forduló');
  t.equal(roundLabel('Round of 16'), 'Nyolcaddöntő');
  t.equal(roundLabel('3rd Place Final'), 'Bronzmérkőzés');
  t.equal(roundLabel('Final'), 'Döntő');
  t.equal(roundLabel('Play-offs'), 'Play-offs', 'unknown codes show as they came');
  t.equal(groupLabel('Group F'), 'F csoport');
  t.equal(groupLabel('NB I'), 'NB I');
  t.equal(groupLabel(null), '');
});

t.test('events: a shoot-out kick is not a goal of the match', async (t) => {
  t.equal(eventLabel({ type: 'Goal', detail: 'Normal Goal' }), 'Gól');
  t.equal(eventLabel({ type: 'Goal', detail: 'Own Goal' }), 'Öngól');
  t.equal(eventLabel({ type: 'Goal', detail: 'Penalty' }), 'Gól büntetőből');
  t.equal(eventLabel({ type: 'Goal', detail: 'Penalty', comments: 'Penalty Shootout' }), 'Értékesített büntető');
  t.equal(eventKind({ type: 'Goal', detail: 'Penalty', comments: 'Penalty Shootout' }), 'shootout');
  t.equal(eventLabel({ type: 'Card', detail: 'Second Yellow card' }), 'Második sárga lap');
  t.equal(eventKind({ type: 'Card', detail: 'Second Yellow card' }), 'red');
  t.equal(eventLabel({ type: 'subst', detail: 'Substitution 2' }), 'Csere');
  t.equal(eventLabel({ type: 'Var', detail: 'Goal cancelled' }), 'VAR: érvénytelen gól');
  t.equal(predictionComment('Win or draw'), 'győzelem vagy döntetlen');
  t.equal(predictionComment(null), null);
});

t.test('Formula 1 sessions and statuses', async (t) => {
  t.equal(sessionLabel('2nd Practice'), '2. szabadedzés');
  t.equal(sessionLabel('3rd Qualifying'), 'Időmérő, Q3');
  t.equal(sessionLabel('Race'), 'Futam');
  t.equal(raceStatusLabel('Completed'), 'Befejeződött');
  t.equal(raceStatusLabel('Live'), 'Élő');
  t.equal(raceStatusLabel('Scheduled'), 'Következik');
});

t.test('dates in Hungarian, in Budapest', async (t) => {
  t.equal(dayHeading('2024-06-14'), '2024. június 14., péntek');
  t.equal(dateTimeLabel(Date.UTC(2024, 5, 14, 19, 0) / 1000), 'június 14. 21:00');
  t.equal(dateLabel(Date.UTC(2022, 11, 18, 23, 30) / 1000), '2022. december 19.', 'past midnight in Budapest');
});
