// Archive search: the texts and numbers of §3 search tags, §4, §5 tag input and §7 search calls,
// and the limits the spec leaves to us. Apart from constants.ts so that only the search's own chunk carries them.

/** §3 search tag types, in the order the autocomplete groups them (§5). */
export const SEARCH_TAG_TYPES = ['superTags', 'tags', 'title', 'authors'] as const;
export type SearchTagType = (typeof SEARCH_TAG_TYPES)[number];

/** §5 the autocomplete's group headings: shown above each group, never tags themselves. */
export const SEARCH_TAG_HEADINGS: Readonly<Record<SearchTagType, string>> = {
  superTags: 'Rovatok',
  tags: 'Témák',
  title: 'Cím',
  authors: 'Szerzők',
};

export const SEARCH_TAG_SEPARATOR = ';'; // §5 the tag input's separator commits what was typed
export const AUTOCOMPLETE_MIN_LENGTH = 1; // §5 autocomplete minimum length 1
export const TYPEAHEAD_LIMIT = 5; // §9, §7 /api/search/articles?limit=5
export const DELETE_MARK_TIMEOUT_MS = 1_000; // §9 delete-mark timeout 1 s
export const TEXT_NO_SEARCH_RESULTS = 'Nincs találat'; // the archive's empty state (a 200, decision 027)

// Our choices (docs/decisions/027-search.md)
/** Longer terms are a 400 at the origin; the archive page cuts to this before asking. UTF-16 units, like String#slice. */
export const SEARCH_TERM_MAX_LENGTH = 200;
/** Words and phrases of one term; the rest are ignored (each one is another index lookup). */
export const SEARCH_TERM_MAX_PARTS = 8;
/** A bare word this long or longer also matches longer words (the FTS5 prefix indexes cover 1 to 3 letters). */
export const SEARCH_PREFIX_MIN_LENGTH = 1;
/** Totals of a text search stop counting here; the answer says so (`totalCapped`) and the UI shows "10 000+". */
export const SEARCH_COUNT_CAP = 10_000;
/** Values of one filter key in an archive search (`and_tags`, `superTags`, …). */
export const SEARCH_FILTER_MAX_VALUES = 20;
/** Typeahead ranks this many of the newest title matches (title-prefix first) before it keeps TYPEAHEAD_LIMIT. */
export const TYPEAHEAD_CANDIDATES = 200;
/** Autocomplete looks at most this many names of one kind for ones with a count above 0. */
export const AUTOCOMPLETE_CANDIDATES_PER_TYPE = 15;
/** Autocomplete counts stop here ("1 000+"): up to 46 counts an answer, each a bounded index walk. */
export const AUTOCOMPLETE_COUNT_CAP = 1_000;

// The reader's side of the search: header typeahead and the archive page.
/** §2.1 archivum: the archive page's heading. */
export const TEXT_ARCHIVE_TITLE = 'Archívum';
/** §3 the type each autocomplete item and tag shows beside its text (the groups' headings are the plurals). */
export const SEARCH_TAG_TYPE_LABELS: Readonly<Record<SearchTagType, string>> = {
  superTags: 'Rovat',
  tags: 'Téma',
  title: 'Cím',
  authors: 'Szerző',
};
/** A page number past the search's last page (an old link, a hand-edited URL). */
export const TEXT_NO_MORE_RESULTS = 'Ezen az oldalon már nincs találat.';
/** The publisher refused a search a reader edited by hand (a free-text filter over the length limit, say). */
export const TEXT_SEARCH_REFUSED =
  'Ezt a keresést nem tudjuk lefuttatni: túl hosszú, vagy túl sok szűrő van benne. Rövidítsd a keresett szöveget, vagy törölj egy címkét.';
/** Our choice: a request per pause in typing, not per key (the BFF caches answers, the origin's walk is bounded). */
export const TYPEAHEAD_DEBOUNCE_MS = 150;
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;
