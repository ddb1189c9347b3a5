// The shared 15 s data in Chromium (§3 Common data, §4, §7 GET /api/frontend/refresh every 15 s): the trending tags
// under the header, the flood warning and the header's rates come with the page; when the publisher changes them they
// change on the open page within 20 s, from one request per interval for the whole page (the strip and the header bar
// share one poller); a failing poll changes nothing on the screen and says nothing in the console (§4).
//
// The BFF caches /api/frontend/refresh for 10 s (one upstream call per interval for every reader): the test moves the
// BFF's clock past that cache after each change at the origin instead of waiting for it. The page's own 15 s timers run
// on a page clock the test moves (test/helpers/page-clock.ts), so "within 20 s" is page time, not a busy machine's
// wall time.
import t, { type Test } from 'tap';
import type { Page } from 'puppeteer';
import { request } from 'undici';
import { cachePolicyFor } from '../../server/upstream/cache-policy.ts';
import { REFRESH_INTERVAL_MS } from '../../shared/constants.ts';
import { installPageClock, pageTimeUntil, type PageClock } from '../helpers/page-clock.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ now: TEST_NOW });
let clockOffsetMs = 0;
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, clock: () => Date.now() + clockOffsetMs });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
});

const refreshCache = cachePolicyFor('/api/frontend/refresh');
const pastTheCache = () => {
  clockOffsetMs += refreshCache.ttlMs + refreshCache.swrMs + 1_000;
};
const tags = origin.db
  .prepare(
    `SELECT slug, name FROM tags WHERE slug NOT IN (SELECT value FROM json_each(
  (SELECT trending_tags FROM frontend_state WHERE site_slug = 'telex'))) ORDER BY id LIMIT 3`,
  )
  .all() as { slug: string; name: string }[];

