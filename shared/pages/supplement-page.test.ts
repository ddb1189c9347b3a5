// The supplement page's rules (§2.5, §4, §5, §7) on its pure plan and build steps, and the frame-message
// rules the browser chunk applies: which paths are pages (and which are 404s), the protected tags of every article
// search, the canonical URL of each tab, the frame sources, the football tabs' data, the bounds of a height and of
// a route.
import t from 'tap';
import { frameMessageAction, sameSitePath } from '../frame-message.ts';
import type { Fixture } from '../livescore-types.ts';
import {
  buildSupplementPage,
  planSupplementPage,
  type SupplementAnswers,
  type SupplementPageData,
} from './supplement.ts';
import { sites } from '../sites/site-table.ts';
import { FRAME_MAX_HEIGHT, SUPPLEMENTS, supplementTabPath } from '../supplements.ts';
import { pageContext, searchResult, summary } from '../../test/helpers/page-fixtures.ts';

const url = (path: string) => new URL(`https://telex.example${path}`);
const plan = (path: string) => planSupplementPage(url(path), sites.main);
const NO_FRAMES: SupplementAnswers = { frameBase: null, messageOrigins: [] };
const DATA = 'https://adat.example';
const FRAMES: SupplementAnswers = { frameBase: DATA, messageOrigins: [DATA] };

function built(path: string, answers: Partial<SupplementAnswers> = {}): SupplementPageData {
  const p = plan(path);
  if (!p) throw new Error(`no plan for ${path}`);
  const out = buildSupplementPage(
    p,
    { ...FRAMES, archive: { result: searchResult([summary(), summary()]) }, ...answers },
    pageContext(path),
  );
  if (out.kind !== 'page') throw new Error(`${path}: ${out.kind}`);
  return out.data;
}

t.test('§2.5 every supplement is nine definitions with unique tab slugs, and every tab a page', async (t) => {
  t.equal(SUPPLEMENTS.length, 9);
  for (const def of SUPPLEMENTS) {
    const slugs = def.tabs.map((tab) => tab.slug);
    t.equal(new Set(slugs).size, slugs.length, `${def.name}: unique tab slugs`);
    t.equal(slugs[0], '', `${def.name}: the first tab is the supplement's own path`);
    for (const tab of def.tabs) {
      const p = plan(supplementTabPath(def, tab.slug));
      t.ok(p, `${def.name}/${tab.slug} is planned`);
    }
  }
});

t.test('unknown supplements, tabs, variants and tokens are 404s; the tippjatek paths are not this page', async (t) => {
  for (const path of [
    '/melleklet/nincs',
    '/melleklet/eb-2024/foo',
    '/melleklet/eb-2024/menetrend/1',
    '/melleklet/valasztas-2024/adatok/atlantisz',
    '/melleklet/valasztas-2024/gyik/budapest',
    '/melleklet/ep-2024/adatok/budapest',
    '/melleklet/valasztas-2022/orszagos-listak/partok',
    '/melleklet/eb-2024/',
    '/melleklet/Eb-2024',
    '/melleklet/eb-2024/a/b/c',
    '/melleklet/tippjatek',
    '/melleklet/tippjatek/x/y',
    '/melleklet/valasztas-2022/tippjatek/x',
  ])
    t.equal(plan(path), null, path);
});

