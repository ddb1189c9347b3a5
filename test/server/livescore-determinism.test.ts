// Same seed and start, same data (the demo must be reproducible); another seed, other data. The football fixture
// ids do not depend on either, so the publisher's articles keep pointing at real fixtures. A real tournament is the
// record (stand-ins/real-results.ts) whatever the seed.
import t from 'tap';
import { startLivescore, TEST_NOW } from '../helpers/servers.ts';

const PATHS = [
  '/livescore/football/fixtures/1040068',
  '/livescore/football/standings/39/2026',
  '/livescore/football/topscorers/4/2024',
  '/api/livescore/football/fixtures/1/2022/all/2022-11-20',
  '/livescore/formula-1/races/2026',
  '/livescore/formula-1/result/260227',
  '/livescore/formula-1/standings/drivers/2025',
  '/livescore/formula-1/drivers/2026',
];

async function snapshot(seed: number) {
  const s = await startLivescore({ seed, now: () => TEST_NOW * 1000 });
  try {
    return await Promise.all(PATHS.map(async (p) => (await fetch(s.url + p)).text()));
  } finally {
    await s.close();
  }
}

t.test('the same seed gives the same answers', async (t) => {
  const [a, b] = [await snapshot(7), await snapshot(7)];
  PATHS.forEach((p, i) => t.equal(a[i], b[i], p));
});

t.test('another seed gives other players and results on the same fixture ids', async (t) => {
  const [a, c] = [await snapshot(7), await snapshot(8)];
  t.not(a[0], c[0], 'the fixture differs');
  const fa = JSON.parse(a[0]).response[0];
  const fc = JSON.parse(c[0]).response[0];
  t.equal(fa.fixture.id, fc.fixture.id, 'but has the same id');
  t.equal(fa.fixture.timestamp, fc.fixture.timestamp, 'and kick-off');
  t.not(a[1], c[1], 'the Premier League table differs');
  t.equal(a[2], c[2], "the Euro's top scorers are the record's, whatever the seed");
  t.equal(a[3], c[3], "the World Cup's results too");
});
