// 'Legolvasottabb' (decision 092), at 375 and 1280 px: reads counted through the beacon decide the box's order, on the
// front (in the follow box's place: the sidebar gets no box more) and under an article (in 'Legfrissebb''s place, in
// English on an English article). A client counts at most once per article an hour, however often it posts; the
// hours come from the BFF's injected clock. A reader who allowed analytics counts one read after 10 s of page time
// with the page visible, none before. The box has no serious axe finding.
import t, { type Test } from 'tap';
import type { Page } from 'puppeteer';
import { request } from 'undici';
import { ANALYTICS_BEACON_PATH } from '../../shared/analytics-beacon.ts';
import {
  MOST_READ_BOX_KEY,
  MOST_READ_CACHE_MS,
  MOST_READ_SIZE,
  READ_DWELL_MS,
  READ_HOUR_MS,
} from '../../shared/most-read.ts';
import { runAxe } from '../helpers/axe.ts';
import { installPageClock } from '../helpers/page-clock.ts';
import { consentBeforeLoad } from '../helpers/reader-consent.ts';
import { startSiteInBrowser } from '../helpers/site-in-browser.ts';

let offset = 0;
const { origin, bff, browser } = await startSiteInBrowser({
  bff: { clock: () => Date.now() + offset, pageCacheTtlMs: 0 },
});

type Row = { id: number; url: string };
const articleRows = (english: boolean, limit: number): Row[] =>
  (
    origin.db
      .prepare(
        `SELECT id FROM articles WHERE type = 'article' AND active = 1 AND parent_id IS NULL AND site_slug = 'telex'
         AND english = ${english ? 1 : 0}
         ORDER BY pub_date ASC, id ASC LIMIT ?`,
      )
      .all(limit) as { id: number }[]
  ).map((r) => ({ id: r.id, url: '' }));
async function withUrls(rows: Row[]): Promise<Row[]> {
  for (const r of rows) r.url = ((await (await request(`${origin.url}/api/article/${r.id}`)).body.json()) as Row).url;
  return rows;
}

// The oldest articles: on no front and in no 'Friss hírek', so only their reads can put them in the box.
const [c, b, a, plain] = await withUrls(articleRows(false, 4).sort((x, y) => x.id - y.id));
const [englishArticle] = await withUrls(articleRows(true, 1));

const read = (r: Row) =>
  request(`${bff.url}${ANALYTICS_BEACON_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'read', path: r.url, article: r.id }),
  }).then((res) => res.statusCode);

// Hour 1: one read each, and c again and again from the same client (not counted); hour 2: a and b; hour 3: a.
// Ranked a, b, c: the reverse of their ids, so an order by id (the ranking's tie-break) would show as a failure.
t.test('reads posted over three hours of the BFF clock', async (t) => {
  const statuses: number[] = [];
  for (const r of [c, b, a, c, c, c, c]) statuses.push(await read(r));
  offset += READ_HOUR_MS;
  for (const r of [b, a, b]) statuses.push(await read(r));
  offset += READ_HOUR_MS;
  statuses.push(await read(a));
  t.ok(
    statuses.every((s) => s === 204),
    'each answered 204, counted or not',
  );
});

async function boxUrls(page: Page, scope: string): Promise<string[]> {
  await page.waitForSelector(`${scope} #${MOST_READ_BOX_KEY} a`, { timeout: 15_000 });
  return page.$$eval(`${scope} #${MOST_READ_BOX_KEY} a[href]`, (as) => as.map((x) => new URL(x.href).pathname));
}

async function noSeriousAxe(t: Test, page: Page) {
  const axe = await runAxe(page, { include: `#${MOST_READ_BOX_KEY}` });
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  t.same(serious, [], 'no serious axe finding in the box');
}

for (const width of [375, 1280]) {
  t.test(`${width} px: the reads decide the front's and the article's box`, async (t) => {
    const page = await browser.newPage();
    await page.setViewport({ width, height: 900 });
    await page.goto(`${bff.url}/`, { waitUntil: 'load' });
    t.same(await boxUrls(page, 'aside.sidebar'), [a.url, b.url, c.url], 'the front: most read first');
    t.equal(await page.$('aside.sidebar .follow-box'), null, 'in the follow box’s place');
    t.equal(
      await page.$eval(`#${MOST_READ_BOX_KEY} h2`, (h) => h.textContent),
      'Legolvasottabb',
      'titled in Hungarian',
    );
    await noSeriousAxe(t, page);

    await page.goto(`${bff.url}${plain.url}`, { waitUntil: 'load' });
    t.same(await boxUrls(page, '.article-after'), [a.url, b.url, c.url], 'under the article: most read first');
    t.equal(await page.$(`aside.sidebar #${MOST_READ_BOX_KEY}`), null, 'the article’s side column gets no box');
    t.equal(await page.$('#legfrissebb'), null, 'in the place of Legfrissebb');
    await noSeriousAxe(t, page);

    await page.goto(`${bff.url}${englishArticle.url}`, { waitUntil: 'load' });
    await boxUrls(page, '.article-after');
    t.equal(await page.$eval(`#${MOST_READ_BOX_KEY} h2`, (h) => h.textContent), 'Most read', 'in English');
    await page.close();
  });
}

