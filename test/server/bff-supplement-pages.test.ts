// The supplements (§2.5) through the real BFF, origin, livescore service and stand-in data site:
// every supplement and every tab renders from the demo data with its own canonical URL; article tabs list articles
// with the supplement's protected tags (no remove control); the football tabs carry the tournament's tables; data
// tabs frame a data-site page that exists; unknown tabs, variants and tokens are 404s, never the list again; the
// event redirects and the election sidebar's links land on real pages.
import t from 'tap';
import { request } from 'undici';
import { SUPPLEMENTS, supplementTabPath } from '../../shared/supplements.ts';
import { ELECTION_PLACES } from '../../shared/election-places.ts';
import redirectTable from '../../server/policy/redirect-table.json' with { type: 'json' };
import { startBff, startEventData, startLivescore, startOrigin, TEST_NOW } from '../helpers/servers.ts';
import { sitePath } from '../helpers/same-site-location.ts';

const origin = await startOrigin({ articles: 600, now: TEST_NOW });
const livescore = await startLivescore();
const data = await startEventData();
const dataOrigin = new URL(data.url).origin;
const bff = await startBff(origin.url, {
  livescoreApiUrl: livescore.url,
  pageCacheTtlMs: 0,
  clock: () => TEST_NOW * 1000,
  eventData: { url: data.url, messageOrigins: [dataOrigin] },
});
t.teardown(async () => {
  await bff.close();
  await data.close();
  await livescore.close();
  await origin.close();
});

async function get(url: string) {
  const res = await request(url);
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}
const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

t.test('every supplement and every tab renders from the demo data, each canonical to itself', async (t) => {
  for (const def of SUPPLEMENTS) {
    for (const tab of def.tabs) {
      if (tab.content.type === 'link') continue;
      const path = supplementTabPath(def, tab.slug);
      const res = await get(`${bff.url}${path}`);
      t.equal(res.status, 200, `${path} answers`);
      t.match(res.body, `<link rel="canonical" href="${bff.url}${path}"/>`, `${path} is its own canonical URL`);
      t.match(
        res.body,
        new RegExp(
          `aria-current="page"[^>]*>${tab.parent !== undefined ? 'Összes|' : ''}${tab.label}<|>${tab.label}</a>`,
        ),
        `${path}: the tab bar marks it`,
      );
      const c = tab.content;
      if (c.type === 'articles') {
        const count = /id="melleklet-talalatok"[^>]*>(\d+) cikk</.exec(res.body);
        t.ok(count && Number(count[1]) >= 5, `${path}: ${count?.[1]} articles`);
        t.ok((res.body.match(/class="search-hit/g) ?? []).length >= 5, `${path}: the hits are listed`);
        const protectedTags = (res.body.match(/search-tag--protected/g) ?? []).length;
        t.equal(protectedTags, c.kind ? 2 : 1, `${path}: the supplement's tags are protected`);
        t.notMatch(
          res.body,
          new RegExp(`aria-label="${def.title} címke törlése"`),
          `${path}: no remove control on the supplement's tag`,
        );
      } else if (c.type === 'football') {
        t.match(res.body, /class="sport-table/, `${path}: a live-score table`);
      } else if (c.type === 'faq') {
        t.ok((res.body.match(/class="supplement-faq__item"/g) ?? []).length >= 5, `${path}: the questions`);
      } else if (c.type === 'frame') {
        const src =
          /<iframe[^>]*class="supplement-frame__frame"[^>]*src="([^"]+)"/.exec(res.body)?.[1] ??
          /<iframe[^>]*src="([^"]+)"[^>]*class="supplement-frame__frame"/.exec(res.body)?.[1];
        t.equal(src && unescape(src), `${data.url}${c.src}`, `${path}: frames ${c.src}`);
        t.match(res.body, /sandbox="allow-scripts allow-same-origin allow-popups"/, `${path}: sandboxed`);
        t.match(res.body, new RegExp(`height="${c.height}"`), `${path}: at its height`);
        const page = await get(`${data.url}${c.src}`);
        t.equal(page.status, 200, `${c.src} exists on the data site`);
        t.match(page.body, /<table>/, `${c.src} has its data`);
        t.match(
          res.headers['content-security-policy'],
          new RegExp(`frame-src [^;]*${dataOrigin}`),
          'the CSP lets the frame in',
        );
      }
    }
  }
});

