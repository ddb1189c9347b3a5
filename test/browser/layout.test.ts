// The fronts' layout as a design desk reads it (issue 31 D), on the main front, G7, After, Karakter and a section
// page, at 320, 375 and 1280 px: no card headline takes more than four lines, the page never scrolls sideways, and
// every row of a card grid is filled from its left edge to its right (no empty cell, whatever the number of cards).
// One set of servers, one reused tab per width.
import t from 'tap';
import type { Page } from 'puppeteer';
import { samplePages } from '../../tooling/sample-pages.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const MAX_TITLE_LINES = 4;
const WIDTHS = [320, 375, 1280];

const origin = await startOrigin();
const bff = await startBff(origin.url);
const browser = await launchBrowser();
t.teardown(async () => { await browser.cleanup(); await bff.close(); await origin.close(); });

const sample = await samplePages(origin.url, origin.db);
const PAGES = ['/', '/g7', '/after', '/karakter', sample.section];

const tabs = new Map<number, Page>();
for (const width of WIDTHS) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 900 });
  tabs.set(width, page);
}

interface Measured {
  overflow: { scroll: number; client: number };
  titles: number;
  tallTitles: string[];
  grids: number;
  gappedRows: string[];
}

/** What the page shows, measured in it: headlines over the limit, and grid rows that stop short of an edge. */
function measure(maxLines: number): Measured {
  const html = document.documentElement;
  const shown = (el: Element) => el.getClientRects().length > 0;
  const titles = [...document.querySelectorAll('main .card__title')].filter(shown);
  const tallTitles = titles.flatMap((el) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    const lines = Math.round(el.getBoundingClientRect().height / lineHeight);
    return lines > maxLines ? [`${lines} lines: ${el.textContent?.trim()}`] : [];
  });
  const grids = [...document.querySelectorAll('main .card-grid')].filter(shown);
  const gappedRows = grids.flatMap((grid, g) => {
    const box = grid.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const child of grid.children) {
      if (!shown(child)) continue;
      const r = child.getBoundingClientRect();
      const top = Math.round(r.top);
      rows.set(top, [...(rows.get(top) ?? []), r]);
    }
    return [...rows.values()].flatMap((cells, i) => {
      const left = Math.min(...cells.map((c) => c.left));
      const right = Math.max(...cells.map((c) => c.right));
      return left - box.left > 2 || box.right - right > 2
        ? [`grid ${g} row ${i + 1}: ${cells.length} card(s) cover ${Math.round(left - box.left)}–${Math.round(right - box.left)} of ${Math.round(box.width)} px`]
        : [];
    });
  });
  return { overflow: { scroll: html.scrollWidth, client: html.clientWidth }, titles: titles.length, tallTitles, grids: grids.length, gappedRows };
}

for (const path of PAGES) {
  t.test(path, async (t) => {
    for (const width of WIDTHS) {
      const page = tabs.get(width)!;
      const res = await page.goto(bff.url + path, { waitUntil: 'load' });
      t.equal(res?.status(), 200, `${path} answers 200`);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
      const m = await page.evaluate(measure, MAX_TITLE_LINES);
      t.ok(m.titles > 0, `${path} at ${width} px shows card headlines (${m.titles})`);
      t.ok(m.overflow.scroll <= m.overflow.client, `${path} at ${width} px: no sideways scroll (${m.overflow.scroll} ≤ ${m.overflow.client})`);
      t.same(m.tallTitles, [], `${path} at ${width} px: no card headline over ${MAX_TITLE_LINES} lines`);
      t.same(m.gappedRows, [], `${path} at ${width} px: every row of its ${m.grids} card grid(s) is full`);
    }
  });
}

// Issue 31: a wide cover looks meant at every width. Up to 900 px (one column) it runs from one edge of the screen to
// the other; from 900 px, where the sidebar stands beside the article, it spans the page grid — from the article
// column's left edge to the sidebar's right edge — and the sidebar starts below it, never beside or under it. No
// sideways scroll at any width.
t.test('the wide cover', async (t) => {
  const path = sample.wideCover;
  for (const width of [320, 375, 768, 1280, 1440]) {
    const page = tabs.get(width) ?? await browser.newPage();
    if (!tabs.has(width)) {
      await page.setViewport({ width, height: 900 });
      tabs.set(width, page);
    }
    const res = await page.goto(bff.url + path, { waitUntil: 'load' });
    t.equal(res?.status(), 200, `${path} answers 200`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    const m = await page.evaluate(() => {
      const box = (sel: string) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY };
      };
      return {
        wide: !!document.querySelector('.page--wide-cover'),
        scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
        picture: box('.page--wide-cover .article__cover img'), cover: box('.article__cover'), main: box('.page__main'),
        sidebar: box('.sidebar'), body: box('.article__body'),
      };
    });
    const near = (a: number, b: number) => Math.abs(a - b) <= 1;
    t.ok(m.wide, `${width} px: the page has the wide cover layout`);
    t.ok(m.scroll <= m.client, `${width} px: no sideways scroll (${m.scroll} ≤ ${m.client})`);
    if (width < 900) {
      t.ok(near(m.picture.left, 0) && near(m.picture.right, m.client), `${width} px: the picture runs edge to edge (${Math.round(m.picture.left)}–${Math.round(m.picture.right)} of ${m.client})`);
    } else {
      t.ok(near(m.picture.left, m.main.left) && near(m.picture.right, m.sidebar.right),
        `${width} px: the picture spans the page grid (${Math.round(m.picture.left)}–${Math.round(m.picture.right)}; grid ${Math.round(m.main.left)}–${Math.round(m.sidebar.right)})`);
      t.ok(m.sidebar.top >= m.cover.bottom, `${width} px: the sidebar starts below the cover (${Math.round(m.sidebar.top)} ≥ ${Math.round(m.cover.bottom)})`);
      t.ok(near(m.body.top, m.sidebar.top), `${width} px: the article's body and the sidebar start together`);
      t.ok(m.body.right <= m.sidebar.left, `${width} px: the body keeps to its column`);
    }
  }
});