t.test('a reader who allowed analytics counts one read after 10 s of a visible page', async (t) => {
  const page = await browser.newPage();
  await consentBeforeLoad(page, { analytics: true });
  const clock = await installPageClock(page);
  const beacons: Promise<string | undefined>[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === ANALYTICS_BEACON_PATH) beacons.push(r.fetchPostData());
  });
  const reads = async () =>
    (await Promise.all(beacons)).map((b) => JSON.parse(b ?? '{}') as { kind: string }).filter((b) => b.kind === 'read');
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${bff.url}${plain.url}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  // The analytics chunk starts counting once it has loaded.
  await page.waitForFunction(() => window.__pageClock!.pending().some((p) => p.repeats && p.delay === 1000), {
    timeout: 15_000,
  });
  await clock.advance(READ_DWELL_MS - 1000);
  await page.waitForNetworkIdle({ idleTime: 300 });
  t.same(await reads(), [], 'nothing before 10 s');
  await clock.advance(1000);
  await page.waitForNetworkIdle({ idleTime: 300 });
  t.same(await reads(), [{ kind: 'read', path: plain.url, article: plain.id }], 'one read, no identifier');
  await clock.advance(3 * READ_DWELL_MS);
  await page.waitForNetworkIdle({ idleTime: 300 });
  t.equal((await reads()).length, 1, 'and only one');

  offset += MOST_READ_CACHE_MS;
  const part = (await (await request(`${bff.url}/page-data/secondary/mostRead?site=telex`)).body.json()) as {
    items: { id: number }[];
  };
  t.same(
    part.items.map((i) => i.id),
    [a.id, b.id, c.id, plain.id],
    'the read counted, last with one read and a higher id than c',
  );
  await page.close();
});

/** The page's story links (a card's or an episode's title, a box entry: §9), once all its parts have drawn. */
async function pageStories(page: Page): Promise<string[]> {
  await page.waitForNetworkIdle({ idleTime: 500 });
  return page.$$eval('.card__title a, .episode__title a, a.mini__title', (as) =>
    as.map((x) => new URL((x as HTMLAnchorElement).href).pathname),
  );
}

const repeats = (links: readonly string[]) => links.filter((l, i) => links.indexOf(l) !== i);

// §9: the most read are the front's and the article's own stories too; the box leaves those out and still fills.
t.test('read most, the page’s own stories show once: on the front and under the article', async (t) => {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${bff.url}/`, { waitUntil: 'load' });
  const leadUrl = await page.$eval('main .card__title a', (x) => new URL((x as HTMLAnchorElement).href).pathname);
  const lead: Row = {
    id: ((await (await request(`${origin.url}/api/articles/${leadUrl.split('/').pop()}`)).body.json()) as Row).id,
    url: leadUrl,
  };
  // One more read article, so that the box has candidates to spare for what each page leaves out.
  const [spare] = await withUrls(articleRows(false, 5).slice(4));
  t.equal(await read(spare), 204);
  // four hours of a read each: both above a (three reads)
  for (let hour = 0; hour < 4; hour++) {
    offset += READ_HOUR_MS;
    for (const r of [lead, plain]) t.equal(await read(r), 204);
  }
  offset += MOST_READ_CACHE_MS;

  await page.goto(`${bff.url}/`, { waitUntil: 'load' });
  const front = await boxUrls(page, 'aside.sidebar');
  t.equal(front[0], plain.url, 'the front: the most read first');
  t.notOk(front.includes(lead.url), 'the front: its lead left out');
  t.equal(front.length, MOST_READ_SIZE, 'the front: the box still full');
  t.same(repeats(await pageStories(page)), [], 'the front: no story twice');

  await page.goto(`${bff.url}${plain.url}`, { waitUntil: 'load' });
  const box = await boxUrls(page, '.article-after');
  t.notOk(box.includes(plain.url), 'the article: not in its own box');
  t.equal(box.length, MOST_READ_SIZE, 'the article: the box still full');
  t.same(repeats(await pageStories(page)), [], 'the article: no story twice');
  await page.close();
});
