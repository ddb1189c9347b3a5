// The sports pages and the article dashboard through the real BFF, origin and livescore service: the pages render
// with their data (no spinner: the first HTML has the scores), every link the demo data holds resolves, the refresh
// endpoints answer from the cache (many readers, one upstream call), bad input is a 400/404 never a 500, and a
// livescore service that is down leaves a 200 page without its part and one log line (§8).
import { Writable } from 'node:stream';
import t from 'tap';
import { request } from 'undici';
import { Unique } from '../../shared/api-types.ts';
import { TEXT_NO_MATCHES, TEXT_NO_F1_RESULT } from '../../shared/constants.ts';
import { LIVE_AT_START_IDS } from '../../stand-ins/livescore/fixture-ids.ts';
import { startBff, startLivescore, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 600, now: TEST_NOW });
const livescore = await startLivescore();
const clock = () => TEST_NOW * 1000;
const bff = await startBff(origin.url, { livescoreApiUrl: livescore.url, pageCacheTtlMs: 0, clock });
t.teardown(async () => {
  await bff.close();
  await livescore.close();
  await origin.close();
});

async function get(url: string) {
  const res = await request(url);
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

t.test("the football page: today's NB I round in the first HTML, live minutes and all", async (t) => {
  const res = await get(`${bff.url}/rovat/sport/foci`);
  t.equal(res.status, 200);
  const page = text(res.body);
  t.match(page, /NB I, 12\. forduló/);
  t.match(
    res.body,
    /class="fixture-row fixture-row--live[^"]*" data-fixture="1040068"/,
    'a live match, rendered on the server',
  );
  t.match(res.body, /class="fixture-row fixture-row--not-started[^"]*"/, 'matches to come dimmed');
  t.match(res.body, /<select name="liga"/);
  t.match(
    res.body,
    /<input type="date" required="" name="nap" value="2026-11-25"\/>/,
    'the date picker on today in Budapest',
  );
  t.match(
    res.body,
    /<noscript><button type="submit" class="sport-form__submit">Mutasd<\/button><\/noscript>/,
    'the forms work without JavaScript',
  );
});

t.test('a selected live fixture: its whole view in the first HTML', async (t) => {
  const res = await get(`${bff.url}/rovat/sport/foci?meccs=${LIVE_AT_START_IDS[0]}`);
  t.equal(res.status, 200);
  for (const section of ['Összefoglaló', 'Idővonal', 'Statisztika', 'Összeállítások', 'Várható kimenetel'])
    t.match(res.body, `>${section}</h3>`);
  t.match(
    res.body,
    /<a class="sport-back" href="\/rovat\/sport\/foci\?liga=271&amp;szezon=2026&amp;nap=2026-11-25"[^>]*>Vissza</,
    "'Vissza' leads to the fixture's day",
  );
});

t.test('the tournaments, the tables and the top lists from the service', async (t) => {
  const euro = await get(`${bff.url}/rovat/sport/foci?liga=4&nap=2024-07-14`);
  t.match(text(euro.body), /Európa-bajnokság, Döntő/);
  const empty = await get(`${bff.url}/rovat/sport/foci?liga=4`);
  t.match(empty.body, TEXT_NO_MATCHES, 'no Euro match today');
  t.match(empty.body, /A torna játéknapjai/, 'its match days one click away');
  const table = await get(`${bff.url}/rovat/sport/foci?liga=4&oldal=tabella`);
  t.equal((table.body.match(/<table class="sport-table standings-table"/g) ?? []).length, 6, 'six group tables');
  const scorers = await get(`${bff.url}/rovat/sport/foci?liga=39&szezon=2025&oldal=gol`);
  t.match(scorers.body, /<caption>Góllövőlista: Premier League<\/caption>/);
});

t.test(
  'the Formula 1 page: the running race by default, its Live list with the note; the dotted qualifying merged',
  async (t) => {
    const res = await get(`${bff.url}/rovat/sport/forma-1`);
    t.equal(res.status, 200);
    t.match(res.body, /Az adatok nem feltétlenül valós idejűek\./);
    t.match(res.body, /data-status="Live"/);
    t.match(res.body, /class="f1-side"/, 'the side list');
    const quali = /href="(\/rovat\/sport\/forma-1\?[^"]*futam=(\d+\.\d+\.\d+))"/.exec(res.body);
    t.ok(quali, 'the qualifying is offered as one dotted id');
    const merged = await get(bff.url + quali![1].replace(/&amp;/g, '&'));
    const rows = [...merged.body.matchAll(/<tr><td class="sport-table__rank">(\d+)/g)].map((m) => Number(m[1]));
    t.same(
      rows,
      Array.from({ length: 22 }, (_, i) => i + 1),
      'every driver once, renumbered 1–22',
    );
    const later = await get(`${bff.url}/rovat/sport/forma-1?verseny=24`);
    t.match(later.body, TEXT_NO_F1_RESULT, 'a Grand Prix to come: no information yet');
  },
);

