// §9 the match timeline's width basis: 105 minutes, 125 with extra time, 130 with penalties.
import t from 'tap';
import { MATCH_TIMELINE_MINUTES } from './constants.ts';
import { timelineBasis, timelinePercent } from './match-timeline.ts';

t.test('the basis follows how far the match went', async (t) => {
  for (const short of ['NS', '1H', 'HT', '2H', 'FT']) t.equal(timelineBasis({ short }), 105, short);
  t.equal(timelineBasis({ short: 'BT', elapsed: 90 }), 125, 'the break before extra time');
  t.equal(timelineBasis({ short: 'ET', elapsed: 100 }), 125);
  t.equal(timelineBasis({ short: 'AET', elapsed: 120 }), 125);
  t.equal(timelineBasis({ short: 'P', elapsed: 120 }), 130);
  t.equal(timelineBasis({ short: 'PEN', elapsed: 120 }), 130);
  t.equal(timelineBasis({ short: 'FT' }, { home: 4, away: 3 }), 130, 'a penalty score means a shoot-out');
  t.equal(timelineBasis({ short: 'FT' }, { home: null, away: null }), 105);
  t.same(MATCH_TIMELINE_MINUTES, { regular: 105, extraTime: 125, penalties: 130 });
});

t.test('events sit in proportion to the basis', async (t) => {
  t.equal(timelinePercent(0, null, 105), 0);
  t.equal(timelinePercent(45, 3, 105), 45.7);
  t.equal(timelinePercent(90, null, 105), 85.7);
  t.equal(timelinePercent(90, null, 125), 72);
  t.equal(timelinePercent(120, 30, 130), 100, 'never past the end');
});
