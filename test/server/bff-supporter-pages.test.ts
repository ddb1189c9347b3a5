// The supporter pages through the page pipeline (§2.1 support, §5): a supporter's pages are theirs alone. Two readers
// — one anonymous, one signed in with the mail's code — take turns on the same URLs: the anonymous reader is served
// shared copies from the page cache, the supporter never is, their profile is `private, no-store`, and nothing of
// theirs ever reaches the other reader. Also the profile's states without a working CRM, and §5's 404.
import t from 'tap';
import { request } from 'undici';
import { DEMO_SUPPORTER } from '../../stand-ins/crm/demo-supporters.ts';
import { supporterCsrfToken } from '../../server/support/supporter-session.ts';
import { cookieHeader, setCookies } from '../helpers/set-cookies.ts';
import { startBff, startCrm, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 150 });
const crm = await startCrm();
// A long page-cache life: a shared copy stays fresh for the whole test, however slow the machine.
const bff = await startBff(origin.url, { crmApiUrl: crm.url, pageCacheTtlMs: 600_000 });
t.teardown(async () => {
  await bff.close();
  await crm.close();
  await origin.close();
});

type Jar = Record<string, string | undefined>;
async function get(path: string, jar?: Jar, base = bff.url) {
  const res = await request(base + path, { headers: jar ? { cookie: cookieHeader(jar) } : {} });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}
