// The grid at every width (decision 082), measured in the page at 320, 375, 768 and 1280 px for every page family
// with a grid or a side column: the fronts of the main site, After, G7, Karakter and the regional edition, a section,
// an article, the archive, a document page, the support page and the newsletter page.
// - Nothing is wider than the screen.
// - No card is blown up to fill a row: none is over 1.5 × as wide as its block's usual (median) card. Width, not area:
//   on a phone every card has the column's width while a block's first card is taller by design (decision 053).
// - The side column does not leave an empty rail: with the main column's end at the foot of the screen (a front, a
//   list), its boxes end at most one screen (900 px) above it; on an article they end at most a screen below the story.
// - Text pages keep the page's layout at 1280 px: their columns span the frame, not a 600 px island in it.
// - Under every story a 'Kapcsolódó cikkek' block lists other articles (the story itself never).
import t from 'tap';
import type { Page } from 'puppeteer';
import { newsletterPagePath } from '../../shared/newsletter-mail.ts';
import { samplePages } from '../../tooling/sample-pages.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

const WIDTHS = [320, 375, 768, 1280];
const SCREEN = 900;
const MAX_CARD_RATIO = 1.5;

const { origin, bff, browser } = await startSiteInBrowser();

const sample = await samplePages(origin.url, origin.db);
const regional = bff.config.publicOrigin.regional;
type Kind = 'list' | 'article' | 'text';
const FAMILIES: { name: string; url: string; kind: Kind }[] = [
  { name: 'main front', url: `${bff.url}/`, kind: 'list' },
  { name: 'After front', url: `${bff.url}/after`, kind: 'list' },
  { name: 'G7 front', url: `${bff.url}/g7`, kind: 'list' },
  { name: 'Karakter front', url: `${bff.url}/karakter`, kind: 'list' },
  { name: 'regional front', url: `${regional}/`, kind: 'list' },
  { name: 'section', url: bff.url + sample.section, kind: 'list' },
  { name: 'article', url: bff.url + sample.plainArticle, kind: 'article' },
  { name: 'archive', url: bff.url + sample.archive, kind: 'list' },
  { name: 'doc page', url: `${bff.url}/dokumentum/adatvedelem`, kind: 'text' },
  { name: 'support', url: bff.url + sample.support, kind: 'text' },
  { name: 'newsletter', url: bff.url + newsletterPagePath(), kind: 'text' },
];

const tabs = new Map<number, Page>();
for (const width of WIDTHS) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: SCREEN });
  tabs.set(width, page);
}
// The card measure runs in the page, declared there before its scripts.
for (const page of tabs.values()) await page.evaluateOnNewDocument(`${oversizedCards.toString()}`);

/** Cards grouped by the element that holds them: each group's cards wider than `ratio` × the group's median. */
function oversizedCards(ratio: number) {
  const shown = (el: Element) => el.getClientRects().length > 0;
  const groups = new Map<Element, DOMRect[]>();
  for (const card of document.querySelectorAll('.card')) {
    if (!shown(card) || !card.parentElement) continue;
    groups.set(card.parentElement, [...(groups.get(card.parentElement) ?? []), card.getBoundingClientRect()]);
  }
  return [...groups.entries()].flatMap(([holder, rects]) => {
    if (rects.length < 2) return [];
    const widths = rects.map((r) => r.width).sort((a, b) => a - b);
    const median = widths[Math.floor((widths.length - 1) / 2)];
    const block = holder.closest('section')?.querySelector('h2')?.textContent ?? holder.className;
    return rects
      .filter((r) => r.width > ratio * median)
      .map((r) => `'${block}': a card ${Math.round(r.width)}×${Math.round(r.height)} px, usual width ${median} px`);
  });
}

