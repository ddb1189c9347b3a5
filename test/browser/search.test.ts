// Archive search in a real browser: the header's typeahead as a keyboard-operable combobox that lands on the
// chosen article (or the archive), loaded only when the reader opens the search; the archive's tag input with its
// autocomplete (add two tags with the keyboard, let one go through the delete mark), the URL following every change,
// reload and back/forward restoring the search; no serious axe violation with either list open, at 375 and 1280 px, in
// light and dark; and with JavaScript off, the archive's and the header's plain GET forms.
import t from 'tap';
import { runAxe } from '../helpers/axe.ts';
import type { Page } from 'puppeteer';
import { request } from 'undici';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/constants.ts';
import { samplePages } from '../../tooling/sample-pages.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

const { origin, bff, browser } = await startSiteInBrowser();
const sample = await samplePages(origin.url, origin.db);
const WAIT = { timeout: 15_000 };

async function open(
  path: string,
  opts: { width?: number; mode?: 'light' | 'dark' } = {},
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warn') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${(err as Error).message}`));
  await page.setViewport({ width: opts.width ?? 1280, height: 900 });
  if (opts.mode)
    await page.evaluateOnNewDocument(
      (key, value) => localStorage.setItem(key, value),
      COLOR_MODE_STORAGE_KEY,
      opts.mode,
    );
  await page.goto(bff.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', WAIT);
  return { page, problems };
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''}` : '';
  });
const params = (page: Page) => new URL(page.url()).searchParams;
const filtersOf = (page: Page) => JSON.parse(params(page).get('filters') ?? '{}') as Record<string, string[]>;
const chips = (page: Page) => page.$$eval('.search-tag .search-tag__text', (els) => els.map((e) => e.textContent));
/** The archive settled: no navigation pending. */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.archive-results[aria-busy="true"]'), WAIT);

async function openHeaderSearch(page: Page) {
  await page.click('.header-search > summary');
  await page.waitForFunction(() => document.activeElement?.matches('.header-search input[role="combobox"]'), WAIT);
}

async function violations(page: Page): Promise<string[]> {
  const result = await runAxe(page);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}; at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

t.test('header search: the combobox loads on opening, the arrow keys pick an article, Enter lands on it', async (t) => {
  const term = 'korm';
  const expected = (await (await request(`${bff.url}/api/search/articles?limit=5&term=${term}`)).body.json()) as {
    items: { url: string; title: string }[];
  };
  t.ok(expected.items.length >= 2, 'the corpus has typeahead hits');
  const { page, problems } = await open(sample.plainArticle);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  t.equal(
    await page.$eval('.header-search input', (i) => i.getAttribute('role')),
    null,
    'until the reader opens it, the search is a plain form',
  );

  await openHeaderSearch(page);
  t.ok(
    scripts.some((s) => /chunk-|header-search/.test(s)),
    `its code loads on opening (${scripts.join(', ')})`,
  );
  await page.keyboard.type(term);
  // Typed a letter at a time, the list may first show the answer for "k" or "ko": wait for the one for the whole word
  // (if it never comes, the assertions below say what the list held).
  await page.waitForSelector('.header-search [role="listbox"]:not([hidden]) [role="option"]', WAIT);
  await page
    .waitForFunction(
      (titles) => {
        const shown = [...document.querySelectorAll('.header-search [role="option"] .header-search__title')].map(
          (e) => e.textContent,
        );
        return shown.length === titles.length && shown.every((title, i) => title === titles[i]);
      },
      WAIT,
      expected.items.map((item) => item.title),
    )
    .catch(() => undefined);
  const input = '.header-search input';
  t.equal(await page.$eval(input, (i) => i.getAttribute('aria-expanded')), 'true');
  const options = await page.$$eval('.header-search [role="option"]', (els) =>
    els.map((e) => e.querySelector('.header-search__title')?.textContent),
  );
  t.ok(options.length >= 2 && options.length <= 5, `up to 5 articles (${options.length})`);
  t.equal(options[1], expected.items[1].title, "the typeahead's articles, in its order");
  t.ok(await page.$('.header-search [role="option"] mark'), 'the typed word is marked');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const active = await page.$eval(input, (i) => i.getAttribute('aria-activedescendant'));
  t.equal(
    await page.$eval(`#${active}`, (o) => o.getAttribute('aria-selected')),
    'true',
    'the second option is active',
  );
  t.equal(await focused(page), 'input', 'the focus stays in the field');
  await page.keyboard.press('Enter');
  await page.waitForFunction((path) => location.pathname === path, WAIT, expected.items[1].url);
  await page.waitForFunction(
    (title) =>
      document
        .querySelector('h1')
        ?.textContent?.replace(/\u00a0/g, ' ')
        .trim() === title,
    WAIT,
    expected.items[1].title,
  );
  t.pass('landed on the chosen article');
  t.equal(await page.$eval('.header-search', (d) => (d as HTMLDetailsElement).open), false, 'the search closed');
  t.same(problems, [], 'no console errors or warnings');
  await page.close();
});

