// A reader and the newsletter in Chromium (§3 Newsletter subscribe, §4 Newsletter prompt hide, §9): the prompt at the
// end of an article signs up in place with the server's messages next to the fields; 'Most nem' hides the article
// prompt for 2 days (the front page's still shows), and it stays hidden from the first paint on, taking no space;
// 'Ne mutasd többé' hides both for 2 years; a temporary hide never shortens that. Without JavaScript the same forms
// post and come back with the outcome.
import t from 'tap';
import type { BrowserContext, Page } from 'puppeteer';
import { request } from 'undici';
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_ERRORS } from '../../shared/newsletter-form.ts';
import { TEST_NOW } from '../helpers/servers.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

const { origin, bff, browser } = await startSiteInBrowser({ origin: { now: TEST_NOW } });

const DAY_S = 24 * 3600;
// §9 asks 2 years (Max-Age 730 days, test/server/newsletter-*.test.ts check the header); Chromium keeps no cookie longer than 400 days.
const TWO_YEARS_IN_CHROMIUM = Math.min(730, 400);
const articleId = (
  origin.db
    .prepare(
      `SELECT a.id FROM articles a WHERE a.active = 1 AND a.parent_id IS NULL AND a.type = 'article'
  AND a.quiz_id IS NULL AND a.site_slug = 'telex' AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1) ORDER BY a.id LIMIT 1`,
    )
    .get() as { id: number }
).id;
const articleUrl = ((await (await request(`${origin.url}/api/article/${articleId}`)).body.json()) as { url: string })
  .url;
const subscribed = (email: string) =>
  origin.db
    .prepare('SELECT list_code, first_name, last_name FROM newsletter_subscriptions WHERE email = ? ORDER BY list_code')
    .all(email);

const problemsOf = (page: Page) => {
  const problems: string[] = [];
  // The sign-up refused on purpose answers 400, which the browser reports as a failed resource: not a problem.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 400/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push((e as Error).message));
  return problems;
};

/** The prompt as the reader sees it when the document is parsed. */
async function promptOnFirstPaint(page: Page, path: string, kind: 'article' | 'front') {
  await page.goto(bff.url + path, { waitUntil: 'domcontentloaded' });
  // The first paint waits for the page's stylesheets; DOMContentLoaded does not when no script of the page runs (the
  // bare page below), so on a busy machine the styles could still be on their way.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => (l as HTMLLinkElement).sheet),
  );
  return page.$eval(`[data-newsletter-prompt="${kind}"]`, (el) => ({
    display: getComputedStyle(el).display,
    height: el.getBoundingClientRect().height,
  }));
}

async function readyPrompt(page: Page, kind: 'article' | 'front') {
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.$eval(`[data-newsletter-prompt="${kind}"]`, (el) => el.scrollIntoView({ block: 'center' }));
  // Near the viewport, the prompt's code loads and React takes over the server's markup (client/deferred-part.tsx).
  await page.waitForSelector(`[data-newsletter-prompt="${kind}"][data-interactive]`, { timeout: 15_000 });
}

const hideCookies = async (context: BrowserContext) =>
  Object.fromEntries(
    (await context.cookies())
      .filter((c) => c.name.startsWith('hirlevel_rejtve_'))
      .map((c) => [c.name, { value: c.value, days: Math.round((c.expires - Date.now() / 1000) / DAY_S) }]),
  );

