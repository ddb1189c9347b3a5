// Web Push endpoints cannot make the origin reach into its own network (decision 042). An outside review
// stored `https://vm:5799/push` (a name for 127.0.0.1), `https://kubernetes.default.svc/…` and `https://[::7f00:1]:…`
// through the BFF, and the next send opened connections there; one client could also store any number of devices.
// Here a listening socket on loopback (the trap) stands for the services behind the origin: it must never see a
// connection — not from endpoints refused at the door, not from endpoints put straight into the database, not from
// an allowed push-service name whose DNS answer points into the private network.
import { once } from 'node:events';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { request } from 'undici';
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  endpointProblem,
  parsePushServiceHosts,
  type EndpointPolicy,
} from '../../stand-ins/origin/push/push-endpoint.ts';
import { isPublicAddress } from '../../stand-ins/origin/push/push-address.ts';
import { PushSender } from '../../stand-ins/origin/push/push-sender.ts';
import { generateVapidKeys } from '../../stand-ins/origin/push/vapid-keys.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';
import { browserKeys } from '../helpers/web-push-receiver.ts';

/** A socket listening on 127.0.0.1 and, where the machine has IPv6, on ::1 at the same port; it counts connections. */
async function startTrap(): Promise<{ port: number; connections: string[]; close(): Promise<void> }> {
  const connections: string[] = [];
  const servers: net.Server[] = [];
  const listen = async (host: string, port: number) => {
    const server = net.createServer((socket) => {
      connections.push(`${host} ← ${socket.remoteAddress}`);
      socket.destroy();
    });
    server.listen(port, host);
    await once(server, 'listening');
    servers.push(server);
    return (server.address() as net.AddressInfo).port;
  };
  const port = await listen('127.0.0.1', 0);
  await listen('::1', port).catch(() => undefined);
  return {
    port,
    connections,
    close: async () => {
      for (const s of servers) s.close();
    },
  };
}

const trap = await startTrap();
t.teardown(() => trap.close());
/** Each test starts with an empty trap, so a connection is blamed on the test that caused it. */
t.beforeEach(() => {
  trap.connections.length = 0;
});
const vapid = generateVapidKeys();
const keys = browserKeys();
const pushKeys = { p256dh: keys.p256dh, auth: keys.auth };

/** The admin send to every browser on the default topic; its answer. */
async function sendNow(origin: { app: FastifyInstance }) {
  const res = await origin.app.inject({
    method: 'POST',
    url: '/admin/push/send',
    payload: { title: 'Teszt', body: 'csapda', url: '/' },
  });
  return {
    status: res.statusCode,
    body: res.json<{ devices: number; sent: number; failed: { host: string; reason: string }[] }>(),
  };
}