t.test(
  'header search: Escape closes the list, then the search, and gives the focus back; Enter without a choice searches the archive',
  async (t) => {
    const { page } = await open('/g7/rovat/penz');
    await openHeaderSearch(page);
    await page.keyboard.type('a');
    await page.waitForSelector('.header-search [role="listbox"]:not([hidden])', WAIT);
    await page.keyboard.press('Escape');
    t.equal(
      await page.$eval('.header-search input', (i) => i.getAttribute('aria-expanded')),
      'false',
      'the first Escape closes the list',
    );
    t.equal(await page.$eval('.header-search', (d) => (d as HTMLDetailsElement).open), true, '…and keeps the field');
    await page.keyboard.press('Escape');
    t.equal(
      await page.$eval('.header-search', (d) => (d as HTMLDetailsElement).open),
      false,
      'the second closes the search',
    );
    t.equal(await focused(page), 'summary', 'the focus is back on the search button');

    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.matches('.header-search input'), WAIT);
    await page.keyboard.type('pénz');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/g7/archivum', WAIT);
    t.equal(params(page).get('term'), 'pénz', 'on G7, Enter goes to /g7/archivum with the term');
    await page.waitForSelector('.page--archive', WAIT);
    t.equal(
      await page.$eval('.archive-search__term', (i) => (i as HTMLInputElement).value),
      'pénz',
      'and the archive shows it',
    );
    await page.close();
  },
);

t.test(
  'archive: a term, two tags from the autocomplete by keyboard, one removed; the URL follows; reload and back restore it',
  async (t) => {
    const { page, problems } = await open('/archivum');
    let documentLoads = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentLoads++;
    });

    await page.focus('.archive-search__term');
    await page.keyboard.type('a');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('term') === 'a', WAIT);
    await settled(page);
    const totalOf = () => page.$eval('.archive-results__summary', (h) => h.textContent ?? '');
    const before = await totalOf();
    t.match(before, /találat/);

    // §4 the accordion opens and closes.
    t.equal(
      await page.$eval('.archive-filters', (d) => (d as HTMLDetailsElement).open),
      false,
      'the filters start closed',
    );
    await page.click('.archive-filters__toggle');
    t.equal(await page.$eval('.archive-filters', (d) => (d as HTMLDetailsElement).open), true, 'and open');

    await page.focus('.tag-input__input');
    await page.keyboard.type('bel');
    await page.waitForSelector('.tag-input__list:not([hidden]) [role="option"]', WAIT);
    t.same(
      await page
        .$$eval('.tag-input__heading', (els) => els.map((e) => e.textContent))
        .then((h) => h.every((x) => ['Rovatok', 'Témák', 'Cím', 'Szerzők'].includes(x))),
      true,
      'grouped under the §5 headings',
    );
    t.equal(
      await page.$$eval('.tag-input__heading[role="option"]', (els) => els.length),
      0,
      'headings are not options',
    );
    const firstOption = await page.$eval('.tag-input__list [role="option"]', (o) => o.textContent ?? '');
    t.match(firstOption, /\d/, 'an item shows its type, text and count');
    await page.keyboard.press('ArrowDown');
    const picked = await page.$eval('.tag-input__list [aria-selected="true"] .tag-option__text', (e) => e.textContent);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search.includes('filters=%7B%22'), WAIT);
    await settled(page);
    t.same(await chips(page), [picked], 'the picked item is a tag');
    t.equal(await focused(page), 'input.tag-input__input', 'the focus stays in the tag field');

    await page.keyboard.type('a');
    await page.waitForSelector('.tag-input__list:not([hidden]) [role="option"]', WAIT);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = await page.$eval('.tag-input__list [aria-selected="true"] .tag-option__text', (e) => e.textContent);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.search-tag').length === 2, WAIT);
    await page.waitForFunction(
      () =>
        Object.values(JSON.parse(new URLSearchParams(location.search).get('filters') ?? '{}') as string[][]).flat()
          .length === 2,
      WAIT,
    );
    await settled(page);
    t.same(await chips(page), [picked, second], 'two tags');
    const withTwo = page.url();
    t.equal(params(page).get('term'), 'a', 'the term stays in the URL');
    const totalWithTwo = await totalOf();
    t.not(totalWithTwo, before, `the results changed (${before} → ${totalWithTwo})`);

    // §9 Backspace in the empty field marks the last tag; it goes by itself after a second.
    await page.keyboard.press('Backspace');
    t.equal(await page.$$eval('.search-tag--marked', (els) => els.length), 1, 'marked for deletion');
    await page.waitForFunction(() => document.querySelectorAll('.search-tag').length === 1, WAIT);
    await page.waitForFunction(
      () =>
        Object.values(JSON.parse(new URLSearchParams(location.search).get('filters') ?? '{}') as string[][]).flat()
          .length === 1,
      WAIT,
    );
    await settled(page);
    t.same(await chips(page), [picked], 'the marked tag went; the search ran again');
    const withOne = page.url();
    const totalWithOne = await totalOf();
    t.equal(documentLoads, 0, 'every change was a client-side navigation');

    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', WAIT);
    t.equal(page.url(), withOne, 'reloaded at the same URL');
    t.same(await chips(page), [picked], 'the same tags');
    t.equal(await page.$eval('.archive-search__term', (i) => (i as HTMLInputElement).value), 'a', 'the same term');
    t.equal(await totalOf(), totalWithOne, 'the same results');

    await page.goBack();
    await page.waitForFunction((u) => location.href === u, WAIT, withTwo);
    await page.waitForFunction(() => document.querySelectorAll('.search-tag').length === 2, WAIT);
    t.same(await chips(page), [picked, second], 'back: the search with two tags');
    t.equal(await totalOf(), totalWithTwo);
    t.same(problems, [], 'no console errors or warnings');
    await page.close();
  },
);

