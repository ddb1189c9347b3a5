// A reader on a live blog, at 375 and 1280 px: a post published through the origin's admin endpoint arrives within
// 20 s of page time behind an "N új bejegyzés" button, announced by a polite live region, while nothing on the page
// moves (window.scrollY and the post being read stay put); pressing the button inserts it, marked new, and takes the
// reader to it. The pinned posts stand as 'Kulcsesemények' at the top, each a link to its post. The new parts have no
// serious axe finding. Time is simulated: the page's long timers (the 15 s poll) and the BFF's caches run on clocks
// the test moves, so "within 20 s" is measured in page time and holds however busy the machine is.
import t from 'tap';
import type { Page } from 'puppeteer';
import { request } from 'undici';
import { runAxe } from '../helpers/axe.ts';
import { installPageClock, pageTimeUntil } from '../helpers/page-clock.ts';
import { watchPage } from '../helpers/page-watch.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

/** §4 a new live post shows within this long (now: its button). */
const LIVE_UPDATE_RULE_MS = 20_000;

let serverOffset = 0;
const { origin, bff, browser } = await startSiteInBrowser({ bff: { clock: () => Date.now() + serverOffset } });

const { id } = origin.db
  .prepare(`SELECT id FROM articles WHERE type = 'liveblog' AND active = 1 ORDER BY id LIMIT 1`)
  .get() as { id: number };
const article = (await (await request(`${origin.url}/api/article/${id}`)).body.json()) as { url: string };

async function publish(title: string, pinned = false): Promise<number> {
  const res = await request(`${origin.url}/admin/articles/${id}/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title, lead: 'Frissen a tudósításból.', content: '<p>Részletek.</p>', pinned }),
  });
  if (res.statusCode !== 201) throw new Error(`publishing answered ${res.statusCode}`);
  return ((await res.body.json()) as { post: { id: number } }).post.id;
}

// A key event before the page loads, so the list at the top has one to link.
const keyEventTitle = 'Böngészőteszt: kulcsesemény';
const keyEventId = await publish(keyEventTitle, true);

/** Scrolls the 10th post to the middle and waits until the page stops moving (the header hides on scroll-down). */
async function readMidList(page: Page): Promise<string> {
  const anchorId = (await page.$$eval('.live-post', (posts) => posts[10]?.getAttribute('data-post-id')))!;
  await page.evaluate(
    (pid) => document.querySelector(`[data-post-id="${pid}"]`)!.scrollIntoView({ block: 'center' }),
    anchorId,
  );
  await page.waitForFunction(
    () => {
      const w = window as unknown as { settle?: { y: number; frames: number } };
      w.settle = w.settle?.y === scrollY ? { y: scrollY, frames: w.settle.frames + 1 } : { y: scrollY, frames: 0 };
      return w.settle.frames >= 30;
    },
    { polling: 'raf', timeout: 15_000 },
  );
  return anchorId;
}

for (const width of [375, 1280]) {
  t.test(`${width} px: a new post waits behind a button; the reader's place stays put`, async (t) => {
    const page = await browser.newPage();
    const { problems, documentLoads } = watchPage(page);
    await page.setViewport({ width, height: 900 });
    const clock = await installPageClock(page);
    // The browser's HTTP cache keeps real time; the simulated seconds would outrun it (version answers: max-age=5).
    await page.setCacheEnabled(false);
    await page.goto(bff.url + article.url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });

    const keyEvents = await page.$$eval('nav.live-key-events a', (as) =>
      as.map((a) => ({ href: a.getAttribute('href'), text: a.textContent })),
    );
    t.match(await page.$eval('nav.live-key-events h2', (h) => h.textContent), 'Kulcsesemények');
    const link = keyEvents.find((k) => k.text?.includes(keyEventTitle));
    t.equal(link?.href, `#bejegyzes-${keyEventId}`, 'the key event links its post');

    const anchorId = await readMidList(page);
    const before = await page.evaluate(() => scrollY);
    const topBefore = await page.$eval(`[data-post-id="${anchorId}"]`, (el) => el.getBoundingClientRect().top);
    const postId = await publish(`Böngészőteszt ${width}: új bejegyzés érkezett`);

    const button = () => page.evaluate(() => document.querySelector('.live-arrivals__button')?.textContent ?? null);
    const took = await pageTimeUntil(page, clock, async () => (await button()) !== null, {
      stepMs: 1000,
      limitMs: 3 * LIVE_UPDATE_RULE_MS,
      alsoAdvance: (ms) => {
        serverOffset += ms;
      },
    });
    t.ok(took !== null && took <= LIVE_UPDATE_RULE_MS, `button after ${took ?? 'over 60000'} ms of page time`);
    t.equal(await button(), '1 új bejegyzés', 'the button counts what arrived');
    t.match(
      await page.$eval('.live-posts [aria-live="polite"]', (el) => el.textContent),
      /^1 új bejegyzés érkezett/,
      'the live region announces it',
    );
    t.equal(await page.$(`[data-post-id="${postId}"]`), null, 'not inserted before the reader asks');
    // The reader's place is what is on their screen: the post they were reading stays where it was, to a fraction of a
    // pixel. `scrollY` itself may move: when the refresh changes what stands above (a live blog's own lead grows as it
    // runs), the browser's scroll anchoring moves the scroll position by that much to keep the post in place.
    const scrollAfter = await page.evaluate(() => scrollY);
    t.comment(`scrollY ${before} → ${scrollAfter}`);
    const topAfter = await page.$eval(`[data-post-id="${anchorId}"]`, (el) => el.getBoundingClientRect().top);
    t.ok(Math.abs(topAfter - topBefore) < 1, `the post being read stayed put (${topBefore} → ${topAfter})`);
    const axe = await runAxe(page, { include: '.live-posts' });
    t.same(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      [],
      'no serious axe finding in the posts, their button and key events',
    );

    await page.click('.live-arrivals__button');
    await page.waitForSelector(`[data-post-id="${postId}"]`, { timeout: 10_000 });
    t.match(await page.$eval(`[data-post-id="${postId}"]`, (el) => el.className), /live-post--changed/, 'marked new');
    t.equal(
      await page.$eval(`[data-post-id="${postId}"] .live-post__body`, (el) => el.innerHTML),
      '<p>Részletek.</p>',
      'with its body',
    );
    await page.waitForFunction(
      (pid) => document.activeElement?.getAttribute('data-post-id') === String(pid),
      {},
      postId,
    );
    t.pass('the inserted post has the focus');
    t.equal(await page.$('.live-arrivals__button'), null, 'the button is gone');
    t.equal(await page.$eval('.live-posts [aria-live="polite"]', (el) => el.textContent), '', 'nothing more to say');

    await page.click(`nav.live-key-events a[href="#bejegyzes-${keyEventId}"]`);
    await page.waitForFunction(
      (pid) => {
        const r = document.getElementById(`bejegyzes-${pid}`)!.getBoundingClientRect();
        return r.top >= 0 && r.top < innerHeight / 2;
      },
      { timeout: 10_000 },
      keyEventId,
    );
    t.pass('the key event link jumps to its post');
    t.equal(documentLoads(), 1, 'one document load');
    t.same(problems, [], 'no console errors');
    await page.close();
  });
}
