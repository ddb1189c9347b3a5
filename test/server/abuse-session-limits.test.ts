// Editor session lifetime: a sign-in lasts at most 12 hours however often it is refreshed (the absolute
// limit), and ends after 2 hours without a refresh (the idle limit); the access token of an ended session is refused.
// The origin's clock is injected, so the hours pass in no time.
import t from 'tap';
import { SESSION_ABSOLUTE_LIMIT_S, SESSION_IDLE_LIMIT_S } from '../../stand-ins/origin/security/editor-sessions.ts';
import { request } from 'undici';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { meAtOrigin, newEditor, refreshAtOrigin, send, signIn } from '../helpers/editor-sign-in.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

let nowS = 1_900_000_000;
const SECRET = 'session-limits-secret';
const origin = await startOrigin({ articles: 300, jwtSecret: SECRET, authNow: () => nowS });
const bff = await startBff(origin.url, { previewMode: true });
// A page only an editor may see: the publisher checks the token for it.
const inactiveId = origin.db
  .prepare(`SELECT id FROM articles WHERE active = 0 AND parent_id IS NULL AND site_slug = 'telex' LIMIT 1`)
  .pluck()
  .get() as number;
const inactiveUrl = (
  (await (
    await request(`${origin.url}/api/article/${inactiveId}`, {
      headers: { authorization: `Bearer ${issueTestToken(newEditor(origin.db), SECRET, { nowS })}` },
    })
  ).body.json()) as { url: string }
).url;
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

t.test('the limits are the issue’s: 12 h absolute, 2 h idle', async (t) => {
  t.equal(SESSION_ABSOLUTE_LIMIT_S, 12 * 3600);
  t.equal(SESSION_IDLE_LIMIT_S, 2 * 3600);
});

t.test('a session older than 12 h is refused even when refreshed all along', async (t) => {
  const jar = await signIn(bff.url, newEditor(origin.db), nowS);
  const start = nowS;
  // A refresh every 100 minutes: never idle for 2 hours.
  while (nowS + 100 * 60 < start + 12 * 3600) {
    nowS += 100 * 60;
    t.equal(await refreshAtOrigin(origin.url, jar), 200, `refreshed after ${Math.round((nowS - start) / 60)} min`);
  }
  nowS = start + 12 * 3600 - 60;
  t.equal(await refreshAtOrigin(origin.url, jar), 200, 'a minute before the limit it still refreshes');
  t.equal(await meAtOrigin(origin.url, jar), 200);
  nowS = start + 12 * 3600;
  t.equal(await meAtOrigin(origin.url, jar), 401, 'at 12 h its fresh access token is refused');
  t.equal(await refreshAtOrigin(origin.url, jar), 401, 'and it cannot be refreshed');
  const page = await send(bff.url, 'GET', `/page-data?path=${encodeURIComponent(inactiveUrl)}`, { jar });
  t.notOk(jar.access_token, 'through the BFF the session cookies are cleared');
  t.same(JSON.parse(page.body), { status: 302, redirect: '/login' });
});

t.test('a session without a refresh for 2 h is refused', async (t) => {
  const jar = await signIn(bff.url, newEditor(origin.db), nowS);
  nowS += 2 * 3600 - 60;
  t.equal(await refreshAtOrigin(origin.url, jar), 200, 'refreshed just within the idle limit');
  nowS += 2 * 3600;
  t.equal(await refreshAtOrigin(origin.url, jar), 401, 'two hours later it is over');
});