t.test(
  "§4, §5 article tabs search with the supplement's tag (and the tab's kind) protected, whatever the URL says",
  async (t) => {
    const p = plan(`/melleklet/eb-2024/helyszinrol?filters=${encodeURIComponent('{"and_tags":["ukrajna"]}')}&term=gol`);
    t.ok(p && p.kind === 'tab' && p.archive);
    if (!p || p.kind !== 'tab' || !p.archive) return;
    t.same(
      p.archive.search.tags.map((tag) => [tag.slug, tag.protected === true]),
      [
        ['eb-2024', true],
        ['helyszini-tudositas', true],
        ['ukrajna', false],
      ],
    );
    const query = new URL(p.archive.list, 'http://x').searchParams;
    t.same(JSON.parse(query.get('filters')!), { and_tags: ['eb-2024', 'helyszini-tudositas', 'ukrajna'] });
    t.equal(query.get('term'), 'gol');
    const bare = plan('/melleklet/eb-2024?filters=%7B%7D');
    t.ok(
      bare?.kind === 'tab' &&
        JSON.parse(new URL(bare.archive!.list, 'http://x').searchParams.get('filters')!).and_tags.includes('eb-2024'),
      'an empty filter still searches the supplement',
    );
    const data = built('/melleklet/eb-2024/helyszinrol');
    t.equal(data.canonical, '/melleklet/eb-2024/helyszinrol', 'the bare tab is canonical to its path');
    t.ok(data.content.type === 'articles' && data.content.archive.tags.every((tag) => tag.protected));
    const searched = built('/melleklet/eb-2024?term=gol');
    t.match(
      searched.canonical,
      /^\/melleklet\/eb-2024\?term=gol&filters=/,
      'a search is canonical to its one URL form',
    );
  },
);

t.test('the tab bar marks the tab; valasztas-2022 has article sub-tabs; the game tab is the game page', async (t) => {
  const data = built('/melleklet/valasztas-2022/elemzesek');
  t.same(
    data.tabs.filter((tab) => tab.current).map((tab) => tab.label),
    ['Cikkek'],
    'the parent tab is current',
  );
  t.same(
    data.subTabs.map((tab) => [tab.label, tab.current]),
    [
      ['Összes', false],
      ['Elemzések', true],
      ['A helyszínről', false],
    ],
  );
  t.ok(
    data.tabs.some((tab) => tab.href === '/melleklet/tippjatek'),
    'the prediction game is a tab',
  );
  const game = planSupplementPage(url('/melleklet/valasztas-2022/tippjatek'), sites.main)!;
  t.same(buildSupplementPage(game, NO_FRAMES, pageContext('/')), {
    kind: 'redirect',
    location: '/melleklet/tippjatek',
    status: 301,
  });
});

t.test('§2.5 orosz-ukran-valsag shows orosz-ukran-haboru, canonical to it', async (t) => {
  const data = built('/melleklet/orosz-ukran-valsag/elemzesek');
  t.equal(data.name, 'orosz-ukran-haboru');
  t.equal(data.canonical, '/melleklet/orosz-ukran-haboru/elemzesek');
  t.ok(data.tabs.every((tab) => tab.href.startsWith('/melleklet/orosz-ukran-haboru')));
});

t.test("§2.8 frames: the data site's page at its height, variants and tokens; no data site says so", async (t) => {
  const schedule = built('/melleklet/parizs-2024/program');
  t.same(schedule.content, {
    type: 'frame',
    src: `${DATA}/parizs-2024/program`,
    title: 'Párizs 2024: versenyprogram',
    height: 650,
    maxHeight: FRAME_MAX_HEIGHT,
    messageOrigins: [DATA],
  });
  const none = built('/melleklet/parizs-2024/program', NO_FRAMES);
  t.equal(none.content.type === 'frame' && none.content.src, null);
  const variant = built('/melleklet/valasztas-2022/orszagos-listak/nemzetisegek');
  t.equal(
    variant.content.type === 'frame' && variant.content.src,
    `${DATA}/valasztas-2022/orszagos-listak/nemzetisegek`,
  );
  t.same(
    variant.subTabs.map((tab) => [tab.href, tab.current]),
    [
      ['/melleklet/valasztas-2022/orszagos-listak', false],
      ['/melleklet/valasztas-2022/orszagos-listak/nemzetisegek', true],
    ],
  );
  const token = built('/melleklet/valasztas-2024/adatok/debrecen');
  t.equal(token.content.type === 'frame' && token.content.src, `${DATA}/valasztas-2024/telepules/debrecen`);
  t.equal(token.canonical, '/melleklet/valasztas-2024/adatok/debrecen');
  t.same(
    token.tabs.filter((tab) => tab.current).map((tab) => tab.label),
    ['Adatok és térkép'],
  );
});