t.test(
  'through the BFF: an endpoint on a loopback, private or metadata address, by name or literal, is 400 with a reason; nothing stored, nothing connected',
  async (t) => {
    const origin = await startOrigin({ now: TEST_NOW, vapid });
    const bff = await startBff(origin.url);
    t.teardown(async () => {
      await bff.close();
      await origin.close();
    });
    const P = trap.port;
    const notAService = /must be at a browser's push service/;
    const notAnAddress = /must name a push service, not an IP address/;
    const cases: [string, RegExp][] = [
      [`https://vm:${P}/push`, notAService], // the review's name for 127.0.0.1 (this machine's /etc/hosts has it)
      [`https://localhost:${P}/push`, notAService],
      ['https://kubernetes.default.svc/api/v1/namespaces', notAService],
      ['https://metadata.google.internal/computeMetadata/v1/', notAService],
      [`https://[::7f00:1]:${P}/push`, notAnAddress], // IPv4-compatible IPv6 of 127.0.0.1
      [`https://[::ffff:127.0.0.1]:${P}/push`, notAnAddress], // IPv4-mapped
      [`https://[::1]:${P}/push`, notAnAddress],
      [`https://127.0.0.1:${P}/push`, notAnAddress],
      [`https://2130706433:${P}/push`, notAnAddress], // 127.0.0.1 written as one number
      [`https://0x7f.1:${P}/push`, notAnAddress],
      ['https://169.254.169.254/latest/meta-data/', notAnAddress],
      ['https://[fd00:ec2::254]/latest/meta-data/', notAnAddress],
      ['https://100.100.100.200/latest/meta-data/', notAnAddress], // CGNAT range (a cloud's metadata service)
      ['https://10.0.0.1/', notAnAddress],
      ['https://[fe80::1]/', notAnAddress],
      [`https://fcm.googleapis.com.vm:${P}/push`, notAService], // an allowed name as a prefix of another
      ['https://notfcm.googleapis.com/fcm/send/x', notAService],
      ['https://evilpush.apple.com/x', notAService],
      ['https://web.push.apple.com.evil.example/x', notAService],
      [`https://fcm.googleapis.com@127.0.0.1:${P}/push`, /credentials/],
      [`http://127.0.0.1:${P}/push`, /https/], // the tests' stand-in push service: not without the test's say-so
      [`http://fcm.googleapis.com/fcm/send/x`, /https/],
    ];
    for (const [i, [endpoint, reason]] of cases.entries()) {
      const res = await request(`${bff.url}/api/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientToken: `csapda-token-${i}-abcdef`,
          pushSubscription: { endpoint, expirationTime: null, keys: pushKeys },
        }),
      });
      t.equal(res.statusCode, 400, endpoint);
      t.match(((await res.body.json()) as { message: string }).message, reason, `${endpoint}: the reason says why`);
    }
    t.equal(
      origin.db.prepare("SELECT count(*) FROM push_devices WHERE client_token LIKE 'csapda-token-%'").pluck().get(),
      0,
      'no device stored',
    );
    const sent = await sendNow(origin);
    t.equal(sent.body.devices, 0, 'a send finds none of them');
    t.same(trap.connections, [], 'the trap saw no connection');
  },
);

t.test(
  'endpoints stored by another path (written straight into the database) are never connected to when a send runs',
  async (t) => {
    const origin = await startOrigin({ now: TEST_NOW, vapid });
    t.teardown(() => origin.close());
    const P = trap.port;
    const endpoints = [
      `https://vm:${P}/push`,
      `https://localhost:${P}/push`,
      `https://127.0.0.1:${P}/push`,
      `https://[::1]:${P}/push`,
      `https://[::ffff:7f00:1]:${P}/push`,
      `https://[::7f00:1]:${P}/push`,
      `http://127.0.0.1:${P}/push`,
      `http://localhost:${P}/push`,
      `https://kubernetes.default.svc:${P}/push`,
    ];
    const addTopic = origin.db.prepare(
      "INSERT INTO push_subscriptions (client_token, topic, site_slug, created_at) VALUES (?, 'fontos', 'telex', 0)",
    );
    const addDevice = origin.db.prepare(
      "INSERT INTO push_devices (client_token, endpoint, p256dh, auth, site_slug, created_at, updated_at) VALUES (?, ?, ?, ?, 'telex', 0, 0)",
    );
    endpoints.forEach((endpoint, i) => {
      addTopic.run(`beirt-${i}-abcdefgh`);
      addDevice.run(`beirt-${i}-abcdefgh`, endpoint, keys.p256dh, keys.auth);
    });

    const sent = await sendNow(origin);
    t.equal(sent.status, 200);
    t.equal(sent.body.devices, endpoints.length, 'every stored device was tried');
    t.equal(sent.body.sent, 0);
    t.equal(sent.body.failed.length, endpoints.length, 'each counted as failed, with its reason');
    for (const f of sent.body.failed) t.match(f.reason, /push service|IP address|https/, `${f.host}: ${f.reason}`);
    t.same(trap.connections, [], 'the trap saw no connection');
    t.equal(
      origin.db.prepare("SELECT count(*) FROM push_devices WHERE client_token LIKE 'beirt-%'").pluck().get(),
      endpoints.length,
      'kept: a rule may change back, and the send says why each was skipped',
    );
  },
);

t.test('an allowed push-service name that resolves into the private network is refused at connect time', async (t) => {
  // The operator's list names a host whose address is loopback (the real resolver answers for 'localhost').
  const origin = await startOrigin({
    now: TEST_NOW,
    vapid,
    pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS, 'localhost'],
  });
  t.teardown(() => origin.close());
  origin.db
    .prepare(
      "INSERT INTO push_subscriptions (client_token, topic, site_slug, created_at) VALUES ('nev-token-abcdefgh', 'fontos', 'telex', 0)",
    )
    .run();
  origin.db
    .prepare(
      "INSERT INTO push_devices (client_token, endpoint, p256dh, auth, site_slug, created_at, updated_at) VALUES ('nev-token-abcdefgh', ?, ?, ?, 'telex', 0, 0)",
    )
    .run(`https://localhost:${trap.port}/push`, keys.p256dh, keys.auth);
  const sent = await sendNow(origin);
  t.same([sent.body.devices, sent.body.sent, sent.body.failed.length], [1, 0, 1]);
  t.match(sent.body.failed[0].reason, /localhost resolves to (127\.0\.0\.1|::1), not a public address/);
  t.same(trap.connections, [], 'the trap saw no connection');
});

