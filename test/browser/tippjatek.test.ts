// The prediction game in a real browser (§2.1 tippjatek): at 375 px a reader fills the form, sees the running total
// and the message while it is not 100 %, cannot send it then, corrects it, sends it and lands on the shareable page of
// their prediction with their values and the comparison with the official result. The same works with JavaScript off
// (the BFF brings a refused form back with the values and the reason). axe finds no serious or critical violation on
// the form and the prediction page at 375 and 1280 px, light and dark.
import { mkdirSync } from 'node:fs';
import t from 'tap';
import { runAxe } from '../helpers/axe.ts';
import type { Page } from 'puppeteer';
import { COLOR_MODE_STORAGE_KEY } from '../../shared/constants.ts';
import { addOpenTestGame, OPEN_TEST_GAME } from '../helpers/open-prediction-game.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

const { origin, bff, browser } = await startSiteInBrowser({ origin: { articles: 120 } });
addOpenTestGame(origin.db);

const FORM = `/melleklet/tippjatek/${OPEN_TEST_GAME}`;
const PREDICTION_URL = new RegExp(`${FORM}/[a-z2-9]{10}$`);
const SHOTS = '.scratch/tippjatek';
mkdirSync(SHOTS, { recursive: true });
const text = (page: Page, selector: string) =>
  page.$eval(selector, (e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? '');

async function fill(page: Page, code: string, value: string) {
  const input = `input[name="p-${code}"]`;
  await page.click(input, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(input, value);
}

async function violations(page: Page): Promise<string[]> {
  const result = await runAxe(page);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}; at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let predictionPath = '';

t.test('at 375 px: the running total, the message while it is not 100 %, then the shareable page', async (t) => {
  const page = await browser.newPage();
  await page.setViewport({ width: 375, height: 800 });
  await page.goto(bff.url + FORM, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  t.equal(await text(page, '[data-testid="tipp-allapot"]'), 'Még 5 mezőt kell kitöltened.');

  await fill(page, 'fidesz-kdnp', '50');
  await fill(page, 'egysegben', '40');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="tipp-osszeg"]')?.textContent?.replace(/\s/g, ' ') === '90 %',
    { timeout: 15_000 },
  );
  t.pass('the total follows the typing: 90 %');
  await fill(page, 'mi-hazank', '5');
  await fill(page, 'mkkp', '3,5');
  await fill(page, 'egyeb', '0');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="tipp-osszeg"]')?.textContent?.replace(/\s/g, ' ') === '98,5 %',
    { timeout: 15_000 },
  );
  t.equal(
    await text(page, '[data-testid="tipp-allapot"]'),
    'A tippjeid összege 98,5 %, nem 100 %: még 1,5 százalékpont hiányzik.',
  );
  await page.screenshot({ path: `${SHOTS}/form-375-not-100.png`, fullPage: true });

  // Sending it now changes nothing but the focus: the reader is taken to the message.
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'tipp-allapot', {
    timeout: 15_000,
  });
  t.equal(new URL(page.url()).pathname, FORM, 'not sent');

  await fill(page, 'egyeb', '1,5');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="tipp-osszeg"]')?.textContent?.replace(/\s/g, ' ') === '100 %',
    { timeout: 15_000 },
  );
  t.equal(await text(page, '[data-testid="tipp-allapot"]'), 'Pontosan 100 %: elküldheted a tippedet.');
  const [scroll, client] = await page.$eval('html', (h) => [h.scrollWidth, h.clientWidth]);
  t.ok(scroll <= client, `no sideways scroll at 375 px (${scroll} ≤ ${client})`);

  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 }),
    page.click('button[type="submit"]'),
  ]);
  t.match(page.url(), PREDICTION_URL, "landed on the prediction's own page");
  predictionPath = new URL(page.url()).pathname;
  t.equal(await text(page, '[data-testid="tipp-fidesz-kdnp"]'), '50 %');
  t.equal(await text(page, '[data-testid="tipp-mkkp"]'), '3,5 %');
  t.equal(await text(page, '[data-testid="tipp-egyeb"]'), '1,5 %');
  t.equal(await text(page, '[data-testid="tipp-elteres"]'), '11,58 százalékpont');
  t.equal(await page.$eval('link[rel="canonical"]', (l) => l.getAttribute('href')), page.url());
  const key = predictionPath.split('/').pop();
  const row = origin.db.prepare('SELECT submission_id FROM predictions WHERE key = ?').get(key) as {
    submission_id: string | null;
  };
  t.match(row.submission_id, /^[0-9a-f]{36}$/, "the page's script named the submission");
  const [wide, room] = await page.$eval('html', (h) => [h.scrollWidth, h.clientWidth]);
  t.ok(wide <= room, `the prediction needs no sideways scroll at 375 px (${wide} ≤ ${room})`);
  await page.screenshot({ path: `${SHOTS}/prediction-375.png`, fullPage: true });
  await page.close();
});

t.test(
  'without JavaScript: a refused form comes back with the values and the reason, then the prediction is stored',
  async (t) => {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 375, height: 800 });
    await page.goto(bff.url + FORM, { waitUntil: 'load' });
    for (const [code, value] of [
      ['fidesz-kdnp', '60'],
      ['egysegben', '40'],
      ['mi-hazank', '5'],
      ['mkkp', '0'],
      ['egyeb', '0'],
    ])
      await fill(page, code, value);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 }),
      page.click('button[type="submit"]'),
    ]);
    t.equal(new URL(page.url()).pathname, FORM, 'back on the form');
    t.equal(
      await text(page, '[data-testid="tipp-allapot"]'),
      'A tippjeid összege 105 %, nem 100 %: 5 százalékpont a többlet.',
    );
    t.equal(await page.$eval('input[name="p-fidesz-kdnp"]', (i) => i.value), '60', 'the typed values are kept');
    await fill(page, 'fidesz-kdnp', '55');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 }),
      page.click('button[type="submit"]'),
    ]);
    t.match(page.url(), PREDICTION_URL);
    t.equal(await text(page, '[data-testid="tipp-fidesz-kdnp"]'), '55 %');
    await page.close();
  },
);

t.test('axe: no serious or critical violation on the form and a prediction at 375 and 1280 px', async (t) => {
  for (const width of [375, 1280]) {
    for (const mode of ['light', 'dark']) {
      const page = await browser.newPage();
      await page.setViewport({ width, height: 900 });
      await page.evaluateOnNewDocument((k, v) => localStorage.setItem(k, v), COLOR_MODE_STORAGE_KEY, mode);
      for (const path of [
        FORM,
        `${FORM}?p-fidesz-kdnp=50&p-egysegben=40&p-mi-hazank=5&p-mkkp=3&p-egyeb=sok`,
        predictionPath,
      ]) {
        const res = await page.goto(bff.url + path, { waitUntil: 'load' });
        t.equal(res?.status(), 200, path);
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
        if (mode === 'light' && path !== FORM)
          await page.screenshot({
            path: `${SHOTS}/${path === predictionPath ? 'prediction' : 'form-returned'}-${width}.png`,
            fullPage: true,
          });
        const found = await violations(page);
        t.same(found, [], `${path} at ${width} px, ${mode}${found.length ? `\n${found.join('\n')}` : ''}`);
      }
      await page.close();
    }
  }
});
