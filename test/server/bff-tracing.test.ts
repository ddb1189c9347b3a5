// Traces an operator can follow (decision 091): with OTEL_EXPORTER_OTLP_ENDPOINT set, a page's request is one trace
// (its span the root, the upstream calls its descendants) posted to the collector's /v1/traces, the upstream is sent
// that trace's traceparent, the request's log lines carry its trace id, and an operator's answer carries
// Server-Timing; unset, nothing of it happens and nothing of the SDK is registered.
import { createServer, type IncomingMessage } from 'node:http';
import t, { type Test } from 'tap';
import { request } from 'undici';
import type { BffConfig } from '../../server/config.ts';
import { captureLog, type LogRecord } from '../helpers/log-capture.ts';
import { listenOnLoopback } from '../helpers/loopback-server.ts';
import { DEMO_QUIZZES, demoQuizId } from '../../stand-ins/quiz/seed/demo-quizzes.ts';
import { startBff, startOrigin, startQuiz, TEST_NOW } from '../helpers/servers.ts';

/** A span as OTLP/JSON carries it (the fields this test reads). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
const SERVER = 2;
const CLIENT = 3;

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A collector on a loopback port, closed when the test ends: every span posted to /v1/traces as OTLP/JSON. */
async function startCollector(t: Test) {
  const spans: OtlpSpan[] = [];
  const posts: string[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      posts.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const sent = JSON.parse(body.toString('utf8')) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const r of sent.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const running = await listenOnLoopback(server);
  t.teardown(() => running.close());
  return { ...running, spans, posts };
}

/** `target` behind a proxy, closed when the test ends, that keeps the traceparent (or its absence) of every call. */
async function startRecordingProxy(t: Test, target: string) {
  const traceparents: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    traceparents.push(req.headers.traceparent as string | undefined);
    const { host: _h, connection: _c, ...headers } = req.headers;
    void readBody(req)
      .then((body) =>
        request(target + req.url, {
          method: req.method as 'GET',
          headers,
          body: body.length ? body : undefined,
        }),
      )
      .then(async (up) => {
        const { 'transfer-encoding': _t, connection: _k, ...answer } = up.headers;
        res.writeHead(up.statusCode, answer as Record<string, string>).end(Buffer.from(await up.body.arrayBuffer()));
      });
  });
  const running = await listenOnLoopback(server);
  t.teardown(() => running.close());
  return { ...running, traceparents };
}

/**
 * A BFF on `upstream` with its log captured, exporting to a collector of the test's own (not when `traced` is false);
 * both closed when the test ends. A test may close the BFF sooner: closing sends what the batch still holds.
 */
async function startTracedBff(
  t: Test,
  upstream: string,
  { traced = true, ...config }: Partial<BffConfig> & { traced?: boolean } = {},
) {
  const collector = await startCollector(t);
  const log = captureLog('info');
  const exporting = traced ? { otlpEndpoint: collector.url } : {};
  const running = await startBff(upstream, { ...exporting, ...config }, { logger: log.logger });
  let closed: Promise<void> | undefined;
  const bff = { ...running, close: () => (closed ??= running.close()) };
  t.teardown(() => bff.close());
  return { collector, log, bff };
}

const origin = await startOrigin();
t.teardown(() => origin.close());

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/** A page read to its end, and its request's log line (written after the answer has left). */
async function readPage(url: string, log: ReturnType<typeof captureLog>, headers: Record<string, string> = {}) {
  const seen = new Set(log.records);
  const res = await request(url + '/', { headers });
  await res.body.text();
  const line = await log.record((r) => r.msg === 'request' && r.url === '/' && !seen.has(r));
  return { res, line, lines: log.records.filter((r: LogRecord) => r.reqId === line.reqId) };
}

// First: the SDK, once registered by a later test, stays registered in this process.
t.test('unset: no traceparent upstream, nothing exported, no trace id logged, no SDK registered', async (t) => {
  const proxy = await startRecordingProxy(t, origin.url);
  const { collector, log, bff } = await startTracedBff(t, proxy.url, { traced: false });
  const { res, lines } = await readPage(bff.url, log);
  await bff.close();
  t.equal(res.statusCode, 200);
  t.ok(proxy.traceparents.length > 0, 'the page called its upstream');
  t.same(
    proxy.traceparents.filter((p) => p !== undefined),
    [],
    'no call carried a traceparent',
  );
  t.same(collector.posts, [], 'nothing was exported');
  t.notOk(
    lines.some((l) => 'traceId' in l),
    'no log line carries a trace id',
  );
  t.equal(res.headers['server-timing'], undefined, 'no Server-Timing, even for a local call');
  t.equal((globalThis as Record<symbol, unknown>)[Symbol.for('opentelemetry.js.api.1')], undefined, 'no SDK');
});

