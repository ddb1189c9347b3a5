// §4 mobile-app mode in Chromium, through the local stand-in for the native side (/_app-harness, which frames a page
// as the app's webview would and speaks the bridge's protocol, docs/app-bridge.md): a click to another page posts the
// navigation message with the full URL (and the page number above 1) and does not navigate; a click to the same path
// posts nothing and stays in app mode; the app's colour mode applies; the app's navigate, push topics and player
// commands act, malformed and foreign messages do nothing. The app's player commands drive the site's own podcast
// player: a real episode plays in the page's audio and pauses on the app's word, the player's state and tracking
// events reach the app, and an episode the reader starts on the page is reported too.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import t from 'tap';
import type { Frame, Page } from 'puppeteer';
import { request } from 'undici';
import type { AppOutMessage } from '../../shared/app-bridge-messages.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { consentBeforeLoad } from '../helpers/reader-consent.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
// An ad service is configured (no consent here loads it): the list slot renders only then.
const bff = await startBff(origin.url, {
  pageCacheTtlMs: 0,
  appHarness: true,
  adServiceUrl: 'http://127.0.0.1:9/gpt.js',
});
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
});

declare global {
  interface Window {
    harness: { received: AppOutMessage[]; send(message: unknown): void };
  }
}

const { id } = origin.db
  .prepare(
    `SELECT a.id FROM articles a WHERE a.type = 'article' AND a.active = 1 AND a.parent_id IS NULL AND a.site_slug = 'telex'
  AND (SELECT count(*) FROM article_tags x WHERE x.article_id = a.id) >= 1 AND (a.color_scheme IS NULL OR a.color_scheme = '')
  AND a.main_super_tag_id IN (SELECT id FROM super_tags WHERE active = 1) ORDER BY a.id LIMIT 1`,
  )
  .get() as { id: number };
const article = (await (await request(`${origin.url}/api/article/${id}`)).body.json()) as {
  url: string;
  tags: { slug: string }[];
};

async function openInApp(page: Page, path: string): Promise<Frame> {
  // A reader who answered the consent dialog before (it would cover the links these tests click).
  await consentBeforeLoad(page, {});
  await page.goto(`${bff.url}/_app-harness?path=${encodeURIComponent(path)}`, { waitUntil: 'load' });
  const frame = (await (await page.waitForSelector('#app'))!.contentFrame())!;
  await frame.waitForSelector('html[data-app-bridge="ready"]', { timeout: 15_000 });
  return frame;
}
const received = (page: Page) => page.evaluate(() => window.harness.received);
const send = (page: Page, message: unknown) => page.evaluate((m) => window.harness.send(m), message as never);
const pathOf = (frame: Frame) => frame.evaluate(() => location.pathname + location.search);
/**
 * Waits until the page's router has finished every navigation it started (its state is 'idle'): a navigation that
 * was let through (to the tag page, to a foreign URL) would have changed the location by then, so "the webview
 * stayed where it was" is checked after the moment it would have moved, not after a guessed pause. The router is the
 * RouterProvider's prop, found through React's root on the document.
 */
const routerSettled = (frame: Frame) =>
  frame.waitForFunction(() => {
    type Fiber = { memoizedProps?: { router?: RouterLike } | null; child: Fiber | null; sibling: Fiber | null };
    type RouterLike = { state: { navigation: { state: string }; revalidation: string } };
    const w = window as unknown as { testRouter?: RouterLike };
    if (!w.testRouter) {
      const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
      const stack: (Fiber | null)[] = [key ? (document as unknown as Record<string, Fiber>)[key] : null];
      while (stack.length && !w.testRouter) {
        const fiber = stack.pop();
        if (!fiber) continue;
        if (fiber.memoizedProps?.router?.state) w.testRouter = fiber.memoizedProps.router;
        stack.push(fiber.sibling, fiber.child);
      }
    }
    return w.testRouter?.state.navigation.state === 'idle' && w.testRouter.state.revalidation === 'idle';
  });

