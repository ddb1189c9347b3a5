// An article's absolute canonical URL: the public origin of the domain it originates on (configuration, never the
// Host header), so a story mirrored to the regional edition still points at its home. The path is the publisher's
// canonical `url`, the very path the article page compares the request against (any other path is a 301).
import { siteBySlug, sites } from '../../shared/sites/site-table.ts';
import type { BffConfig } from '../config.ts';

export function articleDomain(a: { originatingSite: string }): 'main' | 'regional' {
  return (siteBySlug(a.originatingSite) ?? sites.main).domain;
}

export function publicArticleUrl(config: BffConfig, a: { url: string; originatingSite: string }): string {
  // A path that is not a single-slash site path cannot be ours; the bare origin is the safest stand-in.
  return config.publicOrigin[articleDomain(a)] + (/^\/(?!\/)/.test(a.url) ? a.url : '/');
}
