// The day a story breaks: a herd of readers on one uncached article, and a publisher API that goes away.
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { request } from 'undici';
import { buildOriginApp } from '../../stand-ins/origin/app.ts';
import { openDatabase } from '../../stand-ins/origin/database.ts';
import { seedCorpus } from '../../stand-ins/origin/seed/corpus.ts';
import { startBff } from '../helpers/servers.ts';
import { startSlowProxy } from '../helpers/slow-proxy.ts';

const db = openDatabase(':memory:');
seedCorpus(db, { articles: 500, seed: 7, now: Math.floor(Date.now() / 1000) });
let origin = buildOriginApp({ db });
const originUrl = await origin.listen({ host: '127.0.0.1', port: 0 });
const originPort = (origin.server.address() as AddressInfo).port;
t.teardown(async () => {
  await origin.close();
  db.close();
});

async function articleUrls(n: number): Promise<string[]> {
  const res = await request(`${originUrl}/api/articles?perPage=${n}&page=3`);
  const body = (await res.body.json()) as { items: { url: string; slug: string }[] };
  return body.items.map((a) => a.url);
}

t.test('100 concurrent requests for one uncached article make exactly one upstream call', async (t) => {
  const proxy = await startSlowProxy(originUrl, (path) => (path.startsWith('/api/articles/') ? 150 : 0));
  const bff = await startBff(proxy.url);
  t.teardown(async () => {
    await bff.close();
    await proxy.close();
  });
  const [url] = await articleUrls(1);
  const slug = url.split('/').pop()!;
  const responses = await Promise.all(
    Array.from({ length: 100 }, async () => {
      const res = await request(bff.url + url);
      return { status: res.statusCode, body: await res.body.text() };
    }),
  );
  t.same([...new Set(responses.map((r) => r.status))], [200], 'all 100 answered 200');
  t.ok(
    responses.every((r) => r.body.includes('class="article__title"')),
    'every answer is the article page',
  );
  const articleCalls = proxy.calls.filter((p) => p.startsWith(`/api/articles/${slug}`));
  t.equal(articleCalls.length, 1, 'one upstream call for the article');
});

t.test(
  'upstream down: seen pages still answer from stale data, unseen ones fail fast, recovery is automatic',
  async (t) => {
    let offset = 0;
    const bff = await startBff(originUrl, {
      clock: () => Date.now() + offset,
      upstreamTimeoutMs: { primary: 1500, secondary: 500 },
    });
    t.teardown(() => bff.close());
    const [seen, unseen] = await articleUrls(2);
    const warm = await request(bff.url + seen);
    const warmBody = await warm.body.text();
    t.equal(warm.statusCode, 200, 'warm-up');
    const title = /<h1 class="article__title">([^<]+)</.exec(warmBody)?.[1];
    t.ok(title);

    await origin.close();
    offset += 10 * 60_000; // ten minutes later: every cached answer is past its freshness and its revalidation window

    const stale = await request(bff.url + seen);
    const staleBody = await stale.body.text();
    t.equal(stale.statusCode, 200, 'a seen page still answers 200');
    t.ok(staleBody.includes(`<h1 class="article__title">${title}</h1>`), 'with the stale content');

    const started = performance.now();
    const failed = await request(bff.url + unseen);
    const failedBody = await failed.body.text();
    const took = performance.now() - started;
    t.equal(failed.statusCode, 503, 'an unseen page is the error page, 503: the publisher cannot answer for now');
    t.equal(failed.headers['retry-after'], '5', 'with Retry-After');
    t.match(failedBody, /Belső kiszolgálóhiba\./);
    t.match(failedBody, /Vissza a címlapra/);
    t.ok(took < 1500 + 1000, `within its budget (${Math.round(took)} ms)`);
    const health = await request(bff.url + '/healthz');
    t.equal(health.statusCode, 200, 'the BFF is alive');
    await health.body.dump();

    // The publisher comes back on the same address, with a changed headline.
    origin = buildOriginApp({ db });
    await origin.listen({ host: '127.0.0.1', port: originPort });
    const slug = seen.split('/').pop()!;
    const id = (db.prepare('SELECT id FROM articles WHERE slug = ?').get(slug) as { id: number }).id;
    const patch = await request(`${originUrl}/admin/articles/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Friss cím a helyreállás után' }),
    });
    t.equal(patch.statusCode, 200);
    await patch.body.dump();
    offset += 10 * 60_000;

    const back = await request(bff.url + unseen);
    t.equal(back.statusCode, 200, 'the unseen page renders again');
    await back.body.dump();
    const fresh = await request(bff.url + seen);
    t.match(await fresh.body.text(), /Friss cím a helyreállás után/, 'fresh content is served again');
  },
);

t.test(
  "a hanging upstream: the error page (503) arrives within the primary budget, not after undici's 300 s",
  async (t) => {
    const [, , third] = await articleUrls(3);
    const slug = third.split('/').pop()!;
    const proxy = await startSlowProxy(originUrl, (path) => (path.startsWith(`/api/articles/${slug}`) ? 60_000 : 0));
    const bff = await startBff(proxy.url, { upstreamTimeoutMs: { primary: 800, secondary: 300 } });
    t.teardown(async () => {
      await bff.close();
      await proxy.close();
    });
    const started = performance.now();
    const res = await request(bff.url + third);
    const body = await res.body.text();
    const took = performance.now() - started;
    t.equal(res.statusCode, 503);
    t.match(body, /Belső kiszolgálóhiba\./);
    t.ok(took < 800 + 700, `answered after ${Math.round(took)} ms, within the 800 ms budget and the render`);
  },
);
