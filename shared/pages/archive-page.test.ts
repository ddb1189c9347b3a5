// Every rule of the archive page (§2.1 archivum, §2.3 term and JSON filters, §5) through its plan and build
// steps (shared/pages/archive.ts), without a server: which paths are an archive, what it asks the publisher for, and
// what the page shows — totals, marks, the empty state, a refused search, tags by name, its URL and cache rule.
import t from 'tap';
import { archiveSearchUrl, parseArchiveSearch } from '../archive-query.ts';
import type { PageOutcome } from './page-contract.ts';
import { buildArchivePage, planArchivePage, type ArchiveAnswer, type ArchivePageData } from './archive.ts';
import { SEARCH_TERM_MAX_LENGTH } from '../search-constants.ts';
import type { SearchTag } from '../search-tags.ts';
import { sites } from '../sites/site-table.ts';
import type { SiteConfig } from '../sites/site-config.ts';
import { pageContext, searchResult, summary } from '../../test/helpers/page-fixtures.ts';

const plan = (path: string, site: SiteConfig = sites.main, protectedTags: SearchTag[] = []) =>
  planArchivePage(new URL(path, 'https://x.example'), site, protectedTags);
const query = (path: string, site?: SiteConfig) => new URLSearchParams(plan(path, site)!.list.split('?')[1]);

function build(
  path: string,
  answer: ArchiveAnswer = { result: searchResult([summary(), summary()]) },
  site: SiteConfig = sites.main,
  protectedTags: SearchTag[] = [],
) {
  const p = plan(path, site, protectedTags);
  if (!p) throw new Error(`no archive at ${path}`);
  return buildArchivePage(p, answer, pageContext(path, site));
}
function dataOf(outcome: PageOutcome<ArchivePageData>): ArchivePageData {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome.data;
}
const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

t.test(
  '§2.1 the archive is /archivum and /{after|g7|karakter}/archivum; the sub-sites only on the main domain',
  async (t) => {
    for (const path of ['/archivum', '/after/archivum', '/g7/archivum', '/karakter/archivum']) t.ok(plan(path), path);
    for (const path of ['/foo/archivum', '/archivum/x', '/g7/archivum/', '/G7/archivum', '/rovat/archivum'])
      t.equal(plan(path), null, path);
    t.ok(plan('/archivum', sites.regional), 'the regional edition has its own archive');
    t.equal(plan('/g7/archivum', sites.regional), null, '§5 route param site: the sub-sites live on the main domain');
  },
);

t.test(
  '§2.3 what the archive asks for: its sites, page size, term, filters in the autocomplete vocabulary, oldal',
  async (t) => {
    t.same(
      Object.fromEntries(query('/archivum')),
      { oldal: '1', perPage: '10', sites: 'telex|after|g7|karakter' },
      'no term, no filters: the newest',
    );
    t.equal(query('/g7/archivum').get('sites'), 'g7', 'a sub-site archive searches that site');
    t.equal(query('/archivum', sites.regional).get('sites'), 'transtelex');
    const q = query(
      `/archivum?term=%20infl%C3%A1ci%C3%B3%20&oldal=3&${filters({ and_tags: ['ukrajna'], superTags: 'belfold', authors: ['kiss-anna'], title: ['költségvetés'] })}`,
    );
    t.equal(q.get('term'), 'infláció', 'trimmed');
    t.equal(q.get('oldal'), '3');
    t.same(
      JSON.parse(q.get('filters')!),
      { and_tags: ['ukrajna'], superTags: ['belfold'], authors: ['kiss-anna'], title: ['költségvetés'] },
      'and_tags, superTags, authors, title: what the origin and the autocomplete speak',
    );
    t.equal(
      query(`/archivum?term=${'é'.repeat(500)}`).get('term')!.length,
      SEARCH_TERM_MAX_LENGTH,
      'an overlong term is cut, never a 400',
    );
    t.same(
      JSON.parse(
        query(`/archivum?${filters({ and_tags: Array.from({ length: 50 }, (_, i) => `t${i}`) })}`).get('filters')!,
      ).and_tags.length,
      20,
      'at most 20 values a key (the origin refuses more)',
    );
    for (const junk of [
      'filters=%7Bbroken',
      'filters=%5B1%5D',
      filters({ __proto__: { and_tags: ['x'] }, constructor: { and_tags: ['y'] } }),
      filters({ tag: ['old-key'], mstag: 'old' }),
      filters({ title: ['Rovatok', ' '] }),
    ]) {
      t.notOk(query(`/archivum?${junk}`).has('filters'), `ignored: ${decodeURIComponent(junk)}`);
    }
    t.equal(query('/archivum?oldal=junk').get('oldal'), '1');
    t.equal(query('/archivum?oldal=0').get('oldal'), '1');
  },
);