t.test('every link the demo data holds resolves', async (t) => {
  const unique = (await (
    await request(`${origin.url}/api/unique/sport-leagues`, { headers: { 'x-site': 'telex' } })
  ).body.json()) as Unique;
  const links = unique.content as { key: string; value: string }[];
  t.ok(links.length >= 7);
  for (const { key, value } of links) {
    const res = await get(bff.url + value);
    t.equal(res.status, 200, `${key}: ${value}`);
    t.match(
      res.body,
      new RegExp(
        `<a aria-current="page" href="${value.replace(/[?]/g, '\\?')}"|href="${value.replace(/[?]/g, '\\?')}" aria-current="page"`,
      ),
      `${key} is the current quick link`,
    );
  }
  const ids = (
    origin.db.prepare('SELECT DISTINCT livescore_id AS id FROM articles WHERE livescore_id IS NOT NULL').all() as {
      id: number;
    }[]
  ).map((r) => r.id);
  for (const id of ids.slice(0, 10))
    t.equal(
      (await get(`${bff.url}/rovat/sport/foci?meccs=${id}`)).status,
      200,
      `the dashboard's link to fixture ${id}`,
    );
});

t.test('an article with a livescore id: the dashboard in its first HTML, linking to the fixture', async (t) => {
  const row = origin.db
    .prepare("SELECT id FROM articles WHERE livescore_id IS NOT NULL AND active = 1 AND type = 'article' LIMIT 1")
    .get() as { id: number };
  const a = (await (
    await request(`${origin.url}/api/article/${row.id}`, { headers: { 'x-site': 'telex' } })
  ).body.json()) as { url: string; livescoreId: number };
  const res = await get(bff.url + a.url);
  t.equal(res.status, 200);
  t.match(res.body, new RegExp(`class="fixture-summary[^"]*" data-fixture="${a.livescoreId}"`));
  t.match(res.body, new RegExp(`href="/rovat/sport/foci\\?meccs=${a.livescoreId}"`));
  t.notMatch(res.body, /Még nincs adat\.<\/p><\/div><\/section>/, 'not the placeholder');
});

t.test('the refresh endpoints: live answers polled, settled ones not; bad input 400, unknown 404', async (t) => {
  const live = await request(`${bff.url}/page-data/sport/fixture/${LIVE_AT_START_IDS[0]}`);
  t.equal(live.statusCode, 200);
  t.match(live.headers['cache-control'], /max-age=5/);
  const body = (await live.body.json()) as { fixture: { fixture: { id: number } }; refreshMs: number | null };
  t.equal(body.fixture.fixture.id, LIVE_AT_START_IDS[0]);
  t.equal(body.refreshMs, 15_000);
  const done = (await (await request(`${bff.url}/page-data/sport/fixture/1280050`)).body.json()) as {
    refreshMs: number | null;
  };
  t.equal(done.refreshMs, null, 'the Euro final is over: stop polling');
  const dash = (await (
    await request(`${bff.url}/page-data/sport/dashboard/${LIVE_AT_START_IDS[1]},1280050`)
  ).body.json()) as { fixtures: object[]; refreshMs: number };
  t.equal(dash.fixtures.length, 2);
  t.notOk('lineups' in dash.fixtures[0], 'the dashboard form');
  t.equal(dash.refreshMs, 15_000);
  const day = (await (await request(`${bff.url}/page-data/sport/day/271/2026/2026-11-25`)).body.json()) as {
    fixtures: object[];
  };
  t.equal(day.fixtures.length, 6);
  const races = (await (await request(`${livescore.url}/livescore/formula-1/races/2026`)).body.json()) as {
    response: { id: number; status: string; type: string }[];
  };
  const running = races.response.find((r) => r.status === 'Live')!;
  const race = (await (await request(`${bff.url}/page-data/sport/race/${running.id}?szezon=2026`)).body.json()) as {
    status: string;
    results: object[];
    refreshMs: number;
  };
  t.same([race.status, race.refreshMs], ['Live', 15_000]);
  t.equal(race.results.length, 22);
  for (const [path, status] of [
    ['/page-data/sport/fixture/abc', 400],
    ['/page-data/sport/fixture/0', 400],
    ['/page-data/sport/fixture/99999', 404],
    ['/page-data/sport/dashboard/1,2,x', 400],
    [`/page-data/sport/dashboard/${'1,'.repeat(20)}1`, 400],
    ['/page-data/sport/day/271/2026/2026-02-30', 400],
    ['/page-data/sport/day/271/2026/holnap', 400],
    ['/page-data/sport/race/1.2.3.4?szezon=2026', 400],
    ['/page-data/sport/race/260227', 400],
    [`/page-data/sport/race/999999?szezon=2026`, 404],
  ] as const) {
    const res = await request(bff.url + path);
    await res.body.dump();
    t.equal(res.statusCode, status, path);
  }
});