t.test(
  'DNS rebinding: the address checked is the address connected to; any private answer refuses the whole name',
  async (t) => {
    const policy: EndpointPolicy = { hosts: DEFAULT_PUSH_SERVICE_HOSTS, allowLoopbackHttp: false };
    const answers: Record<string, string[]> = {
      'fcm.googleapis.com': ['127.0.0.1'],
      'updates.push.services.mozilla.com': ['142.250.180.10', '127.0.0.1'], // one public answer beside a private one
      'wns2-par02p.notify.windows.com': ['::ffff:169.254.169.254'],
      'web.push.apple.com': ['fd00::2'],
    };
    const asked: string[] = [];
    const sender = new PushSender({
      vapid,
      policy,
      timeoutMs: 5_000,
      resolve: async (hostname) => {
        asked.push(hostname);
        return (answers[hostname] ?? []).map((address) => ({ address, family: net.isIP(address) }));
      },
    });
    t.teardown(() => sender.close());
    for (const host of Object.keys(answers)) {
      const outcome = await sender.send(
        { endpoint: `https://${host}:${trap.port}/push/x`, ...pushKeys },
        { title: 't', body: 'b', url: '/' },
      );
      t.equal(outcome.kind, 'failed', host);
      t.match(
        outcome.kind === 'failed' ? outcome.reason : '',
        /not a public address/,
        `${host}: refused before connecting`,
      );
    }
    t.same(asked.sort(), Object.keys(answers).sort(), 'each name was resolved by the connection itself');
    t.same(trap.connections, [], 'the trap saw no connection');
  },
);

t.test('which resolved addresses a push may go to', async (t) => {
  const refused = [
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '192.0.0.8',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::7f00:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '2001::1',
    '100::1',
    '5f00::1',
  ];
  const allowed = [
    '142.250.180.10',
    '8.8.8.8',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '2a00:1450:4001:82a::200a',
    '2606:4700::1111',
    '::ffff:142.250.180.10',
    '64:ff9b::8efa:b40a',
    '2002:8efa:b40a::1',
  ];
  for (const a of refused) t.equal(isPublicAddress(a), false, `${a} refused`);
  for (const a of allowed) t.equal(isPublicAddress(a), true, `${a} allowed`);
});

