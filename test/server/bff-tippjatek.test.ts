// The prediction game through the BFF (§2.1 tippjatek): the form and a stored prediction as pages (statuses, canonical,
// share tags, cache headers), the form post's Post/Redirect/Get to the shareable page on our own site, a refused
// prediction back to the form with its values, bad input (400, 413, 405, 403), 404s for unknown and malformed games and
// keys, and 200 concurrent form posts each stored once.
import t from 'tap';
import { request } from 'undici';
import { sitePath } from '../helpers/same-site-location.ts';
import { addOpenTestGame, OPEN_TEST_GAME } from '../helpers/open-prediction-game.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { GAME_CLOSED_TEXT } from '../../shared/prediction-game.ts';

const origin = await startOrigin({ articles: 120 });
addOpenTestGame(origin.db);
const bff = await startBff(origin.url);
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const FORM = `/melleklet/tippjatek/${OPEN_TEST_GAME}`;
const CLOSED = '/melleklet/tippjatek/valasztas-2022';
const VALID = { 'p-fidesz-kdnp': '50', 'p-egysegben': '40', 'p-mi-hazank': '5', 'p-mkkp': '3,5', 'p-egyeb': '1.5' };
const count = () => origin.db.prepare('SELECT count(*) FROM predictions').pluck().get() as number;