t.test('navigation: another path is handed to the app; the same path stays, in app mode', async (t) => {
  const page = await browser.newPage();
  await page.setViewport({ width: 1000, height: 800 });
  const frame = await openInApp(page, article.url);
  t.same((await received(page))[0], { type: 'ready', version: 1 }, 'the bridge announces itself');

  const tag = article.tags[0].slug;
  await frame.click(`.article__tags a[href="/cimke/${tag}"]`);
  await page.waitForFunction(() => window.harness.received.some((m) => m.type === 'navigation'));
  t.same(
    (await received(page)).filter((m) => m.type === 'navigation'),
    [{ type: 'navigation', url: `${bff.url}/cimke/${tag}` }],
    'the full URL of the tag page',
  );
  await routerSettled(frame);
  t.equal(await pathOf(frame), `${article.url}?isMobileApp=1`, 'and the webview stayed where it was');

  // A plain link (not the router's), to a later page of a list: the page number travels too.
  await frame.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/rovat/belfold?oldal=3';
    a.id = 'plain-link';
    a.textContent = 'lista';
    document.querySelector('.article__content')!.prepend(a);
    // Listening on the window after the bridge did, this hears the click once the bridge has had it.
    const w = window as unknown as { plainClickPrevented?: boolean };
    window.addEventListener('click', (e) => {
      if ((e.target as Element).id === 'plain-link') w.plainClickPrevented = e.defaultPrevented;
    });
  });
  await frame.click('#plain-link');
  await page.waitForFunction(() => window.harness.received.filter((m) => m.type === 'navigation').length === 2);
  t.same(
    (await received(page)).at(-1),
    { type: 'navigation', url: `${bff.url}/rovat/belfold?oldal=3`, page: 3 },
    'page 3 above 1: its number',
  );
  t.equal(
    await frame.evaluate(() => (window as unknown as { plainClickPrevented?: boolean }).plainClickPrevented),
    true,
    'the browser was stopped from following the plain link',
  );
  await routerSettled(frame);
  t.equal(await pathOf(frame), `${article.url}?isMobileApp=1`, 'still not navigated');

  // The app navigates the webview to a list; its next page is the same path: it stays, and keeps the parameter.
  await send(page, { type: 'navigate', url: '/legfrissebb' });
  await frame.waitForFunction(() => location.pathname === '/legfrissebb' && document.querySelector('.page--section'));
  t.equal(await pathOf(frame), '/legfrissebb?isMobileApp=1', "the app's navigate keeps app mode");
  const handedOver = (await received(page)).filter((m) => m.type === 'navigation').length;
  await frame.click('.pagination a.pagination__page');
  await frame.waitForFunction(
    () =>
      location.search.includes('oldal=2') && document.querySelector('.pagination__page--current')?.textContent === '2',
  );
  const at = new URL(await pathOf(frame), bff.url);
  t.same(
    [at.pathname, at.searchParams.get('oldal'), at.searchParams.has('isMobileApp')],
    ['/legfrissebb', '2', true],
    'same path: navigated in the webview, app mode kept',
  );

  t.equal(
    (await received(page)).filter((m) => m.type === 'navigation').length,
    handedOver,
    'and nothing posted to the app',
  );
  t.ok(await frame.$('.ad-slot--list'), 'the list was built for the app (its list slot)');
  t.notOk(await frame.$('.ad-slot--sidebar'), 'no sidebar rectangle in the app');

  // A same-path link built without the parameter (the hike section's tabs are the path and the tab): the bridge
  // adds it and the navigation stays in the webview.
  await send(page, { type: 'navigate', url: '/rovat/szepkilatas' });
  await frame.waitForFunction(() => location.pathname === '/rovat/szepkilatas' && document.querySelector('.tab-bar'));
  const tabHref = await frame.$eval('.tab-bar a[href*="tab="]', (a) => a.getAttribute('href'));
  t.notMatch(tabHref, /isMobileApp/, `the tab's link (${tabHref}) has no app parameter of its own`);
  await frame.click(`.tab-bar a[href="${tabHref}"]`);
  await frame.waitForFunction(
    (href) => location.search.startsWith(href!.slice(href!.indexOf('?'))) && location.search.includes('isMobileApp'),
    {},
    tabHref,
  );
  t.equal(await pathOf(frame), `${tabHref}&isMobileApp=1`, 'the tab opened in the webview, in app mode');
  t.equal(
    (await received(page)).filter((m) => m.type === 'navigation').length,
    handedOver,
    'nothing posted to the app',
  );
  await page.close();
});

