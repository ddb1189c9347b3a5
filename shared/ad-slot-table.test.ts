// §3 Ad slot, §9 ad limits: the one slot table (shared/ad-slots.ts) — every site has every platform, every unit name
// is unique, margins stay within 0–300 px, the delay and PR markers are where §6/§9 need them — and the views a page
// carries: the tallest size reserved on each width, the app's units at every width in the app.
import { readFileSync } from 'node:fs';
import t from 'tap';
import { CONSENT_EVENT, CONSENT_STORAGE_KEY, CONSENT_VERSION } from './consent-key.ts';
import {
  AD_SLOTS,
  adSlotView,
  FEED_AD_POSITIONS,
  reservedHeight,
  type AdPlatform,
  type AdPosition,
  type AdSlotSpec,
} from './ad-slots.ts';
import { AD_LAZY_MARGIN_MAX_PX } from './constants.ts';
import {
  ARTICLE_AD_POSITIONS,
  FRONT_AD_POSITIONS,
  FRONT_FEED_AD_POSITIONS,
  LIST_AD_POSITIONS,
  feedSlotAfter,
  pageAdsOf,
} from './page-ads.ts';
import { siteList, type SiteId } from './sites/site-table.ts';

const PLATFORMS: AdPlatform[] = ['desktop', 'mobile', 'app'];
const every = () =>
  (Object.keys(AD_SLOTS) as SiteId[]).flatMap((site) =>
    PLATFORMS.flatMap((platform) =>
      (Object.entries(AD_SLOTS[site][platform]) as [AdPosition, AdSlotSpec][]).map(([pos, spec]) => ({
        site,
        platform,
        pos,
        spec,
      })),
    ),
  );

t.test('every site has slots on every platform, each unit named once', async (t) => {
  t.same(Object.keys(AD_SLOTS).sort(), siteList.map((s) => s.id).sort(), 'one entry per site');
  for (const site of Object.keys(AD_SLOTS) as SiteId[]) {
    for (const platform of PLATFORMS) t.ok(Object.keys(AD_SLOTS[site][platform]).length >= 4, `${site} ${platform}`);
  }
  const names = every().map((s) => s.spec.name);
  t.equal(new Set(names).size, names.length, `${names.length} unit names, all different`);
  for (const { spec } of every()) t.match(spec.name, /^[a-z0-9_]+$/, `${spec.name}: a plain ad-unit name`);
});

t.test('§9 load modes, margins, delay; §6 PR slots; collapse only where it moves nothing', async (t) => {
  for (const { site, platform, pos, spec } of every()) {
    const at = `${site} ${platform} ${pos}`;
    t.ok(
      spec.observerMargin >= 0 && spec.observerMargin <= AD_LAZY_MARGIN_MAX_PX,
      `${at}: margin ${spec.observerMargin} within 0–300`,
    );
    t.ok(spec.sizes.length > 0 && spec.sizes.every(([w, h]) => w > 0 && h > 0), `${at}: sizes`);
    t.equal(!!spec.pr, pos === 'pr', `${at}: only the PR position is a PR slot`);
    t.equal(!!spec.delay, pos === 'bottom', `${at}: the bottom slot waits 2 s`);
    if (spec.delay) t.equal(spec.load, 'lazy', `${at}: a delayed slot waits until it is seen first`);
    t.equal(spec.loadCollapsed, pos === 'sticky', `${at}: only the fixed sticky bar reserves no room`);
    if (pos === 'top') t.equal(spec.load, 'early', `${at}: the top slot loads at once`);
  }
  t.notOk(AD_SLOTS.main.desktop.list, '§9 the list slot is mobile only');
  t.ok(AD_SLOTS.main.mobile.list);
  t.notOk(AD_SLOTS.main.mobile.sidebar, '§2.6 the sidebar rectangle is desktop only');
  t.notOk(AD_SLOTS.main.app.sticky, 'no sticky bar in the app');
});

t.test('a view reserves the tallest size on each width and says where it shows', async (t) => {
  t.equal(
    reservedHeight([
      [300, 250],
      [300, 600],
    ]),
    600,
  );
  const sidebar = adSlotView('sidebar', AD_SLOTS.main.desktop.sidebar!, null)!;
  t.same(
    { on: sidebar.on, h: sidebar.h, hm: sidebar.hm, m: sidebar.m },
    { on: 'd', h: 600, hm: 0, m: null },
    'desktop only',
  );
  const sticky = adSlotView('sticky', null, AD_SLOTS.main.mobile.sticky!)!;
  t.same(
    { on: sticky.on, h: sticky.h, hm: sticky.hm, c: sticky.m?.c },
    { on: 'm', h: 0, hm: 0, c: true },
    'collapsed: no room reserved',
  );
  const bottom = adSlotView('bottom', AD_SLOTS.g7.desktop.bottom!, AD_SLOTS.g7.mobile.bottom!)!;
  t.equal(bottom.d?.l, 'delayed', 'the delay marker becomes the delayed load mode');
  t.equal(bottom.d?.n, 'g7_desktop_cikk_also', "the site's own unit");
  t.equal(adSlotView('list', null, null), null, 'no unit on either width: no slot');
});