t.test('set: one trace per page, its upstream calls inside it, its id upstream and in the log', async (t) => {
  const proxy = await startRecordingProxy(t, origin.url);
  const { collector, log, bff } = await startTracedBff(t, proxy.url);
  const { res, line, lines } = await readPage(bff.url, log);
  // Closing sends what the batch still holds: the test waits for nothing else.
  await bff.close();
  t.equal(res.statusCode, 200);
  t.match(collector.posts, [/^POST \/v1\/traces application\/json/]);

  const roots = collector.spans.filter((s) => !s.parentSpanId);
  t.equal(roots.length, 1, 'one root span');
  const [root] = roots;
  t.equal(root.kind, SERVER, 'the root is the request span');
  t.equal(attribute(root, 'http.response.status_code'), 200);
  t.equal(attribute(root, 'http.route'), line.route, 'named by the route the log names');
  t.equal(root.name, `GET ${line.route}`);

  const byId = new Map(collector.spans.map((s) => [s.spanId, s]));
  const descends = (span: OtlpSpan) => {
    for (let s: OtlpSpan | undefined = span; s; s = s.parentSpanId ? byId.get(s.parentSpanId) : undefined)
      if (s === root) return true;
    return false;
  };
  const calls = collector.spans.filter((s) => s.kind === CLIENT);
  t.ok(calls.length > 0, 'the upstream calls are spans');
  t.ok(
    calls.every((s) => s.traceId === root.traceId && s.name === 'GET publisher' && descends(s)),
    'every upstream call is a descendant of the request span',
  );
  for (const name of ['page cache lookup', 'page data', 'render'])
    t.ok(
      collector.spans.some((s) => s.name === name && s.traceId === root.traceId),
      `${name} is a span of the trace`,
    );

  t.equal(proxy.traceparents.length, calls.length, 'one span per call the upstream received');
  const parents = proxy.traceparents.map((p) => /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(p ?? '')?.slice(1));
  t.ok(
    parents.every((p) => p?.[0] === root.traceId && calls.some((c) => c.spanId === p[1])),
    "every call carried the trace's id and its own span as the parent",
  );

  t.ok(lines.length > 0);
  t.ok(
    lines.every((l) => l.traceId === root.traceId),
    "every log line of the request carries the trace's id",
  );
});

t.test("a proxied call (/api, no span of its own) carries its request's traceparent, never a client's", async (t) => {
  const proxy = await startRecordingProxy(t, origin.url);
  const { log, bff } = await startTracedBff(t, proxy.url);
  const forged = '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01';
  const res = await request(bff.url + '/api/exchange?currency=EUR&range=1w', { headers: { traceparent: forged } });
  await res.body.dump();
  const line = await log.record((r) => r.msg === 'request' && String(r.url).startsWith('/api/exchange'));
  t.equal(res.statusCode, 200);
  t.equal(proxy.traceparents.length, 1);
  t.match(proxy.traceparents[0], new RegExp(`^00-${String(line.traceId)}-[0-9a-f]{16}-01$`));
  t.not(line.traceId, '0123456789abcdef0123456789abcdef', "a client's trace id is not taken");
});

t.test('the quiz service (GraphQL, a client of its own) is traced and sent the trace too', async (t) => {
  const quiz = await startQuiz({ now: () => TEST_NOW });
  t.teardown(() => quiz.close());
  const proxy = await startRecordingProxy(t, quiz.url);
  const { collector, log, bff } = await startTracedBff(t, origin.url, { quizApiUrl: proxy.url });
  const res = await request(`${bff.url}/page-data/quiz/${demoQuizId(DEMO_QUIZZES[0])}`);
  await res.body.dump();
  const line = await log.record((r) => r.msg === 'request' && String(r.url).startsWith('/page-data/quiz/'));
  await bff.close();
  t.equal(res.statusCode, 200);
  const calls = collector.spans.filter((s) => s.kind === CLIENT && s.name.startsWith('POST quiz '));
  t.ok(calls.length > 0, 'the quiz calls are spans');
  t.ok(
    calls.every((s) => s.traceId === line.traceId),
    "in the request's trace",
  );
  t.equal(proxy.traceparents.length, calls.length, 'one span per call the quiz service received');
  t.ok(
    proxy.traceparents.every((p) => calls.some((c) => p === `00-${c.traceId}-${c.spanId}-01`)),
    'each call named its own span as the parent',
  );
});

t.test('Server-Timing with the trace goes to operators only', async (t) => {
  const { log, bff } = await startTracedBff(t, origin.url);
  const miss = await readPage(bff.url, log);
  const timing = String(miss.res.headers['server-timing']);
  t.match(timing, /(^|, )data;dur=[\d.]+/, 'the page data step, timed');
  t.match(timing, /(^|, )publisher;dur=[\d.]+/, 'an upstream call, timed');
  t.match(timing, new RegExp(`traceparent;desc="00-${String(miss.lines[0].traceId)}-[0-9a-f]{16}-01"`));
  const hit = await readPage(bff.url, log);
  t.equal(hit.res.headers['x-cache'], 'HIT');
  t.match(String(hit.res.headers['server-timing']), /^cache;dur=[\d.]+, total;dur=[\d.]+, traceparent;desc=/);
  const reader = await readPage(bff.url, log, { 'x-forwarded-for': '203.0.113.9' });
  t.equal(reader.res.statusCode, 200);
  t.equal(reader.res.headers['server-timing'], undefined, "a reader's answer has none");
});

t.test("a streamed page (no page cache) carries Server-Timing in its hijacked reply's headers", async (t) => {
  const { log, bff } = await startTracedBff(t, origin.url, { pageCacheTtlMs: 0 });
  const { res, line } = await readPage(bff.url, log);
  t.equal(res.statusCode, 200);
  t.match(String(res.headers['server-timing']), /(^|, )data;dur=[\d.]+/);
  t.match(String(res.headers['server-timing']), `traceparent;desc="00-${String(line.traceId)}-`);
});