t.test(
  "sign up in the article's prompt: the server's messages beside the fields, then the thanks, without leaving the page",
  async (t) => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const problems = problemsOf(page);
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest()) documents++;
    });
    await page.setViewport({ width: 375, height: 800 });
    const first = await promptOnFirstPaint(page, articleUrl, 'article');
    t.not(first.display, 'none', 'a new reader sees the prompt');
    await readyPrompt(page, 'article');

    await page.type('#nl-prompt-article-email', 'nem-egy-cim');
    await page.type('#nl-prompt-article-lastName', 'Kovács');
    await page.$eval('input[name="listCodes"][value="napi"]', (el) => el.click()); // unticks the only ticked list
    await page.click('.nl-prompt .nl-form__submit');
    await page.waitForSelector('#nl-prompt-article-email-hiba');
    t.equal(
      await page.$eval('#nl-prompt-article-email-hiba', (el) => el.textContent),
      NEWSLETTER_ERRORS['email-hibas'],
    );
    t.equal(
      await page.$eval('#nl-prompt-article-firstName-hiba', (el) => el.textContent),
      NEWSLETTER_ERRORS['keresztnev-hianyzik'],
    );
    t.equal(
      await page.$eval('#nl-prompt-article-listCodes-hiba', (el) => el.textContent),
      NEWSLETTER_ERRORS['lista-hianyzik'],
    );
    t.equal(await page.$('#nl-prompt-article-lastName-hiba'), null, 'a good field has no message');
    t.equal(await page.$eval('#nl-prompt-article-email', (el) => el.getAttribute('aria-invalid')), 'true');
    t.equal(
      await page.evaluate(() => document.activeElement?.id),
      'nl-prompt-article-email',
      'the first field in error has the focus',
    );
    t.equal(
      await page.$eval('#nl-prompt-article-lastName', (el) => (el as HTMLInputElement).value),
      'Kovács',
      'what the reader typed stays',
    );

    await page.$eval('#nl-prompt-article-email', (el) => {
      (el as HTMLInputElement).value = '';
    });
    await page.type('#nl-prompt-article-email', 'olvaso.bongeszobol@example.hu');
    await page.type('#nl-prompt-article-firstName', 'Éva');
    await page.$eval('input[name="listCodes"][value="heti"]', (el) => el.click());
    await page.click('.nl-prompt .nl-form__submit');
    await page.waitForSelector('.nl-prompt .nl-form__status--ok');
    t.equal(
      await page.$eval('.nl-prompt .nl-form__status--ok', (el) => el.textContent),
      NEWSLETTER_CHECK_INBOX,
      'check your inbox (double opt-in)',
    );
    t.same(
      subscribed('olvaso.bongeszobol@example.hu'),
      [{ list_code: 'heti', first_name: 'Éva', last_name: 'Kovács' }],
      "stored by the publisher (pending until the mail's link is opened)",
    );
    t.equal(documents, 1, 'no page load: the form answered in place');
    const cookies = await hideCookies(context);
    t.same(
      cookies,
      {
        hirlevel_rejtve_cikk: { value: 'vegleges', days: TWO_YEARS_IN_CHROMIUM },
        hirlevel_rejtve_cimlap: { value: 'vegleges', days: TWO_YEARS_IN_CHROMIUM },
      },
      'signed up: the prompts ask no more (2 years)',
    );
    t.not(
      await page.$eval('[data-newsletter-prompt="article"]', (el) => getComputedStyle(el).display),
      'none',
      'the thanks stay on screen',
    );
    t.equal((await promptOnFirstPaint(page, '/', 'front')).display, 'none', 'the front page asks no more either');
    t.same(problems, []);
    await context.close();
  },
);

