// Consent first, checked at the network level in Chromium: before the reader chooses, not one request goes
// to the ad service or the social SDK and no analytics beacon is sent; the site's consent script (§3, its path per
// site) is what asks, in Hungarian, accessibly. Refusing keeps it that way across pages; the footer's button reopens
// the dialog; accepting loads ads, counts the page view and renders the follow box with the social SDK (v3.2, hu_HU);
// a stored choice acts on the next visit without asking; withdrawing reloads the page without the withdrawn code.
// Third-party frames wait the same way: on /after the YouTube video and the sidebar's Spotify player are
// click-to-load cards, and not one request leaves for any host but ours until the reader loads one or allows the
// purpose; a frame that cannot load (blocked) leaves its card with a message, never a broken frame.
import { runAxe } from '../helpers/axe.ts';
import t from 'tap';
import type { HTTPRequest, Page } from 'puppeteer';
import { CONSENT_STORAGE_KEY } from '../../shared/consent.ts';
import { ANALYTICS_BEACON_PATH } from '../../shared/analytics-beacon.ts';
import { startFakeAdService } from '../../stand-ins/ad-service/main.ts';
import { startFakeSocialSdk } from '../../stand-ins/social-sdk/main.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { consentBeforeLoad } from '../helpers/reader-consent.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const ads = await startFakeAdService();
const social = await startFakeSocialSdk();
const origin = await startOrigin();
const SPOTIFY_EMBED = 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M';
const bff = await startBff(origin.url, {
  pageCacheTtlMs: 0,
  adServiceUrl: ads.scriptUrl,
  socialSdkOrigin: social.origin,
  afterSpotifyEmbed: SPOTIFY_EMBED,
});
const browser = await launchBrowser({ consent: 'unanswered' });
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await origin.close();
  await ads.close();
  await social.close();
});

/** Every request the page makes, with when it was made. */
function recorder(page: Page) {
  const seen: { url: string; method: string; at: number }[] = [];
  page.on('request', (r: HTTPRequest) => seen.push({ url: r.url(), method: r.method(), at: Date.now() }));
  return {
    seen,
    thirdParty: (since = 0) =>
      seen.filter((r) => r.at >= since && (r.url.startsWith(ads.origin) || r.url.startsWith(social.origin))),
    beacons: (since = 0) =>
      seen.filter((r) => r.at >= since && r.method === 'POST' && new URL(r.url).pathname === ANALYTICS_BEACON_PATH),
  };
}
// The dialog's script loads when asked for: on a busy machine that can take seconds.
const dialogOpen = (page: Page) =>
  page.waitForSelector('html[data-consent-dialog="open"] dialog.consent[open]', { timeout: 30_000 });

