// What operations read: /readyz names the dependency that fails, never the upstream's own error text;
// request ids are ours (a forwarded X-Request-Id is believed only from a trusted proxy, and logged as a field of its
// own); credentials in URLs never reach a log line, at the BFF or at an embedded service.
import t from 'tap';
import { request } from 'undici';
import { captureLog, type LogRecord } from '../helpers/log-capture.ts';
import { createServer } from 'node:http';
import { listenOnLoopback } from '../helpers/loopback-server.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
t.teardown(() => origin.close());

t.test("readyz names the failing dependency and keeps the upstream's error text to itself", async (t) => {
  const down = await startBff('http://127.0.0.1:9');
  t.teardown(() => down.close());
  const res = await request(down.url + '/readyz');
  t.equal(res.statusCode, 503);
  const text = await res.body.text();
  t.match(JSON.parse(text), { ok: false, failing: ['publisher-api'] });
  t.notMatch(text, /ECONNREFUSED|connect|127\.0\.0\.1|fetch failed/i, 'no raw error text');

  const up = await startBff(origin.url);
  t.teardown(() => up.close());
  const ok = await request(up.url + '/readyz');
  t.equal(ok.statusCode, 200);
  t.match(await ok.body.json(), { ok: true, failing: [] });
});

t.test('readyz: an upstream answering 5xx is named, its body is not repeated', async (t) => {
  const broken = await listenOnLoopback(
    createServer((_req, res) => {
      res
        .writeHead(503, { 'content-type': 'text/plain' })
        .end('db-primary.internal:5432 password authentication failed');
    }),
  );
  t.teardown(() => broken.close());
  const bff = await startBff(broken.url);
  t.teardown(() => bff.close());
  const res = await request(bff.url + '/readyz');
  t.equal(res.statusCode, 503);
  const text = await res.body.text();
  t.match(JSON.parse(text), { ok: false, failing: ['publisher-api'] });
  t.notMatch(text, /db-primary|password/);
});

t.test(
  'a forwarded X-Request-Id from a trusted proxy is logged as its own field, never as the request id',
  async (t) => {
    const log = captureLog('info');
    // TRUST_PROXY is empty by default; this BFF names loopback as its proxy.
    const bff = await startBff(origin.url, { trustProxy: 'loopback' }, { logger: log.logger });
    t.teardown(() => bff.close());
    const res = await request(bff.url + '/healthz', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    await res.body.dump();
    const line = await log.record((r) => r.msg === 'request' && String(r.url).startsWith('/healthz'));
    t.not(line.reqId, 'chosen-by-the-client', "the log's request id is ours");
    t.equal(line.forwardedRequestId, 'chosen-by-the-client', 'from a trusted proxy its id is kept beside ours');
    const again = await request(bff.url + '/healthz', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    await again.body.dump();
    const second = await log.record((r) => r.msg === 'request' && r !== line && String(r.url).startsWith('/healthz'));
    t.not(second.reqId, line.reqId, 'two requests with the same forwarded id have ids of their own');
    t.equal(second.forwardedRequestId, 'chosen-by-the-client');
  },
);

t.test('from a peer that is not a trusted proxy, a forwarded X-Request-Id is not logged at all', async (t) => {
  const log = captureLog('info');
  const seen = new Set<LogRecord>();
  for (const trustProxy of ['192.0.2.1', undefined]) {
    const bff = await startBff(origin.url, { trustProxy }, { logger: log.logger });
    const res = await request(bff.url + '/healthz', { headers: { 'x-request-id': 'forged-id' } });
    await res.body.dump();
    const line = await log.record((r) => r.msg === 'request' && String(r.url).startsWith('/healthz') && !seen.has(r));
    seen.add(line);
    await bff.close();
    t.not(line.reqId, 'forged-id', `TRUST_PROXY ${trustProxy ?? 'unset'}: the request id is ours`);
    t.notOk(
      'forwardedRequestId' in line,
      `TRUST_PROXY ${trustProxy ?? 'unset'}: a loopback peer not named is not trusted, its id dropped`,
    );
  }
  t.notMatch(JSON.stringify(log.records), /forged-id/);
});

t.test('credentials in URLs are masked in the logs of the BFF and of the embedded origin', async (t) => {
  const secrets = ['CLIENTTOKEN123456', 'REFRESHTOKEN9876', 'ACCESSTOKEN55555', 'CODE777777'];
  const query = `clientToken=${secrets[0]}&refreshToken=${secrets[1]}&access_token=${secrets[2]}&code=${secrets[3]}&topic=fontos`;
  const bffLog = captureLog('info');
  const originLog = captureLog('info');
  const loggedOrigin = await startOrigin({ logger: originLog.logger as never });
  t.teardown(() => loggedOrigin.close());
  const bff = await startBff(loggedOrigin.url, {}, { logger: bffLog.logger });
  t.teardown(() => bff.close());
  const res = await request(`${bff.url}/api/subscriptions?${query}`);
  await res.body.dump();
  const direct = await request(`${loggedOrigin.url}/api/subscriptions?${query}`, { headers: { 'x-site': 'telex' } });
  await direct.body.dump();
  await bffLog.record((r) => r.msg === 'request' && String(r.url).startsWith('/api/subscriptions'));
  await originLog.record((r) => JSON.stringify(r).includes('/api/subscriptions'));
  for (const [name, records] of [
    ['BFF', bffLog.records],
    ['origin', originLog.records],
  ] as const) {
    const text = JSON.stringify(records);
    for (const secret of secrets) t.notMatch(text, secret, `${name}: ${secret.slice(0, 8)}… is masked`);
    t.match(text, /topic=fontos/, `${name}: the rest of the query is kept`);
  }
});