t.test(
  '§2.5 the 650 px schedule, the variants, the football tables and valasztas-2024 data pages under {token}',
  async (t) => {
    const schedule = await get(`${bff.url}/melleklet/parizs-2024/program`);
    t.match(schedule.body, /height="650"/);
    const nationalities = await get(`${bff.url}/melleklet/valasztas-2022/orszagos-listak/nemzetisegek`);
    t.equal(nationalities.status, 200);
    t.match(nationalities.body, `src="${data.url}/valasztas-2022/orszagos-listak/nemzetisegek"`);
    t.match(nationalities.body, /aria-current="page"[^>]*>Nemzetiségi listák</);
    for (const place of [ELECTION_PLACES[0], ELECTION_PLACES.at(-1)!]) {
      const path = `/melleklet/valasztas-2024/adatok/${place.token}`;
      const res = await get(`${bff.url}${path}`);
      t.equal(res.status, 200, `${path}: a four-segment data path is the supplement, not an article`);
      t.match(res.body, `src="${data.url}/valasztas-2024/telepules/${place.token}"`);
      t.match(res.body, `<link rel="canonical" href="${bff.url}${path}"/>`);
      t.match((await get(`${data.url}/valasztas-2024/telepules/${place.token}`)).body, place.name);
    }
    const groups = await get(`${bff.url}/melleklet/eb-2024/csoportok`);
    t.equal((groups.body.match(/class="sport-table standings-table"/g) ?? []).length, 6, 'Euro 2024: six groups');
    const wc = await get(`${bff.url}/melleklet/foci-vb-2022/csoportok`);
    t.equal((wc.body.match(/class="sport-table standings-table"/g) ?? []).length, 8, 'World Cup 2022: eight groups');
    const tops = await get(`${bff.url}/melleklet/eb-2024/toplistak`);
    t.match(tops.body, '<caption>Góllövőlista');
    // The record of EURO 2024 here holds its goals, not its bookings: those lists say so rather than invent any.
    for (const list of ['Sárga lapok', 'Piros lapok']) t.match(tops.body, `${list}: Még nincs adat.`);
    const timetable = await get(`${bff.url}/melleklet/eb-2024/menetrend`);
    t.equal((timetable.body.match(/data-fixture="/g) ?? []).length, 51, 'the Euro 2024 timetable: 51 fixtures');
    t.match(timetable.body, /Döntő/);
    const results = await get(`${bff.url}/melleklet/foci-vb-2022/eredmenyek`);
    t.equal((results.body.match(/data-fixture="/g) ?? []).length, 64, 'the World Cup 2022 results: 64 fixtures');
  },
);

t.test('unknown tabs, variants, tokens and deeper paths are 404s; the alias shows the war supplement', async (t) => {
  for (const path of [
    '/melleklet/eb-2024/foo',
    '/melleklet/eb-2024/menetrend/x',
    '/melleklet/valasztas-2024/adatok/nincs-ilyen',
    '/melleklet/valasztas-2024/gyik/budapest',
    '/melleklet/ep-2024/adatok/budapest',
    '/melleklet/nincs-ilyen',
    '/melleklet/valasztas-2022/orszagos-listak/foo',
    '/melleklet/eb-2024/a/b/c',
    '/melleklet/EB-2024',
  ]) {
    t.equal((await get(`${bff.url}${path}`)).status, 404, path);
  }
  const alias = await get(`${bff.url}/melleklet/orosz-ukran-valsag/elemzesek`);
  t.equal(alias.status, 200);
  t.match(
    alias.body,
    `<link rel="canonical" href="${bff.url}/melleklet/orosz-ukran-haboru/elemzesek"/>`,
    'canonical to the supplement',
  );
  const game = await request(`${bff.url}/melleklet/valasztas-2022/tippjatek`);
  await game.body.dump();
  t.equal(game.statusCode, 301, 'the prediction-game tab is the game page');
  t.equal(sitePath(game.headers.location, bff.url), '/melleklet/tippjatek');
});

t.test('a search in a supplement keeps its protected tags; the URL cannot drop them', async (t) => {
  const res = await get(`${bff.url}/melleklet/eb-2024?term=&filters=${encodeURIComponent('{"and_tags":[]}')}`);
  t.equal(res.status, 200);
  t.match(res.body, /search-tag--protected/, 'filters without the tag still search within the supplement');
  const all = /id="melleklet-talalatok"[^>]*>(\d+) cikk</.exec((await get(`${bff.url}/melleklet/eb-2024`)).body)?.[1];
  t.match(res.body, `>${all} cikk<`, 'the same articles');
});

t.test('§2.2 event redirects and §2.6 the election sidebars land on real supplement pages', async (t) => {
  const table = redirectTable as { exact?: Record<string, string> } & Record<string, unknown>;
  const targets = new Set(JSON.stringify(table).match(/\/melleklet\/[a-z0-9-]+/g));
  t.ok(targets.size >= 9);
  for (const target of targets) t.equal((await get(`${bff.url}${target}`)).status, 200, target);
  for (const name of ['valasztas-2024', 'ep-2024']) {
    const res = await get(`${bff.url}/melleklet/${name}`);
    const links = [...res.body.matchAll(/class="link-box__link" href="([^"]+)"/g)].map((m) => m[1]);
    t.ok(links.includes(`/melleklet/${name}/gyik`), `${name}: the FAQ link`);
    for (const link of links.filter((l) => l.startsWith('/melleklet/')))
      t.equal((await get(`${bff.url}${link}`)).status, 200, link);
    if (name === 'ep-2024') t.match(res.body, /sidebar__notice/, 'the EU funding notice');
  }
});