t.test('§4 hide the prompt for a while on an article, then for good on the front page', async (t) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = problemsOf(page);
  await page.setViewport({ width: 1280, height: 900 });
  await promptOnFirstPaint(page, articleUrl, 'article');
  await readyPrompt(page, 'article');
  await page.click('[data-newsletter-prompt="article"] [data-hide="temporary"]');
  await page.waitForFunction(() => document.querySelector('[data-newsletter-prompt="article"]') === null);
  t.same(
    await hideCookies(context),
    { hirlevel_rejtve_cikk: { value: 'ideiglenes', days: 2 } },
    "§9 2 days, the article page's cookie only",
  );

  // With the page's own scripts blocked, only the colour-mode script in <head> runs: it alone hides the prompt before
  // the first paint, so no reader ever sees it flash or the page move.
  const bare = await context.newPage();
  await bare.setRequestInterception(true);
  bare.on(
    'request',
    (r) => void (r.resourceType() === 'script' && !r.url().endsWith('/assets/theme.js') ? r.abort() : r.continue()),
  );
  const again = await promptOnFirstPaint(bare, articleUrl, 'article');
  t.same([again.display, again.height], ['none', 0], 'hidden from the first paint, taking no space');
  t.equal(
    await bare.evaluate(() => document.documentElement.dataset.hydrated ?? null),
    null,
    'no script of the page ran',
  );
  await bare.close();
  await page.goto(bff.url + articleUrl, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  t.equal(
    await page.$eval('[data-newsletter-prompt="article"]', (el) => getComputedStyle(el).display),
    'none',
    'and after hydration',
  );

  const front = await promptOnFirstPaint(page, '/', 'front');
  t.not(front.display, 'none', 'the front page has its own cookie: its prompt still shows');
  await readyPrompt(page, 'front');
  await page.click('[data-newsletter-prompt="front"] [data-hide="permanent"]');
  await page.waitForFunction(() => document.querySelector('[data-newsletter-prompt="front"]') === null);
  t.same(
    await hideCookies(context),
    {
      hirlevel_rejtve_cikk: { value: 'vegleges', days: TWO_YEARS_IN_CHROMIUM },
      hirlevel_rejtve_cimlap: { value: 'vegleges', days: TWO_YEARS_IN_CHROMIUM },
    },
    '§9 for good: both cookies, 2 years',
  );
  t.equal((await promptOnFirstPaint(page, '/', 'front')).display, 'none');
  t.equal((await promptOnFirstPaint(page, articleUrl, 'article')).display, 'none');

  // §4 a temporary hide is not set when the cookie exists: it never shortens the permanent one (the BFF's form path).
  const res = await page.evaluate(async () =>
    (
      await fetch('/hirlevel/elrejtes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 'article', kind: 'temporary' }),
      })
    ).json(),
  );
  t.same(res, { hidden: true, set: [] });
  t.equal((await hideCookies(context)).hirlevel_rejtve_cikk.days, TWO_YEARS_IN_CHROMIUM);
  t.same(problems, []);
  await context.close();
});

t.test("without JavaScript: the prompt's forms post and come back with the outcome", async (t) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(bff.url + articleUrl, { waitUntil: 'load' });
  await page.type('#nl-prompt-article-email', 'script.nelkul@example.hu');
  await page.type('#nl-prompt-article-lastName', 'Szabó');
  await page.type('#nl-prompt-article-firstName', 'Péter');
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.nl-prompt .nl-form__submit')]);
  const url = new URL(page.url());
  t.equal(url.pathname, articleUrl, 'back on the article');
  t.equal(url.searchParams.get('hirlevel'), 'ok');
  t.equal(url.hash, '#hirlevel', 'at the prompt');
  t.equal(
    await page.$eval('.nl-prompt .nl-form__status--ok', (el) => el.textContent),
    NEWSLETTER_CHECK_INBOX,
    'check your inbox (double opt-in)',
  );
  t.same(subscribed('script.nelkul@example.hu'), [{ list_code: 'napi', first_name: 'Péter', last_name: 'Szabó' }]);

  await page.goto(`${bff.url}/`, { waitUntil: 'load' });
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    page.click('[data-newsletter-prompt="front"] [data-hide="temporary"]'),
  ]);
  t.equal(new URL(page.url()).pathname, '/');
  t.same(
    (await hideCookies(context)).hirlevel_rejtve_cimlap,
    { value: 'vegleges', days: TWO_YEARS_IN_CHROMIUM },
    'the sign-up had hidden it for good already; the temporary hide changed nothing',
  );
  await context.close();
});
