// Readers keeping sports pages open (§4, §9: 15 s refresh): a selected live fixture, a live race's result list and an
// article's dashboard change within 20 s, without a reload and without a console error. Time is simulated: the page's
// 15 s poll runs on a page clock the test moves (test/helpers/page-clock.ts), and the same steps move the livescore
// service's clock (its matches and sessions go on by it) and the BFF's (so its 5 s upstream cache lets the new answer
// through). "Within 20 s" is page time, which holds however busy the machine is; the page picks the change up through
// its ordinary poll. The first HTML already holds the data: no spinner on first load.
import t, { type Test } from 'tap';
import type { Page } from 'puppeteer';
import { LIVE_AT_START_IDS } from '../../stand-ins/livescore/fixture-ids.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { installPageClock, pageTimeUntil, type PageClock } from '../helpers/page-clock.ts';
import { startBff, startLivescore, startOrigin, TEST_NOW } from '../helpers/servers.ts';
import { watchPage } from '../helpers/page-watch.ts';

const server = { offsetMs: 0 };
const now = () => TEST_NOW * 1000 + server.offsetMs;
const origin = await startOrigin({ now: TEST_NOW });
const livescore = await startLivescore({ now });
const bff = await startBff(origin.url, { livescoreApiUrl: livescore.url, pageCacheTtlMs: 0, clock: now });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await livescore.close();
  await origin.close();
});

const REFRESH_WITHIN_MS = 20_000;

/**
 * Opens a page as a reader does, and records what would betray a reload or a broken hydration. The reader's clock
 * agrees with the server's (the test's clock is in 2026-11-25): relative dates then hydrate as they would for a real
 * reader, whose clock is the server's within seconds.
 */
async function open(path: string) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((delta: number) => {
    const Real = Date;
    const Shifted = class extends Real {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(Real.now() + delta);
        else super(...(args as [number]));
      }

      static now() {
        return Real.now() + delta;
      }
    };
    (globalThis as unknown as { Date: DateConstructor }).Date = Shifted as DateConstructor;
  }, now() - Date.now());
  const { problems, documentLoads } = watchPage(page);
  await page.setViewport({ width: 1280, height: 900 });
  const clock = await installPageClock(page);
  // The browser's HTTP cache keeps real time; the simulated seconds would outrun it (refresh answers: max-age=5).
  await page.setCacheEnabled(false);
  const res = await page.goto(bff.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 7;
  });
  return { page, clock, status: res?.status(), problems, loads: documentLoads };
}

/** Page time (ms) until the element's text differs from `before`, looked for past the rule so a slow one shows as its figure. */
function pageTimeUntilChange(page: Page, clock: PageClock, selector: string, before: string): Promise<number | null> {
  const changed = () => page.evaluate((sel, was) => document.querySelector(sel)?.textContent !== was, selector, before);
  return pageTimeUntil(page, clock, changed, {
    stepMs: 1000,
    limitMs: 3 * REFRESH_WITHIN_MS,
    alsoAdvance: (ms) => {
      server.offsetMs += ms;
    },
  });
}

function withinRule(t: Test, took: number | null, what: string) {
  t.ok(
    took !== null && took <= REFRESH_WITHIN_MS,
    `${what} after ${took ?? `more than ${3 * REFRESH_WITHIN_MS}`} ms of page time (rule: ${REFRESH_WITHIN_MS} ms)`,
  );
}

async function settled(t: Test, reader: Awaited<ReturnType<typeof open>>) {
  t.equal(await reader.page.evaluate(() => (window as unknown as { marker?: number }).marker), 7, 'no reload');
  t.equal(reader.loads(), 1, 'one document load');
  t.same(reader.problems, [], 'no console errors');
  if (reader.problems.length) t.comment(reader.problems.join('\n'));
  await reader.page.close();
}

t.test('a selected live fixture: its minute moves on within 20 s, in place', async (t) => {
  const reader = await open(`/rovat/sport/foci?meccs=${LIVE_AT_START_IDS[0]}`);
  t.equal(reader.status, 200);
  const status = '.fixture-detail .fixture-summary__status';
  const before = await reader.page.$eval(status, (el) => el.textContent);
  t.match(before, /^\d+'/, `the first HTML shows the minute (${before})`);
  // The match goes on: the service's clock moves three minutes (the page's does not: it only polls).
  server.offsetMs += 3 * 60_000;
  const took = await pageTimeUntilChange(reader.page, reader.clock, status, before);
  const after = await reader.page.$eval(status, (el) => el.textContent);
  withinRule(t, took, `${before} → ${after}`);
  await settled(t, reader);
});

t.test('a live race: its result list updates within 20 s, with the note that it may not be real time', async (t) => {
  const reader = await open('/rovat/sport/forma-1');
  t.equal(reader.status, 200);
  // The running Grand Prix stands near the end of the season: the side list shows it above the fold.
  const place = await reader.page.$eval('.f1-side__item--live a', (el) => ({
    bottom: el.getBoundingClientRect().bottom,
    fold: window.innerHeight,
    current: el.getAttribute('aria-current'),
  }));
  t.ok(place.bottom <= place.fold, `the running Grand Prix is above the fold (${place.bottom} ≤ ${place.fold} px)`);
  t.equal(place.current, 'page', 'and selected');
  t.match(await reader.page.$eval('.race-result__note', (el) => el.textContent), /nem feltétlenül valós idejűek/);
  const table = '.race-result__table tbody';
  const before = await reader.page.$eval(table, (el) => el.textContent);
  server.offsetMs += 4 * 60_000;
  const took = await pageTimeUntilChange(reader.page, reader.clock, table, before);
  withinRule(t, took, 'the list changed');
  await settled(t, reader);
});

t.test("an article's dashboard follows its live match", async (t) => {
  const row = origin.db
    .prepare(
      "SELECT id FROM articles WHERE type = 'liveblog' AND live = 1 AND livescore_id IS NOT NULL AND active = 1 LIMIT 1",
    )
    .get() as { id: number };
  const article = (await (
    await fetch(`${origin.url}/api/article/${row.id}`, { headers: { 'x-site': 'telex' } })
  ).json()) as { url: string; livescoreId: number };
  const reader = await open(article.url);
  t.equal(reader.status, 200);
  const status = `.article-livescore .fixture-summary[data-fixture="${article.livescoreId}"] .fixture-summary__status`;
  await reader.page.waitForSelector(status, { timeout: 15_000 }).catch(() => null);
  t.same(reader.problems, [], 'hydrated without an error');
  const before = await reader.page.$eval(status, (el) => el.textContent);
  server.offsetMs += 2 * 60_000;
  const took = await pageTimeUntilChange(reader.page, reader.clock, status, before);
  withinRule(t, took, `${before} → ${await reader.page.$eval(status, (el) => el.textContent)}`);
  await settled(t, reader);
});