t.test(
  'nothing before the choice; refusing keeps it so; the footer reopens; accepting loads exactly what was allowed',
  async (t) => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const net = recorder(page);
    await page.goto(`${bff.url}/rovat/belfold`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-hydrated="true"]');
    t.same(net.thirdParty(), [], 'no request to the ad service or the social SDK on load');
    t.same(net.beacons(), [], 'no analytics beacon on load');
    t.notOk(
      net.seen.some((r) => r.url.endsWith('/consent/telex.js')),
      "the consent script waits for the reader (decision 008's budget)",
    );
    t.match(
      await page.$eval('.follow-box__plugin', (el) => el.innerHTML),
      /<a href="https:\/\/www\.facebook\.com\/telexhu"/,
      'the follow box is a plain link',
    );

    await page.mouse.move(200, 200);
    await dialogOpen(page);
    t.ok(
      net.seen.some((r) => r.url === `${bff.url}/consent/telex.js`),
      "the site's consent script, from its path",
    );
    t.notOk(
      await page.evaluate(() => !!document.activeElement?.closest('dialog.consent')),
      'shown unasked, it takes no focus (the next key still scrolls the page)',
    );
    t.match(
      await page.$eval('dialog.consent', (d) => d.textContent),
      /Sütik és hozzájárulás[\s\S]*Telex[\s\S]*Mindet elfogadom[\s\S]*Csak a szükségesek/,
      'in Hungarian',
    );
    const axe = await runAxe(page, { include: 'dialog.consent' });
    t.same(
      axe.violations.map((v) => `${v.id}: ${v.help}`),
      [],
      'the dialog passes axe',
    );
    t.same(net.thirdParty(), [], 'still nothing third-party while the dialog waits');

    await page.click('dialog.consent [data-consent-choice="none"]');
    await page.waitForSelector('dialog.consent:not([open])');
    const refusal = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CONSENT_STORAGE_KEY))!) as Record<
      string,
      unknown
    >;
    t.same(
      { ...refusal, at: 0 },
      { v: 2, at: 0, ads: false, analytics: false, social: false, embeds: false },
      'the refusal is remembered',
    );
    const firstCard = await page.$eval('.section-list .card a', (a) => a.getAttribute('href'));
    await Promise.all([
      page.waitForFunction((href) => location.pathname === href, {}, firstCard),
      page.click('.section-list .card a'),
    ]);
    await page.waitForSelector('.page--article');
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    t.same(net.thirdParty(), [], 'refused: nothing third-party on the next page either');
    t.same(net.beacons(), [], 'and no beacon');
    t.equal(
      await page.$eval('.ad-slot--top', (el) => (el as HTMLElement).dataset.state),
      'empty',
      'the ad slots stay placeholders',
    );
    const refusedSlots = await page.$$eval('.ad-slot', (els) => els.map((el) => getComputedStyle(el).display));
    t.ok(
      refusedSlots.length > 0 && refusedSlots.every((d) => d === 'none'),
      `refused: no ad box takes room: ${refusedSlots.join(', ')}`,
    );

    // The footer's button: the dialog again, focused; accepting everything.
    await page.goBack();
    await page.waitForSelector('.page--section');
    await page.click('.site-footer__consent');
    await dialogOpen(page);
    t.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Mindet elfogadom',
      'the dialog the reader opened takes the focus',
    );
    const acceptedAt = Date.now();
    await page.click('dialog.consent [data-consent-choice="all"]');
    t.equal(
      await page.evaluate(() => document.activeElement?.className),
      'site-footer__consent',
      'and gives it back when closed',
    );
    await page.waitForFunction(() => !!(window as unknown as { googletag?: { fake?: unknown } }).googletag?.fake, {
      timeout: 30_000,
    });
    t.ok(
      net.thirdParty(acceptedAt).some((r) => r.url === ads.scriptUrl),
      "the ad service's script loads",
    );
    await page.waitForSelector('.follow-box__plugin iframe', { timeout: 30_000 });
    const frame = new URL(await page.$eval('.follow-box__plugin iframe', (f) => f.src));
    t.equal(frame.origin, social.origin, 'the follow box is now the social plugin');
    t.equal(frame.searchParams.get('locale'), 'hu_HU', 'Hungarian locale');
    t.equal(frame.searchParams.get('version'), 'v3.2', 'SDK version v3.2');
    t.equal(frame.searchParams.get('href'), 'https://www.facebook.com/telexhu', "the site's Facebook page");
    t.ok(social.requests.includes('/hu_HU/sdk.js'), 'the SDK from its locale path');
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/analytics/beacon')),
      { timeout: 30_000 },
    );
    t.equal(net.beacons(acceptedAt).length, 1, 'one page view counted for the page on screen');
    t.same(
      net.thirdParty().filter((r) => r.at < acceptedAt),
      [],
      'nothing third-party at any time before the choice',
    );
    await page.close();
  },
);

