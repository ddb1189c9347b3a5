// Bad input gets a clear 400 or 404 with a reason, never a 500; unknown paths and sports are 404.
import t from 'tap';
import { startLivescore } from '../helpers/servers.ts';

const service = await startLivescore();
t.teardown(() => service.close());

const cases: [string, number, RegExp][] = [
  ['/livescore/football/fixtures/abc', 400, /fixture id must be a positive whole number/],
  ['/livescore/football/fixtures/0', 400, /positive/],
  ['/livescore/football/fixtures/-5', 400, /positive/],
  ['/livescore/football/fixtures/99999999999', 400, /positive/],
  ['/livescore/football/fixtures/12', 404, /no fixture 12/],
  ['/livescore/football/fixtures/271/2026/tomorrow', 400, /YYYY-MM-DD/],
  ['/livescore/football/fixtures/271/2026/2026-02-30', 400, /YYYY-MM-DD/],
  ['/livescore/football/fixtures/271/26/2026-11-25', 400, /season must be a year/],
  ['/livescore/football/fixtures/x/2026/2026-11-25', 400, /league must be/],
  ['/livescore/football/fixtures/999/2026/2026-11-25', 404, /no league 999/],
  ['/livescore/football/fixtures/271/2019/2026-11-25', 404, /no season 2019/],
  ['/livescore/football/standings/271/abcd', 400, /season/],
  ['/livescore/football/standings/4/2022', 404, /league 4 has no season 2022/],
  ['/livescore/football/topscorers/1/1930', 404, /no season 1930/],
  ['/livescore/football/topassists/39/2026', 404, /not found/],
  ['/livescore/football/leagues/XX', 404, /no country/],
  ['/livescore/football/leagues/%3Cscript%3E', 404, /no country/],
  ['/livescore/tennis/fixtures/1', 404, /not found/],
  ['/livescore/formula-1/races/1999', 404, /no Formula 1 season 1999/],
  ['/livescore/formula-1/races/20x6', 400, /season/],
  ['/livescore/formula-1/result/abc', 400, /race must be/],
  ['/livescore/formula-1/result/1.2.3.4', 400, /up to three parts/],
  ['/livescore/formula-1/result/-1.2', 400, /race must be/],
  ['/livescore/formula-1/result/5', 404, /no race 5/],
  ['/livescore/formula-1/result/-260211', 400, /starting grid belongs to a race/],
  ['/livescore/formula-1/result/260214.260225', 400, /one Grand Prix/],
  ['/livescore/formula-1/circuit/1', 404, /no circuit 1/],
  ['/livescore/formula-1/team/99', 404, /no team 99/],
  ['/livescore/formula-1/driver/1', 404, /no driver 1/],
  ['/livescore/formula-1/standings/pilots/2026', 404, /not found/],
  ['/api/livescore/all/abc', 400, /positive/],
  ['/api/livescore/all/1,2,x', 400, /positive/],
  ['/api/livescore/all/' + Array.from({ length: 21 }, (_, i) => 1_280_000 + i).join(','), 400, /at most 20/],
  ['/api/livescore/all/5', 404, /no fixture 5/],
  ['/api/livescore/tennis/fixtures/4/2024/all/2024-06-14', 404, /football only/],
  ['/api/livescore/football/fixtures/4/2024/all/2024-13-01', 400, /YYYY-MM-DD/],
  ['/nope', 404, /not found/],
];

t.test('each bad request gets its status and a reason', async (t) => {
  for (const [path, status, reason] of cases) {
    const res = await fetch(service.url + path);
    const body = (await res.json()) as { statusCode: number; message: string };
    t.equal(res.status, status, path);
    t.match(body.message, reason, `${path}: ${body.message}`);
    t.equal(res.headers.get('cache-control'), 'no-store', 'errors are not cached');
  }
});

t.test('other methods and bodies are refused without a crash', async (t) => {
  const post = await fetch(service.url + '/livescore/football/countries', {
    method: 'POST',
    body: '{"x":1}',
    headers: { 'content-type': 'application/json' },
  });
  t.equal(post.status, 404);
  const head = await fetch(service.url + '/livescore/football/countries', { method: 'HEAD' });
  t.equal(head.status, 200, 'HEAD works like GET');
  t.equal((await fetch(service.url + '/healthz')).status, 200);
});
