// Search: full text without accents, filters in JSON, section titles, named searches, highlights, typeahead,
// autocomplete and tag paging.
import t from 'tap';
import { Value } from '@sinclair/typebox/value';
import { ArticleList, Autocomplete, NamedSearches, SearchResult } from '../../shared/api-types.ts';
import { AFTER_FRONT, G7_FRONT, HIGHLIGHT_LIST_SIZE, TAG_PAGING_SIZE } from '../../shared/constants.ts';
import { TYPEAHEAD_LIMIT } from '../../shared/search-constants.ts';
import { foldText } from '../../stand-ins/origin/fold-text.ts';
import { allPages, originFixture } from '../helpers/origin-fixture.ts';
import { MAIN_GROUP, busiestAuthor, busiestTag, countVisible } from '../helpers/sql-expectations.ts';

const f = await originFixture();
t.teardown(() => f.close());

/** An accented word that occurs in many visible titles, to search for without its accents. */
function accentedTitleWord(): { word: string; folded: string } {
  const titles = f.db
    .prepare(`SELECT title FROM articles WHERE active = 1 AND parent_id IS NULL AND site_slug = 'telex'`)
    .pluck()
    .all() as string[];
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const w of title.toLowerCase().split(/[^\p{L}]+/u)) {
      if (w.length >= 5 && foldText(w) !== w) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  const [word] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return { word, folded: foldText(word) };
}

t.test('a term without accents finds the accented word, newest first', async (t) => {
  const { word, folded } = accentedTitleWord();
  t.not(word, folded);
  const res = await f.get(`/api/search?term=${encodeURIComponent(folded)}&perPage=20`);
  t.equal(res.status, 200);
  t.ok(Value.Check(SearchResult, res.body), 'answer matches the SearchResult contract');
  t.ok(res.body.totalItems > 0);
  t.ok(
    res.body.items.some((a: any) => foldText(a.title).includes(folded)),
    'titles with the word are among the hits',
  );
  const dates = res.body.items.map((a: any) => a.pubDate);
  t.same(
    dates,
    [...dates].sort((x: number, y: number) => y - x),
    'newest first',
  );
  const accented = await f.get(`/api/search?term=${encodeURIComponent(word)}&perPage=20`);
  t.equal(accented.body.totalItems, res.body.totalItems, 'same hits with or without accents');
});

t.test('kozelet and közélet find the same articles', async (t) => {
  const plain = await f.get('/api/search?term=kozelet&perPage=100');
  const accented = await f.get(`/api/search?term=${encodeURIComponent('közélet')}&perPage=100`);
  t.equal(plain.status, 200);
  t.same(
    plain.body.items.map((a: any) => a.id),
    accented.body.items.map((a: any) => a.id),
  );
});

t.test('search input with FTS syntax is harmless', async (t) => {
  for (const term of ['"', 'NEAR(', 'title:x', '*', 'a OR', '(((', "'; DROP TABLE articles; --", '^-']) {
    const res = await f.get(`/api/search?term=${encodeURIComponent(term)}`);
    t.equal(res.status, 200, `term ${term}`);
  }
  const empty = await f.get('/api/search?term=');
  t.equal(empty.body.totalItems, countVisible(f.db, MAIN_GROUP), 'empty term lists everything');
});

t.test('oldal pages the search; pages concatenate without duplicates', async (t) => {
  const { first, items } = await allPages(
    f,
    (p) => `/api/search?filters=${encodeURIComponent('{"mstag":["belfold"]}')}&perPage=25&oldal=${p}`,
  );
  t.ok(first.totalItems > 25);
  t.equal(items.length, first.totalItems);
  t.equal(new Set(items.map((a: any) => a.id)).size, items.length);
  t.equal(first.title, 'Belföld', 'section title');
  t.equal(first.rss, '/rss/rovat/belfold');
});

t.test('JSON filters: tag and author give titles; flags filter the archive', async (t) => {
  const tag = busiestTag(f.db);
  const byTag = await f.get(`/api/search?filters=${encodeURIComponent(JSON.stringify({ tag: [tag.slug] }))}`);
  t.equal(byTag.body.totalItems, tag.n);
  const tagName = f.db.prepare('SELECT name FROM tags WHERE slug = ?').pluck().get(tag.slug) as string;
  t.equal(byTag.body.title, tagName.charAt(0).toLocaleUpperCase('hu') + tagName.slice(1), 'first letter capitalised');
  t.equal(byTag.body.rss, null);

  const author = busiestAuthor(f.db);
  const byAuthor = await f.get(`/api/search?filters=${encodeURIComponent(JSON.stringify({ author: author.slug }))}`);
  t.equal(byAuthor.body.totalItems, author.n);
  t.ok(byAuthor.body.title);

  const flagged = await f.get(`/api/search?filters=${encodeURIComponent('{"flag":["legfontosabb"]}')}&perPage=100`);
  t.ok(flagged.body.items.every((a: any) => a.flags.some((x: any) => x.slug === 'legfontosabb')));
  t.equal(flagged.body.title, null, 'no title for a flag');

  const combined = await f.get(
    `/api/search?filters=${encodeURIComponent(JSON.stringify({ tag: [tag.slug], mstag: ['belfold'] }))}`,
  );
  t.ok(combined.body.totalItems <= tag.n);
  t.equal(combined.body.title, null, 'no title for two filters');
});