async function post(path: string, form: Record<string, string>, jar: Jar) {
  const res = await request(bff.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) },
    body: new URLSearchParams(form).toString(),
  });
  await res.body.dump();
  for (const [name, c] of setCookies(res.headers['set-cookie'])) jar[name] = c.value === '' ? undefined : c.value;
  return pathOf(res.headers.location);
}
/** A same-site Location (relative, or absolute on our origin) as its path and query; anything else as it is. */
function pathOf(location: unknown): string | undefined {
  if (typeof location !== 'string') return undefined;
  const resolved = new URL(location, bff.url);
  return resolved.origin === new URL(bff.url).origin ? resolved.pathname + resolved.search : location;
}
async function signIn(email: string): Promise<Jar> {
  const jar: Jar = {};
  await post('/tamogatas/belepes', { email }, jar);
  const code = /kódot[^:]*: (\d{6})/.exec(crm.mails.at(-1)!.text)![1];
  const landed = await post('/tamogatas/belepes/kod', { code }, jar);
  if (landed !== '/tamogatas/profil?eredmeny=belepve' || !jar.supporter_session)
    throw new Error(`sign-in failed: ${landed}`);
  return jar;
}
/** The anonymous reader's copy, once the page cache serves it. */
async function cached(path: string) {
  for (let i = 0; i < 100; i++) {
    const r = await get(path);
    if (r.headers['x-cache']) return r;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error(`${path} never came from the cache`);
}

const supporter = await signIn(DEMO_SUPPORTER.email);
const PRIVATE = 'private, no-store';
const EMAIL_HTML = DEMO_SUPPORTER.email;
const SIGNED_IN_LINK = 'href="/tamogatas/profil"';
const ALREADY_IN = 'Ebben a böngészőben már beléptél';

t.test('the supporter’s profile is private, no-store, never cached, and shows their support and forms', async (t) => {
  const mine = await get('/tamogatas/profil?eredmeny=belepve', supporter);
  t.equal(mine.status, 200);
  t.equal(mine.headers['cache-control'], PRIVATE);
  t.equal(mine.headers['x-cache'], undefined, 'not from the page cache');
  t.equal(mine.headers['surrogate-key'], undefined, 'nothing a shared cache could file it under');
  t.match(mine.body, EMAIL_HTML);
  t.match(mine.body, 'Sikeresen beléptél.', 'the outcome of the sign-in');
  t.match(mine.body, 'Havi 2\u00a0000\u00a0Ft', 'the recurring payment');
  t.match(
    mine.body,
    `value="${supporterCsrfToken(supporter.supporter_session!)}"`,
    'the forms carry the session’s token',
  );
  for (const action of [
    '/tamogatas/profil/lemondas',
    '/tamogatas/profil/hirlevel',
    '/tamogatas/profil/letoltes',
    '/tamogatas/profil/torles',
    '/tamogatas/kijelentkezes',
  ]) {
    t.match(mine.body, `action="${action}"`, `a form posts to ${action}`);
  }
  const again = await get('/tamogatas/profil?eredmeny=belepve', supporter);
  t.equal(again.headers['x-cache'], undefined, 'the second visit is rendered afresh too');

  const stranger = await get('/tamogatas/profil?eredmeny=belepve');
  t.equal(stranger.status, 200);
  t.equal(stranger.headers['cache-control'], PRIVATE, 'the anonymous copy of the profile is not shared either');
  t.notMatch(stranger.body, EMAIL_HTML, 'the other reader sees nothing of the supporter');
  t.match(stranger.body, 'id="tamogato-email"', 'but a sign-in form');
});

t.test(
  'a supporter page the anonymous reader has cached is never served to the supporter, nor theirs to anyone',
  async (t) => {
    const shared = await cached('/tamogatas');
    t.match(shared.headers['cache-control'], /^public, /);
    t.notMatch(shared.body, SIGNED_IN_LINK);
    // The shared copy holds the checkout forms, the same for everyone (a supporter's address is added at the
    // provider, when the form is sent), and no word of a demo.
    t.equal(
      shared.body.match(/<form class="support-checkout"/g)?.length,
      2,
      'the monthly and the one-time checkout form',
    );
    t.notMatch(shared.body, /bemutató oldal|nem lehet fizetni/i);
    const mine = await get('/tamogatas', supporter);
    t.equal(mine.headers['x-cache'], undefined, 'the supporter gets a render of their own');
    t.equal(mine.headers['cache-control'], PRIVATE);
    t.match(mine.body, SIGNED_IN_LINK, 'which links to their profile');
    t.equal((await get('/tamogatas')).headers['x-cache'], 'HIT', 'the shared copy is still the anonymous one');
    t.notMatch((await get('/tamogatas')).body, SIGNED_IN_LINK);

    // The supporter first: their render must not be what fills the cache.
    const theirs = await get('/tamogatas/belepes', supporter);
    t.match(theirs.body, ALREADY_IN);
    t.equal(theirs.headers['cache-control'], PRIVATE);
    const first = await get('/tamogatas/belepes');
    t.equal(first.headers['x-cache'], 'MISS', 'the anonymous reader’s visit is the first to reach the cache');
    t.notMatch(first.body, ALREADY_IN);
    t.notMatch((await cached('/tamogatas/belepes')).body, ALREADY_IN);

    for (const path of ['/TAMOGATAS/BELEPES', '/tam%6Fgatas/belepes', '/tamogatas/hiba']) {
      await cached(path);
      const r = await get(path, supporter);
      t.equal(r.headers['x-cache'], undefined, `${path}: the supporter is not served the cached copy`);
    }
    const malformed = await get('/tamogatas', { supporter_session: 'not a token' });
    t.equal(
      malformed.headers['x-cache'],
      undefined,
      'any supporter cookie, even a malformed one, keeps the shared copy away',
    );
    t.notMatch(malformed.body, SIGNED_IN_LINK, 'and signs no one in');
  },
);

t.test('elsewhere a supporter reads the shared copies everyone reads', async (t) => {
  await cached('/impresszum');
  t.equal((await get('/impresszum', supporter)).headers['x-cache'], 'HIT');
});

t.test('page data for client-side navigations: the same privacy', async (t) => {
  const mine = await get('/page-data?path=%2Ftamogatas%2Fprofil%3Foldal%3D2', supporter);
  t.equal(mine.headers['cache-control'], PRIVATE);
  const data = JSON.parse(mine.body).data;
  t.equal(data.profile.kind, 'profile');
  t.equal(data.profile.view.email, DEMO_SUPPORTER.email);
  t.equal(data.profile.view.payments.page, 2, 'the second page of payments');
  const stranger = await get('/page-data?path=%2Ftamogatas%2Fprofil');
  t.equal(stranger.headers['cache-control'], PRIVATE);
  t.same(JSON.parse(stranger.body).data.profile, { kind: 'signed-out' });
  const landing = await get('/page-data?path=%2Ftamogatas', supporter);
  t.equal(landing.headers['cache-control'], PRIVATE, 'the supporter’s landing page is theirs too');
});

t.test(
  'a page of payments past the last goes to the last; a session the CRM refuses reads as signed out',
  async (t) => {
    const beyond = await get('/tamogatas/profil?oldal=99', supporter);
    t.same(
      [beyond.status, pathOf(beyond.headers.location), beyond.headers['cache-control']],
      [302, '/tamogatas/profil?oldal=2', PRIVATE],
    );
    const forged = await get('/tamogatas/profil', { supporter_session: 'x'.repeat(40) });
    t.equal(forged.status, 200);
    t.match(forged.body, 'A profilodat belépés után látod.');
    t.notMatch(forged.body, EMAIL_HTML);
  },
);

t.test('the CRM down: the profile says so, and nothing else breaks', async (t) => {
  const cut = await startBff(origin.url, { crmApiUrl: 'http://127.0.0.1:9', pageCacheTtlMs: 0 });
  t.teardown(() => cut.close());
  const res = await get('/tamogatas/profil', supporter, cut.url);
  t.equal(res.status, 200);
  t.equal(res.headers['cache-control'], PRIVATE);
  t.match(res.body, 'a támogatói rendszer nem válaszol');
  t.equal((await get('/tamogatas', supporter, cut.url)).status, 200, 'the landing page needs no CRM');
});

t.test('§5 the profile is 404 while the donations flag is 1', async (t) => {
  origin.db
    .prepare(
      `UPDATE frontend_state SET component_setup = json_set(component_setup, '$.donations', '1') WHERE site_slug = 'telex'`,
    )
    .run();
  t.teardown(() => {
    origin.db
      .prepare(
        `UPDATE frontend_state SET component_setup = json_set(component_setup, '$.donations', '0') WHERE site_slug = 'telex'`,
      )
      .run();
  });
  const fresh = await startBff(origin.url, { crmApiUrl: crm.url, pageCacheTtlMs: 0 });
  t.teardown(() => fresh.close());
  for (const path of ['/tamogatas/profil', '/tamogatas/siker', '/tamogatas/hiba']) {
    t.equal((await get(path, supporter, fresh.url)).status, 404, path);
  }
});