t.test("the app's messages: colour mode, push topics; malformed and foreign ones do nothing", async (t) => {
  const page = await browser.newPage();
  const frame = await openInApp(page, article.url);
  const theme = () => frame.evaluate(() => document.documentElement.dataset.theme);
  await send(page, { type: 'set-color-mode', mode: 'dark' });
  await frame.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  t.pass('dark applies');
  await send(page, { type: 'set-color-mode', mode: 'light' });
  await frame.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  t.pass('light applies');
  // The native side's own channel: a message posted in the page's own window.
  await frame.evaluate(() => window.postMessage(JSON.stringify({ type: 'set-color-mode', mode: 'dark' }), '*'));
  await frame.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  t.pass('a message injected by the native side (JSON text) applies too');

  for (const bad of [
    { type: 'set-color-mode', mode: 'purple' },
    { type: 'set-color-mode' },
    { type: 'open-door' },
    'not json',
    { type: 'navigate', url: 'https://evil.example/' },
    { type: 'navigate', url: '//evil.example/x' },
    { type: 'navigate', url: 'javascript:alert(1)' },
  ]) {
    await send(page, bad);
  }
  await send(page, { type: 'set-push-topics', topics: ['fontos', 'g7'] });
  // Messages are handled in the order they come: the topics applied means every bad one before them was handled.
  await frame.waitForFunction(() => document.documentElement.dataset.appPushTopics === 'fontos g7');
  await routerSettled(frame);
  t.equal(await theme(), 'dark', 'the malformed colour messages changed nothing');
  t.equal(await pathOf(frame), `${article.url}?isMobileApp=1`, 'the foreign navigations went nowhere');
  await send(page, { type: 'set-push-topics', topics: ['fontos', 'sport'] });
  await send(page, { type: 'set-push-topics', topics: [] });
  await frame.waitForFunction(() => document.documentElement.dataset.appPushTopics === '');
  t.pass('an unknown topic is refused whole; an empty list clears them');
  await page.close();
});

const newest = (
  (await (await request(`${origin.url}/api/episodes?perPage=1`)).body.json()) as {
    items: {
      id: number;
      slug: string;
      title: string;
      sourceUrl: string;
      duration: number;
      podcast: { slug: string; name: string };
    }[];
  }
).items[0];
const appEpisode = {
  id: newest.id,
  slug: newest.slug,
  title: newest.title,
  sourceUrl: newest.sourceUrl,
  duration: newest.duration,
  podcast: { slug: newest.podcast.slug, name: newest.podcast.name },
};
const states = async (page: Page) =>
  (await received(page)).flatMap((m) => (m.type === 'player-state' ? [m.state] : []));
const tracking = async (page: Page) =>
  (await received(page)).flatMap((m) => (m.type === 'podcast-tracking' ? [m.event] : []));
/** The page's player bar's status and position (seconds): what the reader sees of the site's own player. */
const bar = (frame: Frame) =>
  frame.evaluate(() => {
    const el = document.querySelector('.player-bar');
    return (
      el && {
        status: el.getAttribute('data-player-status'),
        position: Number((el.querySelector('.player-bar__seek') as HTMLInputElement).value),
      }
    );
  });

t.test(
  "the player: the app's commands drive the site's own player; its state and tracking events reach the app",
  async (t) => {
    const page = await browser.newPage();
    const frame = await openInApp(page, article.url);
    t.notOk(await frame.$('.player-bar'), 'no player on the page before the app speaks');
    // Right after 'ready', before the player's code is there: the bridge keeps the commands and loads it.
    await send(page, { type: 'player', command: { type: 'add', episode: appEpisode } });
    await send(page, { type: 'player', command: { type: 'play', episodeId: appEpisode.id } });
    await frame.waitForFunction(
      () => Number(document.querySelector<HTMLInputElement>('.player-bar__seek')?.value ?? 0) >= 1,
      { timeout: 30_000 },
    );
    t.equal((await bar(frame))!.status, 'playing', "the episode plays in the page's player bar, its time advancing");
    t.equal(await frame.$eval('.player-bar__title', (e) => e.textContent), newest.title);
    t.equal(
      await frame.$eval('.player-bar__podcast', (e) => e.getAttribute('href')),
      `/podcast/${newest.podcast.slug}`,
      "its podcast's page from the app's episode",
    );
    await page.waitForFunction(
      (id) =>
        window.harness.received.some(
          (m) => m.type === 'player-state' && m.state.status === 'playing' && m.state.episodeId === id,
        ),
      {},
      newest.id,
    );

    await send(page, { type: 'player', command: { type: 'pause' } });
    await frame.waitForFunction(
      () => document.querySelector('.player-bar')?.getAttribute('data-player-status') === 'paused',
    );
    const pausedAt = (await bar(frame))!.position;
    // A clock that runs as the player's would: a second, muted audio element playing the same file. Once it has told
    // the page (its own time updates, in the page's event loop) that 1.5 s of the file have played, a player still
    // playing would have moved on as well.
    await frame.evaluate((src) => {
      const w = window as unknown as { referencePlayed?: number; reference?: HTMLAudioElement };
      const reference = (w.reference = new Audio(src));
      reference.muted = true;
      reference.addEventListener('timeupdate', () => {
        w.referencePlayed = reference.currentTime;
      });
      return reference.play();
    }, newest.sourceUrl);
    await frame.waitForFunction(
      () => ((window as unknown as { referencePlayed?: number }).referencePlayed ?? 0) >= 1.5,
      { timeout: 30_000 },
    );
    await frame.evaluate(() => (window as unknown as { reference: HTMLAudioElement }).reference.pause());
    t.equal(
      (await bar(frame))!.position,
      pausedAt,
      'paused by the app: the time stands while another player plays 1.5 s',
    );
    t.equal((await bar(frame))!.status, 'paused', 'and the bar says paused');
    await send(page, { type: 'player', command: { type: 'ask-state' } });
    await send(page, { type: 'player', command: { type: 'rewind' } });
    await send(page, { type: 'player', command: { type: 'play', episodeId: 999_999 } });
    await page.waitForFunction(
      () => window.harness.received.filter((m) => m.type === 'player-state' && m.state.status === 'paused').length >= 3,
    );
    const seen = (await states(page)).map((s) => s.status).filter((s, i, all) => s !== all[i - 1]);
    t.same(
      seen.filter((s) => s !== 'loading'),
      ['idle', 'paused', 'playing', 'paused'],
      'idle when it joined, added (paused), playing, paused; ask-state answered with paused',
    );
    t.ok(
      (await states(page)).every((s) => s.episodeId === null || s.episodeId === newest.id),
      "every state names the app's episode",
    );
    t.equal((await bar(frame))!.status, 'paused', 'an unknown command and an episode never added did nothing');
    t.same(
      (await tracking(page)).map((e) => [e.name, e.episodeId]),
      [
        ['play', newest.id],
        ['pause', newest.id],
      ],
      'tracking: play, then pause',
    );
    t.ok((await tracking(page))[1].position >= 1, 'the pause is told where it happened');

    await send(page, { type: 'player', command: { type: 'destroy' } });
    await frame.waitForFunction(() => !document.querySelector('.player-bar'));
    await page.waitForFunction(() => window.harness.received.at(-1)?.type === 'player-state');
    t.same(
      (await states(page)).at(-1),
      { episodeId: null, status: 'idle', position: 0, duration: 0 },
      'destroyed: the bar goes, the app hears idle',
    );
    t.equal((await tracking(page)).at(-1)!.name, 'stop', 'and a stop event');
    await page.close();
  },
);

