// §9 Truncation: cut at a word boundary and end with an ellipsis; text within the limit is returned unchanged.
// The result, ellipsis included, is never longer than `max`.
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  let head = clean.slice(0, max - 1);
  // Unless the cut falls just before a space, the last word is partial: drop it.
  if (!/\s/u.test(clean[max - 1])) {
    const space = head.search(/\s\S*$/u);
    if (space > 0) head = head.slice(0, space);
  }
  return `${head.replace(/[\s,.;:!?–-]+$/u, '')}…`;
}
