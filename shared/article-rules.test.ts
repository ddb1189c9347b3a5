// The pure rules behind the article page: §4 live labels, §6 ad suppression, §3 sponsored-line choice, §5 Spotify
// URLs with the §9 heights, §9 srcset breakpoints.
import t from 'tap';
import { adPolicyOf, slotAllowed } from './ad-rules.ts';
import { AD_SLOTS, adSlotView, adUnitView } from './ad-slots.ts';
import type { SponsoredLine } from './api-types.ts';
import { chooseSponsoredLine } from './choose-sponsored-line.ts';
import { srcsetFor } from './image-srcset.ts';
import { isLiveArticle } from './is-live-article.ts';
import { liveLabelOf } from './live-label.ts';
import { spotifyEmbed } from '../server/content/sanitize-article-html.ts';

const f = (...slugs: string[]) => slugs.map((slug) => ({ slug }));
const NOW = 1_800_000_000;

t.test('§4 live label', async (t) => {
  t.same(liveLabelOf(f('live'), NOW - 3600, NOW), { label: 'ÉLŐ', note: null });
  t.same(liveLabelOf(f('live', 'refresh'), NOW, NOW), { label: 'ÉLŐ', note: null }, 'live wins');
  t.same(liveLabelOf(f('refresh'), NOW - 30, NOW), { label: 'FRISSÜL', note: 'frissült most' });
  t.same(liveLabelOf(f('refresh'), NOW - 7 * 60 - 5, NOW), { label: 'FRISSÜL', note: 'frissült 7 perce' });
  t.same(
    liveLabelOf(f('refresh'), NOW - 10 * 60, NOW),
    { label: 'FRISSÜL', note: 'frissült 10 perce' },
    'up to 10 minutes',
  );
  t.same(liveLabelOf(f('refresh'), NOW - 11 * 60, NOW), { label: 'FRISSÜL', note: null }, 'after the window');
  t.equal(liveLabelOf(f('legfontosabb'), NOW, NOW), null);
  t.same(
    liveLabelOf(f('refresh'), NOW + 20, NOW),
    { label: 'FRISSÜL', note: 'frissült most' },
    "an update stamped after the reader's clock",
  );
  t.same(
    liveLabelOf(['refresh'], NOW - 120, NOW),
    { label: 'FRISSÜL', note: 'frissült 2 perce' },
    'card flags are plain slugs',
  );
  t.ok(isLiveArticle({ type: 'liveblog', live: false, flags: [] }));
  t.notOk(isLiveArticle({ type: 'article', live: false, flags: f('pr') }));
});

t.test('§6 ad policy', async (t) => {
  const base = {
    flags: f(),
    adfree: false,
    adultContent: false,
    pr: false,
    mainSuperTag: { slug: 'belfold' },
    superTags: f('belfold'),
    tags: f('oktatas'),
  };
  t.equal(adPolicyOf(base, { isMobileApp: false }), 'all');
  for (const flag of ['adfree', 'adult-content', 'pr'])
    t.equal(adPolicyOf({ ...base, flags: f(flag) }, { isMobileApp: false }), 'none', flag);
  t.equal(adPolicyOf({ ...base, adultContent: true }, { isMobileApp: false }), 'none');
  for (const tag of ['pr-cikk', 'tamogatott-tartalom', 'tarsadalmi-celu-reklam', 'hirdetes', 'telextarcak']) {
    t.equal(adPolicyOf({ ...base, mainSuperTag: { slug: tag } }, { isMobileApp: false }), 'pr-only', tag);
  }
  t.equal(
    adPolicyOf({ ...base, superTags: f('belfold', 'hirdetes') }, { isMobileApp: false }),
    'pr-only',
    'any super-tag',
  );
  t.equal(adPolicyOf({ ...base, tags: f('video') }, { isMobileApp: true }), 'none', 'video in the app');
  t.equal(adPolicyOf({ ...base, tags: f('video') }, { isMobileApp: false }), 'all', 'video on the web');
  for (const flag of ['pr-cikk', 'after-pr', 'g7-nativ'])
    t.equal(
      adPolicyOf({ flags: [], superTags: f(flag), tags: [] }, { isMobileApp: false }),
      'pr-only',
      `a list of ${flag}`,
    );
  const desktop = AD_SLOTS.main.desktop as Required<typeof AD_SLOTS.main.desktop>;
  const mobile = AD_SLOTS.main.mobile as Required<typeof AD_SLOTS.main.mobile>;
  t.ok(slotAllowed('pr-only', desktop.pr));
  t.notOk(slotAllowed('pr-only', desktop.top));
  t.notOk(slotAllowed('none', desktop.pr));
  t.same(
    adSlotView('top', desktop.top, mobile.top),
    {
      pos: 'top',
      on: 'dm',
      h: 250,
      hm: 100,
      d: {
        n: 'telex_desktop_cikk_felso',
        s: [
          [970, 250],
          [728, 90],
        ],
        l: 'early',
        m: 0,
      },
      m: {
        n: 'telex_mobile_cikk_felso',
        s: [
          [320, 100],
          [300, 50],
        ],
        l: 'early',
        m: 0,
      },
    },
    'the tallest size of each platform is reserved',
  );
  t.equal(adUnitView({ ...desktop.content, observerMargin: 900 }).m, 300, 'margin clamped to §9 0..300');
  t.equal(adUnitView({ ...desktop.content, observerMargin: -5 }).m, 0);
});