t.test(
  'axe: no serious violation with the typeahead or the autocomplete open, at 375 and 1280 px, light and dark',
  async (t) => {
    for (const width of [375, 1280]) {
      for (const mode of ['light', 'dark'] as const) {
        const { page } = await open('/archivum?term=korm%C3%A1ny', { width, mode });
        await openHeaderSearch(page);
        await page.keyboard.type('korm');
        await page.waitForSelector('.header-search [role="listbox"]:not([hidden]) [role="option"]', WAIT);
        await page.keyboard.press('ArrowDown');
        let found = await violations(page);
        t.same(found, [], `${width} px, ${mode}, typeahead open${found.length ? `\n${found.join('\n')}` : ''}`);
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');

        await page.click('.archive-filters__toggle');
        await page.focus('.tag-input__input');
        await page.keyboard.type('kul');
        await page.waitForSelector('.tag-input__list:not([hidden]) [role="option"]', WAIT);
        await page.keyboard.press('ArrowDown');
        found = await violations(page);
        t.same(found, [], `${width} px, ${mode}, autocomplete open${found.length ? `\n${found.join('\n')}` : ''}`);
        if (width < 400) {
          const [scroll, client] = await page.$eval('html', (h) => [h.scrollWidth, h.clientWidth]);
          t.ok(scroll <= client, `no sideways scrolling at ${width} px (${scroll} ≤ ${client})`);
        }
        await page.close();
      }
    }
  },
);

t.test("without JavaScript: the archive's and the header's GET forms give the same first page", async (t) => {
  const search = '/archivum?term=v%C3%A1laszt%C3%A1s&filters=%7B%22superTags%22%3A%5B%22belfold%22%5D%7D';
  const withScript = await open(search + '&oldal=2');
  await withScript.page.close();
  const hitsOf = (page: Page) => page.$$eval('.search-hit', (els) => els.map((e) => e.getAttribute('data-article-id')));

  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.goto(bff.url + search + '&oldal=2', { waitUntil: 'load' });
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.archive-search__submit')]);
  t.equal(new URL(page.url()).pathname, '/archivum');
  t.equal(params(page).get('term'), 'választás', 'the term travels');
  t.same(filtersOf(page), { superTags: ['belfold'] }, 'the tags travel');
  t.notOk(params(page).has('oldal'), 'a new search starts on its first page');
  const viaForm = await hitsOf(page);

  const js = await open(search);
  t.same(viaForm, await hitsOf(js.page), 'the same hits as with JavaScript');
  t.ok(viaForm.length > 0);
  await js.page.close();

  await page.click('.header-search > summary');
  await page.type('.header-search input', 'kormány');
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
  t.equal(new URL(page.url()).pathname, '/archivum', "the header's form goes to the archive");
  t.equal(params(page).get('term'), 'kormány');
  t.ok((await hitsOf(page)).length > 0);
  await page.close();
});