t.test('pages: the positions of each kind, the platform of the app', async (t) => {
  const targeting = { type: 'article', slug: 's', tags: [] };
  const web = pageAdsOf({
    site: 'after',
    positions: ARTICLE_AD_POSITIONS,
    policy: 'all',
    isMobileApp: false,
    targeting,
  });
  t.same(Object.keys(web.slots), ['top', 'content', 'pr', 'bottom', 'sticky', 'sidebar']);
  t.equal(web.slots.top?.d?.n, 'after_desktop_cikk_felso');
  t.equal(web.slots.top?.m?.n, 'after_mobile_cikk_felso');
  const app = pageAdsOf({
    site: 'after',
    positions: ARTICLE_AD_POSITIONS,
    policy: 'all',
    isMobileApp: true,
    targeting,
  });
  t.same(Object.keys(app.slots), ['top', 'content', 'pr', 'bottom'], 'the app has no sticky bar and no sidebar');
  t.equal(app.slots.top?.d?.n, 'after_app_cikk_felso', "the app's unit at every width");
  t.equal(app.slots.top?.m?.n, 'after_app_cikk_felso');
  t.same(
    Object.keys(
      pageAdsOf({ site: 'main', positions: LIST_AD_POSITIONS, policy: 'all', isMobileApp: false, targeting }).slots,
    ),
    ['list', 'sidebar', 'sticky'],
  );
  t.same(
    Object.keys(
      pageAdsOf({ site: 'main', positions: FRONT_AD_POSITIONS, policy: 'all', isMobileApp: false, targeting }).slots,
    ),
    ['sidebar', 'sticky'],
  );
});

t.test(
  "the fronts' in-feed slots, desktop and mobile, named per site; theme.js reads the consent as shared/ says",
  async (t) => {
    const targeting = { type: 'front', slug: '', tags: [] };
    const front = pageAdsOf({
      site: 'main',
      positions: FRONT_FEED_AD_POSITIONS,
      policy: 'all',
      isMobileApp: false,
      targeting,
    });
    t.same(
      FEED_AD_POSITIONS.map((p) => [front.slots[p]?.d?.n, front.slots[p]?.m?.n, front.slots[p]?.on]),
      [
        ['telex_desktop_cimlap_1', 'telex_mobile_cimlap_1', 'dm'],
        ['telex_desktop_cimlap_2', 'telex_mobile_cimlap_2', 'dm'],
        ['telex_desktop_cimlap_3', 'telex_mobile_cimlap_3', 'dm'],
      ],
    );
    t.same(
      [front.slots['feed-1']?.h, front.slots['feed-1']?.hm],
      [250, 250],
      'each reserves its tallest size on both widths',
    );
    const after = pageAdsOf({
      site: 'after',
      positions: FRONT_FEED_AD_POSITIONS,
      policy: 'all',
      isMobileApp: true,
      targeting,
    });
    t.equal(after.slots['feed-2']?.m?.n, 'after_app_cimlap_2', "the app's own units");
    t.same(
      Object.keys(
        pageAdsOf({ site: 'main', positions: FRONT_FEED_AD_POSITIONS, policy: 'none', isMobileApp: false, targeting })
          .slots,
      ),
      [],
      '§6: a page without ads has no in-feed slot either',
    );
    t.same(
      Object.keys(
        pageAdsOf({
          site: 'main',
          positions: FRONT_FEED_AD_POSITIONS,
          policy: 'pr-only',
          isMobileApp: false,
          targeting,
        }).slots,
      ),
      [],
      '§6: none of them is a PR slot',
    );
    t.same(
      [0, 1, 2, 3].map((i) => feedSlotAfter(front, i, 5)?.pos),
      ['feed-1', 'feed-2', 'feed-3', undefined],
      'after the first three blocks',
    );
    t.equal(feedSlotAfter(front, 1, 2), undefined, 'never after the last block');
    const theme = readFileSync(new URL('../client/public/theme.js', import.meta.url), 'utf8');
    t.match(theme, `localStorage.getItem('${CONSENT_STORAGE_KEY}')`, 'the consent key');
    t.match(theme, `choice.v === ${CONSENT_VERSION}`, 'the consent version');
    t.match(theme, `addEventListener('${CONSENT_EVENT}'`, 'the consent event');
  },
);
