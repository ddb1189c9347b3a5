// Seeded hostile search terms: FTS5 syntax and operators, quotes, unbalanced parentheses, control
// characters, 4 KB strings, broken percent-encoding, mixed scripts, right-to-left text, emoji and lone surrogates.
// Each is a raw, already-encoded query-string value (`term=<value>`), so broken encodings reach the server as they are.
import { Rng } from '../../stand-ins/origin/seed/rng.ts';

const SYNTAX = [
  '"',
  '""',
  '"a',
  'a"b',
  '"kormány',
  '„kormány',
  '»x«',
  '*',
  'a*',
  '*a',
  '^a',
  'a^',
  'NEAR(a b)',
  'NEAR(a',
  'a NEAR/2 b',
  'NEAR',
  'AND',
  'OR',
  'NOT',
  'a AND',
  'OR b',
  'NOT NOT',
  'a OR OR b',
  ':',
  'title:',
  'title:a',
  'body:"x"',
  '{title}:a',
  '{title lead body} : x',
  'facets:x',
  '-a',
  '+a',
  '--',
  '(',
  ')',
  '(((',
  ')))',
  '(a OR b',
  'a)',
  '[',
  ']',
  '{',
  '}',
  "'",
  "''",
  ';',
  '/*',
  '*/',
  '\\',
  '%',
  '_',
  '&',
  '=',
  '#',
  '?',
  '<script>alert(1)</script>',
  "'; DROP TABLE articles; --",
  '1=1',
  'rowid',
  'articles_fts',
  'MATCH',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\t',
  '\n',
  '\r\n',
];
const WORDS = [
  'kormány',
  'közélet',
  'választás',
  'a',
  'ő',
  'Ű',
  'rendőrség',
  'kultúra',
  'budapest',
  'foci',
  'EB',
  '2024',
  'x',
];
const SCRIPTS = [
  'Привет мир',
  'Καλημέρα',
  'مرحبا بالعالم',
  'שלום עולם',
  '東京 北京',
  'नमस्ते',
  'สวัสดี',
  '안녕하세요',
  'ḱéẏ',
  'e\u0301\u0301\u0301',
  '\u202Eesrever\u202C',
  '\u200Bzero\u200Bwidth',
  '\uFEFFbom',
  'ﬁ ligature',
  'İstanbul',
  'ǅ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\uE000t5',
  '\uE000lmain',
];
const EMOJI = ['🙂', '👩‍👩‍👧‍👦', '🇭🇺', '🏳️‍🌈', '❤️‍🔥', '🧑🏽‍💻'];
/** Raw fragments that are not valid percent-encoding or not valid UTF-8 once decoded. */
const BROKEN = [
  '%',
  '%2',
  '%G1',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%F4%90%80%80',
  '%00',
  '%%',
  '%25%',
];
const LONG = [
  'a'.repeat(4096),
  '"'.repeat(4096),
  '('.repeat(4096),
  'á'.repeat(2048),
  'kormány '.repeat(512),
  '🙂'.repeat(1024),
  'NEAR('.repeat(800),
  'a OR '.repeat(800),
];

export function hostileTerms(count: number, seed = 15): string[] {
  const rng = new Rng(seed);
  const next = () => rng.next();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const out: string[] = [];
  // Every fixed case once, then seeded mixtures.
  for (const s of [...SYNTAX, ...SCRIPTS, ...EMOJI]) out.push(encodeURIComponent(s));
  for (const s of LONG) out.push(encodeURIComponent(s));
  for (const b of BROKEN) out.push(b);
  while (out.length < count) {
    const pieces: string[] = [];
    const n = 1 + Math.floor(next() * 6);
    for (let i = 0; i < n; i++) {
      const kind = next();
      if (kind < 0.35) pieces.push(encodeURIComponent(pick(SYNTAX)));
      else if (kind < 0.6) pieces.push(encodeURIComponent(pick(WORDS)));
      else if (kind < 0.75) pieces.push(encodeURIComponent(pick(SCRIPTS)));
      else if (kind < 0.85) pieces.push(encodeURIComponent(pick(EMOJI)));
      else if (kind < 0.95) pieces.push(pick(BROKEN));
      else
        pieces.push(
          encodeURIComponent(
            Array.from(pick(LONG))
              .slice(0, 1 + Math.floor(next() * 4096))
              .join(''),
          ),
        );
    }
    out.push(pieces.join(next() < 0.5 ? '%20' : ''));
  }
  return out.slice(0, count);
}
