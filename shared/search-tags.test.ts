// The archive's tag input (§4 search tags, §5 tag input rules, §9 delete-mark timeout) and its URL (§2.3 term and
// filters), as the pure functions the page builds on.
import t from 'tap';
import {
  archiveSearchParams,
  archiveSearchUrl,
  filtersFromTags,
  parseArchiveSearch,
  tagsFromFilters,
} from './archive-query.ts';
import { archivePath } from './archive-url.ts';
import { sites } from './sites/site-table.ts';
import {
  DELETE_MARK_TIMEOUT_MS,
  SEARCH_FILTER_MAX_VALUES,
  SEARCH_TAG_HEADINGS,
  SEARCH_TERM_MAX_LENGTH,
} from './search-constants.ts';
import {
  addSearchTag,
  cancelDeletionMark,
  commitTyped,
  deletionDueAt,
  groupSuggestions,
  markForDeletion,
  pressBackspace,
  removeSearchTag,
  settleDeletionMark,
  shouldAutocomplete,
  suggestionFor,
  tagKey,
  type AutocompleteSuggestion,
  type SearchTag,
  type TagInputState,
} from './search-tags.ts';

const belfold: SearchTag = { type: 'superTags', text: 'Belföld', slug: 'belfold' };
const ukrajna: SearchTag = { type: 'tags', text: 'Ukrajna', slug: 'ukrajna' };
const author: SearchTag = { type: 'authors', text: 'Kovács Anna', slug: 'kovacs-anna' };
const free: SearchTag = { type: 'title', text: 'költségvetés', slug: 'költségvetés' };
const supplement: SearchTag = { type: 'tags', text: 'EB 2024', slug: 'eb-2024', protected: true };

const suggestions: AutocompleteSuggestion[] = [
  { type: 'superTags', text: 'Kultúra', slug: 'kultura', count: 120 },
  { type: 'tags', text: 'Kultúra', slug: 'kultura-cimke', count: 40 },
  { type: 'tags', text: 'Kulturális örökség', slug: 'kulturalis-orokseg', count: 7 },
  { type: 'authors', text: 'Kulcsár Péter', slug: 'kulcsar-peter', count: 3 },
  { type: 'title', text: 'kul', slug: 'kul', count: 10_000, countCapped: true },
];

t.test('§5 add: blank ignored, headings forbidden, duplicates rejected', async (t) => {
  let tags: SearchTag[] = [];
  const first = addSearchTag(tags, belfold);
  t.ok(first.added);
  tags = first.tags;
  t.same(addSearchTag(tags, { type: 'title', text: '   ', slug: '   ' }), { added: false, tags, reason: 'blank' });
  for (const heading of Object.values(SEARCH_TAG_HEADINGS)) {
    const res = addSearchTag(tags, { type: 'title', text: heading, slug: heading });
    t.same(res, { added: false, tags, reason: 'heading' }, `${heading} is a heading, not a tag`);
    t.equal(
      addSearchTag(tags, { type: 'tags', text: ` ${heading.toUpperCase()} `, slug: 'x' }).added,
      false,
      'whatever the case or spaces',
    );
  }
  t.same(addSearchTag(tags, { ...belfold }), { added: false, tags, reason: 'duplicate' });
  t.equal(
    addSearchTag(tags, { type: 'tags', text: 'Belföld', slug: 'belfold' }).added,
    true,
    'same slug, other type: not a duplicate',
  );
  const withFree = addSearchTag(tags, free).tags;
  t.same(
    addSearchTag(withFree, { type: 'title', text: ' KÖLTSÉGVETÉS ', slug: 'koltsegvetes' }).added,
    false,
    'free text compares accents and case ignored',
  );
  t.same(
    addSearchTag(tags, { type: 'title', text: ' x ', slug: ' x ' }).tags.at(-1),
    { type: 'title', text: 'x', slug: 'x' },
    'trimmed',
  );
});

t.test('a search holds at most SEARCH_FILTER_MAX_VALUES tags of one type (the origin refuses more)', async (t) => {
  let tags: SearchTag[] = [];
  for (let i = 0; i < SEARCH_FILTER_MAX_VALUES; i++)
    tags = addSearchTag(tags, { type: 'tags', text: `T${i}`, slug: `t${i}` }).tags;
  t.same(addSearchTag(tags, { type: 'tags', text: 'Egy több', slug: 'egy-tobb' }), {
    added: false,
    tags,
    reason: 'too-many',
  });
  t.ok(addSearchTag(tags, belfold).added, 'another type still fits');
});