t.test('named searches and group slugs', async (t) => {
  const res = await f.get('/api/search?for=after-new,after-card,g7-friss,kultura');
  t.equal(res.status, 200);
  t.ok(Value.Check(NamedSearches, res.body), 'answer matches the NamedSearches contract');
  t.same(
    res.body.map((s: any) => s.slug),
    ['after-new', 'after-card', 'g7-friss', 'kultura'],
  );
  t.equal(res.body[0].items.length, AFTER_FRONT.newest);
  t.equal(res.body[1].items.length, AFTER_FRONT.cards);
  t.ok(res.body[0].items.every((a: any) => a.originatingSite === 'after'));
  const newIds = new Set(res.body[0].items.map((a: any) => a.id));
  t.notOk(
    res.body[1].items.some((a: any) => newIds.has(a.id)),
    'cards do not repeat the newest',
  );
  t.equal(res.body[2].items.length, G7_FRONT.carousel);
  t.ok(res.body[3].items.every((a: any) => a.superTags.some((s: any) => s.slug === 'kultura')));
  const bad = await f.get('/api/search?for=after-new,nincs-ilyen');
  t.equal(bad.status, 400);
  t.match(bad.body.message, /nincs-ilyen/);
});

t.test('highlights: up to 4 of the filtered set, legfontosabb first', async (t) => {
  const res = await f.get(`/api/search/highlights?filters=${encodeURIComponent('{"mstag":["belfold"]}')}`);
  t.equal(res.status, 200);
  t.equal(res.body.items.length, HIGHLIGHT_LIST_SIZE);
  t.ok(res.body.items.every((a: any) => a.superTags.some((s: any) => s.slug === 'belfold')));
  const flags = res.body.items.map((a: any) => a.flags.some((x: any) => x.slug === 'legfontosabb'));
  t.same(
    flags,
    [...flags].sort((a: boolean, b: boolean) => Number(b) - Number(a)),
    'flagged ones lead',
  );
  const none = await f.get(`/api/search/highlights?filters=${encodeURIComponent('{"tag":["nincs-ilyen"]}')}`);
  t.same(none.body.items, []);
});

t.test('typeahead: title-prefix matches first, limit default 5 and at most 20', async (t) => {
  const title = (await f.get('/api/articles?perPage=1')).body.items[0].title as string;
  const prefix = foldText(title.split(/\s+/).slice(0, 2).join(' '));
  const res = await f.get(`/api/search/articles?term=${encodeURIComponent(prefix)}`);
  t.equal(res.status, 200);
  t.ok(res.body.items.length > 0 && res.body.items.length <= TYPEAHEAD_LIMIT);
  t.ok(foldText(res.body.items[0].title).startsWith(prefix.split(' ')[0]), 'first hit starts like the term');
  const many = await f.get('/api/search/articles?term=a&limit=50');
  t.ok(many.body.items.length <= 20);
  t.equal((await f.get('/api/search/articles?term=')).status, 400);
  t.equal((await f.get('/api/search/articles?term=a&limit=0')).status, 400);
});

t.test('autocomplete: accent-free prefix finds sections, tags and authors with counts', async (t) => {
  const res = await f.get('/api/search/autocomplete?term=kul');
  t.equal(res.status, 200);
  t.ok(Value.Check(Autocomplete, res.body), 'answer matches the Autocomplete contract');
  const kultura = res.body.items.find((i: any) => i.type === 'superTags' && i.slug === 'kultura');
  t.ok(kultura, 'kul finds Kultúra');
  t.equal(kultura.count, (await f.get('/api/articles?filters[mstag]=kultura')).body.totalItems);
  t.ok(res.body.items.some((i: any) => i.type === 'title' && i.text === 'kul'));

  const author = f.db.prepare('SELECT slug, name FROM authors ORDER BY id LIMIT 1').get() as {
    slug: string;
    name: string;
  };
  const byName = await f.get(
    `/api/search/autocomplete?term=${encodeURIComponent(foldText(author.name.split(' ').pop()!))}`,
  );
  t.ok(
    byName.body.items.some((i: any) => i.type === 'authors' && i.slug === author.slug) || busiestAuthor(f.db).n === 0,
    'an author is found by an accent-free surname',
  );

  const narrowed = await f.get(
    `/api/search/autocomplete?term=a&filters=${encodeURIComponent('{"superTags":["kultura"]}')}`,
  );
  const total = (await f.get('/api/articles?filters[mstag]=kultura')).body.totalItems;
  // Tags must all match (and_tags) and free text narrows, so their counts stay within the chosen section.
  t.ok(
    narrowed.body.items.filter((i: any) => i.type === 'tags' || i.type === 'title').every((i: any) => i.count <= total),
    'counts respect the chosen filters',
  );
  t.notOk(
    narrowed.body.items.some((i: any) => i.type === 'superTags' && i.slug === 'kultura'),
    'chosen ones are not suggested again',
  );

  t.equal((await f.get('/api/search/autocomplete?term=')).status, 400);
  t.equal((await f.get('/api/search/autocomplete?term=a&filters={')).status, 400);
});

t.test('tag paging: any of the tags, size 4 by default', async (t) => {
  const tag = busiestTag(f.db);
  const res = await f.get(`/api/search/tags?tagSlugs=${tag.slug},nincs-ilyen&page=1`);
  t.equal(res.status, 200);
  t.ok(Value.Check(ArticleList, res.body));
  t.equal(res.body.items.length, TAG_PAGING_SIZE);
  t.equal(res.body.totalItems, tag.n);
  const page2 = await f.get(`/api/search/tags?tagSlugs=${tag.slug}&page=2&size=4`);
  t.notOk(page2.body.items.some((a: any) => res.body.items.some((b: any) => b.id === a.id)));
  t.equal((await f.get('/api/search/tags')).status, 400);
});
