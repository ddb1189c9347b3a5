// A followed tag's push topic (decision 098): the publisher takes `cimke:{slug}` for a tag it has, at most
// TAG_PUSH_TOPICS_MAX per client token, lets any well-formed one go, and its admin send reaches only that tag's
// browsers. Through the BFF, adding one is counted per client token and address ('push-tag-topic'): over either, 429
// with Retry-After, and the publisher never sees it.
import t from 'tap';
import { request } from 'undici';
import { PUSH_TAG_TOPIC_PREFIX } from '../../shared/engagement-constants.ts';
import { TAG_PUSH_TOPICS_MAX, tagOfPushTopic, tagPushTopic } from '../../shared/tag-push-topics.ts';
import { originFixture } from '../helpers/origin-fixture.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';
import { browserKeys, startPushService } from '../helpers/web-push-receiver.ts';

const pushService = await startPushService();
const f = await originFixture({ pushAllowLoopbackHttp: true });
t.teardown(async () => {
  await f.close();
  await pushService.close();
});

const tags = f.db.prepare('SELECT slug FROM tags ORDER BY id').pluck().all() as string[];
const post = (payload: object) => f.inject({ method: 'POST', url: '/api/subscriptions', payload });
const remove = (clientToken: string, topic: string) =>
  f.inject({ method: 'DELETE', url: `/api/subscriptions?${new URLSearchParams({ clientToken, topic })}` });
const topicsOf = async (token: string) =>
  ((await f.get(`/api/subscriptions?clientToken=${token}`)).body as { topics: string[] }).topics;

t.test('a tag topic is its slug behind the prefix, and nothing else reads as one', async (t) => {
  t.equal(tagPushTopic('orban-viktor'), `${PUSH_TAG_TOPIC_PREFIX}orban-viktor`);
  t.equal(tagOfPushTopic(`${PUSH_TAG_TOPIC_PREFIX}orban-viktor`), 'orban-viktor');
  for (const bad of ['Nagybetu', 'szó', 'a'.repeat(64), ''])
    t.equal(tagPushTopic(bad), null, `no topic for ${JSON.stringify(bad)}`);
  for (const other of [
    'fontos',
    'g7',
    PUSH_TAG_TOPIC_PREFIX,
    `${PUSH_TAG_TOPIC_PREFIX}A`,
    `x${PUSH_TAG_TOPIC_PREFIX}a`,
  ])
    t.equal(tagOfPushTopic(other), null, `${other} is no tag's topic`);
});

t.test('the publisher takes a known tag, refuses an unknown or malformed one, lets any go', async (t) => {
  const token = 'cimke-olvaso-1234';
  const topic = tagPushTopic(tags[0])!;
  t.equal((await post({ clientToken: token, topic })).statusCode, 201);
  t.equal((await post({ clientToken: token, topic })).statusCode, 200, 'again: nothing new');
  t.same(await topicsOf(token), [topic]);
  const unknown = await post({ clientToken: token, topic: `${PUSH_TAG_TOPIC_PREFIX}nincs-ilyen-cimke-sehol` });
  t.equal(unknown.statusCode, 400);
  t.match(unknown.json().message, /names no tag/);
  for (const bad of [PUSH_TAG_TOPIC_PREFIX, `${PUSH_TAG_TOPIC_PREFIX}Nagy`, `cimke/${tags[0]}`]) {
    const res = await post({ clientToken: token, topic: bad });
    t.equal(res.statusCode, 400, bad);
    t.match(res.json().message, /topic must be one of fontos, g7, after, karakter or cimke:\{tag slug\}/);
  }
  t.equal((await remove(token, `${PUSH_TAG_TOPIC_PREFIX}nincs-ilyen-cimke-sehol`)).statusCode, 204, 'a gone tag');
  t.equal((await remove(token, `${PUSH_TAG_TOPIC_PREFIX}Nagy`)).statusCode, 400, 'a malformed one is no topic');
  t.equal((await remove(token, topic)).statusCode, 204);
  t.same(await topicsOf(token), []);
});