t.test('§5 minimum length 1 for the autocomplete', async (t) => {
  t.notOk(shouldAutocomplete(''));
  t.notOk(shouldAutocomplete('   '));
  t.ok(shouldAutocomplete('a'));
  t.ok(shouldAutocomplete(' á '));
});

t.test('§5 tags only from the autocomplete: ";" commits the item of that name', async (t) => {
  t.same(suggestionFor('kultura', suggestions), suggestions[0], 'a section of that name before a tag of the same name');
  t.same(suggestionFor('KUL', suggestions), suggestions[4], 'else the free-text item');
  t.equal(suggestionFor('semmi', suggestions), null);
  t.equal(suggestionFor('  ', suggestions), null);

  const typed = commitTyped([], 'Kultúra;kul; ;semmi;Kultúra;kulcs', suggestions);
  t.same(typed.tags, [
    { type: 'superTags', text: 'Kultúra', slug: 'kultura' },
    { type: 'title', text: 'kul', slug: 'kul' },
  ]);
  t.same(typed.rejected, [
    { text: 'semmi', reason: 'not-suggested' },
    { text: 'Kultúra', reason: 'duplicate' },
  ]);
  t.equal(typed.rest, 'semmi kulcs', 'what was not committed stays in the field; blanks are ignored');
  t.same(
    commitTyped([belfold], 'kul', suggestions),
    { tags: [belfold], rest: 'kul', rejected: [] },
    'no ";", nothing committed',
  );
  t.same(
    commitTyped([], 'Rovatok;', [{ type: 'title', text: 'Rovatok', slug: 'Rovatok', count: 3 }]).rejected,
    [{ text: 'Rovatok', reason: 'heading' }],
    'a heading never becomes a tag, even offered as free text',
  );
});

t.test('§5 the list is grouped under its headings; headings and chosen ones are not items', async (t) => {
  const groups = groupSuggestions(
    [...suggestions, { type: 'tags', text: 'Témák', slug: 'temak', count: 1 }],
    [{ type: 'tags', text: 'Kulturális örökség', slug: 'kulturalis-orokseg' }],
  );
  t.same(
    groups.map((g) => g.heading),
    ['Rovatok', 'Témák', 'Cím', 'Szerzők'],
    'in the order of §5',
  );
  t.same(
    groups[1].items.map((i) => i.slug),
    ['kultura-cimke'],
  );
  t.notOk(groups.flatMap((g) => g.items).some((i) => Object.values(SEARCH_TAG_HEADINGS).includes(i.text)));
  t.same(groupSuggestions([], []), [], 'empty groups are left out');
});

t.test('§5 protected tags cannot be removed', async (t) => {
  const tags = [supplement, ukrajna];
  t.same(removeSearchTag(tags, tagKey(supplement)), tags);
  t.same(removeSearchTag(tags, tagKey(ukrajna)), [supplement]);
  t.same(markForDeletion({ tags, mark: null }, tagKey(supplement), 0), { tags, mark: null });
});

t.test('§9 delete mark: Backspace marks, a second removes, after 1 s the marked tag goes', async (t) => {
  const start: TagInputState = { tags: [supplement, belfold, ukrajna], mark: null };
  const marked = pressBackspace(start, 1_000);
  t.same(marked.mark, { key: tagKey(ukrajna), at: 1_000 }, 'the last removable tag is marked');
  t.equal(marked.tags.length, 3, 'marked, not yet removed');
  t.equal(deletionDueAt(marked), 1_000 + DELETE_MARK_TIMEOUT_MS);

  t.same(pressBackspace(marked, 1_400).tags, [supplement, belfold], 'a second Backspace removes it at once');
  t.same(settleDeletionMark(marked, 1_000 + DELETE_MARK_TIMEOUT_MS - 1), marked, 'before the timeout it stays');
  t.same(
    settleDeletionMark(marked, 1_000 + DELETE_MARK_TIMEOUT_MS),
    { tags: [supplement, belfold], mark: null },
    'at the timeout it goes',
  );
  t.same(cancelDeletionMark(marked), { ...start, mark: null }, 'typing cancels the mark; the tag stays');
  t.equal(deletionDueAt(start), null);

  // After the timeout the next Backspace first lets the marked tag go, then marks the one before it.
  const later = pressBackspace(marked, 1_000 + DELETE_MARK_TIMEOUT_MS + 5);
  t.same(later.tags, [supplement, belfold], 'the lapsed mark removed its tag');
  t.same(later.mark, { key: tagKey(belfold), at: 1_000 + DELETE_MARK_TIMEOUT_MS + 5 }, 'and this press marks the next');
  const onlyProtected: TagInputState = { tags: [supplement], mark: null };
  t.same(pressBackspace(onlyProtected, 0), onlyProtected, 'nothing removable: nothing marked');
  t.same(
    markForDeletion(start, tagKey(belfold), 7).mark,
    { key: tagKey(belfold), at: 7 },
    'any tag can be marked by its control',
  );
});

