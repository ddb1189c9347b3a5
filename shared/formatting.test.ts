import t from 'tap';
import { jsonForScript } from './json-script.ts';
import { fullDate, relativeDate } from './relative-date.ts';
import { truncate } from './truncate.ts';

const NOW = Date.UTC(2026, 10, 25, 13, 0) / 1000; // 14:00 in Budapest, 15:00 in Bucharest

t.test('relative dates in Hungarian (§4)', async (t) => {
  const bp = 'Europe/Budapest';
  t.equal(relativeDate(NOW, NOW, bp), 'most');
  t.equal(relativeDate(NOW - 59, NOW, bp), 'most');
  t.equal(relativeDate(NOW - 5 * 60, NOW, bp), '5 perce');
  t.equal(relativeDate(NOW - 59 * 60, NOW, bp), '59 perce');
  t.equal(relativeDate(NOW - 3 * 3600, NOW, bp), 'ma 11:00');
  t.equal(relativeDate(NOW - 24 * 3600, NOW, bp), 'november 24. 14:00');
  t.equal(relativeDate(NOW - 370 * 86400, NOW, bp), '2025. november 20. 14:00');
  t.equal(relativeDate(NOW - 3 * 3600, NOW, 'Europe/Bucharest'), 'ma 12:00', 'the regional edition uses its own zone');
  t.equal(fullDate(NOW, bp), '2026. november 25. 14:00');
});

t.test('truncation at a word boundary with an ellipsis (§9)', async (t) => {
  t.equal(truncate('rövid cím', 100), 'rövid cím');
  const long = 'Az Országgyűlés elfogadta a költségvetést, amely szerint jövőre jelentősen nőnek a kiadások';
  const cut = truncate(long, 40);
  t.ok(cut.length <= 40, 'within the limit');
  t.ok(cut.endsWith('…'));
  t.ok(long.startsWith(cut.slice(0, -1)), 'a prefix of the original');
  t.notOk(/\s…$/.test(cut), 'no space before the ellipsis');
  t.equal(truncate('Egy, kettő, három', 12), 'Egy, kettő…', 'trailing punctuation is dropped');
});

t.test('JSON for a script element cannot close it', async (t) => {
  const nasty = { s: '</script><script>alert(1)</script>', l: 'a\u2028b\u2029c' };
  const out = jsonForScript(nasty);
  t.notMatch(out, /<\/script/i);
  t.notMatch(out, /[\u2028\u2029<>]/);
  t.same(JSON.parse(out), nasty, 'round-trips');
});
