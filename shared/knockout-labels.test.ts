// §9 knockout labels at fixture indexes, league 1 (World Cup) and league 4 (European Championship).
import t from 'tap';
import { hasKnockoutLabels, knockoutLabelAt, roundLabelOf } from './knockout-labels.ts';

t.test('league 1: 0, 16, 32 group days, 48 round of 16, 56 quarter, 60 semi, 62 bronze, 63 final', async (t) => {
  const expected: [number, string][] = [
    [0, 'Csoportkör, 1. forduló'],
    [16, 'Csoportkör, 2. forduló'],
    [32, 'Csoportkör, 3. forduló'],
    [48, 'Nyolcaddöntő'],
    [56, 'Negyeddöntő'],
    [60, 'Elődöntő'],
    [62, 'Bronzmérkőzés'],
    [63, 'Döntő'],
  ];
  for (const [i, label] of expected) t.equal(knockoutLabelAt(1, i), label, `index ${i}`);
  const starts = Array.from({ length: 64 }, (_, i) => i).filter((i) => knockoutLabelAt(1, i) !== null);
  t.same(
    starts,
    expected.map(([i]) => i),
    'no other index starts a round',
  );
  t.equal(roundLabelOf(1, 50), 'Nyolcaddöntő');
  t.equal(roundLabelOf(1, 61), 'Elődöntő');
});

t.test('league 4: 0, 12, 24 group days, 36, 44, 48, 50', async (t) => {
  const expected: [number, string][] = [
    [0, 'Csoportkör, 1. forduló'],
    [12, 'Csoportkör, 2. forduló'],
    [24, 'Csoportkör, 3. forduló'],
    [36, 'Nyolcaddöntő'],
    [44, 'Negyeddöntő'],
    [48, 'Elődöntő'],
    [50, 'Döntő'],
  ];
  for (const [i, label] of expected) t.equal(knockoutLabelAt(4, i), label, `index ${i}`);
  t.equal(knockoutLabelAt(4, 62), null, 'league 4 has no bronze match');
  t.equal(roundLabelOf(4, 11), 'Csoportkör, 1. forduló');
  t.equal(roundLabelOf(4, 47), 'Negyeddöntő');
});

t.test('other leagues have no labels', async (t) => {
  t.equal(knockoutLabelAt(39, 0), null);
  t.equal(roundLabelOf(271, 5), null);
  t.notOk(hasKnockoutLabels(2));
  t.ok(hasKnockoutLabels(4));
});
