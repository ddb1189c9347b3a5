// The archive page through the BFF and the embedded origin: statuses and headers, the search's URL read
// back into the page (tags by name, term, marks), the empty state as a 200, paging with the search kept, what a plain
// GET form submits giving the same first page, a refused search, which archive answers where, and hostile terms,
// filters and pages that always get a page (or a clear refusal of the HTTP layer), never a 500.
import t from 'tap';
import { request } from 'undici';
import { archiveSearchUrl } from '../../shared/archive-query.ts';
import { TEXT_NO_MORE_RESULTS, TEXT_NO_SEARCH_RESULTS, TEXT_SEARCH_REFUSED } from '../../shared/search-constants.ts';
import { PAGE_DATA_PATH } from '../../shared/pages/page-data-endpoint.ts';
import type { ArchivePageData } from '../../shared/pages/archive.ts';
import { MAX_PATH_LENGTH } from '../../shared/request-limits.ts';
import { hostileTerms } from '../helpers/hostile-terms.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin();
// The test plays the caching proxy from loopback: trusted only because it says so (TRUST_PROXY is empty by default).
const bff = await startBff(origin.url, { pageCacheTtlMs: 0, trustProxy: 'loopback' });
t.teardown(async () => {
  await bff.close();
  await origin.close();
});

