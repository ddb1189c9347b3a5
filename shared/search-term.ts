// What a reader typed into a search field, read as words and phrases: every word must occur (AND); a bare
// word also matches longer words (a word being typed, and Hungarian endings: kormány finds kormánynak); text in
// quotes ("…", „…”, »…«) is a phrase, its words in that order, exact unless the quote is still open (being typed).
// Accents and case never matter. Everything else — operators, '*', '^', ':', '-', '+', parentheses, control
// characters, emoji, lone surrogates — only separates words: the origin builds its FTS5 query from these parts and
// quotes every one itself, so nothing a reader types reaches FTS5 as syntax.
import { foldText } from './fold-text.ts';
import { SEARCH_PREFIX_MIN_LENGTH, SEARCH_TERM_MAX_PARTS } from './search-constants.ts';

export interface SearchPart {
  /** Folded words (lower case, no accents), in order: one for a bare word, one or more for a phrase. */
  words: string[];
  /** Written in quotes. */
  phrase: boolean;
  /** The last word also matches longer words. */
  prefix: boolean;
}

const QUOTE = /["\u201C\u201D\u201E\u201F\u00AB\u00BB]/u;
/** Letters, digits and combining marks make words (as FTS5's unicode61 tokenizer reads them); anything else splits. */
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wordsOf(segment: string): string[] {
  return segment.split(NOT_WORD).map(foldText).filter(Boolean);
}

/** The parts of a term, at most SEARCH_TERM_MAX_PARTS, duplicates dropped; [] when nothing searchable is left. */
export function parseSearchTerm(input: string | null | undefined): SearchPart[] {
  if (!input) return [];
  const text = input.replace(LONE_SURROGATE, ' ').normalize('NFC');
  const parts: SearchPart[] = [];
  const seen = new Set<string>();
  const add = (part: SearchPart) => {
    const key = `${part.phrase ? 'p' : 'w'}${part.prefix ? '*' : ''}:${part.words.join(' ')}`;
    if (seen.has(key) || parts.length >= SEARCH_TERM_MAX_PARTS) return;
    seen.add(key);
    parts.push(part);
  };
  const emit = (segment: string, quoted: boolean, closed: boolean) => {
    const words = wordsOf(segment);
    if (words.length === 0) return;
    if (quoted) {
      // An open quote is a phrase still being typed: its last word may grow, unless the reader already typed past it.
      const typing = !closed && !NOT_WORD.test(segment.slice(-1));
      add({ words, phrase: true, prefix: typing && words[words.length - 1].length >= SEARCH_PREFIX_MIN_LENGTH });
      return;
    }
    for (const word of words) add({ words: [word], phrase: false, prefix: word.length >= SEARCH_PREFIX_MIN_LENGTH });
  };
  let quoted = false;
  let segment = '';
  for (const ch of text) {
    if (QUOTE.test(ch)) {
      emit(segment, quoted, true);
      segment = '';
      quoted = !quoted;
    } else {
      segment += ch;
    }
  }
  emit(segment, quoted, false);
  return parts;
}

/** Every folded word of the parts, for highlighting and ranking. */
export function searchWords(parts: readonly SearchPart[]): string[] {
  return [...new Set(parts.flatMap((p) => p.words))];
}
