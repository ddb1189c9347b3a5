// A reader turns on push notifications in Chromium (§3 Subscription, 'fontos' by default; §7 /api/subscriptions):
// nothing is asked before the reader presses the button; the subscription and its topics are stored by the publisher
// API; the origin's admin send reaches the subscription; and a push delivered to the service worker shows as a
// notification.
//
// Headless Chromium has no push service, so this test stands in for one (test/helpers/fake-push-manager.ts): a
// subscription whose endpoint is a local push service (test/helpers/web-push-receiver.ts) with the test's keys. The origin encrypts to those keys, the test decrypts what the
// local push service received, and hands that payload to the service worker through the DevTools protocol
// (ServiceWorker.deliverPushMessage), as a browser vendor's push service would.
import t from 'tap';
import { request } from 'undici';
import { browserKeys } from '../helpers/web-push-receiver.ts';
import { fakePushManager } from '../helpers/fake-push-manager.ts';
import { startPushSite } from '../helpers/push-site.ts';

const { origin, bff, pushService, browser } = await startPushSite(t);

const keys = browserKeys();
const stored = (token: string) =>
  origin.db.prepare('SELECT topic FROM push_subscriptions WHERE client_token = ? ORDER BY topic').pluck().all(token);

t.test('opt in, manage topics, receive a push', async (t) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push((e as Error).message));
  let permissionAsked = 0;
  await page.exposeFunction('__permissionAsked', () => {
    permissionAsked++;
  });
  await page.evaluateOnNewDocument(() => {
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      (window as unknown as { __permissionAsked(): void }).__permissionAsked();
      return ask(...args);
    };
  });
  await fakePushManager(page, `${pushService.url}/push/reader-1`, keys);
  await context.overridePermissions(bff.url, ['notifications']);

  await page.goto(`${bff.url}/dokumentum/hirlevel#ertesitesek`, { waitUntil: 'load' });
  await page.waitForSelector('.push-settings[data-push-state="off"]', { timeout: 15_000 });
  t.equal(permissionAsked, 0, 'nothing asked before the reader asks');
  // The site's service worker may already run (offline copies, decision 088); push is another matter.
  t.equal(
    await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      const subscriptions = await Promise.all(registrations.map((r) => r.pushManager.getSubscription()));
      return subscriptions.filter(Boolean).length;
    }),
    0,
    'no push subscription before the reader asks',
  );

  await page.click('.push-settings__enable');
  await page.waitForSelector('.push-settings[data-push-state="on"]', { timeout: 15_000 });
  t.equal(permissionAsked, 1, 'the permission asked once, on the click');
  t.equal(
    await page.$eval('.push-settings__status', (el) => el.textContent),
    'Az értesítések be vannak kapcsolva ebben a böngészőben.',
  );
  const token = await page.evaluate(() => localStorage.getItem('pushClientToken'));
  t.ok(token, 'this browser has a client token');
  t.same(stored(token!), ['fontos'], "§3 stored with the 'fontos' topic by default");
  const device = origin.db
    .prepare('SELECT endpoint, p256dh, auth FROM push_devices WHERE client_token = ?')
    .get(token) as { endpoint: string; p256dh: string };
  t.equal(device.endpoint, `${pushService.url}/push/reader-1`, "with the browser's push subscription");
  t.equal(device.p256dh, keys.p256dh);
  const viaBff = (await (
    await request(`${bff.url}/api/subscriptions?clientToken=${encodeURIComponent(token!)}`)
  ).body.json()) as { topics: string[] };
  t.same(viaBff.topics, ['fontos'], 'GET /api/subscriptions agrees');
  t.same(await page.$$eval('.push-settings__topic input', (inputs) => inputs.map((i) => [i.value, i.checked])), [
    ['fontos', true],
    ['g7', false],
    ['after', false],
    ['karakter', false],
  ]);

  await page.click('.push-settings__topic input[value="g7"]');
  await page.waitForFunction(
    () =>
      (document.querySelector('.push-settings__topic input[value="g7"]') as HTMLInputElement).checked &&
      !(document.querySelector('.push-settings__topics') as HTMLFieldSetElement).disabled,
  );
  t.same(stored(token!), ['fontos', 'g7'], 'a topic added');
  await page.click('.push-settings__topic input[value="fontos"]');
  await page.waitForFunction(
    () =>
      !(document.querySelector('.push-settings__topic input[value="fontos"]') as HTMLInputElement).checked &&
      !(document.querySelector('.push-settings__topics') as HTMLFieldSetElement).disabled,
  );
  t.same(stored(token!), ['g7'], 'and one taken away');

  // The editors send to the g7 topic; the stand-in push service receives it, encrypted for this browser.
  const sent = await request(`${origin.url}/admin/push/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      topic: 'g7',
      title: 'Elfogadták a költségvetést',
      body: 'Az Országgyűlés 133 igen szavazattal döntött.',
      url: '/g7',
    }),
  });
  t.equal(sent.statusCode, 200);
  await sent.body.dump();
  t.equal(pushService.deliveries.length, 1, 'one delivery for the one subscribed browser');
  const payload = keys.decrypt(pushService.deliveries[0].body).toString('utf8');
  t.same(JSON.parse(payload), {
    title: 'Elfogadták a költségvetést',
    body: 'Az Országgyűlés 133 igen szavazattal döntött.',
    url: '/g7',
    tag: 'g7',
  });

  // …and the browser's push service would hand it to the service worker: the DevTools protocol does that here.
  const cdp = await page.createCDPSession();
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${bff.url}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  // The worker must be active to take a push; a message handed to it while it starts can be dropped, so the delivery
  // is repeated, as a push service redelivers, until the notification shows (one tag: a repeat replaces it).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  const shownSoon = () =>
    page
      .waitForFunction(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length > 0, {
        timeout: 15_000,
      })
      .then(
        () => true,
        () => false,
      );
  let delivered = false;
  for (let i = 0; i < 4 && !delivered; i++) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: bff.url, registrationId: id, data: payload });
    delivered = await shownSoon();
  }
  t.ok(delivered, 'the service worker showed the pushed message');
  const shown = await page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url: string }).url,
    })),
  );
  t.same(
    shown,
    [
      {
        title: 'Elfogadták a költségvetést',
        body: 'Az Országgyűlés 133 igen szavazattal döntött.',
        tag: 'g7',
        url: `${bff.url}/g7`,
      },
    ],
    'the notification is shown',
  );

  await page.click('.push-settings__disable');
  await page.waitForSelector('.push-settings[data-push-state="off"]');
  t.same(stored(token!), [], "turned off: the publisher forgets this browser's topics");
  t.same(problems, []);
  await context.close();
});

t.test('a browser that cannot receive pushes is told so, and asked nothing', async (t) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.evaluateOnNewDocument(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.goto(`${bff.url}/dokumentum/hirlevel`, { waitUntil: 'load' });
  await page.waitForSelector('.push-settings[data-push-state="unsupported"]', { timeout: 15_000 });
  t.equal(
    await page.$eval('.push-settings__note', (el) => el.textContent),
    'Ez a böngésző nem tud értesítéseket fogadni.',
  );
  t.equal(await page.$('.push-settings__enable'), null);
  await context.close();
});
