// The shared podcast player in Chromium: an episode started on the G7 front keeps playing, time advancing,
// across two client navigations; another page's card of the same episode pauses it; after a reload the episode
// resumes where it stopped. axe finds no serious violation with the player bar open, on a phone and a desktop. The
// video picture-in-picture: a pip status shows the video, the podcast makes it give way, dismissing it stops it.
import t from 'tap';
import { runAxe } from '../helpers/axe.ts';
import type { Page } from 'puppeteer';
import { PLAYER_POSITIONS_STORAGE_KEY } from '../../shared/podcast-constants.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { consentBeforeLoad } from '../helpers/reader-consent.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 600 });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
});

const WAIT = { timeout: 20_000 };
const seekValue = (page: Page) => page.$eval('.player-bar__seek', (e) => Number((e as HTMLInputElement).value));
const barStatus = (page: Page) => page.$eval('.player-bar', (e) => e.getAttribute('data-player-status'));
/** Waits until the bar's position passes `seconds`: the audio really plays. */
const playsPast = (page: Page, seconds: number) =>
  page.waitForFunction(
    (s) => Number(document.querySelector<HTMLInputElement>('.player-bar__seek')?.value ?? -1) > s,
    WAIT,
    seconds,
  );
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(bff.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', WAIT);
}

/**
 * Clicks a play button once React has it: a box whose code loads lazily (an episode's article) is server HTML at
 * first, and React may render it anew when its code arrives, so a click on the first node could be lost.
 */
async function clickLive(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
    },
    WAIT,
    selector,
  );
  await page.click(selector);
}

async function violations(page: Page): Promise<string[]> {
  const result = await runAxe(page);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}; at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

t.test(
  "an episode plays on across client navigations, pauses from another page's card, resumes after a reload",
  async (t) => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${(err as Error).message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) problems.push(msg.text());
    });
    await page.setViewport({ width: 1280, height: 900 });
    await open(page, '/g7');
    t.equal(await page.$('.player-bar'), null, 'no player bar before anything plays');

    const button = await page.$('.front-block--podcast .episode .play-button');
    const episodeId = await button!.evaluate((b) => b.getAttribute('data-episode-id'));
    const title = await button!.evaluate((b) => b.getAttribute('aria-label')!.replace(/^Lejátszás: /, ''));
    await button!.click();
    await page.waitForSelector('.player-bar[data-player-status="playing"]', WAIT);
    t.equal(await page.$eval('.player-bar__title', (a) => a.textContent), title, 'the bar names the episode');
    t.equal(
      await button!.evaluate((b) => b.getAttribute('aria-label')),
      `Szünet: ${title}`,
      'its card now offers to pause',
    );
    await playsPast(page, 0);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 18;
    });

    // two client navigations: a tab of the G7 front, then an article from it
    await page.click('.tab-bar a[href="/g7/legfrissebb"]');
    await page.waitForFunction(
      () => location.pathname === '/g7/legfrissebb' && document.querySelector('.section-list, .page--section'),
      WAIT,
    );
    const before = await seekValue(page);
    const articleHref = await page.$eval('main .card__title a[href*="/20"]', (a) => a.getAttribute('href'));
    await page.click(`main .card__title a[href="${articleHref}"]`);
    await page.waitForSelector('h1.article__title', WAIT);
    t.equal(new URL(page.url()).pathname, articleHref, 'on the article');
    t.equal(await marker(page), 18, 'both were client navigations (no page load)');
    t.equal(await barStatus(page), 'playing', 'the episode still plays');
    await playsPast(page, before + 1);
    t.pass('its time advances');

    // the bar's podcast link leads to the podcast page, whose card of the same episode pauses it
    await page.click('.player-bar__podcast');
    await page.waitForSelector('.page--podcast', WAIT);
    t.equal(await marker(page), 18, 'a third client navigation');
    const card = `.episode .play-button[data-episode-id="${episodeId}"]`;
    await page.waitForSelector(`${card}[aria-label^="Szünet"]`, WAIT);
    await page.click(card);
    await page.waitForSelector('.player-bar[data-player-status="paused"]', WAIT);
    t.equal(await page.$eval(card, (b) => b.getAttribute('aria-label')), `Lejátszás: ${title}`);
    t.match(
      await page.$eval('.player-bar [role="status"]', (p) => p.textContent),
      /^Szünet: /,
      'the status region says so',
    );
    const stoppedAt = await page.evaluate(
      (key, id) => {
        const positions = JSON.parse(localStorage.getItem(key) ?? '[]') as [number, number][];
        return positions.find(([e]) => e === Number(id))?.[1] ?? null;
      },
      PLAYER_POSITIONS_STORAGE_KEY,
      episodeId,
    );
    t.ok(stoppedAt !== null && stoppedAt >= 1, `the position is remembered (${stoppedAt} s)`);

    // a reload: the bar is gone until something plays; the same card resumes where it stopped
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', WAIT);
    t.equal(await page.$('.player-bar'), null);
    await page.click(card);
    await page.waitForSelector('.player-bar[data-player-status="playing"]', WAIT);
    const resumedAt = await seekValue(page);
    t.ok(
      resumedAt >= Math.floor(stoppedAt!) && resumedAt <= stoppedAt! + 3,
      `resumed at ${resumedAt} s, where it stopped (${stoppedAt} s), not at 0`,
    );
    await playsPast(page, resumedAt);

    // the bar's controls: skip, seek by keyboard, close
    await page.click('.player-bar__toggle');
    await page.waitForSelector('.player-bar[data-player-status="paused"]', WAIT);
    const paused = await seekValue(page);
    await page.click('.player-bar__skip[aria-label$="előre"]');
    await page.waitForFunction(
      (p) => Number((document.querySelector('.player-bar__seek') as HTMLInputElement).value) >= p + 14,
      WAIT,
      paused,
    );
    await page.focus('.player-bar__seek');
    await page.keyboard.press('Home');
    await page.waitForFunction(
      () => Number((document.querySelector('.player-bar__seek') as HTMLInputElement).value) === 0,
      WAIT,
    );
    t.pass('skip and the keyboard move the position');
    await page.click('.player-bar__close');
    await page.waitForFunction(() => !document.querySelector('.player-bar'), WAIT);
    t.same(problems, [], 'no page error');
    await page.close();
  },
);

