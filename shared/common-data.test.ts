// §3 Common data as the reader sees it (shared/common-data.ts, shared/ticker-rates.ts): the browser's poller feeds
// these rules the raw JSON of every 15 s poll, so a malformed field is left out rather than drawn or thrown on.
import t from 'tap';
import {
  COMMON_DATA_LIMITS,
  commonDataOf,
  DEFAULT_FLOOD_TITLE,
  floodNoticeOf,
  safeLinkOf,
  weatherText,
} from './common-data.ts';
import { sites } from './sites/site-table.ts';
import { tickerOf } from './ticker-rates.ts';

t.test('weather, trending tags, promoted links and placeholders from a refresh answer', async (t) => {
  const data = commonDataOf({
    weatherData: [
      { city: 'Budapest', temperature: 12.6, icon: 'rain' },
      { city: '', temperature: 3, icon: 'sunny' },
      { city: 'Pécs', temperature: 'hideg' },
      { city: 'Szeged', temperature: 8, icon: 'tornádó' },
    ],
    trendingTags: [
      { slug: 'inflacio', name: 'infláció' },
      { slug: 'inflacio', name: 'újra' },
      { slug: 'Rossz Slug', name: 'x' },
      { slug: 'ures', name: ' ' },
      'szöveg',
    ],
    widgets: [
      { title: 'Választás 2026', url: '/melleklet/valasztas-2026', label: 'Élő' },
      { title: 'Külső', url: 'javascript:alert(1)' },
      { title: 'Partner', url: 'https://partner.example/ajanlat' },
    ],
    floodingData: null,
    searchPlaceholders: ['Keress rá: infláció', 42, ''],
  });
  t.same(
    data.weather,
    [
      { city: 'Budapest', temperature: 13, icon: 'rain' },
      { city: 'Szeged', temperature: 8, icon: 'cloudy' },
    ],
    'whole degrees; a nameless city or a non-number is left out; an unknown icon is drawn as cloudy',
  );
  t.equal(weatherText(data.weather[0]), 'Budapest 13 °C, esős');
  t.same(data.trendingTags, [{ slug: 'inflacio', name: 'infláció' }], 'each tag once, valid slugs and names only');
  t.same(
    data.widgets,
    [
      { title: 'Választás 2026', url: '/melleklet/valasztas-2026', label: 'Élő' },
      { title: 'Partner', url: 'https://partner.example/ajanlat', label: null },
    ],
    'a link the page may not follow drops its widget',
  );
  t.equal(data.flood, null);
  t.same(data.searchPlaceholders, ['Keress rá: infláció']);
});

t.test('the refresh answer carries no placeholders: the page keeps the ones it had', async (t) => {
  const first = commonDataOf({ searchPlaceholders: ['Például: Balaton'] });
  t.same(commonDataOf({ trendingTags: [] }, first).searchPlaceholders, ['Például: Balaton']);
  t.same(commonDataOf({ searchPlaceholders: ['Új'] }, first).searchPlaceholders, ['Új']);
});

t.test('anything but an object is an empty page of common data, never an error', async (t) => {
  for (const raw of [null, undefined, 'x', 42, [], { weatherData: 'x', trendingTags: {}, widgets: null }]) {
    t.same(
      commonDataOf(raw),
      { weather: [], flood: null, trendingTags: [], widgets: [], searchPlaceholders: [] },
      JSON.stringify(raw) ?? 'undefined',
    );
  }
});

t.test('lists are capped so a runaway answer cannot push the page down', async (t) => {
  const tags = Array.from({ length: 40 }, (_, i) => ({ slug: `cimke-${i}`, name: `Címke ${i}` }));
  const widgets = Array.from({ length: 9 }, (_, i) => ({ title: `W${i}`, url: `/w/${i}` }));
  const data = commonDataOf({ trendingTags: tags, widgets, searchPlaceholders: Array(30).fill('x') });
  t.equal(data.trendingTags.length, COMMON_DATA_LIMITS.trendingTags);
  t.equal(data.widgets.length, COMMON_DATA_LIMITS.widgets);
  t.equal(data.searchPlaceholders.length, COMMON_DATA_LIMITS.placeholders);
  t.equal(
    commonDataOf({ trendingTags: [{ slug: 'a', name: 'n'.repeat(500) }] }).trendingTags[0].name.length,
    COMMON_DATA_LIMITS.text,
  );
});

t.test(
  'the flood warning: an object with text, or the first active one of a list; a link only when safe',
  async (t) => {
    t.same(floodNoticeOf({ text: ' Emelkedik  a Duna. ', url: '/cimke/arviz' }), {
      title: DEFAULT_FLOOD_TITLE,
      text: 'Emelkedik a Duna.',
      url: '/cimke/arviz',
    });
    t.same(floodNoticeOf({ title: 'Árvízvédelmi készültség', message: 'Harmadfokú készültség a Tiszán.' }), {
      title: 'Árvízvédelmi készültség',
      text: 'Harmadfokú készültség a Tiszán.',
      url: null,
    });
    t.same(
      floodNoticeOf([
        { text: 'Régi', active: false },
        { text: 'Új', url: '//evil.example' },
      ]),
      { title: DEFAULT_FLOOD_TITLE, text: 'Új', url: null },
    );
    for (const none of [null, {}, { text: '' }, { active: false, text: 'x' }, [], 'árvíz'])
      t.equal(floodNoticeOf(none), null, JSON.stringify(none));
  },
);

t.test('links the page may show: our own paths and https addresses', async (t) => {
  t.equal(safeLinkOf('/cimke/arviz'), '/cimke/arviz');
  t.equal(safeLinkOf('https://vizugy.example/allas'), 'https://vizugy.example/allas');
  for (const bad of [
    '//evil.example/x',
    '/\\evil.example',
    'http://plain.example',
    'javascript:alert(1)',
    'https://user:pw@x.example/',
    '/ a',
    '',
    42,
    null,
  ]) {
    t.equal(safeLinkOf(bad), null, String(bad));
  }
});

t.test(
  "the rate ticker: EUR, USD, CHF against the site's currency, in that order, malformed rates left out",
  async (t) => {
    const rates = [
      { currency: 'CHF', rate: 415.46, change: 0.12 },
      { currency: 'EUR', rate: 396.21, change: -0.3 },
      { currency: 'GBP', rate: 460, change: 0 },
      { currency: 'HUF', rate: 1, change: 0 },
      { currency: 'USD', rate: 358.19 },
      { currency: 'JPY', rate: 'x' },
    ];
    t.same(tickerOf(rates, sites.main), {
      currencySign: 'Ft',
      rates: [
        { currency: 'EUR', rate: 396.21, change: -0.3 },
        { currency: 'USD', rate: 358.19, change: 0 },
        { currency: 'CHF', rate: 415.46, change: 0.12 },
      ],
    });
    const ron = tickerOf(
      [
        { currency: 'HUF', rate: 0.0125, change: 0.1 },
        { currency: 'RON', rate: 1, change: 0 },
        { currency: 'EUR', rate: 4.97, change: 0 },
      ],
      sites.regional,
    );
    t.same(
      ron.rates.map((r) => r.currency),
      ['EUR', 'HUF'],
      'the regional edition shows forint too, never its own lei',
    );
    t.equal(ron.currencySign, 'Lei');
    t.same(tickerOf(null, sites.main).rates, []);
    t.same(
      tickerOf(
        [
          { currency: 'EUR', rate: -1 },
          { currency: 'USD', rate: Number.NaN },
        ],
        sites.main,
      ).rates,
      [],
      'no nonsense rates',
    );
  },
);
