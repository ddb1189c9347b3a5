// Marks the words of a search in a title or lead (results show the matched words highlighted), accents and
// case ignored, the way the origin matched them (shared/search-term.ts): a bare word at the start of a word (only the
// typed part is marked: "kor" marks "Kor" in "Kormány"), a quoted phrase as its words in a row. Returns plain
// segments, never HTML: the page renders matches as <mark> and React escapes the text.
import { foldChar } from './fold-text.ts';
import { parseSearchTerm, type SearchPart } from './search-term.ts';

export interface HighlightSegment {
  text: string;
  match: boolean;
}

interface TextWord {
  start: number;
  folded: string;
  /** ends[i]: offset in the original just after the code point that produced folded unit i (and its marks). */
  ends: number[];
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

function wordsOf(text: string): TextWord[] {
  const words: TextWord[] = [];
  let current: TextWord | null = null;
  let offset = 0;
  for (const ch of text) {
    const next = offset + ch.length;
    if (WORD_CHAR.test(ch)) {
      if (!current) words.push((current = { start: offset, folded: '', ends: [] }));
      const folded = foldChar(ch);
      if (folded === '') {
        // A combining mark belongs to the letter before it.
        if (current.ends.length) current.ends[current.ends.length - 1] = next;
      } else {
        current.folded += folded;
        for (let i = 0; i < folded.length; i++) current.ends.push(next);
      }
    } else {
      current = null;
    }
    offset = next;
  }
  return words.filter((w) => w.folded.length > 0);
}

/** How much of `word` (in folded units) the search word covers, or 0 when it does not match there. */
function coverage(word: TextWord, searched: string, prefix: boolean): number {
  if (word.folded === searched) return searched.length;
  return prefix && word.folded.startsWith(searched) ? searched.length : 0;
}

function rangesOf(words: TextWord[], part: SearchPart): [number, number][] {
  const out: [number, number][] = [];
  const n = part.words.length;
  for (let i = 0; i + n <= words.length; i++) {
    let ok = true;
    for (let k = 0; k < n - 1 && ok; k++) ok = words[i + k].folded === part.words[k];
    if (!ok) continue;
    const last = words[i + n - 1];
    const covered = coverage(last, part.words[n - 1], part.prefix);
    if (covered > 0) out.push([words[i].start, last.ends[covered - 1]]);
  }
  return out;
}

/** `text` cut into segments, `match: true` where a word or phrase of `term` occurs. Adjacent matches merge. */
export function highlightSegments(text: string, term: string | readonly SearchPart[]): HighlightSegment[] {
  const parts = typeof term === 'string' ? parseSearchTerm(term) : term;
  if (!text) return [];
  const words = wordsOf(text);
  const ranges = parts.flatMap((p) => rangesOf(words, p)).sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  const segments: HighlightSegment[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
