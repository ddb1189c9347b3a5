// Preview mode (§4) gated the pages and their page data only: the RSS feeds, the sitemaps, /api/search and
// /api/frontend/init answered a reader without a session in full. One rule (server/policy/preview-gate.ts) now decides
// for every route: a page sends the reader to /login, every other content route is a 401, and only what signing in
// needs (the sign-in page, its scripts, the sign-in posts) and the operators' probes stay open.
import t from 'tap';
import { request } from 'undici';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { issueTestToken } from '../helpers/editor-tokens.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const SECRET = 'preview-gate-test-secret';
const origin = await startOrigin({ articles: 200, jwtSecret: SECRET });
const preview = await startBff(origin.url, { previewMode: true });
const open = await startBff(origin.url);
t.teardown(async () => {
  await preview.close();
  await open.close();
  await origin.close();
});

const editor = createUser(origin.db, { email: 'elonezet@example.hu', password: 'Elonezet-Jelszo-1' });
const session = `access_token=${issueTestToken(editor, SECRET, { ttlS: 3600 })}`;

async function get(base: string, path: string, cookie?: string) {
  const res = await request(base + path, { headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 60);
  }
}

/** Routes that show content besides the pages: each answered anonymously in full before. */
const CONTENT_ROUTES = [
  '/rss',
  '/rss/rovat/belfold',
  '/sitemap.xml',
  '/sitemap-news.xml',
  '/api/search?term=a',
  '/api/search/articles?term=a',
  '/api/search/autocomplete?term=a',
  '/api/frontend/init',
  '/api/frontend/refresh',
  '/api/exchange?currency=EUR',
  '/page-data/secondary/sidebar?site=telex',
];

t.test(
  'preview mode: every content route refuses a reader without a session, and names where to sign in',
  async (t) => {
    for (const path of CONTENT_ROUTES) {
      const before = await get(open.url, path);
      t.ok(before.status === 200, `${path}: outside preview mode it shows content (${before.status})`);
      const res = await get(preview.url, path);
      t.equal(res.status, 401, `${path}: 401`);
      t.match(res.headers['cache-control'], /private|no-store/, `${path}: kept by no shared cache`);
      t.match(jsonOf(res.body), { statusCode: 401, message: /\/login/ }, `${path}: says where to sign in`);
    }
  },
);

t.test('preview mode: pages and page data still send the reader to /login, remembering the path', async (t) => {
  const page = await get(preview.url, '/rovat/belfold');
  t.equal(page.status, 302);
  t.match(String(page.headers.location), /\/login$/);
  t.match(String(page.headers['set-cookie']), /login_redirect=\/rovat\/belfold;/);
  const data = await get(preview.url, `/page-data?path=${encodeURIComponent('/rovat/belfold')}`);
  t.match(JSON.parse(data.body), { status: 302, redirect: '/login' });
});

t.test('preview mode: what signing in needs stays open', async (t) => {
  const login = await get(preview.url, '/login');
  t.equal(login.status, 200, 'the sign-in page');
  const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(login.body)?.[1];
  t.type(script, 'string', 'the sign-in page names its script');
  t.equal((await get(preview.url, script!)).status, 200, 'its script');
  t.equal((await get(preview.url, '/healthz')).status, 200, 'the health probe');
  t.equal((await get(preview.url, '/robots.txt')).status, 200);
  const signIn = await request(`${preview.url}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: preview.url,
      'sec-fetch-site': 'same-origin',
    },
    body: 'email=elonezet%40example.hu&password=rossz',
  });
  await signIn.body.dump();
  t.not(signIn.statusCode, 401, 'the sign-in post is answered by the sign-in, not the gate');
});

t.test(
  'preview mode: a cookie named like a session is not one: forged, expired without a refresh token, or refused',
  async (t) => {
    const forged = [
      'access_token=junk',
      'access_token=a.b.c; refresh_token=x',
      `access_token=${issueTestToken(editor, 'another-secret')}`,
      `access_token=${issueTestToken(editor, SECRET, { scope: 'otp' })}`,
      `access_token=${issueTestToken(editor, SECRET, { nowS: Date.now() / 1000 - 4000 })}`,
    ];
    for (const cookie of forged) {
      for (const path of ['/rss', '/api/search?term=a', '/api/frontend/init']) {
        t.equal((await get(preview.url, path, cookie)).status, 401, `${path} with ${cookie.slice(0, 40)}`);
      }
      const page = await get(preview.url, '/rovat/belfold', cookie);
      t.equal(page.status, 302, `a page with ${cookie.slice(0, 40)}: to sign in`);
      t.match(String(page.headers.location), /\/login$/);
    }
  },
);

t.test('preview mode: an editor with a session reads the feeds, search and the JSON API', async (t) => {
  for (const path of ['/rss', '/sitemap.xml', '/api/search?term=a', '/api/frontend/init', '/rovat/belfold']) {
    t.equal((await get(preview.url, path, session)).status, 200, path);
  }
});
