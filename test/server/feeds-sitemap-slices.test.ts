// The origin's sitemap walk (GET /api/sitemap/articles): chained by its cursor, the slices hold every article page
// of the listed sites exactly once, oldest first, and nothing the article page would 404; bad input is a 400.
import t from 'tap';
import { request } from 'undici';
import { articlePath } from '../../shared/article-url.ts';
import { SITEMAP_SLICE_MAX, SitemapSlice } from '../../shared/sitemap-slice.ts';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { startOrigin } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 600, seed: 42 });
t.teardown(() => origin.close());
const check = TypeCompiler.Compile(SitemapSlice);

async function slice(
  query: string,
  site = 'telex',
): Promise<{ status: number; body: SitemapSlice & { message?: string } }> {
  const res = await request(`${origin.url}/api/sitemap/articles?${query}`, { headers: { 'x-site': site } });
  return { status: res.statusCode, body: (await res.body.json()) as SitemapSlice };
}

/** What the article page serves, straight from the database: the expected walk. */
function expected(sites: string[]): { url: string; updatedAt: number }[] {
  const rows = origin.db
    .prepare(
      `SELECT a.slug, a.pub_date AS pubDate, a.updated_at AS updatedAt, a.site_slug AS originatingSite,
      st.slug AS mstag FROM articles a JOIN super_tags st ON st.id = a.main_super_tag_id
    WHERE a.active = 1 AND st.active = 1 AND a.parent_id IS NULL AND a.site_slug IN (SELECT value FROM json_each(?))
    ORDER BY a.pub_date ASC, a.id DESC`,
    )
    .all(JSON.stringify(sites)) as {
    slug: string;
    pubDate: number;
    updatedAt: number;
    originatingSite: string;
    mstag: string;
  }[];
  return rows.map((r) => ({ url: articlePath({ ...r, mainSuperTag: { slug: r.mstag } }), updatedAt: r.updatedAt }));
}

for (const [site, sites] of [
  ['telex', ['telex', 'after', 'g7', 'karakter']],
  ['transtelex', ['transtelex']],
] as const) {
  t.test(`${site}: the chained slices are the whole walk, once, oldest first`, async (t) => {
    const walked: { url: string; updatedAt: number }[] = [];
    let cursor: string | null = null;
    let calls = 0;
    do {
      const { status, body } = await slice(
        `sites=${sites.join('|')}&limit=37${cursor ? `&after=${cursor}` : ''}`,
        site,
      );
      t.equal(status, 200);
      t.ok(check.Check(body), 'the contract');
      t.ok(body.items.length <= 37);
      walked.push(...body.items);
      cursor = body.next;
      calls++;
    } while (cursor && calls < 100);
    t.same(walked, expected([...sites]), 'every servable article, in order, nothing else');
    t.ok(walked.length > 20);
  });
}

t.test('the walk leaves out what the article page would 404 and what belongs to the other domain', async (t) => {
  const { body } = await slice(`limit=${SITEMAP_SLICE_MAX}`);
  const urls = new Set(body.items.map((i) => i.url));
  const hidden = origin.db
    .prepare(
      `SELECT a.slug FROM articles a JOIN super_tags st ON st.id = a.main_super_tag_id
    WHERE a.site_slug IN ('telex','after','g7','karakter') AND (a.active = 0 OR st.active = 0 OR a.parent_id IS NOT NULL)`,
    )
    .pluck()
    .all() as string[];
  t.ok(hidden.length > 0, 'the corpus has inactive articles, inactive-section articles and posts');
  const listedSlugs = new Set([...urls].map((u) => u.split('/').at(-1)));
  t.same(
    hidden.filter((s) => listedSlugs.has(s)),
    [],
    'none of them listed',
  );
  const regionalOnly = await slice('sites=transtelex');
  t.same(regionalOnly.body.items, [], "a site outside the header's domain matches nothing");
});

t.test('bad input is a 400 naming the parameter; limits are clamped', async (t) => {
  for (const q of [
    'after=x',
    'after=1_',
    'after=_1',
    'after=1.5_2',
    'after=-1_2',
    `after=${'9'.repeat(13)}_1`,
    'limit=0',
    'limit=-3',
    'limit=abc',
    'sites=nincs',
  ]) {
    const { status, body } = await slice(q);
    t.equal(status, 400, `${q} → 400 (${body.message})`);
  }
  t.equal((await slice('x', 'nincs')).status, 400, 'unknown site header');
  const big = await slice('limit=999999');
  t.equal(big.status, 200);
  t.ok(big.body.items.length <= SITEMAP_SLICE_MAX, 'at most SITEMAP_SLICE_MAX a slice');
  const past = await slice('after=99999999999_1');
  t.same(past.body, { items: [], next: null }, 'after the newest: nothing, and no next');
});
