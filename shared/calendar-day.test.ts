// Calendar days in a named zone (§2.7 nap defaults to today in Budapest, not the machine's or UTC's day).
import t from 'tap';
import { addDays, calendarDay, calendarDayStart, clockTime, isCalendarDay, zonedTime } from './calendar-day.ts';

t.test('days and times in Budapest across the daylight-saving switches', async (t) => {
  t.equal(calendarDay(Date.UTC(2026, 10, 25, 23, 30) / 1000, 'Europe/Budapest'), '2026-11-26');
  t.equal(calendarDay(Date.UTC(2026, 10, 25, 23, 30) / 1000, 'UTC'), '2026-11-25');
  t.equal(zonedTime('2024-06-14', '21:00', 'Europe/Budapest'), Date.UTC(2024, 5, 14, 19, 0) / 1000, 'summer: UTC+2');
  t.equal(zonedTime('2022-11-20', '17:00', 'Europe/Budapest'), Date.UTC(2022, 10, 20, 16, 0) / 1000, 'winter: UTC+1');
  t.equal(
    calendarDayStart('2026-03-29', 'Europe/Budapest'),
    Date.UTC(2026, 2, 28, 23, 0) / 1000,
    'the spring-forward day starts at 00:00 CET',
  );
  t.equal(
    zonedTime('2026-03-29', '15:00', 'Europe/Budapest'),
    Date.UTC(2026, 2, 29, 13, 0) / 1000,
    'and its afternoon is CEST',
  );
  t.equal(
    zonedTime('2026-10-25', '15:00', 'Europe/Budapest'),
    Date.UTC(2026, 9, 25, 14, 0) / 1000,
    'the fall-back day',
  );
  t.equal(clockTime(Date.UTC(2026, 9, 25, 14, 5) / 1000, 'Europe/Budapest'), '15:05');
  t.equal(clockTime(Date.UTC(2026, 9, 24, 22, 59) / 1000, 'Europe/Budapest'), '00:59');
});

t.test('real calendar days only', async (t) => {
  t.ok(isCalendarDay('2024-02-29'));
  for (const junk of ['2023-02-29', '2024-13-01', '2024-6-1', '24-06-14', '2024-06-14 ', 20240614, null])
    t.notOk(isCalendarDay(junk), String(junk));
  t.equal(addDays('2024-02-28', 2), '2024-03-01');
  t.equal(addDays('2024-01-01', -1), '2023-12-31');
});
