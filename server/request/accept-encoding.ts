// The one reading of Accept-Encoding: pages (streamed and stored), cache hits, feeds and the consent script all ask it.

/** A coding's own token in a header of plain tokens (no weights, no `*`), compiled once a coding. */
const plainTokens = new Map<string, RegExp>();
const plainToken = (coding: string) => {
  let re = plainTokens.get(coding);
  if (!re) plainTokens.set(coding, (re = new RegExp(`(?:^|,)\\s*${coding}\\s*(?:,|$)`, 'i')));
  return re;
};

/**
 * Whether the client accepts a content coding: named with a weight above 0, or left out while `*` has one
 * (RFC 9110, section 12.5.3). Browsers send plain tokens, so that header is read with one compiled expression (a cache hit
 * asks this on every request); a header with weights or `*` is read in full.
 */
export function acceptsCoding(header: string | string[] | undefined, coding: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (!value.includes(';') && !value.includes('*')) return plainToken(coding).test(value);
  let star: number | undefined;
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name === coding) return weight > 0;
    if (name === '*') star = weight;
  }
  return star !== undefined && star > 0;
}
