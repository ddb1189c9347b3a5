// A reader on a live blog: a post published through the origin's admin endpoint appears within 20 s, without a page
// reload and without the post being read moving on the screen; it is marked as new and shows its body.
// Time is simulated: the page's long timers (the 15 s poll) and the BFF's caches run on clocks the test moves, so
// "within 20 s" is measured in page time and holds however busy the machine is.
import t from 'tap';
import { request } from 'undici';
import { launchBrowser } from '../helpers/browser.ts';
import { installPageClock, pageTimeUntil } from '../helpers/page-clock.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';
import { watchPage } from '../helpers/page-watch.ts';

/** §4 a new live post shows within this long. */
const LIVE_UPDATE_RULE_MS = 20_000;

const origin = await startOrigin();
let serverOffset = 0;
const bff = await startBff(origin.url, { clock: () => Date.now() + serverOffset });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
});

t.test('a new live post appears in place within 20 s', async (t) => {
  const { id } = origin.db
    .prepare(`SELECT id FROM articles WHERE type = 'liveblog' AND active = 1 ORDER BY id LIMIT 1`)
    .get() as { id: number };
  const article = (await (await request(`${origin.url}/api/article/${id}`)).body.json()) as { url: string };
  const page = await browser.newPage();
  const { problems, documentLoads } = watchPage(page);
  await page.setViewport({ width: 1280, height: 900 });
  const clock = await installPageClock(page);
  // The browser's HTTP cache keeps real time; the simulated seconds would outrun it (version answers: max-age=5).
  await page.setCacheEnabled(false);
  await page.goto(bff.url + article.url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 7;
  });

  // Read a post in the middle of the list: scroll it to the top of the viewport.
  const anchorId = await page.$$eval('.live-post', (posts) => posts[10]?.getAttribute('data-post-id'));
  t.ok(anchorId, 'a post to read');
  await page.evaluate(
    (pid) => document.querySelector(`[data-post-id="${pid}"]`)!.scrollIntoView({ block: 'center' }),
    anchorId,
  );
  // Let scroll-driven page behaviour (the header hiding on scroll-down) settle before measuring: the post stays put
  // for 30 frames in a row.
  await page.waitForFunction(
    (pid: string) => {
      const w = window as unknown as { settle?: { top: number; frames: number } };
      const top = document.querySelector(`[data-post-id="${pid}"]`)!.getBoundingClientRect().top;
      w.settle = w.settle?.top === top ? { top, frames: w.settle.frames + 1 } : { top, frames: 0 };
      return w.settle.frames >= 30;
    },
    { polling: 'raf', timeout: 15_000 },
    anchorId!,
  );
  const topBefore = await page.$eval(`[data-post-id="${anchorId}"]`, (el) => el.getBoundingClientRect().top);

  const res = await request(`${origin.url}/admin/articles/${id}/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Böngészőteszt: új bejegyzés érkezett',
      lead: 'Frissen a tudósításból.',
      content: '<p>Részletek.</p>',
    }),
  });
  t.equal(res.statusCode, 201);
  const { post } = (await res.body.json()) as { post: { id: number } };

  const appeared = () => page.evaluate((pid: number) => !!document.querySelector(`[data-post-id="${pid}"]`), post.id);
  // Looked for past the rule, so a slower update shows as its figure.
  const took = await pageTimeUntil(page, clock, appeared, {
    stepMs: 1000,
    limitMs: 3 * LIVE_UPDATE_RULE_MS,
    alsoAdvance: (ms) => {
      serverOffset += ms;
    },
  });
  t.ok(
    took !== null && took <= LIVE_UPDATE_RULE_MS,
    `appeared after ${took ?? 'more than 60000'} ms of page time (rule: ${LIVE_UPDATE_RULE_MS} ms)`,
  );
  t.match(await page.$eval(`[data-post-id="${post.id}"]`, (el) => el.className), /live-post--changed/, 'marked as new');
  t.equal(
    await page.$eval(`[data-post-id="${post.id}"] .live-post__body`, (el) => el.innerHTML),
    '<p>Részletek.</p>',
    'with its body',
  );
  const topAfter = await page.$eval(`[data-post-id="${anchorId}"]`, (el) => el.getBoundingClientRect().top);
  t.ok(Math.abs(topAfter - topBefore) <= 2, `the post being read stayed put (${topBefore} → ${topAfter})`);
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 7, 'no reload');
  t.equal(documentLoads(), 1, 'one document load');
  t.same(problems, [], 'no console errors');
  if (problems.length) t.comment(problems.join('\n'));
  await page.close();
});