/** Scrolls the main column's end (on an article the story's) to the foot of the screen; where the side column ends. */
async function columnEnds(page: Page, kind: Kind) {
  const endSelector = kind === 'article' ? '.article__body' : '.page__main';
  await page.evaluate((sel: string) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    window.scrollTo(0, r.bottom + scrollY - innerHeight);
  }, endSelector);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate((sel: string) => {
    const side = document.querySelector('.page > .sidebar');
    const main = document.querySelector(sel)!.getBoundingClientRect();
    const boxes = side ? [...side.children].filter((el) => el.getClientRects().length > 0) : [];
    const sideRect = side?.getBoundingClientRect();
    return {
      beside: !!sideRect && sideRect.width > 0 && sideRect.left >= main.right - 1,
      mainEnd: Math.round(main.bottom + scrollY),
      sideEnd: Math.round(Math.max(0, ...boxes.map((b) => b.getBoundingClientRect().bottom + scrollY))),
    };
  }, endSelector);
}

async function measure(page: Page) {
  return page.evaluate((ratio: number) => {
    const frame = document.querySelector('.page')?.getBoundingClientRect();
    // what the page's columns hold: the main column's parts and the side column
    const columns = [...document.querySelectorAll('.page__main > *, .page > .sidebar')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      oversized: oversizedCards(ratio),
      frameWidth: Math.round(frame?.width ?? 0),
      columnsSpan: Math.round(Math.max(...columns.map((r) => r.right)) - Math.min(...columns.map((r) => r.left))),
    };
  }, MAX_CARD_RATIO);
}

for (const family of FAMILIES) {
  t.test(family.name, async (t) => {
    for (const width of WIDTHS) {
      const page = tabs.get(width)!;
      const res = await page.goto(family.url, { waitUntil: 'load' });
      t.equal(res?.status(), 200, `${family.name} answers 200`);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 });
      const m = await measure(page);
      const at = `${family.name} at ${width} px`;
      t.ok(m.scrollWidth <= m.innerWidth, `${at}: nothing wider than the screen (${m.scrollWidth} ≤ ${m.innerWidth})`);
      t.same(m.oversized, [], `${at}: no card over ${MAX_CARD_RATIO} × its block's usual width`);
      if (family.kind === 'text' && width >= 1280)
        t.ok(
          m.columnsSpan >= m.frameWidth - 2,
          `${at}: the page's columns span its frame (${m.columnsSpan} of ${m.frameWidth} px)`,
        );
      const ends = await columnEnds(page, family.kind);
      // Two columns from 900 px (site.css): at 1280 the side column must stand beside the main one; narrower it stacks.
      if (width >= 1280) t.ok(ends.beside, `${at}: the side column stands beside the main column`);
      if (!ends.beside) continue;
      // A list's side column keeps up with its main column; an article's ends near its story (decision 085: §9's
      // boxes past 'Friss hírek' stand under the story).
      if (family.kind === 'article')
        t.ok(
          ends.sideEnd - ends.mainEnd <= SCREEN,
          `${at}: the side column ends at most a screen after the story (${ends.sideEnd} vs ${ends.mainEnd})`,
        );
      else
        t.ok(
          ends.mainEnd - ends.sideEnd <= SCREEN,
          `${at}: the side column ends at most a screen before the main column (${ends.sideEnd} vs ${ends.mainEnd})`,
        );
    }
  });
}

t.test('related articles under the story', async (t) => {
  const page = tabs.get(1280)!;
  await page.goto(bff.url + sample.plainArticle, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  const related = await page.evaluate(() => {
    const block = document.querySelector('#kapcsolodo-cikkek');
    const body = document.querySelector('.article__body');
    if (!block || !body) return null;
    return {
      title: block.querySelector('h2')?.textContent,
      below: block.getBoundingClientRect().top >= body.getBoundingClientRect().bottom,
      links: [...block.querySelectorAll('a[href]')].map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    };
  });
  t.ok(related, 'the article page has a related articles block');
  t.equal(related?.title, 'Kapcsolódó cikkek');
  t.ok(related?.below, 'it stands below the story');
  t.ok((related?.links.length ?? 0) > 0, `it lists articles (${related?.links.length})`);
  t.notOk(related?.links.includes(sample.plainArticle), 'the story itself is not among them');
});