t.test(`a client token holds at most ${TAG_PUSH_TOPICS_MAX} tags' topics`, async (t) => {
  t.ok(tags.length > TAG_PUSH_TOPICS_MAX, `${tags.length} tags in the corpus`);
  const token = 'sok-cimke-olvaso-1';
  for (const slug of tags.slice(0, TAG_PUSH_TOPICS_MAX))
    t.equal((await post({ clientToken: token, topic: tagPushTopic(slug) })).statusCode, 201, slug);
  const over = await post({ clientToken: token, topic: tagPushTopic(tags[TAG_PUSH_TOPICS_MAX]) });
  t.equal(over.statusCode, 400, 'one more is refused');
  t.match(over.json().message, new RegExp(`at most ${TAG_PUSH_TOPICS_MAX}`));
  t.equal((await post({ clientToken: token, topic: tagPushTopic(tags[0]) })).statusCode, 200, 'one it has: fine');
  t.equal((await post({ clientToken: token, topic: 'fontos' })).statusCode, 201, 'the other topics are not counted');
  await remove(token, tagPushTopic(tags[0])!);
  t.equal((await post({ clientToken: token, topic: tagPushTopic(tags[TAG_PUSH_TOPICS_MAX]) })).statusCode, 201);
  t.equal((await topicsOf(token)).length, TAG_PUSH_TOPICS_MAX + 1);
});

t.test("the admin send to a tag's topic reaches only that tag's browsers", async (t) => {
  const [follower, other] = [browserKeys(), browserKeys()];
  const device = (path: string, keys: typeof follower) => ({
    endpoint: `${pushService.url}${path}`,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  const topic = tagPushTopic(tags[1])!;
  await post({ clientToken: 'kovetoje-1234567', pushSubscription: device('/push/koveto', follower) });
  await post({ clientToken: 'kovetoje-1234567', topic });
  await post({ clientToken: 'masik-olvaso-1234', pushSubscription: device('/push/masik', other) });
  pushService.deliveries.length = 0;
  const send = (body: object) => f.inject({ method: 'POST', url: '/admin/push/send', payload: body });
  const res = await send({ topic, title: 'Új cikk', body: 'A követett témádban', url: '/cimke/' + tags[1] });
  t.equal(res.statusCode, 200);
  t.match(res.json(), { topic, devices: 1, sent: 1 });
  t.same(
    pushService.deliveries.map((d) => d.path),
    ['/push/koveto'],
  );
  t.match(JSON.parse(follower.decrypt(pushService.deliveries[0].body).toString()), { tag: topic });
  const unknown = await send({ topic: `${PUSH_TAG_TOPIC_PREFIX}nincs-ilyen`, title: 'x', body: '', url: '/' });
  t.equal(unknown.statusCode, 400);
});

t.test('the BFF counts tag topics added per client token and address: over either, 429', async (t) => {
  let now = Date.UTC(2026, 10, 29, 8);
  const origin = await startOrigin({ now: TEST_NOW });
  const bff = await startBff(origin.url, {
    clock: () => now,
    attemptLimits: {
      'push-tag-topic': { account: { max: 2, windowMs: 3_600_000 }, address: { max: 3, windowMs: 3_600_000 } },
    },
  });
  t.teardown(async () => {
    await bff.close();
    await origin.close();
  });
  const slugs = origin.db.prepare('SELECT slug FROM tags ORDER BY id LIMIT 6').pluck().all() as string[];
  const add = async (clientToken: string, topic: string) => {
    const res = await request(`${bff.url}/api/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientToken, topic }),
    });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: (await res.body.json()) as object };
  };
  const stored = (token: string) =>
    origin.db.prepare('SELECT count(*) FROM push_subscriptions WHERE client_token = ?').pluck().get(token);
  t.equal((await add('egy-olvaso-123456', tagPushTopic(slugs[0])!)).status, 201);
  t.equal((await add('egy-olvaso-123456', tagPushTopic(slugs[1])!)).status, 201);
  const third = await add('egy-olvaso-123456', tagPushTopic(slugs[2])!);
  t.equal(third.status, 429, "a token's third in the window");
  t.ok(Number(third.retryAfter) > 0 && Number(third.retryAfter) <= 3600, `Retry-After: ${third.retryAfter}`);
  t.match(third.body, { message: /too many tags' push topics/ });
  t.equal(stored('egy-olvaso-123456'), 2, 'the publisher never saw it');
  t.equal((await add('egy-olvaso-123456', 'g7')).status, 201, 'the other topics are not counted');
  t.equal((await add('masik-olvaso-12345', tagPushTopic(slugs[3])!)).status, 201, 'another token');
  t.equal((await add('harmadik-olvaso-1', tagPushTopic(slugs[4])!)).status, 429, "the address's fourth");
  now += 3_600_000;
  t.equal((await add('harmadik-olvaso-1', tagPushTopic(slugs[4])!)).status, 201, 'the next window takes it');
});
