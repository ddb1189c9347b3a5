// §3 sponsored line: chosen by path (the article's main super-tag or one of its tags) and only within its date
// window; the first active match wins.
import type { SponsoredLine } from './api-types.ts';

export function chooseSponsoredLine(
  lines: readonly SponsoredLine[],
  article: { mainSuperTag: { slug: string }; tags: readonly { slug: string }[] },
  nowS: number,
): SponsoredLine | null {
  return (
    lines.find(
      (l) =>
        l.active &&
        l.dateFrom <= nowS &&
        nowS <= l.dateTo &&
        (l.mainSuperTags.includes(article.mainSuperTag.slug) || article.tags.some((t) => l.tags.includes(t.slug))),
    ) ?? null
  );
}
