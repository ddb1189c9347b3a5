// Save for later and follow a topic in Chromium (decision 089), at 375 and 1280 px: the article's save button keeps
// the article in the reader's browser and tells a controlling service worker; /mentett-cikkek lists it and removes it;
// a tag's and an author's follow button keep the topic, and /kovetett-temak shows each one's newest articles from its
// list's page data. Without JavaScript the buttons are links to those pages, which explain the feature and say the
// list needs JavaScript. The new parts have no serious or critical axe finding. The pages are the same for everyone:
// shared like a list page (server/policy/answer-policy.ts 'readerShell').
import t, { type Test } from 'tap';
import type { Page } from 'puppeteer';
import { request } from 'undici';
import { runAxe } from '../helpers/axe.ts';
import { AXE_TAGS } from '../helpers/accessibility-run.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';
import { FOLLOWED_TOPICS_KEY, FOLLOWED_TOPIC_ARTICLES } from '../../shared/followed-topics.ts';
import { FOLLOWED_TOPICS_PATH, SAVED_ARTICLES_PATH } from '../../shared/reader-list-paths.ts';
import { SAVED_ARTICLES_KEY } from '../../shared/saved-articles.ts';
import { PAGE_DATA_PATH } from '../../shared/pages/page-data-endpoint.ts';
import { NEEDS_JAVASCRIPT, READER_LIST_TEXTS } from '../../client/pages/reader-list-page.tsx';
import { SAVE_NOTES } from '../../client/components/save-article.chunk.ts';
import { FOLLOW_NOTES } from '../../client/components/follow-topic-button.tsx';

const { origin, bff, browser } = await startSiteInBrowser();
const WIDTHS = [375, 1280];
/** The moment every save and follow happens in the page (its Date.now), unix ms. */
const SAVED_AT = Date.UTC(2026, 10, 29, 7, 5);

const pageData = async (path: string) =>
  (
    (await (await request(`${bff.url}${PAGE_DATA_PATH}?path=${encodeURIComponent(path)}`)).body.json()) as {
      data: Record<string, never>;
    }
  ).data;
const articleSlug = (
  origin.db
    .prepare(
      `SELECT slug FROM articles a WHERE type = 'article' AND active = 1 AND parent_id IS NULL AND site_slug = 'telex'
    AND quiz_id IS NULL AND EXISTS (SELECT 1 FROM article_tags g WHERE g.article_id = a.id) ORDER BY id LIMIT 1`,
    )
    .get() as { slug: string }
).slug;
const articleUrl = ((await (await request(`${origin.url}/api/articles/${articleSlug}`)).body.json()) as { url: string })
  .url;
const article = (await pageData(articleUrl)).article as {
  title: string;
  tags: { slug: string; name: string }[];
  articleAuthors: { slug: string; name: string }[];
};
const tagPath = `/cimke/${article.tags[0].slug}`;
const authorPath = `/szerzo/${article.articleAuthors[0].slug}`;
const tagHeading = ((await pageData(tagPath)).section as { title: string }).title;

async function readerPage(width: number, javaScript = true): Promise<{ page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 900 });
  await page.setJavaScriptEnabled(javaScript);
  // The page's clock for a save's time, and a service worker controlling the page that records what it is told.
  await page.evaluateOnNewDocument((now: number) => {
    Date.now = () => now;
    const sent: unknown[] = [];
    Object.assign(window, { __sent: sent });
    if (navigator.serviceWorker)
      Object.defineProperty(navigator.serviceWorker, 'controller', {
        get: () => ({ postMessage: (m: unknown) => sent.push(m) }),
      });
  }, SAVED_AT);
  t.teardown(() => context.close());
  return { page };
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
const sentMessages = (page: Page) => page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent);
const storedList = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

async function noSeriousFindings(t: Test, page: Page, include: string) {
  const result = await runAxe(page, { include, tags: AXE_TAGS });
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  t.same(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `no serious axe finding in ${include}`,
  );
}