t.test('a thousand readers polling one live fixture cost one upstream call per interval', async (t) => {
  const client = bff.app.upstreams.livescore!;
  const path = `/page-data/sport/fixture/${LIVE_AT_START_IDS[2]}`;
  const before = client.calls.count;
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      const res = await request(bff.url + path);
      await res.body.dump();
      t.equal(res.statusCode, 200);
    }),
  );
  t.equal(client.calls.count - before, 1, '200 concurrent readers: one call');
});

t.test('§8 the livescore service down: pages answer 200 without the part, and say so once in the log', async (t) => {
  const gone = await startLivescore();
  const goneUrl = gone.url;
  await gone.close();
  const lines: { msg: string; level: number; parts?: string[]; upstream?: string }[] = [];
  const stream = new Writable({
    write(chunk, _e, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const down = await startBff(
    origin.url,
    { livescoreApiUrl: goneUrl, pageCacheTtlMs: 0, clock },
    { logger: { level: 'debug', stream } },
  );
  t.teardown(() => down.close());
  // Per page a debug line names the missing parts; the outage is one warning for all of them (UpstreamHealth).
  const warnings = () => lines.filter((l) => l.msg === 'livescore unavailable');
  const outageLines = () => lines.filter((l) => l.level >= 40 && l.upstream === 'livescore');

  const football = await get(`${down.url}/rovat/sport/foci?liga=39`);
  t.equal(football.status, 200);
  t.match(football.body, /<h1 class="section-header__title">Foci<\/h1>/, 'the page itself');
  t.notMatch(football.body, /fixture-table|Nem rendeznek/, 'no fixtures, and no false "no matches"');
  t.equal(warnings().length, 1, 'one log line for the page');

  const f1 = await get(`${down.url}/rovat/sport/forma-1`);
  t.equal(f1.status, 200);
  t.notMatch(f1.body, /race-result|Nincs még elérhető/);
  t.equal(warnings().length, 2, 'one line for that page too');

  const row = origin.db
    .prepare("SELECT id FROM articles WHERE livescore_id IS NOT NULL AND active = 1 AND type = 'article' LIMIT 1")
    .get() as { id: number };
  const a = (await (
    await request(`${origin.url}/api/article/${row.id}`, { headers: { 'x-site': 'telex' } })
  ).body.json()) as { url: string };
  const article = await get(down.url + a.url);
  t.equal(article.status, 200);
  t.match(article.body, /class="article__content"/, 'the article renders');
  t.notMatch(article.body, /article-livescore/, 'without its dashboard');
  t.equal(warnings().length, 3, 'and one line');
  t.same(warnings()[2].parts, ['dashboard']);
  t.ok(
    warnings().every((l) => l.level < 40),
    'the per-page lines are debug',
  );
  t.equal(outageLines().length, 1, 'the outage is one warning');

  const poll = await request(`${down.url}/page-data/sport/fixture/${LIVE_AT_START_IDS[0]}`);
  await poll.body.dump();
  t.equal(poll.statusCode, 502, 'a poll fails plainly (the page keeps what it shows)');
});

t.test('without a livescore service configured the pages still answer', async (t) => {
  const plain = await startBff(origin.url, { pageCacheTtlMs: 0 });
  t.teardown(() => plain.close());
  t.equal((await get(`${plain.url}/rovat/sport/foci`)).status, 200);
  t.equal((await get(`${plain.url}/rovat/sport/forma-1?oldal=csapatok`)).status, 200);
  const poll = await request(`${plain.url}/page-data/sport/fixture/1`);
  await poll.body.dump();
  t.equal(poll.statusCode, 503);
});
