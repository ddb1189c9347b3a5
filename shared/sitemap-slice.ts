// The publisher API's sitemap walk (GET /api/sitemap/articles, docs/origin-api.md): every article page a domain
// serves, oldest first, in slices chained by an opaque cursor. Compact on purpose: a 200,000-article walk moves only
// what a sitemap line needs.
import { Type, type Static } from '@sinclair/typebox';

export const SitemapEntry = Type.Object(
  {
    /** canonical path, as ArticleSummary.url */
    url: Type.String(),
    /** unix seconds */
    updatedAt: Type.Integer(),
  },
  { additionalProperties: true },
);

export const SitemapSlice = Type.Object(
  {
    items: Type.Array(SitemapEntry),
    /** pass as `after` for the next slice; null after the last */
    next: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: true },
);
export type SitemapSlice = Static<typeof SitemapSlice>;

/** Largest slice the endpoint answers. */
export const SITEMAP_SLICE_MAX = 5_000;
/** Our choice for the BFF's walk: ~100 KB of JSON a slice, a few milliseconds of work between two awaits. */
export const SITEMAP_SLICE_SIZE = 1_000;
