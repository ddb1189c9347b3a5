// Where an author's list lives (§2.1 articles_by_author: /szerzo/{slug}). Bylines, JSON-LD, OpenGraph,
// the section matcher and the author-alias redirect (§2.2) all build or read it here.

export const AUTHOR_PATH = '/szerzo';

export function authorPath(authorSlug: string): string {
  return `${AUTHOR_PATH}/${authorSlug}`;
}