t.test(
  'the allow-list: real endpoints of each browser pass; PUSH_SERVICE_HOSTS takes names and *.patterns, never addresses',
  async (t) => {
    const policy: EndpointPolicy = { hosts: DEFAULT_PUSH_SERVICE_HOSTS, allowLoopbackHttp: false };
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ])
      t.equal(endpointProblem(endpoint, policy), null, endpoint);
    t.same(parsePushServiceHosts(' FCM.googleapis.com , *.push.example.net '), [
      'fcm.googleapis.com',
      '*.push.example.net',
    ]);
    for (const bad of ['127.0.0.1', '*.10.0.0.1', 'https://fcm.googleapis.com', '*', '', 'fcm..googleapis.com']) {
      t.throws(() => parsePushServiceHosts(bad), /PUSH_SERVICE_HOSTS/, JSON.stringify(bad));
    }
  },
);

t.test(
  'the BFF caps push devices per address: the n+1th in a window is 429 with Retry-After and stored nowhere',
  async (t) => {
    let now = Date.UTC(2026, 10, 27, 8);
    const origin = await startOrigin({ now: TEST_NOW, vapid });
    const bff = await startBff(origin.url, {
      clock: () => now,
      attemptLimits: {
        'push-device': { account: { max: 10, windowMs: 3_600_000 }, address: { max: 3, windowMs: 3_600_000 } },
      },
    });
    t.teardown(async () => {
      await bff.close();
      await origin.close();
    });
    const post = async (body: object) => {
      const res = await request(`${bff.url}/api/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: res.statusCode,
        retryAfter: res.headers['retry-after'],
        body: (await res.body.json()) as { message?: string },
      };
    };
    const device = (n: number) => ({
      clientToken: `cim-token-${n}-abcdef`,
      pushSubscription: { endpoint: `https://fcm.googleapis.com/fcm/send/eszkoz-${n}`, keys: pushKeys },
    });
    for (const n of [1, 2, 3]) t.equal((await post(device(n))).status, 201, `device ${n}`);
    const fourth = await post(device(4));
    t.equal(fourth.status, 429, 'the fourth device from one address');
    t.ok(Number(fourth.retryAfter) > 0 && Number(fourth.retryAfter) <= 3600, `Retry-After: ${fourth.retryAfter}`);
    t.match(fourth.body.message, /too many push subscriptions/);
    t.equal(
      origin.db.prepare("SELECT count(*) FROM push_devices WHERE client_token = 'cim-token-4-abcdef'").pluck().get(),
      0,
      'not stored',
    );
    t.equal(
      (await post({ clientToken: 'cim-token-1-abcdef', topic: 'g7' })).status,
      201,
      'a topic for a device already there is no new device',
    );
    now += 3_600_000;
    t.equal((await post(device(4))).status, 201, 'the next window takes it');
  },
);

t.test(
  'the BFF caps push devices per client token: the n+1th subscription of one token in a window is 429',
  async (t) => {
    const origin = await startOrigin({ now: TEST_NOW, vapid });
    const bff = await startBff(origin.url, {
      attemptLimits: {
        'push-device': { account: { max: 2, windowMs: 3_600_000 }, address: { max: 100, windowMs: 3_600_000 } },
      },
    });
    t.teardown(async () => {
      await bff.close();
      await origin.close();
    });
    const post = async (clientToken: string, n: number) => {
      const res = await request(`${bff.url}/api/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientToken,
          pushSubscription: { endpoint: `https://fcm.googleapis.com/fcm/send/token-${n}`, keys: pushKeys },
        }),
      });
      await res.body.dump();
      return res.statusCode;
    };
    t.equal(await post('egy-token-abcdefgh', 1), 201);
    t.equal(
      await post('egy-token-abcdefgh', 2),
      201,
      'a new subscription replaces the one before (one device per token)',
    );
    t.equal(await post('egy-token-abcdefgh', 3), 429, 'the third in the window is refused');
    t.equal(
      origin.db.prepare("SELECT endpoint FROM push_devices WHERE client_token = 'egy-token-abcdefgh'").pluck().get(),
      'https://fcm.googleapis.com/fcm/send/token-2',
    );
    t.equal(await post('masik-token-abcdefgh', 4), 201, 'another token is counted on its own');
  },
);
