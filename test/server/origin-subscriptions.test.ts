// Newsletter sign-up and push topics: validation, idempotency, and concurrent sign-ups over a real socket.
import t from 'tap';
import { request } from 'undici';
import { originFixture } from '../helpers/origin-fixture.ts';

const f = await originFixture();
t.teardown(() => f.close());

const subscribe = (payload: unknown) =>
  f.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object });
const rows = (email: string) =>
  f.db.prepare('SELECT list_code FROM newsletter_subscriptions WHERE email = ? ORDER BY list_code').pluck().all(email);

// Double opt-in: every sign-up is 202 and pending, new or not (the answer does not tell who reads what).
t.test('newsletter: 202 new and again, email normalised, rows pending until confirmed', async (t) => {
  const first = await subscribe({ email: '  Olvaso.Egy@Pelda.HU ', firstName: 'Egy', listCodes: ['napi', 'heti'] });
  t.equal(first.statusCode, 202);
  t.equal(first.json().email, 'Olvaso.Egy@pelda.hu');
  t.equal(first.json().confirmationSent, true);
  t.same(rows('Olvaso.Egy@pelda.hu'), ['heti', 'napi']);
  t.equal(
    f.db
      .prepare('SELECT count(*) FROM newsletter_subscriptions WHERE email = ? AND confirmed_at IS NULL')
      .pluck()
      .get('Olvaso.Egy@pelda.hu'),
    2,
    'both pending',
  );
  const again = await subscribe({ email: 'Olvaso.Egy@pelda.hu', listCodes: ['napi'] });
  t.equal(again.statusCode, 202);
  const more = await subscribe({ email: 'Olvaso.Egy@PELDA.hu', listCodes: ['napi', 'after'] });
  t.equal(more.statusCode, 202, 'a new list for the same email is the same answer');
  t.same(rows('Olvaso.Egy@pelda.hu'), ['after', 'heti', 'napi']);
});

t.test('newsletter: bad emails and bodies are 400', async (t) => {
  for (const email of [
    '',
    'nincs-kukac',
    'a@b',
    'a@@b.hu',
    'a b@c.hu',
    '@pelda.hu',
    'a@pelda..hu',
    'a@-pelda.hu',
    'a.@pelda.hu',
    'x'.repeat(300) + '@p.hu',
  ]) {
    const res = await subscribe({ email, listCodes: ['napi'] });
    t.equal(res.statusCode, 400, `email ${JSON.stringify(email)}`);
    t.match(res.json(), { statusCode: 400, error: 'Bad Request' });
  }
  t.equal((await subscribe({ email: 'jo@pelda.hu' })).statusCode, 400, 'listCodes missing');
  t.equal((await subscribe({ email: 'jo@pelda.hu', listCodes: [] })).statusCode, 400, 'listCodes empty');
  t.equal((await subscribe({ listCodes: ['napi'] })).statusCode, 400, 'email missing');
  t.equal(f.db.prepare(`SELECT count(*) FROM newsletter_subscriptions WHERE email LIKE 'jo@%'`).pluck().get(), 0);
});

t.test('push topics: subscribe, list, unsubscribe, all idempotent', async (t) => {
  const token = 'device-token-123456';
  t.same((await f.get(`/api/subscriptions?clientToken=${token}`)).body, {
    clientToken: token,
    topics: [],
    webPush: false,
  });
  const post = () =>
    f.inject({ method: 'POST', url: '/api/subscriptions', payload: { clientToken: token, topic: 'fontos' } });
  const first = await post();
  t.equal(first.statusCode, 201);
  t.same(first.json().topics, ['fontos']);
  t.equal((await post()).statusCode, 200);
  t.same((await f.get(`/api/subscriptions?clientToken=${token}`)).body.topics, ['fontos']);
  const bad = await f.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: { clientToken: token, topic: 'sport' },
  });
  t.equal(bad.statusCode, 400);
  t.match(bad.json().message, /topic/);
  t.equal(
    (await f.inject({ method: 'POST', url: '/api/subscriptions', payload: { clientToken: 'rovid', topic: 'fontos' } }))
      .statusCode,
    400,
  );
  const del = () => f.inject({ method: 'DELETE', url: `/api/subscriptions?clientToken=${token}&topic=fontos` });
  t.equal((await del()).statusCode, 204);
  t.equal((await del()).statusCode, 204);
  t.same((await f.get(`/api/subscriptions?clientToken=${token}`)).body.topics, []);
  t.equal(
    (await f.inject({ method: 'DELETE', url: `/api/subscriptions?clientToken=${token}&topic=x` })).statusCode,
    400,
  );
});

t.test('200 concurrent sign-ups over a real port are each stored exactly once', async (t) => {
  const server = f.app;
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  const DISTINCT = 150;
  // 150 distinct readers, 50 of whom send the form twice (once with the domain in capitals).
  const emails = Array.from({ length: DISTINCT }, (_, i) => `olvaso${i}@Egyidejű.example.com`.replace('ű', 'u'));
  const requests = [...emails, ...emails.slice(0, 50).map((e) => e.replace('example.com', 'EXAMPLE.COM'))];
  const results = await Promise.all(
    requests.map(async (email) => {
      const res = await request(`http://127.0.0.1:${port}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, listCodes: ['napi', 'heti'] }),
      });
      await res.body.json();
      return res.statusCode;
    }),
  );
  t.equal(results.filter((s) => s === 202).length, requests.length, 'every sign-up is 202, repeats alike');
  const stored = f.db
    .prepare(`SELECT count(*) FROM newsletter_subscriptions WHERE email LIKE 'olvaso%@egyideju.example.com'`)
    .pluck()
    .get();
  t.equal(stored, DISTINCT * 2, 'every reader on both lists exactly once');
});
