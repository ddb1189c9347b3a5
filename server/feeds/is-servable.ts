// Whether the article page would show a listed article to a reader: §4 an inactive article, or one whose main
// section is inactive, is a 404 (server/loaders/article-loader.ts). Feeds and sitemaps list nothing that 404s.
export function isServable(a: { active: boolean; mainSuperTag: { active: boolean } }): boolean {
  return a.active && a.mainSuperTag.active;
}
