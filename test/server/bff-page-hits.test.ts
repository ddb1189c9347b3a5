// A fresh page-cache hit answered before Fastify (decision 094): the same answer the whole way gives, to the requests
// that could only get that answer; every other request still goes the whole way.
import { Writable } from 'node:stream';
import t from 'tap';
import { request } from 'undici';
import { httpDuration } from '../../server/metrics.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const lines: { msg?: string; reqId?: string; url?: string; route?: string; status?: number; site?: string }[] = [];
const stream = new Writable({
  write(chunk, _enc, cb) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    cb();
  },
});
const origin = await startOrigin();
const bff = await startBff(origin.url, {}, { logger: { level: 'info', stream } });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(bff.url + path, { headers });
  return { status: res.statusCode, headers: res.headers, body: await res.body.arrayBuffer() };
}

/** The request log's line of the last answer to `path`: the whole way's carry Fastify's request id. */
const lastLine = (path: string) => lines.filter((l) => l.msg === 'request' && l.url === path).at(-1)!;

/** An article page settled in the page cache (the first reader's miss fills it), its list found at the origin. */
async function cachedArticle(page: number): Promise<string> {
  const res = await request(`${origin.url}/api/articles?perPage=1&page=${page}`);
  const [a] = ((await res.body.json()) as { items: { url: string }[] }).items;
  for (let i = 0; i < 50; i++) {
    if ((await get(a.url)).headers['x-cache']) return a.url;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${a.url} never came from the cache`);
}

const withoutPerAnswer = (h: Record<string, unknown>) => {
  const { date: _d, age: _a, ...rest } = h;
  return rest;
};

/** How many answers the duration metric has counted for a route and status (the BFF runs in this process). */
async function durationCount(route: string, status: number): Promise<number> {
  const { name, values } = await httpDuration.get();
  const count = values.find(
    (v) => v.metricName === `${name}_count` && v.labels.route === route && v.labels.status === String(status),
  );
  return count?.value ?? 0;
}

t.test('a hit answered before Fastify is the whole way’s answer, byte for byte, and logged', async (t) => {
  const path = await cachedArticle(3);
  for (const enc of ['br', 'gzip', '']) {
    const headers: Record<string, string> = enc ? { 'accept-encoding': enc } : {};
    // The first plain answer in this encoding goes the whole way, and its headers are kept.
    await get(path, headers);
    // A header no rule of a hit reads is still one this path does not know: it goes the whole way.
    const whole = await get(path, { ...headers, 'x-anything': '1' });
    t.ok(lastLine(path).reqId, `${enc || 'identity'}: the whole way`);
    const counted = await durationCount(lastLine(path).route!, 200);
    const early = await get(path, headers);
    t.notOk(lastLine(path).reqId, `${enc || 'identity'}: answered before Fastify`);
    t.equal(await durationCount(lastLine(path).route!, 200), counted + 1, 'its duration is counted');
    t.equal(early.status, whole.status);
    t.same(withoutPerAnswer(early.headers), withoutPerAnswer(whole.headers), 'the same headers');
    t.same(Buffer.from(early.body), Buffer.from(whole.body), 'the same bytes');
    t.equal(early.headers['x-cache'], 'HIT');
    t.match(lastLine(path), { status: 200, route: String, site: 'telex' }, 'its log line');
  }
});

t.test('cookies, a trusted proxy’s question and a HEAD go the whole way', async (t) => {
  const path = await cachedArticle(4);
  await get(path);
  await get(path, { cookie: 'anything=1' });
  t.ok(lastLine(path).reqId, 'a request with a cookie');
  await get(path, { 'surrogate-capability': 'varnish="Surrogate/1.0"' });
  t.ok(lastLine(path).reqId, 'a request asking for surrogate keys');
  await request(bff.url + path, { method: 'HEAD' });
  t.ok(lastLine(path).reqId, 'a HEAD');
});

t.test('a purged page is not answered early: the whole way renders it again', async (t) => {
  const path = await cachedArticle(5);
  await get(path);
  t.notOk(lastLine(path).reqId, 'answered early while fresh');
  bff.app.pageCache!.purge('site-telex');
  const after = await get(path);
  t.ok(lastLine(path).reqId, 'the whole way, after the purge');
  t.equal(after.headers['x-cache'], 'MISS');
});
