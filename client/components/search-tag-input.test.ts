// The tag input as rendered (§5 protected tags, which a supplement's search passes in): a protected tag
// shows without a remove control and stays in the search the form writes; the reader's own tags keep theirs.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import { archiveSearchParams, parseArchiveSearch } from '../../shared/archive-query.ts';
import type { SearchTag } from '../../shared/search-tags.ts';
import { SearchTagInput } from './search-tag-input.tsx';

const eb: SearchTag = { type: 'tags', text: 'Foci-Eb 2024', slug: 'eb-2024', protected: true };
const belfold: SearchTag = { type: 'superTags', text: 'Belföld', slug: 'belfold' };

t.test("a protected tag has no remove control; the reader's own tag has one", async (t) => {
  const html = renderToString(h(SearchTagInput, { tags: [eb, belfold], sites: 'telex', onChange: () => {} }));
  const chips = html.match(/<li class="search-tag[^"]*">.*?<\/li>/g) ?? [];
  t.equal(chips.length, 2, 'both tags are shown');
  const [protectedChip, ownChip] = chips;
  t.match(protectedChip, /Foci-Eb 2024/);
  t.match(protectedChip, /search-tag--protected/);
  t.notMatch(protectedChip, /<button/, 'no remove control on the protected tag');
  t.match(protectedChip, /rögzített/, 'a screen reader hears that it is fixed');
  t.match(ownChip, /Belföld/);
  t.match(ownChip, /<button[^>]*aria-label="Belföld címke törlése"/, "the reader's tag can be removed");
});

t.test("protected tags stay in the search's URL and come back even when a URL leaves them out", async (t) => {
  const written = archiveSearchParams({ term: 'gól', tags: [eb, belfold], page: 1 });
  t.same(
    JSON.parse(written.get('filters')!),
    { and_tags: ['eb-2024'], superTags: ['belfold'] },
    "written with the reader's tags",
  );
  const withoutIt = new URLSearchParams({ term: 'gól', filters: JSON.stringify({ superTags: ['belfold'] }) });
  t.same(
    parseArchiveSearch(withoutIt, [{ type: 'superTags', slug: 'belfold', text: 'Belföld' }], [eb]).tags,
    [eb, belfold],
    "a hand-edited URL cannot drop the supplement's tag",
  );
});