async function get(path: string, host?: string, userAgent?: string) {
  const res = await request(bff.url + path, {
    headers: { ...(host ? { host } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
  return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
}
async function pageData(path: string): Promise<ArchivePageData> {
  const res = await request(`${bff.url}${PAGE_DATA_PATH}?path=${encodeURIComponent(path)}`);
  const body = (await res.body.json()) as { status: number; data: ArchivePageData };
  if (body.status !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}
/** The ids of the hits a page lists, in order. */
const hitIds = (html: string) =>
  [...html.matchAll(/<li class="card card--list search-hit[^"]*" data-article-id="(\d+)"/g)].map((m) => Number(m[1]));
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const url = (term: string, filters: Record<string, string[]> = {}, page = 1) => {
  const tags = Object.entries(filters).flatMap(([key, slugs]) =>
    slugs.map((slug) => ({
      type: ({ and_tags: 'tags', superTags: 'superTags', authors: 'authors', title: 'title' } as const)[
        key as 'and_tags'
      ],
      slug,
      text: slug,
    })),
  );
  return archiveSearchUrl('/archivum', { term, tags, page });
};

// A word the corpus has in titles, a section and a busy tag with it: real searches with real hits.
const section = origin.db.prepare(`SELECT slug, name FROM super_tags WHERE slug = 'belfold'`).get() as {
  slug: string;
  name: string;
};
const tag = origin.db
  .prepare(
    `SELECT t.slug, t.name FROM tags t JOIN article_tags x ON x.tag_id = t.id GROUP BY t.id ORDER BY count(*) DESC LIMIT 1`,
  )
  .get() as { slug: string; name: string };

// A word of the newest listed story's title: the search lists the newest hits first, so the first hit has it in its
// title, whatever the generated corpus says elsewhere.
const titleWord = (
  origin.db
    .prepare(
      `SELECT a.title FROM articles a JOIN super_tags s ON s.id = a.main_super_tag_id
  WHERE a.active = 1 AND s.active = 1 AND a.parent_id IS NULL AND a.site_slug <> 'transtelex' ORDER BY a.id DESC LIMIT 1`,
    )
    .pluck()
    .get() as string
)
  .split(/[^a-záéíóöőúüű]+/)
  .filter((w) => w.length >= 5)
  .sort((x, y) => y.length - x.length)[0];

t.test('a search answers 200 with its hits, the searched words marked, the list cache rule and no index', async (t) => {
  // A crawler gets the complete render, which carries the page's shared cache rule (people's streamed pages are private).
  const res = await get(url(titleWord), undefined, 'Mozilla/5.0 (compatible; Googlebot/2.1)');
  t.equal(res.status, 200);
  t.match(res.headers['content-type'], /text\/html/);
  t.match(
    res.headers['cache-control'],
    /^public, max-age=30, s-maxage=60\b/,
    'the list rule: short, by URL (no reader state in it)',
  );
  t.notOk(res.headers['surrogate-key'], 'no surrogate key for a client (decision 039)');
  const proxied = await request(bff.url + url(titleWord), {
    headers: { 'surrogate-capability': 'varnish="Surrogate/1.0"' },
  });
  await proxied.body.dump();
  t.match(String(proxied.headers['surrogate-key']), /\blist-archive\b/, 'a caching proxy we trust gets the keys');
  t.ok(hitIds(res.body).length > 0, 'hits');
  t.match(res.body, new RegExp(`<mark>${titleWord}</mark>`, 'i'), `the word is marked: ${titleWord}`);
  t.match(res.body, /<meta name="robots" content="noindex, follow"\/>/, 'a result page stays out of search engines');
  t.match(res.body, /\d[\d ]* találat/, 'the total');
  t.notMatch((await get('/archivum')).body, /name="robots"/, 'the bare archive may be indexed');
});

t.test("no hits is a 200 page that says 'Nincs találat' and keeps the search in its form", async (t) => {
  const res = await get(url('zqxjzqxj', { and_tags: [tag.slug] }));
  t.equal(res.status, 200);
  t.match(res.body, TEXT_NO_SEARCH_RESULTS);
  t.same(hitIds(res.body), []);
  t.match(res.body, /name="term" value="zqxjzqxj"/, 'the term stays in the field');
  t.match(res.body, new RegExp(`class="search-tag__text">${tag.name}<`), 'the tag stays, by name');
});

t.test(
  'the URL round trip: term and filters read back into the page, by name, and the form writes them again',
  async (t) => {
    const path = url('kormány', { superTags: [section.slug], and_tags: [tag.slug] });
    const res = await get(path);
    t.equal(res.status, 200);
    t.match(
      res.body,
      new RegExp(`class="search-tag__text">${section.name}<`),
      "the section by its name (the origin's searchTags)",
    );
    t.match(res.body, new RegExp(`class="search-tag__text">${tag.name}<`));
    const hidden = /<input type="hidden" name="filters" value="([^"]*)"\/>/.exec(res.body);
    t.same(
      JSON.parse(decode(hidden![1])),
      { and_tags: [tag.slug], superTags: [section.slug] },
      'the form carries the same filters',
    );
    t.match(
      res.body,
      new RegExp(`<link rel="canonical" href="${bff.url}${path.replace(/[?]/g, '\\?')}"/>`.replace(/&/g, '&amp;')),
      "the canonical URL is the search's URL",
    );
    const data = await pageData(path);
    t.equal(data.kind, 'archive');
    t.same(
      data.tags.map((x) => x.text),
      [tag.name, section.name],
      'the page data (client-side navigation) holds the same search',
    );
    t.same(
      data.hits.map((h) => h.id),
      hitIds(res.body),
      'and the same hits',
    );
  },
);

t.test('paging: oldal pages through the same search; the page links keep term and filters', async (t) => {
  const filters = { superTags: [section.slug] };
  const first = await pageData(url('a', filters));
  t.ok(first.totalPages > 2, `enough hits to page (${first.totalItems})`);
  const second = await pageData(url('a', filters, 2));
  t.equal(second.page, 2);
  t.equal(second.totalItems, first.totalItems);
  t.notOk(
    second.hits.some((h) => first.hits.some((f) => f.id === h.id)),
    'other hits',
  );
  const html = (await get(url('a', filters, 2))).body;
  const links = [...html.matchAll(/<a class="pagination__page" href="([^"]+)"/g)].map(
    (m) => new URL(decode(m[1]), bff.url),
  );
  t.ok(links.length > 0);
  for (const link of links) {
    t.equal(link.searchParams.get('term'), 'a');
    t.same(JSON.parse(link.searchParams.get('filters')!), filters);
  }
  const beyond = await get(url('a', filters, 9999));
  t.equal(beyond.status, 200, 'past the last page: still a page');
  t.match(beyond.body, TEXT_NO_MORE_RESULTS, 'saying this page has nothing more');
  t.match(
    beyond.body,
    /href="\/archivum\?term=a&amp;filters=[^"]+"[^>]*>Vissza az első oldalra/,
    'with the way back to page 1',
  );
});

t.test('without JavaScript: what the GET forms submit answers the same first page', async (t) => {
  // The archive's form: term, then the hidden filters, as a browser encodes them.
  const path = url('választás', { superTags: [section.slug] }, 3);
  const html = (await get(path)).body;
  const form = /<form class="archive-search"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html)!;
  t.equal(form[1], '/archivum');
  const submitted = new URLSearchParams();
  for (const m of form[2].matchAll(/<input[^>]*\bname="([^"]+)"[^>]*\bvalue="([^"]*)"/g))
    submitted.append(m[1], decode(m[2]));
  t.same([...submitted.keys()], ['term', 'filters'], 'the form sends term and filters');
  const viaForm = await get(`${form[1]}?${submitted}`);
  const viaScript = await get(url('választás', { superTags: [section.slug] }));
  t.equal(viaForm.status, 200);
  t.same(hitIds(viaForm.body), hitIds(viaScript.body), 'the same hits as the URL the script navigates to');
  t.ok(hitIds(viaForm.body).length > 0);
  // The header's form: only a term, to the site's archive.
  const header = /<details class="header-search"><summary[^>]*><\/summary><form role="search" action="([^"]+)"/.exec(
    html,
  );
  t.equal(header?.[1], '/archivum');
  t.same(hitIds((await get('/archivum?term=v%C3%A1laszt%C3%A1s')).body), hitIds((await get(url('választás'))).body));
  t.match(
    (await get('/g7/rovat/penz')).body,
    /<form role="search" action="\/g7\/archivum"/,
    'on G7 the header searches /g7/archivum',
  );
});

