// Archive search at the origin: prefix, phrase and accent-free matching; term with tags, sections, authors
// and free text, every total and list checked against SQL written here; paging; the capped total; the index kept
// in step with edits; typeahead and autocomplete counts; and hostile terms answered 200 or 400, never 500.
import t from 'tap';
import { Value } from '@sinclair/typebox/value';
import { Autocomplete, SearchResult } from '../../shared/api-types.ts';
import { foldText } from '../../shared/fold-text.ts';
import { SEARCH_TERM_MAX_LENGTH } from '../../shared/search-constants.ts';
import { highlightSegments } from '../../shared/search-highlight.ts';
import { hostileTerms } from '../helpers/hostile-terms.ts';
import { allPages, originFixture, type OriginFixture } from '../helpers/origin-fixture.ts';
import { MAIN_GROUP, textHits } from '../helpers/sql-expectations.ts';

const f = await originFixture();
t.teardown(() => f.close());

const q = (o: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
const one = <T>(sql: string, ...params: unknown[]) =>
  f.db
    .prepare(sql)
    .pluck()
    .get(...params) as T;

/** Every id of a search, page by page. */
async function everything(fx: OriginFixture, params: Record<string, unknown>, headers?: Record<string, string>) {
  const { first, items } = await allPages(
    fx,
    (p) => `/api/search?${q({ ...params, perPage: '100', oldal: String(p) })}`,
    headers,
  );
  return { first, ids: items.map((a: any) => a.id as number) };
}

// Test data picked from the corpus: a frequent accented title word and what its hits carry most.
const titleWords = new Map<string, number>();
for (const title of f.db
  .prepare('SELECT title FROM articles WHERE active = 1 AND parent_id IS NULL')
  .pluck()
  .all() as string[]) {
  for (const w of new Set(title.toLowerCase().split(/[^\p{L}]+/u)))
    if (w.length >= 5) titleWords.set(w, (titleWords.get(w) ?? 0) + 1);
}
const [word] = [...titleWords.entries()]
  .filter(([w]) => foldText(w) !== w)
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
const folded = foldText(word);
const hits = textHits(f.db, MAIN_GROUP, `"${folded}"*`);
const inHits = `(SELECT value FROM json_each('${JSON.stringify(hits)}'))`;
const [tag1, tag2] = f.db
  .prepare(
    `SELECT t1.slug, t2.slug FROM article_tags x JOIN article_tags y ON y.article_id = x.article_id
  AND y.tag_id > x.tag_id JOIN tags t1 ON t1.id = x.tag_id JOIN tags t2 ON t2.id = y.tag_id WHERE x.article_id IN ${inHits}
  GROUP BY x.tag_id, y.tag_id ORDER BY count(*) DESC, t1.slug, t2.slug LIMIT 1`,
  )
  .raw()
  .get() as [string, string];
const section = one<string>(`SELECT s.slug FROM article_super_tags x JOIN super_tags s ON s.id = x.super_tag_id
  WHERE x.article_id IN ${inHits} GROUP BY s.id ORDER BY count(*) DESC, s.slug LIMIT 1`);
const author = one<string>(`SELECT au.slug FROM article_authors x JOIN authors au ON au.id = x.author_id
  WHERE x.article_id IN ${inHits} GROUP BY au.id ORDER BY count(*) DESC, au.slug LIMIT 1`);
const hasTag = (n: number) =>
  `EXISTS (SELECT 1 FROM article_tags x${n} JOIN tags t${n} ON t${n}.id = x${n}.tag_id WHERE x${n}.article_id = a.id AND t${n}.slug = ?)`;
const inSection = `EXISTS (SELECT 1 FROM article_super_tags xs JOIN super_tags s ON s.id = xs.super_tag_id WHERE xs.article_id = a.id AND s.slug = ?)`;
const byAuthor = `EXISTS (SELECT 1 FROM article_authors xa JOIN authors au ON au.id = xa.author_id WHERE xa.article_id = a.id AND au.slug = ?)`;

t.test('test data: a word with hits, and tags, a section and an author among them', async (t) => {
  t.ok(hits.length >= 10, `${word}: ${hits.length} hits`);
  t.ok(tag1 && tag2 && section && author);
});

t.test('prefix, accents, phrase: what a reader types finds what SQL finds', async (t) => {
  const cases: [string, string][] = [
    [folded, `"${folded}"*`],
    [word.toUpperCase(), `"${folded}"*`],
    [folded.slice(0, 3), `"${folded.slice(0, 3)}"*`],
    [folded.slice(0, 1), `"${folded.slice(0, 1)}"*`],
    [`"${word}"`, `"${folded}"`],
    [`„a ${word}”`, `"a ${folded}"`],
    [`"a ${folded.slice(0, 4)}`, `"a ${folded.slice(0, 4)}"*`],
    [`a ${folded}`, `"a"* AND "${folded}"*`],
    [`${folded} NOT (a OR`, `"${folded}"* AND "not"* AND "a"* AND "or"*`],
  ];
  for (const [term, fts] of cases) {
    const expected = textHits(f.db, MAIN_GROUP, fts);
    const { first, ids } = await everything(f, { term });
    t.equal(first.totalItems, expected.length, `total of ${term}`);
    t.same(ids, expected, `every hit of ${term}, newest first`);
    t.equal(first.totalCapped, false);
  }
});

t.test('term with tags, sections, authors and free text: totals and lists equal SQL', async (t) => {
  const text = `"${folded}"*`;
  const second = folded.slice(0, 2);
  const cases: [Record<string, unknown>, string | null, string, unknown[]][] = [
    [{ term: folded, filters: { and_tags: [tag1, tag2] } }, text, `${hasTag(1)} AND ${hasTag(2)}`, [tag1, tag2]],
    [{ term: folded, filters: { superTags: [section] } }, text, inSection, [section]],
    [{ term: folded, filters: { authors: [author] } }, text, byAuthor, [author]],
    [{ term: folded, filters: { title: [second] } }, `${text} AND "${second}"*`, '1', []],
    [{ term: '', filters: { title: [folded] } }, text, '1', []],
    [
      { term: folded, filters: { and_tags: [tag1], superTags: [section], authors: [author], title: [second] } },
      `${text} AND "${second}"*`,
      `${hasTag(1)} AND ${inSection} AND ${byAuthor}`,
      [tag1, section, author],
    ],
    [
      { term: folded, filters: { superTags: [section, 'kultura'] } },
      text,
      `EXISTS (SELECT 1 FROM article_super_tags xs JOIN super_tags s ON s.id = xs.super_tag_id WHERE xs.article_id = a.id AND s.slug IN (?, 'kultura'))`,
      [section],
    ],
    [
      { term: folded, filters: { tag: [tag1, tag2] } },
      text,
      `EXISTS (SELECT 1 FROM article_tags x JOIN tags tt ON tt.id = x.tag_id WHERE x.article_id = a.id AND tt.slug IN (?, ?))`,
      [tag1, tag2],
    ],
    [
      { term: folded, filters: { flag: ['legfontosabb'] } },
      text,
      `EXISTS (SELECT 1 FROM article_flags fl WHERE fl.article_id = a.id AND fl.flag = 'legfontosabb')`,
      [],
    ],
    [{ term: folded, filters: { and_tags: ['nincs-ilyen-cimke'] } }, text, '0', []],
  ];
  for (const [params, fts, extra, values] of cases) {
    const expected = textHits(f.db, MAIN_GROUP, fts, extra, ...values);
    const { first, ids } = await everything(f, params);
    t.ok(Value.Check(SearchResult, first), 'the SearchResult contract');
    t.equal(first.totalItems, expected.length, `total of ${JSON.stringify(params)}`);
    t.same(ids, expected, `list of ${JSON.stringify(params)}`);
  }
});

t.test('site visibility: the regional edition and a narrowed site list', async (t) => {
  const regional = textHits(f.db, ['transtelex'], '"a"*');
  t.ok(regional.length > 0);
  const { ids } = await everything(f, { term: 'a' }, { 'x-site': 'transtelex' });
  t.same(ids, regional, 'transtelex sees its own and mirrored articles');
  const g7 = await everything(f, { term: 'a', sites: 'g7' });
  t.same(g7.ids, textHits(f.db, ['g7'], '"a"*'), 'sites=g7');
});

t.test('a term naming a section finds its articles too', async (t) => {
  const expected = textHits(
    f.db,
    MAIN_GROUP,
    null,
    `(a.id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH '{title lead body} : "kozelet"*') OR ${inSection})`,
    'kozelet',
  );
  const { first, ids } = await everything(f, { term: 'közélet' });
  t.equal(first.totalItems, expected.length);
  t.same(ids, expected);
});

t.test('paging with oldal: pages concatenate to the list; past the end is empty with the real total', async (t) => {
  const expected = textHits(f.db, MAIN_GROUP, '"a"*');
  const pages: number[] = [];
  const first = (await f.get(`/api/search?term=a&perPage=7&oldal=1`)).body;
  t.equal(first.totalPages, Math.ceil(expected.length / 7));
  for (let p = 1; p <= first.totalPages; p++)
    pages.push(...(await f.get(`/api/search?term=a&perPage=7&oldal=${p}`)).body.items.map((a: any) => a.id));
  t.same(pages, expected);
  const beyond = (await f.get(`/api/search?term=a&perPage=7&oldal=${first.totalPages + 1}`)).body;
  t.same(beyond.items, []);
  t.equal(beyond.totalItems, expected.length);
  const viaArticles = (await f.get(`/api/articles?term=a&perPage=7&page=2`)).body;
  t.same(
    viaArticles.items.map((a: any) => a.id),
    expected.slice(7, 14),
    '/api/articles?term= is the same search',
  );
});

t.test('typeahead: title matches only, the title-prefix ones first, then newest', async (t) => {
  const term = folded.slice(0, 4);
  const res = await f.get(`/api/search/articles?term=${encodeURIComponent(term)}&limit=20`);
  t.equal(res.status, 200);
  const items = res.body.items as { id: number; title: string; pubDate: number }[];
  t.ok(items.length > 0);
  t.ok(
    items.every((a) => highlightSegments(a.title, term).some((s) => s.match)),
    'every title has the word',
  );
  const starts = items.map((a) => foldText(a.title).startsWith(term));
  t.same(
    starts,
    [...starts].sort((a, b) => Number(b) - Number(a)),
    'titles starting like the term first',
  );
  const expected = textHits(
    f.db,
    MAIN_GROUP,
    null,
    `a.id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH 'title : "${term}"*')`,
  );
  t.ok(
    items.every((a) => expected.includes(a.id)),
    'all visible title hits',
  );
  const none = await f.get('/api/search/articles?term=(((');
  t.same([none.status, none.body.items], [200, []], 'nothing to search for: nothing found');
});

t.test('autocomplete: counts are the totals the search would have with that choice added', async (t) => {
  const chosen = { and_tags: [tag1] };
  const res = await f.get(`/api/search/autocomplete?${q({ term: folded.slice(0, 3), filters: chosen })}`);
  t.equal(res.status, 200);
  t.ok(Value.Check(Autocomplete, res.body));
  t.ok(res.body.items.length > 0);
  for (const item of res.body.items) {
    const filters = {
      and_tags: [tag1, ...(item.type === 'tags' ? [item.slug] : [])],
      ...(item.type === 'superTags' ? { superTags: [item.slug] } : {}),
      ...(item.type === 'authors' ? { authors: [item.slug] } : {}),
      ...(item.type === 'title' ? { title: [item.slug] } : {}),
    };
    const total = (await f.get(`/api/search?${q({ term: '', filters })}`)).body.totalItems;
    t.equal(item.count, total, `${item.type} ${item.text}: ${item.count}`);
    t.ok(item.count > 0);
  }
  const heading = await f.get(`/api/search/autocomplete?term=Rovatok`);
  t.notOk(
    heading.body.items.some((i: any) => i.text === 'Rovatok'),
    'a heading is never offered',
  );
  const symbols = await f.get(`/api/search/autocomplete?term=${encodeURIComponent('(((')}`);
  t.same([symbols.status, symbols.body.items], [200, []], 'no words: no free-text item counting everything');
});

t.test('overlong text is a 400 naming the limit; too many filter values too', async (t) => {
  for (const url of [
    `/api/search?term=${'a'.repeat(SEARCH_TERM_MAX_LENGTH + 1)}`,
    `/api/search/articles?term=${'a'.repeat(SEARCH_TERM_MAX_LENGTH + 1)}`,
    `/api/search/autocomplete?term=${'a'.repeat(SEARCH_TERM_MAX_LENGTH + 1)}`,
    `/api/search?${q({ filters: { title: ['a'.repeat(SEARCH_TERM_MAX_LENGTH + 1)] } })}`,
  ]) {
    const res = await f.get(url);
    t.equal(res.status, 400, url.slice(0, 40));
    t.match(res.body.message, new RegExp(`longer than ${SEARCH_TERM_MAX_LENGTH} characters`));
  }
  const ok = await f.get(`/api/search?term=${'a'.repeat(SEARCH_TERM_MAX_LENGTH)}`);
  t.equal(ok.status, 200, 'exactly the limit is fine');
  const many = await f.get(
    `/api/search?${q({ filters: { and_tags: Array.from({ length: 21 }, (_, i) => `t${i}`) } })}`,
  );
  t.equal(many.status, 400);
  t.match(many.body.message, /filters.and_tags takes at most 20 values/);
});

t.test('500 hostile terms: 200 with a result or 400 with a reason, never 500, never a stack', async (t) => {
  const terms = hostileTerms(500);
  const seen = new Map<number, number>();
  for (const raw of terms) {
    for (const path of [
      '/api/search?perPage=3&term=',
      '/api/search/articles?term=',
      '/api/search/autocomplete?term=',
      '/api/articles?perPage=3&term=',
    ]) {
      const res = await f.inject({ method: 'GET', url: path + raw });
      seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
      const label = `${path}${raw.slice(0, 60)}`;
      if (res.statusCode !== 200 && res.statusCode !== 400) {
        t.fail(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const body = res.json();
      if (res.statusCode === 400) {
        if (typeof body.message !== 'string' || /\bat \S+:\d+|node_modules|\/work\//.test(res.body) || 'stack' in body)
          t.fail(`${label}: ${res.body.slice(0, 200)}`);
      } else if (!Array.isArray(body.items)) {
        t.fail(`${label}: no items`);
      }
    }
  }
  t.same([...seen.keys()].sort(), [200, 400], `statuses seen: ${JSON.stringify([...seen])}`);
});

t.test('a capped total: "N+" past the cap, pages of the newest hits, never a full count', async (t) => {
  const capped = await originFixture({ searchCountCap: 25 });
  t.teardown(() => capped.close());
  const all = textHits(capped.db, MAIN_GROUP, '"a"*');
  t.ok(all.length > 25);
  const first = (await capped.get('/api/search?term=a&perPage=10')).body;
  t.same([first.totalItems, first.totalCapped, first.totalPages], [25, true, 3]);
  // The newest rowids are walked first: the 25 highest ids among the hits, shown by publication date.
  const newest = new Set([...all].sort((a, b) => b - a).slice(0, 25));
  const ids: number[] = [];
  for (let p = 1; p <= 4; p++)
    ids.push(...(await capped.get(`/api/search?term=a&perPage=10&oldal=${p}`)).body.items.map((a: any) => a.id));
  t.same(
    ids,
    all.filter((id) => newest.has(id)),
  );
  const rare = textHits(capped.db, MAIN_GROUP, `"${folded}"*`, `${hasTag(1)} AND ${hasTag(2)}`, tag1, tag2).length;
  const small = (await capped.get(`/api/search?${q({ term: folded, filters: { and_tags: [tag1, tag2] } })}`)).body;
  t.ok(rare > 0 && rare <= 25, `${rare} hits`);
  t.same([small.totalItems, small.totalCapped], [rare, false], 'below the cap the total is exact');
  const auto = (await capped.get('/api/search/autocomplete?term=a')).body;
  t.ok(
    auto.items.some((i: any) => i.countCapped === true && i.count === 25),
    'autocomplete counts stop at the cap too',
  );
});

t.test('edits reach the index: an article made inactive leaves the results, a new flag filters at once', async (t) => {
  const before = (await f.get(`/api/search?term=${encodeURIComponent(folded)}&perPage=1`)).body;
  const [victim, flagged] = hits.slice(-2);
  const off = await f.inject({ method: 'PATCH', url: `/admin/articles/${victim}`, payload: { active: false } });
  t.equal(off.statusCode, 200);
  const after = (await f.get(`/api/search?term=${encodeURIComponent(folded)}&perPage=1`)).body;
  t.equal(after.totalItems, before.totalItems - 1);
  const flag = await f.inject({
    method: 'PATCH',
    url: `/admin/articles/${flagged}`,
    payload: { flags: ['adfree', 'live'] },
  });
  t.equal(flag.statusCode, 200);
  const live = await everything(f, { term: folded, filters: { flag: ['live'] } });
  t.ok(live.ids.includes(flagged));
  t.same(
    live.ids,
    textHits(
      f.db,
      MAIN_GROUP,
      `"${folded}"*`,
      `EXISTS (SELECT 1 FROM article_flags fl WHERE fl.article_id = a.id AND fl.flag = 'live')`,
    ),
  );
  const retitled = await f.inject({
    method: 'PATCH',
    url: `/admin/articles/${flagged}`,
    payload: { title: 'Zsiráfnyakú xilofonos' },
  });
  t.equal(retitled.statusCode, 200);
  t.same((await everything(f, { term: 'zsiráfnyak' })).ids, [flagged], 'a new title is searchable');
});

t.test('the answer holds the contract fields, nothing internal', async (t) => {
  const res = await f.get('/api/search?term=a&perPage=2');
  t.same(Object.keys(res.body).sort(), [
    'items',
    'page',
    'rss',
    'searchTags',
    'title',
    'totalCapped',
    'totalItems',
    'totalPages',
  ]);
});
