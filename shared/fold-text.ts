// The diacritics- and case-insensitive key that search compares by (közélet → kozelet), the way the origin's FTS5
// index folds text (unicode61, remove_diacritics 2). Folded one code point at a time, so a position in the folded text
// always maps back to a position in the original (search-highlight.ts relies on that).

const MARKS = /\p{M}+/gu;

/** One code point folded: its base letters without combining marks, lower case ('' for a lone mark). */
export function foldChar(ch: string): string {
  return ch.normalize('NFD').replace(MARKS, '').toLowerCase();
}

export function foldText(text: string): string {
  let out = '';
  for (const ch of text) out += foldChar(ch);
  return out;
}
