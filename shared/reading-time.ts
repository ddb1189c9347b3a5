// How long the story takes to read, shown in the article's header (our choice: the spec names no reading time). It
// is worked out on the server from the sanitised body and travels as the finished words, so the article's script
// carries neither the counting nor the texts (decision 083).
import type { PageLanguage } from './box-texts.ts';

/**
 * Words an adult reads a minute in a news story. Silent reading of non-fiction averages about 238 words a minute in
 * English (Brysbaert, 2019); Hungarian words are longer (suffixes instead of separate words), so fewer of them fit
 * in a minute, and a round, slightly slower figure keeps the promise for most readers.
 */
export const READING_WORDS_PER_MINUTE = 200;

const MARKUP = /<[^>]*>|&#?\w+;/g;
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** The words of an HTML body: its text without the markup (tags, character references), each run of letters and digits one word. */
export function wordCount(html: string): number {
  return html.replace(MARKUP, ' ').match(WORD)?.length ?? 0;
}

/**
 * Bodies counted lately: an article is rendered again for every reader the page cache does not answer, and counting
 * its words was a visible part of that render (decision 095). A body's string hashes once, so asking is cheap.
 */
const counted = new Map<string, number>();
const COUNTED_MAX = 500;

/** Whole minutes, rounded up, at least one. */
export function readingMinutes(html: string): number {
  let minutes = counted.get(html);
  if (minutes === undefined) {
    minutes = Math.max(1, Math.ceil(wordCount(html) / READING_WORDS_PER_MINUTE));
    if (counted.size >= COUNTED_MAX) counted.clear();
    counted.set(html, minutes);
  }
  return minutes;
}

/** 'N perc olvasás' on a Hungarian page, 'N min read' on an English one. */
export function readingTimeText(minutes: number, language: PageLanguage): string {
  return language === 'hu' ? `${minutes} perc olvasás` : `${minutes} min read`;
}
