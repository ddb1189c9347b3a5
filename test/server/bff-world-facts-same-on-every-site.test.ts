// The weather and the exchange rates are facts about the world, so at one moment the header of every site of
// the main domain says the same (it once said Budapest 3° on /, 8° on /g7, 4° on /after and 5° on /karakter, because
// the origin drew the weather per site). Read from the complete HTML a crawler gets, as a reader would see it.
import t from 'tap';
import { request } from 'undici';
import { startBff, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ now: TEST_NOW });
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, clock: () => TEST_NOW * 1000 });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };

/** The header bar's weather ("Budapest 3°") and its rate ticker ("EUR 395,12 Ft …"), as the reader sees them. */
async function headerFacts(path: string) {
  const res = await request(bff.url + path, { headers: BOT });
  t.equal(res.statusCode, 200, path);
  const body = (await res.body.text()).replace(/<!-- -->/g, '');
  const weather = body.match(
    /<span class="weather-now" title="([^"]*)">[\s\S]*?<span aria-hidden="true">([^<]*)<strong>([^<]*)<\/strong>/,
  );
  const ticker = body.match(/<a href="\/arfolyam" class="ticker__link"[^>]*>([\s\S]*?)<\/a>/);
  const rates = [...(ticker?.[1] ?? '').matchAll(/<span class="ticker__rate[^"]*">([^<]*)<\/span>/g)].map((m) =>
    m[1].trim(),
  );
  return { weather: weather ? `${weather[2].trim()} ${weather[3]} (${weather[1]})` : null, rates };
}

t.test(
  'the header weather and exchange rates are the same on /, /g7, /after and /karakter at one moment',
  async (t) => {
    const paths = ['/', '/g7', '/after', '/karakter'];
    const facts: Awaited<ReturnType<typeof headerFacts>>[] = [];
    for (const path of paths) facts.push(await headerFacts(path));
    t.match(facts[0].weather, /^Budapest -?\d+° \(/, 'the main site shows a weather');
    t.ok(facts[0].rates.length >= 2, `the main site shows rates: ${facts[0].rates.join(' | ')}`);
    paths.slice(1).forEach((path, i) => {
      t.equal(facts[i + 1].weather, facts[0].weather, `${path}: the weather of /`);
      t.same(facts[i + 1].rates, facts[0].rates, `${path}: the rates of /`);
    });
  },
);