t.test('a stored choice acts on the next visit; withdrawing reloads without the withdrawn code', async (t) => {
  // A context of its own: the browser's profile remembers the first test's "accept all", and that page's late social
  // SDK request (made after 'load') could land after the reload below and be counted against this choice.
  const context = await browser.createBrowserContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const net = recorder(page);
  await page.goto(`${bff.url}/rovat/belfold`, { waitUntil: 'load' });
  await page.evaluate(
    (k) =>
      localStorage.setItem(
        k,
        JSON.stringify({ v: 2, at: 1, ads: true, analytics: true, social: false, embeds: false }),
      ),
    CONSENT_STORAGE_KEY,
  );
  const reloadAt = Date.now();
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => !!(window as unknown as { googletag?: { fake?: unknown } }).googletag?.fake, {
    timeout: 30_000,
  });
  t.pass('ads load without asking again');
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/analytics/beacon')),
    { timeout: 30_000 },
  );
  t.notOk(
    net.seen.some((r) => r.at >= reloadAt && r.url.startsWith(social.origin)),
    'social plugins were not allowed: no SDK',
  );
  t.notOk(await page.$('dialog.consent'), 'no dialog: the reader has chosen');

  // Withdraw ads through the settings (the footer button is React's: wait for hydration).
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.click('.site-footer__consent');
  await dialogOpen(page);
  await page.click('dialog.consent [aria-controls="consent-settings"]');
  t.equal(
    await page.$eval('#consent-ads', (i) => (i as HTMLInputElement).checked),
    true,
    'the settings show the current choice',
  );
  await page.click('#consent-ads');
  const withdrawnAt = Date.now();
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    page.click('dialog.consent [data-consent-choice="selected"]'),
  ]);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/analytics/beacon')),
    { timeout: 30_000 },
  );
  t.same(
    net.thirdParty(withdrawnAt).filter((r) => r.url.startsWith(ads.origin)),
    [],
    'after the reload: no ad code',
  );
  t.equal(await page.evaluate(() => localStorage.getItem('visitedTags')), null, 'what ad targeting remembered is gone');
  await page.close();
});

/**
 * Every request to a host that is not ours (the BFF, the fake ad service and the social SDK are on loopback) is
 * caught here and never sent: the embed providers' frames get a stand-in page, unless `block` refuses them as a
 * content blocker would; while `hold.on`, their answers wait in `hold.waiting` until the test lets them go (a provider
 * slow to answer).
 */
interface Hold {
  on: boolean;
  waiting: (() => void)[];
}
async function thirdPartyGate(page: Page, opts: { block?: RegExp; hold?: Hold } = {}) {
  const outside: { url: string; at: number; method: string; type: string }[] = [];
  await page.setRequestInterception(true);
  page.on('request', (r: HTTPRequest) => {
    const url = new URL(r.url());
    if (url.protocol === 'data:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost')
      return void r.continue();
    outside.push({ url: r.url(), at: Date.now(), method: r.method(), type: r.resourceType() });
    if (opts.block?.test(r.url())) return void r.abort('blockedbyclient');
    const answer = () =>
      void r.respond({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><p>player</p>',
      });
    if (opts.hold?.on) opts.hold.waiting.push(answer);
    else answer();
  });
  return outside;
}