t.test('§2.3 the URL holds term and filters; the round trip restores the search', async (t) => {
  const tags = [
    free,
    belfold,
    ukrajna,
    author,
    { type: 'tags' as const, text: 'Orosz–ukrán háború', slug: 'orosz-ukran-haboru' },
  ];
  const url = archiveSearchUrl('/g7/archivum', { term: 'infláció', tags, page: 3 });
  const params = new URL(url, 'http://x').searchParams;
  t.equal(params.get('term'), 'infláció');
  t.same(
    JSON.parse(params.get('filters')!),
    {
      and_tags: ['ukrajna', 'orosz-ukran-haboru'],
      superTags: ['belfold'],
      authors: ['kovacs-anna'],
      title: ['költségvetés'],
    },
    'the autocomplete vocabulary, keys in a fixed order',
  );
  t.equal(params.get('oldal'), '3');
  t.ok(url.startsWith('/g7/archivum?'));

  const names = tags.map(({ type, slug, text }) => ({ type, slug, text }));
  const back = parseArchiveSearch(params, names);
  t.equal(back.term, 'infláció');
  t.equal(back.page, 3);
  t.same(back.tags.map(tagKey).sort(), tags.map(tagKey).sort(), 'the same tags');
  t.same(back.tags.find((x) => x.slug === 'belfold')?.text, 'Belföld', 'names from the origin');
  t.equal(
    archiveSearchParams(back).toString(),
    archiveSearchParams({ term: 'infláció', tags: back.tags, page: 3 }).toString(),
    'a restored search writes the same URL',
  );

  const empty = archiveSearchParams({ term: '', tags: [], page: 1 });
  t.equal(empty.toString(), 'term=&filters=%7B%7D', 'term and filters always, page 1 is not written');
  t.same(filtersFromTags([]), {});
});

t.test('a hand-edited URL never breaks the page', async (t) => {
  const parse = (q: string) => parseArchiveSearch(new URLSearchParams(q));
  t.same(parse('filters={broken'), { term: '', tags: [], page: 1 });
  t.same(parse('filters=[1,2]&oldal=-4'), { term: '', tags: [], page: 1 });
  t.same(parse('oldal=abc').page, 1);
  t.same(
    parse('filters={"and_tags":"egy","superTags":[1,{"x":2},"kultura"],"nincs":["x"],"__proto__":{"a":1}}').tags,
    [
      { type: 'tags', slug: 'egy', text: 'egy' },
      { type: 'superTags', slug: 'kultura', text: 'kultura' },
    ],
    'strings only, known keys only, slugs shown until names arrive',
  );
  t.same(
    parse('filters={"title":["Rovatok","  ","x","x"]}').tags,
    [{ type: 'title', slug: 'x', text: 'x' }],
    'the §5 rules apply on the way in',
  );
  t.equal(
    parse(`term=${'é'.repeat(SEARCH_TERM_MAX_LENGTH + 50)}`).term.length,
    SEARCH_TERM_MAX_LENGTH,
    'an overlong term is cut',
  );
  const many = JSON.stringify({ and_tags: Array.from({ length: 50 }, (_, i) => `t${i}`) });
  t.equal(parse(`filters=${encodeURIComponent(many)}`).tags.length, SEARCH_FILTER_MAX_VALUES);
});

t.test('protected tags are restored with the search and stay first', async (t) => {
  const tags = tagsFromFilters('{"and_tags":["eb-2024","ukrajna"]}', [], [supplement]);
  t.same(
    tags,
    [
      { ...supplement, protected: true },
      { type: 'tags', slug: 'ukrajna', text: 'ukrajna' },
    ],
    'not duplicated by the URL',
  );
  t.same(tagsFromFilters(null, [], [supplement]), [{ ...supplement, protected: true }]);
});

t.test('§2.1 each site has its archive: /archivum, /after/archivum, /g7/archivum, /karakter/archivum', async (t) => {
  t.same(Object.values(sites).map(archivePath), [
    '/archivum',
    '/after/archivum',
    '/g7/archivum',
    '/karakter/archivum',
    '/archivum',
  ]);
});
