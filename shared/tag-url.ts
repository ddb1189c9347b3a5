// Where a tag's list lives (§2.1 articles_by_tag: /cimke/{slug}; §2.2 /tag/… moves here).

export const TAG_PATH = '/cimke';

export function tagPath(tagSlug: string): string {
  return `${TAG_PATH}/${tagSlug}`;
}
