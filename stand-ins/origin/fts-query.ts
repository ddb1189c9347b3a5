// FTS5 MATCH expressions, built only from parts we quote ourselves: the reader's words and phrases as parsed by
// shared/search-term.ts (letters and digits only, so a quote cannot even occur inside one; it is doubled anyway),
// and facet tokens (search-document.ts). Nothing a reader types reaches FTS5 as syntax.
import type { SearchPart } from '../../shared/search-term.ts';

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One word or phrase; `*` after the closing quote makes its last word a prefix. */
function phrase(part: SearchPart): string {
  return quote(part.words.join(' ')) + (part.prefix ? '*' : '');
}

/** Every part must occur (AND), in any indexed text column or in titles only. Null for no parts. */
export function textMatch(parts: readonly SearchPart[], titleOnly = false): string | null {
  if (parts.length === 0) return null;
  const all = parts.map(phrase).join(' AND ');
  return titleOnly ? `title : (${all})` : `(${all})`;
}

/** Any one of the facet tokens (an empty list matches nothing, so the caller must not ask). */
export function anyOf(tokens: readonly string[]): string {
  return `(${tokens.map(quote).join(' OR ')})`;
}

/** All of the expressions, then none of the excluded ones (FTS5's NOT is binary: `a NOT b`). */
export function allOf(required: readonly string[], excluded: readonly string[] = []): string {
  const base = required.join(' AND ');
  return excluded.length ? `(${base}) NOT ${anyOf(excluded)}` : base;
}