const fixture = (id: number, short: string, timestamp: number) =>
  ({ fixture: { id, timestamp, status: { short } } }) as unknown as Fixture;

t.test(
  '§2.5 football tabs: the timetable in order, the results latest first, a failed part shows nothing',
  async (t) => {
    const fixtures = [fixture(1, 'FT', 100), fixture(2, 'PEN', 200), fixture(3, 'NS', 300)];
    const timetable = built('/melleklet/eb-2024/menetrend', { fixtures });
    t.same(timetable.content.type === 'football' && timetable.content.fixtures.map((f) => f.fixture.id), [1, 2, 3]);
    const results = built('/melleklet/eb-2024/eredmenyek', { fixtures });
    t.same(results.content.type === 'football' && results.content.fixtures.map((f) => f.fixture.id), [2, 1]);
    const failed = built('/melleklet/foci-vb-2022/csoportok', { standings: null });
    t.equal(failed.content.type === 'football' && failed.content.unavailable, true);
    const tops = built('/melleklet/eb-2024/toplistak', {
      tops: { topscorers: [], topyellowcards: [], topredcards: [] },
    });
    t.same(tops.content.type === 'football' && tops.content.tops.map((x) => x.kind), [
      'topscorers',
      'topyellowcards',
      'topredcards',
    ]);
    t.equal(tops.content.type === 'football' && tops.content.leagueId, 4);
  },
);

t.test('§7 frame messages: allow-listed sender, bounded height, same-site path; anything else ignored', async (t) => {
  const opts = { origins: [DATA], maxHeight: 3000, siteOrigin: 'https://telex.example' };
  t.same(frameMessageAction(DATA, { type: 'iframe-size', height: 812.4 }, opts), { kind: 'resize', height: 812 });
  t.same(frameMessageAction(DATA, { type: 'iframe-size', height: '640' }, opts), { kind: 'resize', height: 640 });
  t.same(frameMessageAction(DATA, { type: 'iframe-size', height: 1e9 }, opts), { kind: 'resize', height: 3000 });
  t.same(frameMessageAction(DATA, { type: 'iframe-size', height: 3 }, opts), { kind: 'resize', height: 100 });
  for (const height of [NaN, Infinity, -5, 0, null, 'magas', {}])
    t.equal(frameMessageAction(DATA, { type: 'iframe-size', height }, opts).kind, 'ignore', `height ${String(height)}`);
  t.same(frameMessageAction(DATA, { type: 'route-push', path: '/melleklet/valasztas-2024/adatok/pecs' }, opts), {
    kind: 'navigate',
    path: '/melleklet/valasztas-2024/adatok/pecs',
  });
  t.same(frameMessageAction(DATA, { type: 'parent-router', path: '/rovat/belfold?oldal=2' }, opts), {
    kind: 'navigate',
    path: '/rovat/belfold?oldal=2',
  });
  for (const path of [
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'melleklet',
    '/a\tb',
    '',
    42,
  ]) {
    t.equal(
      frameMessageAction(DATA, { type: 'route-push', path }, opts).kind,
      'ignore',
      `route ${JSON.stringify(path)}`,
    );
  }
  t.equal(
    frameMessageAction('https://evil.example', { type: 'iframe-size', height: 500 }, opts).kind,
    'ignore',
    'a sender off the list',
  );
  t.equal(frameMessageAction('null', { type: 'route-push', path: '/' }, opts).kind, 'ignore', 'an opaque origin');
  for (const data of [null, 'iframe-size', [1], { type: 'themeChanged' }, { type: 'eval', code: '1' }]) {
    t.equal(frameMessageAction(DATA, data, opts).kind, 'ignore', JSON.stringify(data));
  }
  t.equal(
    sameSitePath('/%2F%2Fevil.example', 'https://telex.example'),
    '/%2F%2Fevil.example',
    'an encoded slash stays a path here',
  );
});