t.test(
  'the hits: title and lead cut to the list lengths, the searched words marked, accents and case ignored',
  async (t) => {
    const a = summary({ title: 'Kormányinfó: a kormány döntött', lead: 'A KORMÁNY szerint ' + 'hosszú '.repeat(40) });
    const data = dataOf(build('/archivum?term=kormany', { result: searchResult([a]) }));
    const hit = data.hits[0];
    t.same(
      hit.title.filter((s) => s.match).map((s) => s.text),
      ['Kormány', 'kormány'],
      'a word being typed marks the start of longer words',
    );
    t.equal(hit.title.map((s) => s.text).join(''), a.title, 'the whole title');
    t.same(
      hit.lead.filter((s) => s.match).map((s) => s.text),
      ['KORMÁNY'],
    );
    t.ok(hit.lead.map((s) => s.text).join('').length <= 201, '§9 leads cut at 200');
    t.equal(hit.url, a.url);
    t.same(hit.authors, [{ name: 'Kiss Anna', slug: 'kiss-anna' }]);
    const phrase = dataOf(build('/archivum?term=%22a+korm%C3%A1ny%22', { result: searchResult([a]) })).hits[0];
    t.same(
      phrase.title.filter((s) => s.match).map((s) => s.text),
      ['a kormány'],
      'a quoted phrase is marked as a whole',
    );
    const byTitleTag = dataOf(build(`/archivum?${filters({ title: ['döntött'] })}`, { result: searchResult([a]) }))
      .hits[0];
    t.same(
      byTitleTag.title.filter((s) => s.match).map((s) => s.text),
      ['döntött'],
      'a free-text tag is searched, so it is marked too',
    );
    t.notOk(
      dataOf(build('/archivum', { result: searchResult([a]) })).hits[0].title.some((s) => s.match),
      'nothing searched, nothing marked',
    );
  },
);

t.test('totals: exact, or "10 000+" when the publisher stopped counting; pages from the answer', async (t) => {
  const capped = dataOf(
    build('/archivum?term=a', {
      result: searchResult([summary()], { totalItems: 10_000, totalPages: 1_000, page: 1, totalCapped: true }),
    }),
  );
  t.same([capped.totalItems, capped.totalCapped, capped.totalPages], [10_000, true, 1_000]);
  const exact = dataOf(
    build('/archivum?term=a&oldal=2', {
      result: searchResult([summary()], { totalItems: 12, totalPages: 2, page: 2 }),
    }),
  );
  t.same([exact.totalItems, exact.totalCapped, exact.page], [12, false, 2]);
});

t.test("no hits is a 200 page ('Nincs találat'), on any page of any search; the form and tags stay", async (t) => {
  for (const path of [
    '/archivum?term=nincsilyen',
    '/archivum',
    '/archivum?oldal=99',
    `/g7/archivum?term=x&${filters({ and_tags: ['ukrajna'] })}`,
  ]) {
    const outcome = build(path, { result: searchResult([], { totalItems: 0, totalPages: 0 }) });
    t.equal(outcome.kind, 'page', path);
    t.same(dataOf(outcome).hits, [], path);
  }
  t.same(
    dataOf(build(`/archivum?term=x&${filters({ and_tags: ['ukrajna'] })}`, { result: searchResult([]) })).tags.map(
      (x) => x.slug,
    ),
    ['ukrajna'],
  );
});

