// A followed tag's push topic in Chromium (decision 098), at 375 and 1280 px: a tag followed before push is on is
// subscribed when the reader turns push on; with push on, following a tag adds its topic `cimke:{slug}` to the
// publisher's subscription of this browser and unfollowing takes it away, from the tag's page and from the followed
// topics page alike. An author's follow is no push topic. The browser's push service is the test's (fake-push-manager.ts).
import t from 'tap';
import type { Page } from 'puppeteer';
import { FOLLOW_NOTES } from '../../client/components/follow-topic-button.tsx';
import { FOLLOWED_TOPICS_PATH } from '../../shared/reader-list-paths.ts';
import { tagPushTopic } from '../../shared/tag-push-topics.ts';
import { fakePushManager } from '../helpers/fake-push-manager.ts';
import { startPushSite } from '../helpers/push-site.ts';
import { browserKeys } from '../helpers/web-push-receiver.ts';

const { origin, bff, pushService, browser } = await startPushSite(t);

/** Two tags with articles of the main site, and an author: their list pages have a follow button. */
const [first, second] = origin.db
  .prepare(
    `SELECT g.slug FROM tags g WHERE EXISTS (SELECT 1 FROM article_tags x JOIN articles a ON a.id = x.article_id
      WHERE x.tag_id = g.id AND a.site_slug = 'telex' AND a.active = 1) ORDER BY g.id LIMIT 2`,
  )
  .pluck()
  .all() as string[];
const author = origin.db.prepare('SELECT slug FROM authors ORDER BY id LIMIT 1').pluck().get() as string;

const stored = (token: string) =>
  origin.db.prepare('SELECT topic FROM push_subscriptions WHERE client_token = ? ORDER BY topic').pluck().all(token);
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });

/** Presses the follow button of the list page at `path`; what its note then says. */
async function pressFollow(page: Page, path: string, pressed: boolean): Promise<string | null> {
  await page.goto(bff.url + path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await (await page.waitForSelector(`.list-toggle button[aria-pressed="${!pressed}"]`))!.click();
  await page.waitForSelector(`.list-toggle button[aria-pressed="${pressed}"]`);
  await page.waitForFunction(() => document.querySelector('.list-toggle [role="status"]')?.textContent);
  return page.$eval('.list-toggle [role="status"]', (el) => el.textContent);
}

for (const [i, width] of [375, 1280].entries()) {
  t.test(`${width} px: a followed tag is a push topic while push is on`, async (t) => {
    const context = await browser.createBrowserContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.setViewport({ width, height: 900 });
    await fakePushManager(page, `${pushService.url}/push/olvaso-${i}`, browserKeys());
    await context.overridePermissions(bff.url, ['notifications']);

    t.equal(await pressFollow(page, `/cimke/${first}`, true), FOLLOW_NOTES.followed, 'push off: a follow only');
    await page.goto(`${bff.url}/dokumentum/hirlevel#ertesitesek`, { waitUntil: 'load' });
    await (await page.waitForSelector('.push-settings[data-push-state="off"] .push-settings__enable'))!.click();
    await page.waitForSelector('.push-settings[data-push-state="on"]', { timeout: 15_000 });
    const token = (await page.evaluate(() => localStorage.getItem('pushClientToken')))!;
    t.same(stored(token), [tagPushTopic(first), 'fontos'].sort(), 'turning push on subscribes the followed tag');

    t.equal(await pressFollow(page, `/cimke/${second}`, true), FOLLOW_NOTES.followedWithPush);
    t.same(stored(token), [tagPushTopic(first), tagPushTopic(second), 'fontos'].sort(), 'a tag followed: its topic');
    t.equal(await pressFollow(page, `/szerzo/${author}`, true), FOLLOW_NOTES.followed, 'an author: no topic');
    t.same(stored(token), [tagPushTopic(first), tagPushTopic(second), 'fontos'].sort());

    t.equal(await pressFollow(page, `/cimke/${second}`, false), FOLLOW_NOTES.unfollowed);
    t.same(stored(token), [tagPushTopic(first), 'fontos'].sort(), 'unfollowed: its topic is gone');

    await page.goto(bff.url + FOLLOWED_TOPICS_PATH, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const block = (await page.waitForSelector(`.reader-topic:has(a[href="/cimke/${first}"])`))!;
    await (await block.$('.reader-list__remove'))!.click();
    await page.waitForFunction((slug) => !document.querySelector(`.reader-topic a[href="/cimke/${slug}"]`), {}, first);
    await t.resolves(
      waitFor(() => stored(token).length === 1),
      'the followed topics page lets the topic go',
    );
    t.same(stored(token), ['fontos']);
  });
}

/** Waits for a condition the page brings about after its own last answer (polls the stand-in's rows). */
async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('the condition did not come about');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
