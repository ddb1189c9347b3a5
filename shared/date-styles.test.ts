import t from 'tap';
import { calendarDayLabel, dateLabel, dateTimeLabel, dayHeading, recentDayLabel } from './date-styles.ts';
import { fullDate, relativeDate } from './relative-date.ts';

const NOW = Date.UTC(2026, 10, 28, 13, 0) / 1000; // 14:00 in Budapest, a Saturday
const BP = 'Europe/Budapest';

t.test('one style per kind of date, the month always written out', async (t) => {
  t.equal(relativeDate(NOW - 86400, NOW, BP), 'november 27. 14:00', 'a card');
  t.equal(fullDate(NOW, BP), '2026. november 28. 14:00', 'a byline');
  t.equal(dayHeading('2026-11-28'), '2026. november 28., szombat', 'a day heading');
  t.equal(dateLabel(NOW, BP), '2026. november 28.', 'a date in a line or a table');
  t.equal(recentDayLabel('2026-11-28'), 'november 28.', 'a day of the last week');
  t.equal(dateTimeLabel(NOW, BP), 'november 28. 14:00', 'a kick-off');
  t.equal(calendarDayLabel('1998-09-30'), '1998. szeptember 30.', 'a birth date');
  t.equal(calendarDayLabel('1998'), '1998', 'a partial date as it came');
  t.equal(calendarDayLabel('2025-13-01'), '2025-13-01', 'no such day: as it came, never a RangeError');
});

t.test('no style writes the month as a number or abbreviates it', async (t) => {
  const all = [
    relativeDate(NOW - 40 * 86400, NOW, BP),
    fullDate(NOW, BP),
    dayHeading('2026-06-14'),
    dateLabel(NOW, BP),
    recentDayLabel('2026-06-14'),
    dateTimeLabel(NOW, BP),
  ];
  for (const s of all) {
    t.notMatch(s, /\d{4}\. \d{2}\. \d{2}\./, `${s}: not numeric`);
    t.notMatch(s, /\b[a-zá-ű]{3}\.\s/, `${s}: not abbreviated`);
    t.notMatch(s, /\d{4}-\d{2}-\d{2}/, `${s}: not ISO`);
  }
});

t.test('an English page gets the same style in English', async (t) => {
  t.equal(dateLabel(NOW, BP, 'en'), '28 November 2026');
});

t.test('the relative date and the byline in English on an English page', async (t) => {
  t.equal(relativeDate(NOW, NOW, BP, 'en'), 'just now');
  t.equal(relativeDate(NOW - 60, NOW, BP, 'en'), '1 minute ago');
  t.equal(relativeDate(NOW - 5 * 60, NOW, BP, 'en'), '5 minutes ago');
  t.equal(relativeDate(NOW - 3 * 3600, NOW, BP, 'en'), 'today 11:00');
  t.equal(relativeDate(NOW - 86400, NOW, BP, 'en'), '27 November 14:00');
  t.equal(relativeDate(NOW - 370 * 86400, NOW, BP, 'en'), '23 November 2025 14:00');
  t.equal(fullDate(NOW, BP, 'en'), '28 November 2026 14:00');
});
