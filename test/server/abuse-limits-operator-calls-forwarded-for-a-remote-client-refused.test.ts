// PURGE without a token trusted the socket address only, so a proxy on the same host made every client a
// loopback caller. Without a token, PURGE and /metrics answer a call from this machine on nobody's behalf: a loopback
// peer that forwards a remote client (X-Forwarded-For or Forwarded) is refused, whether or not TRUST_PROXY names
// loopback.
import t from 'tap';
import { request } from 'undici';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 40 });
t.teardown(() => origin.close());

for (const trustProxy of ['', 'loopback']) {
  t.test(
    `TRUST_PROXY '${trustProxy}': a forwarded remote client may not PURGE or read /metrics; this machine may`,
    async (t) => {
      const bff = await startBff(origin.url, { trustProxy });
      t.teardown(() => bff.close());
      const purge = async (headers: Record<string, string>) => {
        const res = await request(`${bff.url}/`, { method: 'PURGE', headers: { xkey: 'site-telex', ...headers } });
        await res.body.dump();
        return res.statusCode;
      };
      const metrics = async (headers: Record<string, string>) => {
        const res = await request(`${bff.url}/metrics`, { headers });
        await res.body.dump();
        return res.statusCode;
      };
      t.equal(await purge({ 'x-forwarded-for': '203.0.113.9' }), 403, 'PURGE forwarded for a remote client');
      t.equal(await purge({ 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }), 403, 'a remote hop anywhere in the chain');
      t.equal(await metrics({ 'x-forwarded-for': '203.0.113.9' }), 404, '/metrics forwarded for a remote client');
      // The standard header says the same (RFC 7239): a remote or unknown client is refused in either.
      t.equal(await purge({ forwarded: 'for=203.0.113.9' }), 403, 'PURGE with Forwarded for a remote client');
      t.equal(await purge({ forwarded: 'for=127.0.0.1, for="[2001:db8::7]:4711"' }), 403, 'a remote IPv6 hop');
      t.equal(await purge({ forwarded: 'proto=https;for=unknown' }), 403, 'an unknown client');
      t.equal(await metrics({ forwarded: 'for=203.0.113.9;proto=http' }), 404, '/metrics with Forwarded');
      t.equal(await purge({ 'x-real-ip': '203.0.113.9' }), 403, 'PURGE with X-Real-IP of a remote client');
      t.equal(await purge({ forwarded: 'for="[::1]:4711";proto=http' }), 200, 'Forwarded for this machine');
      t.equal(await purge({}), 200, 'PURGE from this machine');
      t.equal(await purge({ 'x-forwarded-for': '127.0.0.1' }), 200, 'forwarded for this machine');
      t.equal(await metrics({}), 200, '/metrics from this machine');
    },
  );
}
