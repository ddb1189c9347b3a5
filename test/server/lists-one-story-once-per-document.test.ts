// One story once per page, the page as a reader sees it (§9 "items used earlier on a page are excluded from later
// blocks"): the whole rendered document of every page family, its main column and every box beside or below it, read
// as a desktop and as a phone browser gets it. A story is a link to an article or an episode in a story card's title:
// a card's heading (`card__title`), a box entry (`mini__title`) or an episode's heading (`episode__title`); a card's
// picture repeats its own title's link and is not counted, nor are menus, tabs, tags and "more" links. No story's
// link appears twice, and the boxes still fill their count.
import t, { type Test } from 'tap';
import { request } from 'undici';
import { HIKE_NEWS_TAG, LATEST_ARTICLES_DEFAULT } from '../../shared/constants.ts';
import type { ArticleSummary } from '../../shared/api-types.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
const bff = await startBff(origin.url, { pageCacheTtlMs: 0 });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

const BROWSERS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

/** The story links of a document, in document order (see the header for what counts as one). */
function storyLinks(html: string): string[] {
  const links: string[] = [];
  const heading = /<(h[1-6]|p) class="(?:card__title|episode__title)"[^>]*>\s*<a [^>]*?href="([^"]+)"/g;
  for (const m of html.matchAll(heading)) links.push(m[2]);
  for (const m of html.matchAll(/<a class="mini__title" href="([^"]+)"/g)) links.push(m[1]);
  return links;
}

/** The story links of the main column (`<main>`). */
function mainColumnLinks(html: string): string[] {
  const at = html.indexOf('<main');
  return storyLinks(html.slice(at, html.indexOf('</main>', at)));
}

/** The entries of one sidebar box, by its element id (`friss-hirek`, …). */
function boxLinks(html: string, id: string): string[] {
  const at = html.indexOf(`<section class="sidebar__box" id="${id}"`);
  if (at < 0) return [];
  const box = html.slice(at, html.indexOf('</section>', at));
  return [...box.matchAll(/<a class="mini__title" href="([^"]+)"/g)].map((m) => m[1]);
}

const repeats = (links: readonly string[]) => links.filter((l, i) => links.indexOf(l) !== i);

async function get(t: Test, path: string, ua: string, host?: string): Promise<string> {
  const res = await request(bff.url + path, { headers: { 'user-agent': ua, ...(host ? { host } : {}) } });
  t.equal(res.statusCode, 200, `${path} answers`);
  return res.body.text();
}

const api = async <T>(path: string): Promise<T> => (await (await request(origin.url + path)).body.json()) as T;
const newest = (await api<{ items: ArticleSummary[] }>('/api/articles?perPage=5')).items;
const tag = newest.flatMap((a) => a.tags).find((g) => g.slug)!;
const hikeNews = (await api<{ items: ArticleSummary[] }>(`/api/articles?filters[tag]=${HIKE_NEWS_TAG}&perPage=100`))
  .items;
const regionalHost = new URL(bff.config.publicOrigin.regional).host;

/** One page of every family: the fronts of every site, a section, a tag, an article, the archive, a supplement, a podcast. */
const pages: { family: string; path: string; host?: string; latestBox: boolean }[] = [
  { family: 'front', path: '/', latestBox: true },
  { family: 'After front', path: '/after', latestBox: false },
  { family: 'G7 front', path: '/g7', latestBox: true },
  { family: 'Karakter front', path: '/karakter', latestBox: true },
  { family: 'regional front', path: '/', host: regionalHost, latestBox: true },
  { family: 'section', path: '/rovat/belfold', latestBox: true },
  { family: 'hike section', path: '/rovat/szepkilatas', latestBox: true },
  { family: 'tag', path: `/cimke/${tag.slug}`, latestBox: true },
  { family: 'article', path: newest[3].url, latestBox: true },
  { family: 'archive', path: '/archivum?term=parlament', latestBox: true },
  { family: 'supplement', path: '/melleklet/usa-2024', latestBox: true },
  { family: 'podcast', path: '/podcast/after-podcast', latestBox: true },
];

for (const [browser, ua] of Object.entries(BROWSERS)) {
  t.test(`${browser}: every page family links each story once, its boxes full`, async (t) => {
    for (const { family, path, host, latestBox } of pages) {
      const html = await get(t, path, ua, host);
      const links = storyLinks(html);
      t.ok(links.length > LATEST_ARTICLES_DEFAULT, `${family} ${path}: stories found (${links.length})`);
      t.same(repeats(links), [], `${family} ${path}: no story linked twice`);
      if (latestBox) {
        t.equal(boxLinks(html, 'friss-hirek').length, LATEST_ARTICLES_DEFAULT, `${family}: 'Friss hírek' is full`);
      }
      if (family === 'hike section') {
        // full as far as the corpus's hike news outside the main column reach
        const main = new Set(mainColumnLinks(html));
        const spare = hikeNews.filter((a) => !main.has(a.url)).length;
        t.ok(spare > 0, `${family}: hike news outside the main column (${spare})`);
        t.equal(
          boxLinks(html, 'tura-hirek').length,
          Math.min(LATEST_ARTICLES_DEFAULT, spare),
          `${family}: 'Túra hírek' is full`,
        );
      }
    }
  });
}
