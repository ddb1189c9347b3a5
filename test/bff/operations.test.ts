// Health, readiness, metrics and load shedding.
import t from 'tap';
import { request } from 'undici';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { LATEST_SIDEBAR_PATH } from '../../server/loaders/secondary-loaders.ts';

const origin = await startOrigin({ articles: 300 });
t.teardown(() => origin.close());

t.test('healthz, readyz and metrics', async (t) => {
  const bff = await startBff(origin.url);
  t.teardown(() => bff.close());
  const health = await request(bff.url + '/healthz');
  t.equal(health.statusCode, 200);
  t.same(await health.body.json(), { ok: true });
  const ready = await request(bff.url + '/readyz');
  t.equal(ready.statusCode, 200);
  t.match(await ready.body.json(), { ok: true, upstreams: { publisher: { ok: true } } });
  const page = await request(bff.url + '/');
  await page.body.dump();
  const metrics = await request(bff.url + '/metrics');
  t.equal(metrics.statusCode, 200);
  const text = await metrics.body.text();
  t.match(text, /bff_http_request_duration_seconds_bucket\{[^}]*route="front"/, 'request durations by route');
  t.match(text, /bff_cache_events_total\{cache="upstream",outcome="miss"\} \d+/, 'cache misses');
  t.match(text, /bff_upstream_request_duration_seconds_count\{upstream="publisher",outcome="ok"\} \d+/, 'upstream latency');
  const remote = await request(bff.url + '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
  t.equal(remote.statusCode, 404, 'metrics are not for the public');
  await remote.body.dump();
});

t.test('readyz reports an unreachable publisher', async (t) => {
  const bff = await startBff('http://127.0.0.1:9');
  t.teardown(() => bff.close());
  const ready = await request(bff.url + '/readyz');
  t.equal(ready.statusCode, 503);
  t.match(await ready.body.json(), { ok: false, upstreams: { publisher: { ok: false } } });
});

t.test('under load the BFF serves cached pages rather than refusing, and 503s the rest', async (t) => {
  const bff = await startBff(origin.url, { maxEventLoopDelayMs: 20 });
  t.teardown(() => bff.close());
  for (let i = 0; i < 40; i++) {
    const res = await request(bff.url + '/');
    await res.body.dump();
    if (res.headers['x-cache']) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  // Block this process's event loop (the BFF runs in it) until the sampler sees the delay.
  let shedCached = '';
  let shedOther = 0;
  const until = Date.now() + 5000;
  while (Date.now() < until && (!shedCached || !shedOther)) {
    const spin = Date.now() + 120;
    while (Date.now() < spin) { /* busy */ }
    await new Promise((r) => setTimeout(r, 5));
    const cached = await request(bff.url + '/');
    await cached.body.dump();
    if (cached.headers['x-cache'] === 'SHED') shedCached = String(cached.statusCode);
    const other = await request(bff.url + `/nincs-meg-${Date.now()}`);
    await other.body.dump();
    if (other.statusCode === 503) {
      shedOther = other.statusCode;
      t.equal(other.headers['retry-after'], '5');
    }
  }
  t.equal(shedCached, '200', 'a cached page is still served under pressure');
  t.equal(shedOther, 503, 'an uncached page is refused with 503 under pressure');
  const health = await request(bff.url + '/healthz');
  t.equal(health.statusCode, 200, 'health stays reachable');
  await health.body.dump();
});

t.test('graceful shutdown finishes the page being streamed', async (t) => {
  const { startSlowProxy } = await import('../helpers/slow-proxy.ts');
  const { request: httpRequest } = await import('node:http');
  const slow = await startSlowProxy(origin.url, (path) => (path.startsWith(LATEST_SIDEBAR_PATH) ? 700 : 0));
  t.teardown(() => slow.close());
  const bff = await startBff(slow.url, { pageCacheTtlMs: 0, upstreamTimeoutMs: { primary: 3000, secondary: 2000 } });
  let closed = false;
  const html = await new Promise<string>((resolve, reject) => {
    const req = httpRequest(bff.url + '/', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (!closed) {
          closed = true;
          void bff.close(); // SIGTERM's path: stop accepting, let in-flight responses finish
        }
      });
      res.on('end', () => resolve(body));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  t.ok(closed, 'the server was closing while the page streamed');
  t.match(html, /id="friss-hirek"/, 'the delayed part still arrived');
  t.match(html, /<\/html>$/, 'the document is complete');
});
