// PURGE with surrogate keys: after an admin write the origin tells the BFF, which drops the article from its page
// cache and its upstream cache, so the very next reader gets the change (docs/decisions/014-caching-proxy.md).
import t from 'tap';
import { request } from 'undici';
import { startBff, startOrigin } from '../helpers/servers.ts';

const purgeTargets: string[] = [];
const origin = await startOrigin({ cachePurgeUrls: purgeTargets });
const bff = await startBff(origin.url);
const guarded = await startBff(origin.url, { cachePurgeToken: 'purge-test-token' });
purgeTargets.push(bff.url);
t.teardown(async () => {
  await guarded.close();
  await bff.close();
  await origin.close();
});

async function get(path: string) {
  const res = await request(bff.url + path);
  return { status: res.statusCode, cache: res.headers['x-cache'], body: await res.body.text() };
}

t.test('an admin write purges the article from the BFF at once', async (t) => {
  const { id, slug } = origin.db
    .prepare(
      `SELECT id, slug FROM articles WHERE type = 'article' AND active = 1 AND parent_id IS NULL
    AND site_slug = 'telex' ORDER BY id LIMIT 1 OFFSET 30`,
    )
    .get() as { id: number; slug: string };
  const url = ((await (await request(`${origin.url}/api/articles/${slug}`)).body.json()) as { url: string }).url;
  let before = await get(url);
  for (let i = 0; i < 20 && before.cache !== 'HIT'; i++) before = await get(url);
  t.equal(before.cache, 'HIT', 'the page is in the page cache');
  const patch = await request(`${origin.url}/admin/articles/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Azonnal törölt régi cím helyett új' }),
  });
  t.equal(patch.statusCode, 200);
  await patch.body.dump();
  const after = await get(url);
  t.match(
    after.body,
    /Azonnal törölt régi cím helyett új/,
    'the next reader sees the new title (page and upstream caches purged)',
  );
});

t.test('PURGE needs keys, and the token when one is configured', async (t) => {
  const purge = async (base: string, headers: Record<string, string>) => {
    const res = await request(`${base}/`, { method: 'PURGE', headers });
    return { status: res.statusCode, body: (await res.body.json()) as { purged?: { pages: number; answers: number } } };
  };
  t.equal((await purge(bff.url, {})).status, 400, 'no xkey');
  t.equal((await purge(bff.url, { xkey: 'Article 1; DROP' })).status, 400, 'a malformed key');
  t.match(await purge(bff.url, { xkey: 'article-1 front-telex' }), {
    status: 200,
    body: { purged: { pages: Number, answers: Number } },
  });
  t.equal(
    (await purge(guarded.url, { xkey: 'article-1' })).status,
    403,
    'with a token configured, loopback alone is not enough',
  );
  t.equal(
    (await purge(guarded.url, { xkey: 'article-1', authorization: 'Bearer purge-test-token' })).status,
    200,
    'the token is',
  );
});