t.test('§3 sponsored line by path within its date window', async (t) => {
  const line = (o: Partial<SponsoredLine>): SponsoredLine => ({
    avCode: 'A',
    ctLink: 'https://x.example/',
    description: 'd',
    cssClass: null,
    active: true,
    newest: false,
    listPage: false,
    frontPageSlug: null,
    mainSuperTags: [],
    tags: [],
    dateFrom: NOW - 10,
    dateTo: NOW + 10,
    ...o,
  });
  const article = { mainSuperTag: { slug: 'gazdasag' }, tags: f('energia') };
  t.equal(chooseSponsoredLine([line({ mainSuperTags: ['sport'] })], article, NOW), null, 'other path');
  t.equal(chooseSponsoredLine([line({ mainSuperTags: ['gazdasag'], dateTo: NOW - 1 })], article, NOW), null, 'expired');
  t.equal(
    chooseSponsoredLine([line({ mainSuperTags: ['gazdasag'], dateFrom: NOW + 1 })], article, NOW),
    null,
    'not yet',
  );
  t.equal(chooseSponsoredLine([line({ mainSuperTags: ['gazdasag'], active: false })], article, NOW), null, 'inactive');
  t.equal(chooseSponsoredLine([line({ tags: ['energia'], avCode: 'T' })], article, NOW)?.avCode, 'T', 'by tag');
});

t.test('§5 Spotify URLs and §9 heights; §9 srcset', async (t) => {
  t.same(spotifyEmbed('https://open.spotify.com/episode/0123456789abcdefghijKL', false), {
    src: 'https://open.spotify.com/embed/episode/0123456789abcdefghijKL',
    height: 233,
  });
  t.same(spotifyEmbed('https://open.spotify.com/embed/playlist/0123456789abcdefghijKL?si=1', false)?.height, 155);
  t.same(spotifyEmbed('https://open.spotify.com/track/0123456789abcdefghijKL', true)?.height, 80, 'compact');
  for (const bad of [
    'https://open.spotify.com/user/abc',
    'http://open.spotify.com/track/0123456789abcdefghijKL',
    'https://evil.example/track/0123456789abcdefghijKL',
    'https://open.spotify.com/track/',
  ]) {
    t.equal(spotifyEmbed(bad, false), null, bad);
  }
  t.equal(
    srcsetFor('/media/img/7.svg'),
    '/media/img/7.svg?w=375 375w, /media/img/7.svg?w=500 500w, /media/img/7.svg?w=768 768w, /media/img/7.svg?w=1200 1200w',
  );
  t.equal(srcsetFor('https://elsewhere.example/a.jpg'), null);
});
