// The hiking map of /rovat/szepkilatas (§2.3, §2.8) is a working frame: the section shows the map page of
// the data site (or HIKING_MAP_URL) in a titled frame with its caption, following the hike tab; the page answers 200
// and draws the scenic-view routes as SVG. Without a map page configured, the section says the map is unavailable.
import t from 'tap';
import { request } from 'undici';
import { eventDataConfig } from '../../server/event-data-config.ts';
import { hikingRoutes } from '../../stand-ins/event-data/hiking-routes.ts';
import { DEFAULT_EVENT_DATA_SEED } from '../../stand-ins/event-data/app.ts';
import { HIKE_TABS } from '../../shared/constants.ts';
import {
  HIKING_MAP_FRAME_TITLE,
  HIKING_MAP_PATH,
  TEXT_HIKING_MAP_CAPTION,
  TEXT_HIKING_MAP_UNAVAILABLE,
} from '../../shared/list-page-constants.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { startBff, startEventData, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 700, seed: 42 });
const data = await startEventData();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, eventData: eventDataConfig({ EVENT_DATA_URL: data.url }) });
const bare = await startBff(origin.url, { pageCacheTtlMs: 0 });
t.teardown(async () => {
  await bare.close();
  await bff.close();
  await data.close();
  await origin.close();
});

async function get(url: string) {
  const res = await request(url);
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}

function frameOf(html: string): { src: string; title: string } | null {
  const m = /<iframe[^>]*class="hiking-map__frame"[^>]*>/.exec(html);
  if (!m) return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(m[0])?.[1] ?? '';
  return { src: attr('src').replaceAll('&amp;', '&'), title: attr('title') };
}

const routeClasses = (svgPage: string) => [...svgPage.matchAll(/<polyline class="route (\w+)"/g)].map((m) => m[1]);

t.test('/rovat/szepkilatas: a titled frame of the map page with its caption; the page draws the routes', async (t) => {
  const page = await get(`${bff.url}/rovat/szepkilatas`);
  t.equal(page.status, 200);
  const frame = frameOf(page.body);
  t.ok(frame, 'a map frame');
  t.equal(frame?.src, `${data.url}${HIKING_MAP_PATH}`, "the data site's map page");
  t.equal(frame?.title, escapeHtml(HIKING_MAP_FRAME_TITLE), 'the frame has a title');
  t.match(page.body, escapeHtml(TEXT_HIKING_MAP_CAPTION), 'the caption');
  t.notMatch(
    /<figure class="hiking-map">.*?<\/figure>/s.exec(page.body)?.[0] ?? '',
    /placeholder|<div[^>]*role="img"/i,
    'nothing stands in for the map',
  );
  t.match(
    String(page.headers['content-security-policy']),
    new RegExp(`frame-src[^;]*${new URL(data.url).origin}`),
    'the CSP lets the frame load',
  );

  const map = await get(frame!.src);
  t.equal(map.status, 200, "the frame's page answers");
  t.match(String(map.headers['content-type']), /^text\/html/);
  t.match(map.body, /<svg class="map"[^>]*role="img"/);
  t.match(map.body, /<polygon class="land" points="[\d.,\s]+"/, 'the country');
  const routes = hikingRoutes(DEFAULT_EVENT_DATA_SEED);
  t.equal(routeClasses(map.body).length, routes.length, `all ${routes.length} routes drawn`);
  for (const r of routes) t.match(map.body, escapeHtml(r.name), `${r.name} listed`);
});

t.test('the map follows the hike tab', async (t) => {
  for (const tab of HIKE_TABS.filter((x) => x.tag)) {
    const page = await get(`${bff.url}/rovat/szepkilatas?tab=${tab.tab}`);
    t.equal(page.status, 200, tab.tab);
    const frame = frameOf(page.body);
    t.equal(frame?.src, `${data.url}${HIKING_MAP_PATH}?tab=${tab.tab}`);
    const drawn = routeClasses((await get(frame!.src)).body);
    t.ok(drawn.length > 0, `${tab.tab}: routes drawn`);
    t.same([...new Set(drawn)], [tab.tab], `${tab.tab}: only its routes`);
  }
  const unknown = await get(`${data.url}${HIKING_MAP_PATH}?tab=nincs`);
  t.equal(unknown.status, 200);
  t.equal(
    routeClasses(unknown.body).length,
    hikingRoutes(DEFAULT_EVENT_DATA_SEED).length,
    'an unknown tab shows every route, as the section does',
  );
});

t.test('the routes: generated from the seed, each ending at its lookout, as long as its difficulty says', async (t) => {
  const a = hikingRoutes(7);
  t.same(hikingRoutes(7), a, 'the same seed, the same routes');
  t.notSame(
    hikingRoutes(8).map((r) => r.path),
    a.map((r) => r.path),
    'another seed, other paths',
  );
  const bounds: Record<string, [number, number]> = { easy: [4, 8], medium: [8, 14], hard: [14, 22], extreme: [22, 32] };
  for (const r of a) {
    const [min, max] = bounds[r.difficulty];
    t.ok(r.lengthKm >= min && r.lengthKm <= max, `${r.name}: ${r.lengthKm} km`);
    t.ok(
      r.path.every(([lon, lat]) => lon > 16 && lon < 23 && lat > 45.6 && lat < 48.7),
      `${r.name}: inside the map`,
    );
  }
  t.same(
    [...new Set(a.map((r) => r.difficulty))].sort(),
    ['easy', 'extreme', 'hard', 'medium'],
    'every difficulty has routes',
  );
});

t.test('without a map page configured, the section says so instead of an empty frame', async (t) => {
  const page = await get(`${bare.url}/rovat/szepkilatas`);
  t.equal(page.status, 200);
  t.equal(frameOf(page.body), null);
  t.match(page.body, escapeHtml(TEXT_HIKING_MAP_UNAVAILABLE));
  t.match(page.body, escapeHtml(TEXT_HIKING_MAP_CAPTION));
});

t.test('HIKING_MAP_URL names another map page; a bad one stops the start', async (t) => {
  const config = eventDataConfig({ EVENT_DATA_URL: data.url, HIKING_MAP_URL: 'https://terkep.example/szepkilatas' });
  t.equal(config.hikingMapUrl, 'https://terkep.example/szepkilatas');
  t.throws(() => eventDataConfig({ HIKING_MAP_URL: 'javascript:alert(1)' }), /HIKING_MAP_URL/);
  t.equal(eventDataConfig({}).hikingMapUrl, null);
});