t.test(
  'third-party frames wait for consent: /after shows cards, loads one on request, the rest once the purpose is allowed',
  async (t) => {
    const context = await browser.createBrowserContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const hold: Hold = { on: false, waiting: [] };
    const outside = await thirdPartyGate(page, { hold });
    await page.goto(`${bff.url}/after`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.mouse.move(200, 200);
    await dialogOpen(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-embed-card]').length === 2);
    t.same(outside, [], 'not one request to YouTube, Spotify or any host but ours before the reader answers');
    t.equal(await page.$$eval('iframe', (f) => f.length), 0, 'no frame at all');
    const cards = await page.$$eval('[data-embed-card]', (els) =>
      els.map((el) => ({
        name: el.getAttribute('data-embed-card'),
        buttons: [...el.querySelectorAll('button')].map((b) => b.textContent),
        link: el.querySelector('a')?.getAttribute('href'),
      })),
    );
    t.same(cards.map((c) => c.name).sort(), ['Spotify', 'YouTube'], 'the video and the sidebar player, each named');
    const youtube = cards.find((c) => c.name === 'YouTube')!;
    t.same(
      youtube.buttons,
      ['YouTube betöltése', 'Beágyazott tartalmak: mindig betöltöm'],
      'load it once, or allow the purpose',
    );
    t.match(youtube.link, /^https:\/\/www\.youtube\.com\/watch\?v=/, 'a plain link to the video on YouTube');
    const axe = await runAxe(page, { include: '[data-embed-card]' });
    t.same(
      axe.violations.map((v) => `${v.id}: ${v.help}`),
      [],
      'the cards pass axe',
    );

    hold.on = true;
    await page.click('[data-embed-card="YouTube"] [data-embed-action="load"]');
    await page.waitForFunction(
      () => document.querySelector('[data-embed-card="YouTube"] [role="status"]')?.textContent === 'Betöltés…',
    );
    // Until YouTube has answered, its frame waits hidden behind the card: it takes no room (nothing below moves twice)
    // and shows nothing (a blocked frame's error page would show here).
    t.equal(
      await page.$eval('iframe.video-embed', (f) => f.getClientRects().length),
      0,
      'the frame waits unseen while it loads',
    );
    hold.on = false;
    for (const answer of hold.waiting.splice(0)) answer();
    await page.waitForSelector('iframe.video-embed:not([hidden])');
    t.ok(
      outside.every((r) => new URL(r.url).hostname === 'www.youtube-nocookie.com'),
      'loading the video once asks YouTube only',
    );
    // The reachability check is one HEAD request beside the frame's own: the player's page is not fetched twice.
    t.same(
      outside.map((r) => `${r.type} ${r.method}`).sort(),
      ['document GET', 'fetch HEAD'],
      'the frame, and its address tried once without its body',
    );
    t.ok(await page.$('[data-embed-card="Spotify"]'), 'the Spotify card still waits');

    await page.click('dialog.consent [data-consent-choice="all"]');
    // An allowed frame loads as the reader nears it (the next test): the reader scrolls to the player.
    await page.$eval('[data-embed-card="Spotify"]', (el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForSelector('.sidebar iframe.embed-spotify:not([hidden])');
    t.equal(
      await page.$eval('.sidebar iframe.embed-spotify', (f) => f.src),
      SPOTIFY_EMBED,
      'allowing the purpose loads the player',
    );
    t.equal(await page.$$eval('[data-embed-card]', (els) => els.length), 0, 'no card left');
    await page.close();
  },
);

t.test('an embed that cannot load (blocked) keeps its card with a message', async (t) => {
  const context = await browser.createBrowserContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  await consentBeforeLoad(page, { embeds: true });
  await page.setViewport({ width: 375, height: 800 });
  const outside = await thirdPartyGate(page, { block: /open\.spotify\.com/ });
  await page.goto(`${bff.url}/after`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.$eval('[data-embed-card="YouTube"]', (el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForSelector('iframe.video-embed:not([hidden])');
  t.pass('allowed before: the video loads by itself as the reader nears it');
  // Allowed frames load as the reader nears them, as the frames' loading="lazy" did before consent gated them: the
  // sidebar's player, screens further down the phone's page, has not been asked for yet.
  const below = await page.$eval('[data-embed-card="Spotify"]', (el) => el.getBoundingClientRect().top / innerHeight);
  t.ok(below > 2, `the player's card is ${below.toFixed(1)} screens down`);
  t.same(
    outside.filter((r) => r.url.includes('open.spotify.com')),
    [],
    'so Spotify has not been asked',
  );
  t.equal(
    await page.$eval('[data-embed-card="Spotify"]', (el) => (el as HTMLElement).dataset.embedState),
    undefined,
    'and its card waits',
  );
  await page.$eval('[data-embed-card="Spotify"]', (el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForSelector('[data-embed-card="Spotify"][data-embed-state="failed"]');
  t.match(
    await page.$eval('[data-embed-card="Spotify"] [role="status"]', (el) => el.textContent),
    /Most nem sikerült betölteni/,
    'the card says why, in Hungarian',
  );
  t.equal(await page.$$eval('iframe.embed-spotify', (f) => f.length), 0, 'no broken frame');
  // The slots show only where an ad will come: this reader did not allow ads.
  const slots = await page.$$eval('.ad-slot', (els) =>
    els.map((el) => `${(el as HTMLElement).dataset.slot}: ${getComputedStyle(el).display}`),
  );
  t.same(
    slots,
    ['feed-1', 'feed-2', 'feed-3', 'sidebar', 'sticky'].map((pos) => `${pos}: none`),
    'ads not allowed: no ad slot takes room',
  );
  await page.close();
});
