// Bad input never reaches a 500: a Content-Type no parser can read is 400 with a reason on every method and
// route of the BFF (the /api proxy included) and of every embedded service; a well-formed type a JSON route does not
// take is 415; a path with a control character or a dot segment, encoded or not, is 400 or 404 and never a redirect;
// two Host headers are 400.
import t from 'tap';
import { rawExchange, type RawResponse } from '../../tooling/hostile/raw-http.ts';
import { startBff, startCrm, startEventData, startLivescore, startOrigin, startQuiz } from '../helpers/servers.ts';

const origin = await startOrigin();
t.teardown(() => origin.close());
const bff = await startBff(origin.url);
t.teardown(() => bff.close());
const services = {
  publisher: origin,
  crm: await startCrm(),
  quiz: await startQuiz(),
  livescore: await startLivescore(),
  'event-data': await startEventData(),
};
t.teardown(() =>
  Promise.all([services.crm, services.quiz, services.livescore, services['event-data']].map((s) => s.close())),
);

const MALFORMED = [
  'application/json;;;',
  'application/json; charset',
  'text/plain;=',
  'application/json; charset="',
  'application/jso\tn',
  ';',
  'application/json;',
  'application/json, text/plain',
];
const BODY = '{"email":"olvaso@example.hu","clientToken":"abcdefgh","topic":"fontos","listCodes":["napi"]}';

async function send(
  url: string,
  method: string,
  target: string,
  headers: string[] = [],
  body = '',
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  const head = [
    `${method} ${target} HTTP/1.1`,
    ...(headers.some((h) => /^host:/i.test(h)) ? [] : [`Host: ${hostname}:${port}`]),
    ...headers,
    ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  const ex = await rawExchange({
    port: Number(port),
    pieces: [Buffer.from(head + body, 'latin1')],
    methods: [method],
    deadlineMs: 10_000,
  });
  if (!ex.responses.length)
    throw new Error(
      `${method} ${JSON.stringify(target)}: no answer (${ex.error ?? (ex.timedOut ? 'timeout' : 'closed')})`,
    );
  return ex.responses[0];
}

const reason = (res: RawResponse) =>
  (JSON.parse(res.body.toString('utf8') || '{}') as { message?: string }).message ?? '';

t.test('the known 500s: a malformed Content-Type on the proxied API is 400 with a reason', async (t) => {
  for (const [method, path] of [
    ['POST', '/api/subscriptions'],
    ['DELETE', '/api/subscriptions?clientToken=abcdefgh&topic=fontos'],
    ['POST', '/api/newsletter/subscribe'],
  ]) {
    for (const type of MALFORMED) {
      const res = await send(bff.url, method, path, [`Content-Type: ${type}`], BODY);
      t.equal(res.status, 400, `${method} ${path} with ${JSON.stringify(type)}`);
      t.match(reason(res), /Content-Type/, 'the reason names the header');
    }
  }
});

t.test('every method of every kind of BFF route: 400, never 5xx', async (t) => {
  const paths = [
    '/',
    '/rovat/belfold',
    '/nincs-ilyen-oldal',
    '/page-data?path=%2F',
    '/api/search?term=a',
    '/api/nincs',
    '/auth/login',
    '/tamogatas/belepes',
    '/hirlevel/feliratkozas',
    '/media/img/1.svg',
    '/rss',
    '/sitemap.xml',
    '/healthz',
    '/assets/x.js',
  ];
  for (const path of paths) {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await send(
        bff.url,
        method,
        path,
        ['Content-Type: application/json;;;'],
        method === 'GET' || method === 'HEAD' ? '' : BODY,
      );
      t.equal(res.status, 400, `${method} ${path}`);
    }
  }
});

