// Turns reader input into a safe FTS5 MATCH expression: every word becomes a quoted prefix phrase, so FTS syntax
// (quotes, NEAR, column filters, operators) in the input is never interpreted. Empty input means no term filter.
export function ftsQuery(input: string | null | undefined): string | null {
  if (!input) return null;
  // A repeated word adds nothing to the match but another expansion of its prefix (costly for short ones).
  const tokens = [...new Set(input.normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, 16);
  if (tokens.length === 0) return null;
  return tokens.map((t) => `"${t}"*`).join(' ');
}