for (const width of WIDTHS) {
  t.test(`${width} px: save an article, find it on the saved articles page, remove it`, async (t) => {
    const { page } = await readerPage(width);
    await page.goto(bff.url + articleUrl, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const button = await page.waitForSelector('.list-toggle button[aria-pressed="false"]');
    await noSeriousFindings(t, page, '.list-toggle');
    await button!.click();
    await page.waitForSelector('.list-toggle button[aria-pressed="true"]');
    t.equal(await page.$eval('.list-toggle [role="status"]', (el) => el.textContent), SAVE_NOTES.saved);
    t.same(await storedList(page, SAVED_ARTICLES_KEY), [
      { url: articleUrl, title: article.title, site: 'Telex', savedAt: SAVED_AT },
    ]);
    t.same(await sentMessages(page), [{ type: 'save-article', url: articleUrl }], 'the service worker is told');
    await noSeriousFindings(t, page, '.list-toggle');

    await page.reload({ waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.waitForSelector('.list-toggle button[aria-pressed="true"]');
    t.pass('a saved article shows as saved on the next visit');

    await page.goto(bff.url + SAVED_ARTICLES_PATH, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.waitForSelector('.reader-list__item');
    t.same(
      await page.$$eval('.reader-list__item', (items) =>
        items.map((li) => [li.querySelector('a')!.getAttribute('href'), li.querySelector('a')!.textContent]),
      ),
      [[articleUrl, article.title]],
    );
    t.match(await page.$eval('.reader-list__meta', (el) => el.textContent), /^Telex · mentve: november 29\. 08:05$/);
    await noSeriousFindings(t, page, '#tartalom');
    await page.click('.reader-list__remove');
    await page.waitForFunction(
      (text) => document.querySelector('#tartalom')?.textContent?.includes(text),
      {},
      READER_LIST_TEXTS.saved.empty,
    );
    t.same(await storedList(page, SAVED_ARTICLES_KEY), []);
    t.same(await sentMessages(page), [{ type: 'unsave-article', url: articleUrl }]);
    t.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1', 'the focus goes back to the heading');
    await noSeriousFindings(t, page, '#tartalom');
  });

  t.test(`${width} px: follow a tag and an author, read their newest articles, stop following`, async (t) => {
    const { page } = await readerPage(width);
    for (const path of [tagPath, authorPath]) {
      await page.goto(bff.url + path, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      await (await page.waitForSelector('.list-toggle button[aria-pressed="false"]'))!.click();
      await page.waitForSelector('.list-toggle button[aria-pressed="true"]');
      t.equal(await page.$eval('.list-toggle [role="status"]', (el) => el.textContent), FOLLOW_NOTES.followed);
      await noSeriousFindings(t, page, '.list-toggle');
    }
    t.same(await storedList(page, FOLLOWED_TOPICS_KEY), [
      {
        kind: 'author',
        slug: article.articleAuthors[0].slug,
        name: article.articleAuthors[0].name,
        followedAt: SAVED_AT,
      },
      // the name as the tag's page heads it (capitalised)
      { kind: 'tag', slug: article.tags[0].slug, name: tagHeading, followedAt: SAVED_AT },
    ]);
    await page.goto(bff.url + FOLLOWED_TOPICS_PATH, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    for (const [i, path] of [authorPath, tagPath].entries()) {
      const expected = ((await pageData(path)).articles as { url: string }[])
        .slice(0, FOLLOWED_TOPIC_ARTICLES)
        .map((a) => a.url);
      const block = `.reader-topic:nth-of-type(${i + 1})`;
      await page.waitForSelector(`${block} .mini-list a`);
      t.equal(await page.$eval(`${block} h2 a`, (a) => a.getAttribute('href')), path);
      t.same(
        await page.$$eval(`${block} .mini-list a`, (as) => as.map((a) => a.getAttribute('href'))),
        expected,
        `${path}: its newest articles, as its own list shows them`,
      );
    }
    await noSeriousFindings(t, page, '#tartalom');
    await page.click('.reader-topic:nth-of-type(1) .reader-list__remove');
    await page.waitForFunction(() => document.querySelectorAll('.reader-topic').length === 1);
    t.equal(await page.$eval('.reader-topic h2 a', (a) => a.getAttribute('href')), tagPath);
    t.equal(((await storedList(page, FOLLOWED_TOPICS_KEY)) as unknown[]).length, 1);
  });
}

t.test('without JavaScript: the buttons are links to the pages that explain them', async (t) => {
  const { page } = await readerPage(375, false);
  await page.goto(bff.url + articleUrl, { waitUntil: 'load' });
  t.equal(await page.$eval('.list-toggle a', (a) => a.getAttribute('href')), SAVED_ARTICLES_PATH);
  await page.goto(bff.url + tagPath, { waitUntil: 'load' });
  t.equal(await page.$eval('.list-toggle a', (a) => a.getAttribute('href')), FOLLOWED_TOPICS_PATH);
  for (const [list, texts] of Object.entries(READER_LIST_TEXTS)) {
    const res = await page.goto(bff.url + texts.path, { waitUntil: 'load' });
    t.equal(res?.status(), 200, `${list}: 200`);
    t.equal(await page.$eval('h1', (h) => h.textContent), texts.title);
    t.equal(await page.$eval('.reader-list__about', (p) => p.textContent), texts.about);
    t.equal(await page.$eval('.reader-list__note', (p) => p.textContent), NEEDS_JAVASCRIPT);
    t.match(res?.headers()['cache-control'], /^public, /, `${list}: the same page for everyone, shared`);
    await page.setJavaScriptEnabled(true);
    await noSeriousFindings(t, page, '#tartalom');
    await page.setJavaScriptEnabled(false);
  }
});