t.test(
  'every embedded service: a malformed Content-Type is 400 on any route; an unknown type on a JSON route is 415',
  async (t) => {
    const routes: Record<keyof typeof services, string[]> = {
      publisher: [
        '/api/newsletter/subscribe',
        '/api/subscriptions',
        '/api/login',
        '/api/articles',
        '/healthz',
        '/nincs',
      ],
      crm: ['/api/v2/user/token', '/api/v2/user/login', '/api/v2/user/update', '/api/v2/user/info', '/nincs'],
      quiz: ['/', '/api/functions/get-quiz-token', '/nincs'],
      livescore: ['/healthz', '/nincs'],
      'event-data': ['/healthz', '/parizs-2024/program', '/nincs'],
    };
    for (const [name, paths] of Object.entries(routes) as [keyof typeof services, string[]][]) {
      for (const path of paths) {
        for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
          for (const type of ['application/json;;;', 'text/plain;=', 'application/json; charset']) {
            const res = await send(
              services[name].url,
              method,
              path,
              [`Content-Type: ${type}`, 'X-Site: telex'],
              method === 'GET' ? '' : BODY,
            );
            t.equal(res.status, 400, `${name}: ${method} ${path} with ${type}`);
          }
        }
      }
    }
    for (const [name, path] of [
      ['publisher', '/api/newsletter/subscribe'],
      ['crm', '/api/v2/user/token'],
      ['quiz', '/'],
    ] as const) {
      const res = await send(
        services[name].url,
        'POST',
        path,
        ['Content-Type: application/x-unknown', 'X-Site: telex'],
        BODY,
      );
      t.equal(res.status, 415, `${name}: an unknown type on ${path}`);
    }
    const proxied = await send(
      bff.url,
      'POST',
      '/api/newsletter/subscribe',
      ['Content-Type: application/x-unknown'],
      BODY,
    );
    t.equal(proxied.status, 415, "and through the BFF's proxy");
  },
);

t.test('control characters and dot segments in the path: 400 or 404, never a redirect', async (t) => {
  const paths = [
    '/%09/evil.example/%2e.',
    '/%09',
    '/%0d/x',
    '/x/%0a',
    '/%00',
    '/rovat/%7f',
    '/%2509/evil.example/',
    '/%c2%85/x',
    '/.',
    '/..',
    '/./x',
    '/../x',
    '/rovat/belfold/.',
    '/rovat/..',
    '/%2e/x',
    '/%2e%2e/',
    '/.%2e/x',
    '/%2e./x',
    '/a/%2E%2E/b',
    '/%2E%2e//evil.example',
    '/.//evil.example/',
    '/rovat/%252e%252e/x',
    '/api/%2e%2e/healthz',
    '/page-data/%2e%2e/x',
    '/media/img/%2e%2e/1.svg',
    '/rss/rovat/%2e%2e',
  ];
  for (const path of paths) {
    for (const method of ['GET', 'HEAD']) {
      const res = await send(bff.url, method, path);
      t.ok(res.status === 400 || res.status === 404, `${method} ${JSON.stringify(path)} → ${res.status}`);
      t.notOk(res.headers.location, 'no Location');
    }
  }
  const control = await send(bff.url, 'GET', '/%09/evil.example/%2e.');
  t.equal(control.status, 400, 'a control character is a malformed request');
  t.match(reason(control), /control characters/);
  t.equal((await send(bff.url, 'GET', '/rovat/%2E%2e/belfold')).status, 404, 'a dot segment names no page');
  t.equal((await send(bff.url, 'GET', 'http://localhost/%2e%2e/x')).status, 404, 'in an absolute-form target too');
});

t.test('two Host headers: 400 at the BFF and at every embedded service', async (t) => {
  for (const [name, running] of Object.entries({ bff, ...services })) {
    const { host } = new URL(running.url);
    const res = await send(running.url, 'GET', '/healthz', [`Host: ${host}`, 'Host: attacker.test']);
    t.equal(res.status, 400, name);
    if (name === 'bff') t.match(reason(res), /one Host header/);
  }
  t.equal((await send(bff.url, 'GET', '/healthz')).status, 200, 'one Host header is fine');
});

t.test('a refused Content-Type with a large body still coming: the answer arrives, not a reset', async (t) => {
  const big = `{"email":"${'a'.repeat(2_000_000)}"}`;
  for (const [name, url, path] of [
    ['bff', bff.url, '/api/newsletter/subscribe'],
    ['publisher', origin.url, '/api/login/otp/verify'],
    ['crm', services.crm.url, '/api/v2/user/token'],
  ] as const) {
    for (let i = 0; i < 3; i++) {
      const res = await send(url, 'POST', path, ['Content-Type: text/html; charset=\xff', 'X-Site: after'], big);
      t.equal(res.status, 400, `${name}: ${path} (try ${i + 1})`);
    }
  }
});