/** The file the build wrote for a client module (its chunk's name carries only a hash). */
function chunkFileOf(module: string): string {
  const { outputs } = JSON.parse(readFileSync('dist/client/metafile.json', 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const file = Object.keys(outputs).find((o) => o.endsWith('.js') && module in outputs[o].inputs);
  if (!file) throw new Error(`no chunk holds ${module}`);
  return basename(file);
}

t.test('the player: an episode the reader starts on the page is reported to the app', async (t) => {
  const page = await browser.newPage();
  // The player's bridge chunk arrives only once the episode plays (a slow phone): the app still hears the play.
  const bridgeChunk = chunkFileOf('client/player/player-bridge.chunk.ts');
  let playing: () => void = () => {};
  let held = false;
  const played = new Promise<void>((resolve) => (playing = resolve));
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    if (req.url().endsWith(`/${bridgeChunk}`)) {
      held = true;
      void played.then(() => req.continue());
    } else void req.continue();
  });
  const frame = await openInApp(page, `/podcast/${newest.podcast.slug}`);
  await frame.waitForSelector('html[data-hydrated="true"]');
  const button = `.play-button[data-episode-id="${newest.id}"]`;
  await frame.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
    },
    {},
    button,
  );
  await frame.click(button);
  await frame.waitForSelector('.player-bar[data-player-status="playing"]');
  // Asked for before the release below: held until the play.
  t.ok(held, 'the bridge chunk was held until the play');
  playing();
  await page.waitForFunction(
    (id) =>
      window.harness.received.some(
        (m) => m.type === 'player-state' && m.state.status === 'playing' && m.state.episodeId === id,
      ),
    { timeout: 30_000 },
    newest.id,
  );
  t.pass('the player-state reaches the app');
  await page.waitForFunction(() => window.harness.received.some((m) => m.type === 'podcast-tracking'));
  t.same(
    (await tracking(page)).map((e) => [e.name, e.episodeId]),
    [['play', newest.id]],
    'and its play event',
  );
  await page.close();
});

t.test('outside the app the bridge never loads', async (t) => {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(bff.url + article.url, { waitUntil: 'networkidle0' });
  t.notOk(await page.$('html[data-app-bridge]'), 'no bridge');
  const tagLink = `.article__tags a[href="/cimke/${article.tags[0].slug}"]`;
  await Promise.all([
    page.waitForFunction((p) => location.pathname === p, {}, `/cimke/${article.tags[0].slug}`),
    page.click(tagLink),
  ]);
  t.pass('a link navigates as on any website');
  await page.close();
});
