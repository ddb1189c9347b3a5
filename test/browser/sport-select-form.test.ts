// The sports pages' GET forms (client/components/sport/select-form.tsx) navigate inside the app: a changed select, or
// Enter in a field, goes to the form's action with its fields as the query, without a document load, and a field the
// change makes meaningless (a new league's season) is left out. They navigate with useNavigate (React
// Router's <Form> and useSubmit are trimmed from the browser bundle, decision 047).
import t from 'tap';
import { FOOTBALL_PARAMS } from '../../shared/sport-constants.ts';
import { FOOTBALL_PATH } from '../../shared/sport-routes.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { watchPage } from '../helpers/page-watch.ts';
import { startBff, startLivescore, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ now: TEST_NOW });
const livescore = await startLivescore({ now: () => TEST_NOW * 1000 });
const bff = await startBff(origin.url, {
  livescoreApiUrl: livescore.url,
  pageCacheTtlMs: 0,
  clock: () => TEST_NOW * 1000,
});
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.cleanup();
  await bff.close();
  await livescore.close();
  await origin.close();
});

async function open(path: string) {
  const page = await browser.newPage();
  const watch = watchPage(page);
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(bff.url + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 7;
  });
  return { page, ...watch };
}

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

t.test("a changed season navigates in the app, to the form's action with its fields as the query", async (t) => {
  const reader = await open(`${FOOTBALL_PATH}?${FOOTBALL_PARAMS.view}=tabella`);
  const season = `select[name="${FOOTBALL_PARAMS.season}"]`;
  const other = await reader.page.$eval(season, (el) => {
    const select = el as HTMLSelectElement;
    return [...select.options].map((o) => o.value).find((v) => v !== select.value) ?? '';
  });
  t.ok(other, `another season to choose (${other})`);
  await reader.page.select(season, other);
  await reader.page.waitForFunction(
    (name, value) => new URL(location.href).searchParams.get(name) === value,
    {},
    FOOTBALL_PARAMS.season,
    other,
  );
  const url = reader.page.url();
  t.equal(new URL(url).pathname, FOOTBALL_PATH, "the form's action");
  t.same(
    query(url),
    { [FOOTBALL_PARAMS.view]: 'tabella', [FOOTBALL_PARAMS.league]: '271', [FOOTBALL_PARAMS.season]: other },
    'the hidden view, the league and the new season',
  );
  t.equal(await reader.page.evaluate(() => (window as unknown as { marker?: number }).marker), 7, 'no reload');
  t.equal(reader.documentLoads(), 1, 'one document load');
  t.same(reader.problems, [], 'no console errors');
  await reader.page.close();
});

t.test("a changed league leaves out the old league's season", async (t) => {
  const reader = await open(`${FOOTBALL_PATH}?${FOOTBALL_PARAMS.view}=tabella`);
  const league = `select[name="${FOOTBALL_PARAMS.league}"]`;
  // The demo data offers one league here: a second choice is added as a reader's browser would show it.
  await reader.page.$eval(league, (el) => el.append(new Option('Premier League', '39')));
  await reader.page.select(league, '39');
  await reader.page.waitForFunction(
    (name) => new URL(location.href).searchParams.get(name) === '39',
    {},
    FOOTBALL_PARAMS.league,
  );
  t.same(
    query(reader.page.url()),
    { [FOOTBALL_PARAMS.view]: 'tabella', [FOOTBALL_PARAMS.league]: '39' },
    'no season in the query',
  );
  t.equal(await reader.page.evaluate(() => (window as unknown as { marker?: number }).marker), 7, 'no reload');
  await reader.page.close();
});

t.test('a submitted form (Enter in a field) makes the same navigation, in the app', async (t) => {
  const reader = await open(FOOTBALL_PATH);
  const day = `input[name="${FOOTBALL_PARAMS.day}"]`;
  const before = await reader.page.$eval(day, (el) => (el as HTMLInputElement).value);
  t.ok(before, `the day field holds a day (${before})`);
  await reader.page.$eval(day, (el) => (el as HTMLInputElement).form!.requestSubmit());
  await reader.page.waitForFunction((name) => new URL(location.href).searchParams.has(name), {}, FOOTBALL_PARAMS.day);
  t.same(
    query(reader.page.url()),
    { [FOOTBALL_PARAMS.league]: '271', [FOOTBALL_PARAMS.season]: '2026', [FOOTBALL_PARAMS.day]: before },
    "the form's fields as the query",
  );
  t.equal(await reader.page.evaluate(() => (window as unknown as { marker?: number }).marker), 7, 'no reload');
  t.equal(reader.documentLoads(), 1, 'one document load');
  t.same(reader.problems, [], 'no console errors');
  await reader.page.close();
});
