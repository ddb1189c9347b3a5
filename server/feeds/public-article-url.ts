// An article's absolute canonical URL: the public origin of the domain it originates on (configuration, never the
// Host header), so a story mirrored to the regional edition still points at its home.
import { articlePath } from '../../shared/article-url.ts';
import { siteBySlug, sites } from '../../shared/sites.ts';
import type { BffConfig } from '../config.ts';

export function articleDomain(a: { originatingSite: string }): 'main' | 'regional' {
  return (siteBySlug(a.originatingSite) ?? sites.main).domain;
}

export function publicArticleUrl(
  config: BffConfig,
  a: { slug: string; pubDate: number; originatingSite: string; mainSuperTag: { slug: string } },
): string {
  return config.publicOrigin[articleDomain(a)] + articlePath(a);
}