t.test('a search the publisher refuses is a page that says so, with the search still in its form', async (t) => {
  const data = dataOf(
    build(`/archivum?term=x&${filters({ title: ['a'.repeat(150), 'b'.repeat(150)] })}`, {
      refused: 'filters.title is longer than 200 characters',
    }),
  );
  t.ok(data.refused);
  t.same(data.hits, []);
  t.equal(data.term, 'x');
  t.equal(data.tags.length, 2);
  t.notOk(dataOf(build('/archivum?term=x')).refused);
});

t.test(
  "tags by name: the publisher's searchTags name sections, tags and authors; free text is its own name",
  async (t) => {
    const data = dataOf(
      build(
        `/archivum?${filters({ and_tags: ['ukrajna', 'ismeretlen'], superTags: ['belfold'], title: ['Mátyás'] })}`,
        {
          result: searchResult([summary()], {
            searchTags: [
              { type: 'tags', slug: 'ukrajna', text: 'Ukrajna' },
              { type: 'superTags', slug: 'belfold', text: 'Belföld' },
            ],
          }),
        },
      ),
    );
    t.same(
      data.tags.map((x) => [x.type, x.text]),
      [
        ['tags', 'Ukrajna'],
        ['tags', 'ismeretlen'],
        ['superTags', 'Belföld'],
        ['title', 'Mátyás'],
      ],
      'an unknown slug shows as itself',
    );
  },
);

t.test("§5 protected tags (a supplement's own) are always searched and come first", async (t) => {
  const eb: SearchTag = { type: 'tags', slug: 'eb-2024', text: 'Foci-Eb 2024' };
  const p = plan(`/archivum?${filters({ and_tags: ['ukrajna', 'eb-2024'] })}`, sites.main, [eb])!;
  t.same(
    JSON.parse(new URLSearchParams(p.list.split('?')[1]).get('filters')!),
    { and_tags: ['eb-2024', 'ukrajna'] },
    'not doubled by the URL',
  );
  const data = dataOf(build('/archivum', undefined, sites.main, [eb]));
  t.same(data.tags, [{ ...eb, protected: true }]);
  t.notOk(data.searched, "protected tags alone are the supplement's list, not a reader's search");
});

t.test(
  "the URL round trip: the canonical URL is the search's one URL form, and reads back to the same search",
  async (t) => {
    const path = `/g7/archivum?oldal=2&${filters({ title: ['adó'], superTags: ['penz'] })}&term=infl%C3%A1ci%C3%B3&utm_source=x`;
    const data = dataOf(build(path));
    const url = new URL(data.canonical, 'https://x.example');
    t.equal(url.pathname, '/g7/archivum');
    t.same(
      [...url.searchParams.keys()],
      ['term', 'filters', 'oldal'],
      'term and filters always, then the page; nothing else',
    );
    const back = parseArchiveSearch(url.searchParams);
    t.same([back.term, back.page, back.tags.map((x) => x.slug)], ['infláció', 2, ['penz', 'adó']]);
    t.equal(archiveSearchUrl('/g7/archivum', back), data.canonical, 'the same URL again');
    t.equal(dataOf(build('/archivum')).canonical, '/archivum', 'the bare archive is its path');
    t.equal(dataOf(build('/archivum?oldal=3')).canonical, '/archivum?oldal=3');
    t.ok(dataOf(build('/archivum?term=x')).searched, "a result page: kept out of search engines' indexes");
    t.notOk(dataOf(build('/archivum')).searched);
  },
);

t.test('cache: an archive search is a list (short), by URL, purged with the lists', async (t) => {
  const outcome = build('/archivum?term=x');
  if (outcome.kind !== 'page') throw new Error('page expected');
  t.same(outcome.cache, { rule: 'list', purgeKeys: ['list-archive'] });
  t.equal(dataOf(build('/g7/archivum')).path, '/g7/archivum', 'the form goes to the archive it is on');
  t.equal(dataOf(build('/g7/archivum')).sites, 'g7', 'and the autocomplete counts that site');
});