async function get(path: string) {
  const res = await request(bff.url + path);
  return { status: res.statusCode, headers: res.headers, body: plain(await res.body.text()) };
}
async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await request(bff.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  const text = await res.body.text();
  return {
    status: res.statusCode,
    headers: res.headers,
    body: text,
    location: sitePath(res.headers.location, bff.url),
  };
}
/** The page keeps a number and its unit together with a no-break space. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

t.test('the form of an open game: 200, cacheable, its canonical, the parties as fields', async (t) => {
  const res = await get(FORM);
  t.equal(res.status, 200);
  t.match(String(res.headers['cache-control']), /^public, max-age=\d+, s-maxage=\d+/, 'cacheable');
  t.match(res.body, `<link rel="canonical" href="${bff.url}${FORM}"/>`);
  t.match(res.body, new RegExp(`<form class="tipp-form"[^>]* action="${FORM}" method="post"`));
  for (const name of Object.keys(VALID)) t.match(res.body, `name="${name}"`);
});

t.test(
  '§2.1 the 2022 game closed when the polls opened: no form, the official result; a late tip is refused',
  async (t) => {
    for (const path of ['/melleklet/tippjatek', CLOSED]) {
      const res = await get(path);
      t.equal(res.status, 200, path);
      t.match(res.body, `<link rel="canonical" href="${bff.url}${CLOSED}"/>`, 'one canonical for both paths');
      t.notMatch(res.body, '<form class="tipp-form"', 'no form');
      t.match(res.body, GAME_CLOSED_TEXT, 'the closed game says so in its one wording');
      t.match(res.body, '54,13 %', "Fidesz–KDNP's official share");
    }
    const before = count();
    const res = await post(CLOSED, form(VALID));
    t.equal(res.status, 409, 'the origin refuses it; the BFF says why');
    t.match(res.body, 'lezárult');
    t.equal(count(), before, 'nothing stored');
  },
);

t.test(
  'a prediction: 303 to its own page on our site; that page shows it, compared with the official result',
  async (t) => {
    const before = count();
    const res = await post(FORM, form({ ...VALID, azonosito: 'bff-test-0123456789ab' }), {
      origin: new URL(bff.url).origin,
      'sec-fetch-site': 'same-origin',
    });
    t.equal(res.status, 303);
    t.match(String(res.headers.location), new RegExp(`^${bff.url}/`), 'an absolute Location on our origin');
    t.match(res.location, new RegExp(`^${FORM}/[a-z2-9]{10}$`));
    t.equal(res.headers['cache-control'], 'private, no-store');
    t.equal(count(), before + 1);
    const again = await post(FORM, form({ ...VALID, azonosito: 'bff-test-0123456789ab' }));
    t.equal(again.location, res.location, 'the same form sent twice is one prediction');
    t.equal(count(), before + 1);

    const shown = await get(res.location!);
    t.equal(shown.status, 200);
    t.match(String(shown.headers['cache-control']), /^public/, 'a stored prediction is not personal: cacheable');
    t.match(shown.body, `<link rel="canonical" href="${bff.url}${res.location}"/>`);
    t.match(shown.body, `<meta property="og:url" content="${bff.url}${res.location}"/>`);
    t.match(
      shown.body,
      /<meta property="og:description" content="Fidesz–KDNP 50 %, Egységben Magyarországért 40 %, Mi Hazánk 5 %, Magyar Kétfarkú Kutya Párt 3,5 %, [^"]* 1,5 %\. Eltérés a végeredménytől: 11,58 százalékpont\."/,
    );
    t.match(shown.body, /<td>54,13 %<\/td>/, 'the official result');
    t.match(shown.body, /Összes eltérés: <span[^>]*>11,58 százalékpont/);
  },
);

t.test('a prediction that is not 100 % goes back to the form with its values and the reason', async (t) => {
  const before = count();
  const res = await post(FORM, form({ ...VALID, 'p-egyeb': '0' }));
  t.equal(res.status, 303);
  t.equal(res.location, `${FORM}?p-fidesz-kdnp=50&p-egysegben=40&p-mi-hazank=5&p-mkkp=3%2C5&p-egyeb=0`);
  t.equal(count(), before, 'nothing stored');
  const page = await get(res.location!);
  t.equal(page.status, 200);
  t.match(page.body, /A tippjeid összege 98,5 %, nem 100 %: még 1,5 százalékpont hiányzik\./);
  t.match(page.body, /value="3,5"/);
  const empty = await post(FORM, form({ 'p-fidesz-kdnp': '50' }));
  t.equal(empty.status, 303, 'a half-filled form comes back too');
  t.match((await get(empty.location!)).body, /Többi lista[^:]*: add meg/);
});

t.test('bad input: 400 with a reason, 413, 405, 403 and 404', async (t) => {
  const before = count();
  const long = await post(FORM, form({ ...VALID, 'p-mkkp': '3,500000000' }));
  t.equal(long.status, 400);
  t.match(JSON.parse(long.body).message, /p-mkkp: egy legfeljebb 8 karakteres számot/);
  const badId = await post(FORM, form({ ...VALID, azonosito: 'x' }));
  t.equal(badId.status, 400);
  t.match(JSON.parse(badId.body).message, /azonosító/);
  const huge = await post(FORM, form({ ...VALID, kitoltes: 'x'.repeat(20_000) }));
  t.equal(huge.status, 413);
  const json = await request(`${bff.url}${FORM}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '"szoveg"',
  });
  t.equal(json.statusCode, 400, 'not a form');
  await json.body.dump();
  for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
    const res = await request(bff.url + FORM, {
      method,
      body: form(VALID),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    t.equal(res.statusCode, 405, method);
    t.equal(res.headers.allow, 'GET, HEAD, POST');
    await res.body.dump();
  }
  const onPrediction = await post(`${FORM}/abcdefghjk`, form(VALID));
  t.equal(onPrediction.status, 405, 'a stored prediction takes no posts');
  const cross = await post(FORM, form(VALID), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  t.equal(cross.status, 403, "another site's form");
  t.equal((await post('/melleklet/tippjatek/nincs-ilyen', form(VALID))).status, 404, 'unknown game');
  t.equal((await post('/melleklet/tippjatek/Rossz_Nev', form(VALID))).status, 404, 'malformed game');
  t.equal(count(), before, 'nothing stored');
});

t.test('unknown or malformed games and keys are 404 pages', async (t) => {
  for (const path of [
    '/melleklet/tippjatek/nincs-ilyen',
    '/melleklet/tippjatek/eredmenyek/2022',
    `${FORM}/aaaaaaaaaa`,
    `${FORM}/ROSSZ`,
    `${FORM}/abcdefghjkm`,
    `${FORM}/abcdefghjk/tobb`,
    '/melleklet/tippjatek/nincs-ilyen/abcdefghjk',
  ]) {
    const res = await get(path);
    t.equal(res.status, 404, path);
  }
});

t.test('200 concurrent form posts are each stored once and each lands on its own prediction', async (t) => {
  const before = count();
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      post(
        FORM,
        form({
          ...VALID,
          'p-fidesz-kdnp': String(40 + i / 10).replace('.', ','),
          'p-egysegben': String((500 - i) / 10),
          azonosito: `egyideju-${String(i).padStart(10, '0')}`,
        }),
      ),
    ),
  );
  t.same(
    results.map((r) => r.status),
    results.map(() => 303),
  );
  const keys = results.map((r) => r.location!.split('/').pop());
  t.equal(new Set(keys).size, 200);
  t.equal(count(), before + 200);
  const rows = origin.db.prepare('SELECT key, shares FROM predictions').all() as { key: string; shares: string }[];
  const byKey = new Map(rows.map((r) => [r.key, JSON.parse(r.shares) as Record<string, number>]));
  keys.forEach((key, i) => {
    if (byKey.get(key!)?.['fidesz-kdnp'] !== 4000 + i * 10) t.fail(`post ${i} stored as another's prediction`);
  });
});

t.test(
  'the origin down: the form comes back with the values kept and says the prediction was not stored',
  async (t) => {
    const stopped = await startOrigin({ articles: 20 });
    const url = stopped.url;
    await stopped.close();
    const lonely = await startBff(url);
    t.teardown(() => lonely.close());
    const res = await request(`${lonely.url}${FORM}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form(VALID),
    });
    await res.body.dump();
    t.equal(res.statusCode, 303);
    const back = new URL(sitePath(res.headers.location, lonely.url)!, lonely.url);
    t.equal(back.pathname, FORM);
    t.equal(back.searchParams.get('hiba'), 'nem-elerheto');
    t.equal(back.searchParams.get('p-mkkp'), '3,5', 'the typed values are kept');
  },
);
