// What a reader gets from an article beyond the story, at a phone's and a desktop's width: the reading time in the
// header; share under the headline and after the story (the system share sheet with the article's title and
// canonical URL where the browser has one, else plain links and a copy that a screen reader hears, and the plain links
// without our script); and on paper the story alone with its address. axe finds nothing serious in the new parts.
import t, { type Test } from 'tap';
import type { Page } from 'puppeteer';
import { request } from 'undici';
import { startFakeAdService } from '../../stand-ins/ad-service/main.ts';
import { runAxe } from '../helpers/axe.ts';
import { gotoDocument } from '../helpers/browser.ts';
import { consentBeforeLoad } from '../helpers/reader-consent.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

// The local fake ad service: with it the article has its ad slots, which a reader who allowed ads sees on screen.
const ads = await startFakeAdService();
t.teardown(() => ads.close());
const { origin, bff, browser } = await startSiteInBrowser({ bff: { adServiceUrl: ads.scriptUrl } });
const WIDTHS = [375, 1280];
const COPIED = 'A cikk linkje a vágólapra került.';

/** A plain Hungarian article of the main site with tags and a picture with a caption in its body, and an English one. */
async function articleUrl(where: string): Promise<string> {
  const row = origin.db
    .prepare(
      `SELECT a.slug FROM articles a WHERE a.active = 1 AND a.parent_id IS NULL AND a.type = 'article'
    AND a.quiz_id IS NULL AND a.livescore_id IS NULL AND a.site_slug = 'telex'
    AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1)
    AND NOT EXISTS (SELECT 1 FROM article_flags f WHERE f.article_id = a.id AND f.flag IN ('live', 'refresh'))
    AND ${where} ORDER BY a.id LIMIT 1`,
    )
    .get() as { slug: string };
  return ((await (await request(`${origin.url}/api/articles/${row.slug}`)).body.json()) as { url: string }).url;
}
const path = await articleUrl(
  `a.english = 0 AND a.content LIKE '%<figcaption%' AND EXISTS (SELECT 1 FROM article_tags g WHERE g.article_id = a.id)`,
);
const englishPath = await articleUrl('a.english = 1');
const canonical = bff.config.publicOrigin.main + path;
const { title } = (await (await request(`${origin.url}/api/articles/${path.split('/').at(-1)}`)).body.json()) as {
  title: string;
};

/**
 * A hydrated article page at `width`; `share`: what the browser's navigator.share is before the page's scripts; `ads`:
 * the reader allowed ads before (their slots take room only then).
 */
async function openArticle(width: number, share: 'none' | 'stub', { at = path, ads = false } = {}): Promise<Page> {
  const context = await browser.createBrowserContext();
  await context.overridePermissions(bff.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  const page = await context.newPage();
  if (ads) await consentBeforeLoad(page, { ads: true });
  await page.setViewport({ width, height: 900 });
  await page.evaluateOnNewDocument((stub) => {
    const calls: ShareData[] = [];
    (window as { shareCalls?: ShareData[] }).shareCalls = calls;
    // Chromium on Linux has no share sheet; a stub stands in for one, recording what the page asked to share.
    if (stub)
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => void calls.push(data),
      });
    else delete (Navigator.prototype as { share?: unknown }).share;
  }, share === 'stub');
  await gotoDocument(page, bff.url + at);
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return page;
}

async function noSeriousAxe(t: Test, page: Page, include: string) {
  const { violations } = await runAxe(page, { include });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  t.same(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `axe: nothing serious in ${include}`,
  );
}

