// A headline as it is shown (§9 truncation; §1 Hungarian typesetting): cut to its place's length, and a leading
// article ('A', 'Az', 'Egy'; an English 'The', 'An') bound to the next word with a no-break space, so a narrow column
// never leaves the article alone on the first line. Every card, box and title renders its headline through here.
import { truncate } from './truncate.ts';

const LEADING_ARTICLE = /^(A|Az|Egy|The|An)\s+/u;

export function headline(title: string, max = Infinity): string {
  return truncate(title, max).replace(LEADING_ARTICLE, '$1\u00a0');
}
