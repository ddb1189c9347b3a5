// A fleet, not one host (decision 090): a sign-out on one BFF is seen at once by the preview gate of another that
// kept its verdict on the token (30 s), when both share Redis.
import t from 'tap';
import { newEditor, sameOrigin, send, signIn } from '../helpers/editor-sign-in.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { startTestRedis } from '../../tooling/redis-server.ts';

const nowS = 1_900_000_000;
const origin = await startOrigin({ articles: 30, authNow: () => nowS });
const redis = await startTestRedis();
const config = { previewMode: true, redisUrl: redis.url };
const hosts = [await startBff(origin.url, config), await startBff(origin.url, config)];
t.teardown(async () => {
  await Promise.all(hosts.map((h) => h.close()));
  await origin.close();
  await redis.stop();
});

t.test('signed out on host A: host B, which kept the editor verdict, refuses the token at once', async (t) => {
  const [a, b] = hosts;
  const browser = await signIn(a.url, newEditor(origin.db), nowS);
  const spent = { ...browser };
  const feedOnB = async () => (await send(b.url, 'GET', '/rss', { jar: { ...spent } })).status;
  t.equal(await feedOnB(), 200, 'host B lets the editor read (and keeps its verdict on the token)');
  await send(a.url, 'POST', '/auth/logout', { jar: browser, headers: sameOrigin(a.url) });
  t.equal(await feedOnB(), 401, 'host B refuses the signed-out token, not 30 s later');
});