t.test(
  "axe: no serious violation with the player bar open, at 375 and 1280 px, on an episode's article and the G7 front",
  async (t) => {
    const { slug } = origin.db
      .prepare(
        `SELECT a.slug FROM episodes e JOIN articles a ON a.id = e.article_id JOIN podcasts p ON p.id = e.podcast_id
    WHERE a.active = 1 AND p.site_slug <> 'transtelex' ORDER BY e.id DESC LIMIT 1`,
      )
      .get() as { slug: string };
    const episodeArticle = ((await (await fetch(`${origin.url}/api/articles/${slug}`)).json()) as { url: string }).url;
    for (const width of [375, 1280]) {
      const page = await browser.newPage();
      await page.setViewport({ width, height: 800 });
      for (const [path, play] of [
        ['/g7', '.front-block--podcast .play-button'],
        [episodeArticle, '.article-listen .play-button'],
      ]) {
        await open(page, path);
        await clickLive(page, play);
        await page.waitForSelector('.player-bar[data-player-status="playing"]', WAIT);
        const found = await violations(page);
        t.same(
          found,
          [],
          `${path} at ${width} px: no serious or critical violation${found.length ? `\n${found.join('\n')}` : ''}`,
        );
        const [scroll, client] = await page.$eval('html', (h) => [h.scrollWidth, h.clientWidth]);
        t.ok(scroll <= client, `${path} at ${width} px: no sideways scroll with the bar`);
      }
      await page.close();
    }
  },
);

t.test(
  '§4 picture-in-picture: a pip status shows the video; the podcast makes it give way; dismissed, it stays away',
  async (t) => {
    origin.db.prepare("UPDATE frontend_state SET pip_status = ? WHERE site_slug = 'telex'").run(
      JSON.stringify({
        pipShow: true,
        pipTitle: 'Élő közvetítés a parlamentből',
        pipUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        pipOpen: true,
        pipLabel: '',
      }),
    );
    // a BFF of its own, so the refresh answer is not the one cached before the status changed
    const live = await startBff(origin.url, { pageCacheTtlMs: 0 });
    const page = await browser.newPage();
    // A YouTube window opens by itself only for a reader who allowed embedded players.
    await consentBeforeLoad(page, { embeds: true });
    try {
      await page.setViewport({ width: 1280, height: 900 });
      await page.goto(live.url + '/podcast/g7-podcast', { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]', WAIT);
      await page.mouse.move(10, 10); // the reader's first move loads the deferred behaviours, the pip watch among them
      await page.waitForSelector('.pip[data-pip-view="window"]', WAIT);
      t.equal(await page.$eval('.pip__label', (s) => s.textContent), 'élő', '§3 the default label');
      t.match(
        await page.$eval('.pip__frame', (f) => f.getAttribute('src')),
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/,
      );

      await page.click('.episode .play-button');
      await page.waitForSelector('.player-bar[data-player-status="playing"]', WAIT);
      await page.waitForSelector('.pip-bar[data-pip-view="bar"]', WAIT);
      t.pass('the podcast playing, the video gave way to its bar');

      await page.click('.pip-bar__open');
      await page.waitForSelector('.pip[data-pip-view="window"]', WAIT);
      await page.waitForSelector('.player-bar[data-player-status="paused"]', WAIT);
      t.pass('opening the video pauses the podcast');

      await page.click('.pip .pip__dismiss');
      await page.waitForFunction(() => !document.querySelector('.pip, .pip-bar'), WAIT);
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]', WAIT);
      await page.mouse.move(20, 20);
      // the pip has weighed the refresh answer's status (which still shows the video)
      await page.waitForSelector('html[data-pip]', WAIT);
      t.equal(
        await page.$eval('html', (h) => h.dataset.pip),
        'hidden',
        'a dismissed video does not come back in the session',
      );
      t.equal(await page.$('.pip, .pip-bar'), null);
    } finally {
      await page.close();
      await live.close();
      origin.db.prepare("UPDATE frontend_state SET pip_status = ? WHERE site_slug = 'telex'").run(
        JSON.stringify({
          pipShow: false,
          pipTitle: null,
          pipUrl: null,
          pipOpen: false,
          pipLabel: 'élő',
        }),
      );
    }
  },
);