for (const width of WIDTHS) {
  t.test(`${width} px: reading time, and share links that copy and say so`, async (t) => {
    const page = await openArticle(width, 'none');
    t.match(await page.$eval('.article__header .article__reading-time', (el) => el.textContent), /^\d+ perc olvasás$/);
    const groups = await page.$$eval('.share', (els) =>
      els.map((el) => ({
        inHeader: !!el.closest('.article__header'),
        label: el.getAttribute('aria-label'),
        links: [...el.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
        native: !!el.querySelector('.share__native'),
      })),
    );
    t.same(
      groups.map((g) => g.inHeader),
      [true, false],
      'under the headline and after the story',
    );
    const url = encodeURIComponent(canonical);
    for (const g of groups) {
      t.equal(g.label, 'Megosztás');
      t.notOk(g.native, 'no share-sheet button without a share sheet');
      t.same(g.links, [
        ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
        ['X', `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}`],
        ['E-mail', `mailto:?subject=${encodeURIComponent(title)}&body=${url}`],
      ]);
    }
    const live = '.article__header .share [aria-live="polite"]';
    t.equal(await page.$eval(live, (el) => el.textContent), '', 'nothing said before the copy');
    await page.click('.article__header .share__copy button');
    await page.waitForFunction(
      (s, text) => document.querySelector(s)?.textContent === text,
      { timeout: 15_000 },
      live,
      COPIED,
    );
    t.pass(`the live region says: ${COPIED}`);
    t.equal(await page.evaluate(() => navigator.clipboard.readText()), canonical, 'the canonical URL is copied');
    await noSeriousAxe(t, page, '.share, .article__reading-time');
    await page.browserContext().close();
  });

  t.test(`${width} px: where the browser has a share sheet, the button opens it`, async (t) => {
    const page = await openArticle(width, 'stub');
    t.equal((await page.$$('.share .share__native')).length, 2, 'one button in each place');
    t.equal((await page.$$('.share__links')).length, 0, 'the sheet stands in for the links');
    await page.click('.article__header .share__native');
    await page.waitForFunction(() => (window as { shareCalls?: unknown[] }).shareCalls!.length === 1, {
      timeout: 15_000,
    });
    t.same(await page.evaluate(() => (window as { shareCalls?: unknown[] }).shareCalls), [
      { title: title, url: canonical },
    ]);
    await noSeriousAxe(t, page, '.share');
    await page.browserContext().close();
  });

  t.test(`${width} px: printed, the story alone with its address`, async (t) => {
    // A reader who allowed ads: on screen their slots take room, so leaving them off the paper is the print rule's.
    const page = await openArticle(width, 'none', { ads: true });
    const shown = (selector: string) =>
      page.$$eval(selector, (els) =>
        els.map((el) => getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0),
      );
    t.ok((await shown('.ad-slot')).some(Boolean), 'on screen the ad slots take room');
    // The consent dialog, opened from the footer, must not print either.
    await page.click('.site-footer__consent');
    await page.waitForSelector('dialog.consent[open]');
    await page.emulateMediaType('print');
    for (const hidden of [
      '.site-header',
      '.site-footer',
      '.sidebar',
      '.ad-slot',
      'dialog.consent',
      '.share',
      '.article-after',
      '.article__tags',
    ]) {
      const states = await shown(hidden);
      t.ok(states.length > 0, `${hidden} is on the page`);
      t.same(states.filter(Boolean), [], `${hidden} is not printed`);
    }
    for (const story of [
      '.article__title',
      '.article__byline',
      '.article__date',
      '.article__content',
      '.article__content figcaption',
    ]) {
      const states = await shown(story);
      t.ok(states.length > 0 && states.every(Boolean), `${story} is printed`);
    }
    t.equal(
      await page.$eval('.article__print-url', (el) => getComputedStyle(el).display !== 'none' && el.textContent),
      `A cikk webcíme: ${canonical}`,
      'the address is printed',
    );
    await page.emulateMediaType('screen');
    t.equal(
      await page.$eval('.article__print-url', (el) => getComputedStyle(el).display),
      'none',
      'on screen, not shown',
    );
    await page.browserContext().close();
  });
}

t.test('without our script the share links are there, and no copy button that would do nothing', async (t) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setJavaScriptEnabled(false);
  await page.goto(bff.url + path, { waitUntil: 'load' });
  t.same(
    await page.$$eval('.share', (els) => els.map((el) => [...el.querySelectorAll('a')].map((a) => a.textContent))),
    [
      ['Facebook', 'X', 'E-mail'],
      ['Facebook', 'X', 'E-mail'],
    ],
  );
  // Hidden, not removed: it keeps its room so the row does not wrap anew when the script shows it (no layout shift);
  // a hidden button is neither seen, focused nor read out.
  t.same(await page.$$eval('.share__copy', (els) => els.map((el) => getComputedStyle(el).visibility)), [
    'hidden',
    'hidden',
  ]);
  await context.close();
});

t.test('an English article: reading time and share in English', async (t) => {
  const page = await openArticle(1280, 'none', { at: englishPath });
  t.match(await page.$eval('.article__reading-time', (el) => el.textContent), /^\d+ min read$/);
  t.equal(await page.$eval('.share', (el) => el.getAttribute('aria-label')), 'Share');
  t.equal(await page.$eval('.share__copy button', (el) => el.textContent), 'Copy link');
  await page.browserContext().close();
});
