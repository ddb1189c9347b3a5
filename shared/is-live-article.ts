// Which articles poll for new versions (§4 live article refresh). Apart from the label on purpose: a plain article
// page needs this check, but not the label's code (JavaScript budget).

/** Flagged live or refresh (§4 live label). Flags are slugs: cards carry them as strings, articles as `{ slug }`. */
export function hasLiveFlag(flags: readonly (string | { slug: string })[]): boolean {
  return flags.some((f) => {
    const slug = typeof f === 'string' ? f : f.slug;
    return slug === 'live' || slug === 'refresh';
  });
}

export function isLiveArticle(a: { type: string; live: boolean; flags: readonly { slug: string }[] }): boolean {
  return a.type === 'liveblog' || a.live || hasLiveFlag(a.flags);
}