t.test('which archive: each sub-site searches its own articles; the sub-sites only on the main domain', async (t) => {
  const g7 = await pageData('/g7/archivum?term=a');
  const sitesOf = origin.db.prepare('SELECT site_slug FROM articles WHERE id = ?').pluck();
  t.ok(g7.hits.length > 0);
  t.ok(
    g7.hits.every((h) => sitesOf.get(h.id) === 'g7'),
    'G7 only',
  );
  t.equal(g7.path, '/g7/archivum');
  t.equal((await get('/foo/archivum')).status, 404);
  t.equal((await get('/archivum', 'ro.localhost')).status, 200, 'the regional edition has its archive');
  t.equal((await get('/g7/archivum', 'ro.localhost')).status, 404);
});

t.test('a search the origin refuses (a hand-edited URL past its limits) is a page that says so', async (t) => {
  const res = await get(url('x', { title: ['a'.repeat(150), 'b'.repeat(150)] }));
  t.equal(res.status, 200);
  t.match(res.body, TEXT_SEARCH_REFUSED);
  t.match(res.body, /name="term" value="x"/, 'with the search in its form to fix');
});

t.test(
  'hostile terms, filters and pages: a page, or a clear refusal of the HTTP layer; never a 500 or a stack',
  async (t) => {
    const terms = hostileTerms(500, 15);
    const statuses = new Map<number, number>();
    const check = async (path: string) => {
      const res = await request(bff.url + path);
      const body = await res.body.text();
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const label = path.slice(0, 80);
      // A request line past Node's header limit is 431, a path past the BFF's limit 414: clear answers before any page.
      const refused =
        (res.statusCode === 431 && path.length > 8 * 1024) || (res.statusCode === 414 && path.length > MAX_PATH_LENGTH);
      if (res.statusCode !== 200 && !refused) t.fail(`${label}: ${res.statusCode}`);
      if (/\bat \S+:\d+:\d+|node_modules|\/work\/|SqliteError/.test(body)) t.fail(`${label}: internals in the answer`);
      const page =
        hitIds(body).length > 0 ||
        [TEXT_NO_SEARCH_RESULTS, TEXT_NO_MORE_RESULTS, TEXT_SEARCH_REFUSED].some((text) => body.includes(text));
      if (res.statusCode === 200 && !page) {
        t.fail(`${label}: neither hits nor the empty state`);
      }
    };
    for (const [i, raw] of terms.entries()) {
      // The term, the same text as a free-text tag and as a tag slug, and junk pages, in turns.
      const filters =
        i % 3 === 0
          ? `%7B%22title%22%3A%5B%22${raw}%22%5D%7D`
          : i % 3 === 1
            ? `%7B%22and_tags%22%3A%22${raw}%22%7D`
            : raw;
      // oldal=1 would be a 301 to the same search without it (§5 page 1 is not written).
      await check(`/archivum?term=${raw}&filters=${filters}&oldal=${i % 5 === 0 ? raw : String(2 + (i % 7))}`);
    }
    t.pass(`statuses: ${JSON.stringify([...statuses].sort())}`);
    // Only URLs with a 4 KB term written into them two or three times go past the HTTP layer's limits.
    t.ok((statuses.get(200) ?? 0) > 400, 'almost every one is a page');
  },
);
