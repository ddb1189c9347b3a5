// §2.7, §7 race ids (negative: the starting grid; dotted: merged parts) and the merge of a session's parts.
import t from 'tap';
import { mergeRaceSessions } from './merge-race-sessions.ts';
import { formatRaceId, parseRaceId } from './race-id.ts';

t.test('race ids', async (t) => {
  t.same(parseRaceId('260217'), { ids: [260217], grid: false });
  t.same(parseRaceId('-260217'), { ids: [260217], grid: true }, 'negative: the starting grid');
  t.same(parseRaceId('4.5.6'), { ids: [4, 5, 6], grid: false });
  t.same(parseRaceId(7), { ids: [7], grid: false });
  for (const junk of ['', '0', '-0', 'abc', '1.2.3.4', '-1.2', '1..2', '1.', '99999999999', ' ', null, undefined]) {
    t.equal(parseRaceId(junk), null, `'${junk}' is not a race id`);
  }
  t.equal(formatRaceId({ ids: [7], grid: true }), '-7');
  t.equal(formatRaceId({ ids: [4, 5, 6], grid: false }), '4.5.6');
});

t.test("a dotted id keeps each driver's result from the last part they ran in", async (t) => {
  const r = (driver: number, position: number, time: string) => ({ driver: { id: driver }, position, time });
  const q1 = [r(1, 1, '1:20.0'), r(2, 2, '1:20.1'), r(3, 3, '1:20.2'), r(4, 4, '1:20.3'), r(5, 5, '1:20.4')];
  const q2 = [r(3, 1, '1:19.8'), r(1, 2, '1:19.9'), r(2, 3, '1:20.0'), r(4, 4, '1:20.5')];
  const q3 = [r(2, 1, '1:19.5'), r(3, 2, '1:19.6')];
  const merged = mergeRaceSessions([q1, q2, q3]);
  t.same(
    merged.map((x) => x.driver.id),
    [2, 3, 1, 4, 5],
    'Q3 first, then those out in Q2, then those out in Q1',
  );
  t.same(
    merged.map((x) => x.position),
    [1, 2, 3, 4, 5],
    'positions renumbered',
  );
  t.same(
    merged.map((x) => x.time),
    ['1:19.5', '1:19.6', '1:19.9', '1:20.5', '1:20.4'],
    'times from the last part',
  );
  t.same(
    mergeRaceSessions([q1]),
    q1.map((x, i) => ({ ...x, position: i + 1 })),
    'one part is itself',
  );
  t.same(mergeRaceSessions([]), []);
});
