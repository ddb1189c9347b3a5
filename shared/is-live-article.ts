// Which articles poll for new versions (§4 live article refresh). Apart from the label on purpose: a plain article
// page needs this check, but not the label's code (JavaScript budget).

export function isLiveArticle(a: { type: string; live: boolean; flags: readonly { slug: string }[] }): boolean {
  return a.type === 'liveblog' || a.live || a.flags.some((f) => f.slug === 'live' || f.slug === 'refresh');
}
