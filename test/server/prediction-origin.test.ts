// The origin's prediction game (§2.1 tippjatek): the game with its official result, the 100 % rule and the other
// validation with Hungarian reasons, a bounded body, reading back by key, and concurrent and retried submissions over a
// real socket — every submission stored exactly once.
import t from 'tap';
import { request } from 'undici';
import { addOpenTestGame, OPEN_TEST_GAME } from '../helpers/open-prediction-game.ts';
import { originFixture } from '../helpers/origin-fixture.ts';

const f = await originFixture();
t.teardown(() => f.close());
addOpenTestGame(f.db);

const GAME = `/api/prediction-games/${OPEN_TEST_GAME}`;
const VALID = { 'fidesz-kdnp': 50, egysegben: 40, 'mi-hazank': 5, mkkp: 3.5, egyeb: 1.5 };
const submit = (payload: unknown) =>
  f.inject({ method: 'POST', url: `${GAME}/predictions`, payload: payload as object });
/** The messages keep a number and its unit together with a no-break space. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const count = () => f.db.prepare('SELECT count(*) FROM predictions').pluck().get() as number;

t.test('the game names its parties and the official 2022 result, which adds up to 100 %', async (t) => {
  const res = await f.get(GAME);
  t.equal(res.status, 200);
  t.same(
    res.body.parties.map((p: { code: string }) => p.code),
    ['fidesz-kdnp', 'egysegben', 'mi-hazank', 'mkkp', 'egyeb'],
  );
  t.equal(res.body.results.shares['fidesz-kdnp'], 54.13);
  const sum = Object.values(res.body.results.shares as Record<string, number>).reduce(
    (a, b) => a + Math.round(b * 100),
    0,
  );
  t.equal(sum, 10_000);
  t.equal((await f.get('/api/prediction-games/nincs-ilyen')).status, 404);
  t.equal((await f.get('/api/prediction-games/..%2Fx')).status, 404);
});

t.test('a valid prediction is stored under a key and read back', async (t) => {
  const res = await submit({ shares: VALID });
  t.equal(res.statusCode, 201);
  const body = res.json();
  t.match(body.key, /^[a-z2-9]{10}$/);
  t.same(body.shares, VALID);
  const back = await f.get(`${GAME}/predictions/${body.key}`);
  t.equal(back.status, 200);
  t.same(back.body, body);
  t.match(String(back.headers['cache-control']), /public/);
  t.equal((await f.get(`${GAME}/predictions/aaaaaaaaaa`)).status, 404, 'unknown key');
  t.equal((await f.get(`${GAME}/predictions/NEM-KULCS`)).status, 404, 'malformed key');
  t.equal(
    (await f.get(`/api/prediction-games/nincs-ilyen/predictions/${body.key}`)).status,
    404,
    'key of another game',
  );
});

t.test('shares that do not add up to 100 % are refused with a Hungarian reason', async (t) => {
  const before = count();
  const short = await submit({ shares: { ...VALID, egyeb: 0 } });
  t.equal(short.statusCode, 400);
  t.match(plain(short.json().message), /összege 98,5 %, nem 100 %: még 1,5 százalékpont hiányzik/);
  const over = await submit({ shares: { ...VALID, 'fidesz-kdnp': 60 } });
  t.equal(over.statusCode, 400);
  t.match(plain(over.json().message), /110 %.*10 százalékpont a többlet/);
  t.equal(count(), before, 'nothing stored');
});

t.test('other bad predictions are 400 with the reason', async (t) => {
  const before = count();
  const cases: [string, unknown, RegExp][] = [
    [
      'a party missing',
      { shares: { 'fidesz-kdnp': 60, egysegben: 40, 'mi-hazank': 0, mkkp: 0 } },
      /Többi lista.*add meg/,
    ],
    ['a negative share', { shares: { ...VALID, egyeb: -1.5, mkkp: 6.5 } }, /0 és 100 közötti/],
    ['more than 100', { shares: { ...VALID, 'fidesz-kdnp': 101, egysegben: -11 } }, /0 és 100 közötti/],
    ['two decimals', { shares: { ...VALID, mkkp: 3.45, egyeb: 1.55 } }, /legfeljebb 1 tizedesjeggyel/],
    ['an unknown party', { shares: { ...VALID, 'uj-part': 0 } }, /Ismeretlen párt: uj-part/],
    ['not a number', { shares: { ...VALID, mkkp: 'sok' } }, /./],
    ['no shares', {}, /shares/],
    ['a malformed submission id', { shares: VALID, submissionId: 'rövid' }, /submissionId/],
    ['a prototype key', JSON.parse('{"shares":{"__proto__":{"x":1}}}'), /./],
  ];
  for (const [what, payload, reason] of cases) {
    const res = await submit(payload);
    t.equal(res.statusCode, 400, what);
    t.match(res.json().message, reason, what);
  }
  const big = await f.inject({
    method: 'POST',
    url: `${GAME}/predictions`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ shares: VALID, pad: 'x'.repeat(8 * 1024) }),
  });
  t.equal(big.statusCode, 413, 'a body over the limit');
  const unknownGame = await f.inject({
    method: 'POST',
    url: '/api/prediction-games/nincs-ilyen/predictions',
    payload: { shares: VALID },
  });
  t.equal(unknownGame.statusCode, 404);
  t.equal(count(), before, 'nothing stored');
});

t.test('a retried submission (same id) gets the same key; the same id with other shares is a conflict', async (t) => {
  const submissionId = 'retry-0123456789abcdef';
  const first = await submit({ shares: VALID, submissionId });
  const again = await submit({
    shares: { egyeb: 1.5, mkkp: 3.5, 'mi-hazank': 5, egysegben: 40, 'fidesz-kdnp': 50 },
    submissionId,
  });
  t.equal(first.statusCode, 201);
  t.equal(again.statusCode, 200);
  t.equal(again.json().key, first.json().key);
  const other = await submit({ shares: { ...VALID, egysegben: 39, egyeb: 2.5 }, submissionId });
  t.equal(other.statusCode, 409);
  t.match(other.json().message, /másik tippet/);
  t.equal(f.db.prepare('SELECT count(*) FROM predictions WHERE submission_id = ?').pluck().get(submissionId), 1);
});

t.test('200 concurrent submissions over a real port are each stored exactly once', async (t) => {
  await f.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = f.app.server.address() as { port: number };
  const before = count();
  const post = (body: unknown) =>
    request(`http://127.0.0.1:${port}${GAME}/predictions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => ({
      status: res.statusCode,
      body: (await res.body.json()) as { key: string; shares: Record<string, number> },
    }));
  // 200 readers, each a prediction of their own (Fidesz from 40 to 59.9 %), and each sending it with an id.
  const bodies = Array.from({ length: 200 }, (_, i) => {
    const fidesz = 400 + i;
    return {
      submissionId: `concurrent-${String(i).padStart(8, '0')}-x`,
      shares: { ...VALID, 'fidesz-kdnp': fidesz / 10, egysegben: (900 - fidesz) / 10 },
    };
  });
  const results = await Promise.all(bodies.map(post));
  t.same(
    results.map((r) => r.status),
    bodies.map(() => 201),
  );
  t.equal(new Set(results.map((r) => r.body.key)).size, 200, '200 distinct keys');
  t.equal(count(), before + 200, '200 rows');
  results.forEach((r, i) => {
    if (r.body.shares['fidesz-kdnp'] !== bodies[i].shares['fidesz-kdnp'])
      t.fail(`submission ${i} got another's prediction`);
  });
  // The same 200 sent again at once, as a flaky network would: nothing new, each gets its own key back.
  const retried = await Promise.all(bodies.map(post));
  t.same(
    retried.map((r) => r.status),
    bodies.map(() => 200),
  );
  t.same(
    retried.map((r) => r.body.key),
    results.map((r) => r.body.key),
  );
  t.equal(count(), before + 200, 'still 200 rows');
  // And 200 identical anonymous predictions are 200 predictions (no id: nothing says they are one).
  const anonymous = await Promise.all(Array.from({ length: 200 }, () => post({ shares: VALID })));
  t.equal(new Set(anonymous.map((r) => r.body.key)).size, 200);
  t.equal(count(), before + 400);
});

t.test('§2.1 the 2022 game closed when its polls opened: it says so, and a late prediction is refused', async (t) => {
  const game = await f.get('/api/prediction-games/valasztas-2022');
  t.equal(game.body.closesAt, Date.UTC(2022, 3, 3, 4) / 1000, '3 April 2022, 6:00 Budapest time');
  t.equal((await f.get(GAME)).body.closesAt, null, 'the test game never closes');
  const before = count();
  const res = await f.inject({
    method: 'POST',
    url: '/api/prediction-games/valasztas-2022/predictions',
    payload: { shares: VALID },
  });
  t.equal(res.statusCode, 409);
  t.match(plain(res.json().message), 'lezárult');
  t.equal(count(), before, 'nothing stored');
});
