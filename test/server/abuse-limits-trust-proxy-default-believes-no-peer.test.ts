// With TRUST_PROXY trusting loopback and private networks by default, a client on such a network chose its
// own rate-limit key with X-Forwarded-For. By default no peer is trusted: a loopback client that names a new address
// in every request is still counted as itself.
import t from 'tap';
import { DEFAULT_ATTEMPT_LIMITS } from '../../server/auth/attempt-limits.ts';
import { configFromEnv } from '../../server/config.ts';
import { trustedPeers } from '../../server/policy/trusted-peer.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { postForm } from '../helpers/sign-in-client.ts';

t.test('the default TRUST_PROXY trusts no peer, loopback and private ones included', async (t) => {
  const { trustProxy } = configFromEnv({});
  t.equal(trustProxy, '', 'empty unless TRUST_PROXY is set');
  const trusted = trustedPeers(trustProxy);
  for (const peer of [
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '169.254.1.1',
    'fd00::1',
    '198.51.100.1',
  ]) {
    t.notOk(trusted(peer), `${peer} is not trusted`);
  }
  t.equal(configFromEnv({ TRUST_PROXY: '172.28.0.10' }).trustProxy, '172.28.0.10', 'the setting names the proxy');
});

t.test("a loopback client's X-Forwarded-For does not pick its rate-limit key", async (t) => {
  const origin = await startOrigin({ articles: 40 });
  const bff = await startBff(origin.url, { previewMode: true });
  t.teardown(async () => {
    await bff.close();
    await origin.close();
  });
  const max = DEFAULT_ATTEMPT_LIMITS['editor-password'].address.max;
  const answers: string[] = [];
  for (let i = 0; i < max + 3; i++) {
    const address = `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    answers.push(
      (await postForm(bff.url, '/auth/login', { email: `valaki-${i}@example.hu`, password: 'x' }, { address }))
        .location,
    );
  }
  t.equal(answers.filter((l) => l === '/login?hiba=adatok').length, max, `${max} attempts checked`);
  t.same(
    answers.slice(max),
    Array(3).fill('/login?hiba=korlat'),
    'then refused: every forwarded address was the same client',
  );
});