async function publish(t: Test, body: Record<string, unknown>) {
  const res = await request(`${origin.url}/admin/frontend/telex`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  t.equal(res.statusCode, 200, 'the origin took the change');
  await res.body.dump();
  pastTheCache();
}

/** §3 what changes at the publisher shows on an open page within this much (page) time. */
const SHARED_DATA_RULE_MS = 20_000;

/** The page clock, with the page time it has been moved by so far (polls are stamped with it). */
async function pageClockOf(page: Page): Promise<PageClock & { now(): number }> {
  const clock = await installPageClock(page);
  // The shared poller asks at once when its first subscriber comes after the first interval (performance.now()): that
  // reading must move with the page clock too.
  await page.evaluateOnNewDocument(() => {
    const real = performance.now.bind(performance);
    performance.now = () => real() + (window.__pageClock?.elapsed() ?? 0);
  });
  let now = 0;
  return {
    ...clock,
    now: () => now,
    advance: (ms) => {
      now += ms;
      return clock.advance(ms);
    },
  };
}

const stripTags = (page: Page) =>
  page.$$eval('[data-common-strip] .trending__tag', (links) => links.map((a) => a.textContent));

t.test(
  'a trending tag the publisher adds appears on the open page within 20 s, and so do a flood warning and new rates',
  async (t) => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 503/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push((e as Error).message));
    const clock = await pageClockOf(page);
    // The browser's HTTP cache keeps real time; the simulated seconds would outrun it (the poll's answer has a max-age).
    await page.setCacheEnabled(false);
    const polls: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/frontend/refresh') polls.push(clock.now());
    });
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${bff.url}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    const seeded = JSON.parse(
      origin.db.prepare(`SELECT trending_tags FROM frontend_state WHERE site_slug = 'telex'`).pluck().get() as string,
    ) as string[];
    const names = origin.db
      .prepare('SELECT slug, name FROM tags WHERE slug IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(seeded)) as { slug: string; name: string }[];
    t.same(
      await stripTags(page),
      seeded.map((s) => names.find((n) => n.slug === s)!.name),
      "the publisher's trending tags come with the page",
    );
    t.equal(await page.$('.flood-notice'), null, 'no warning today');
    const eurBefore = await page.$eval('.ticker__rate', (el) => el.textContent);
    t.match(eurBefore, /^EUR /, "the header's rates, euro first");

    const [first, second] = tags;
    await publish(t, {
      trendingTags: [first.slug, ...seeded.slice(0, 2)],
      floodingData: { text: 'Harmadfokú árvízvédelmi készültség a Duna teljes hazai szakaszán.', url: '/cimke/arviz' },
    });
    origin.db
      .prepare(`INSERT INTO exchange_rates (currency, base, date, rate) VALUES ('EUR', 'HUF', '2099-01-01', 412.34)`)
      .run();
    const pollsBefore = polls.length;
    const shows = (slug: string) => async () =>
      !!(await page.$(`[data-common-strip] .trending__tag[data-tag="${slug}"]`));
    const step = { stepMs: 1_000, limitMs: 3 * SHARED_DATA_RULE_MS };
    let took = await pageTimeUntil(page, clock, shows(first.slug), step);
    t.ok(took !== null && took <= SHARED_DATA_RULE_MS, `the new tag appeared after ${took} ms of page time`);
    t.same(
      await stripTags(page),
      [first.name, ...seeded.slice(0, 2).map((s) => names.find((n) => n.slug === s)!.name)],
      "in the publisher's order",
    );
    t.equal(
      await page.$eval('.flood-notice', (el) => el.textContent),
      'Árvízi figyelmeztetés Harmadfokú árvízvédelmi készültség a Duna teljes hazai szakaszán. Részletek',
    );
    t.equal(
      // the amount and its currency are held together by a no-break space
      await page.$eval('.ticker__rate', (el) => el.textContent?.replace(/\u00a0/g, '␣')),
      'EUR 412,34␣Ft',
      'the ticker updates from the same poll',
    );
    t.equal(polls.length - pollsBefore, 1, 'one request brought all of it');

    await publish(t, { trendingTags: [second.slug], floodingData: null });
    took = await pageTimeUntil(page, clock, shows(second.slug), step);
    t.ok(took !== null && took <= SHARED_DATA_RULE_MS, `changed again after ${took} ms of page time`);
    t.same(await stripTags(page), [second.name]);
    t.equal(await page.$('.flood-notice'), null, 'the warning is lifted');
    const gaps = polls.slice(1).map((at, i) => at - polls[i]);
    t.ok(
      gaps.length > 0 && gaps.every((g) => g >= REFRESH_INTERVAL_MS - step.stepMs),
      `one poller for the whole page, every 15 s (gaps ${gaps.join(', ')} ms of page time)`,
    );

    // §4 a failing poll is ignored silently: the page keeps what it shows.
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/frontend/refresh')
        void r.respond({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' });
      else void r.continue();
    });
    const isPoll = (url: string) => new URL(url).pathname === '/api/frontend/refresh';
    const failing = page.waitForResponse((r) => isPoll(r.url()), { timeout: 20_000 });
    await clock.advance(REFRESH_INTERVAL_MS);
    const failed = await failing;
    t.equal(failed.status(), 503, 'a poll failed');
    // The poller sends one request at a time, and a tab shown again polls at once: the next request, asked for that way,
    // leaves only after the page has handled the failed answer.
    let next = false;
    const nextPoll = page
      .waitForRequest((r) => isPoll(r.url()), { timeout: 20_000 })
      .then(() => {
        next = true;
      });
    while (!next) {
      await page.evaluate(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await Promise.race([nextPoll, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    t.same(await stripTags(page), [second.name], 'the strip keeps its tags');
    t.equal(await page.$eval('.ticker__rate', (el) => el.textContent), 'EUR 412,34\u00a0Ft');
    t.same(problems, [], "no errors (the 503 itself is the browser's network log)");
    await page.close();
  },
);
