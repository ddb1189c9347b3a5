// §1, §3 Site config (facebook url and interaction count), §9 (interaction count 300 on the main sites, 100 on the
// regional edition): what a page's build step adds for the social parts. The follow box links the site's Facebook
// page; an article shows how many Facebook interactions it drew once that reaches its site's interaction count (our
// reading of the per-site count: the threshold above which the number is worth showing).
import type { Article } from './api-types.ts';
import { ARTICLE_WORDS, pageLanguageOf } from './box-texts.ts';
import type { SiteConfig } from './sites/site-config.ts';
import { profileOf } from './sites/site-profiles.ts';

export interface PageSocial {
  /** the site's Facebook page (the follow box) */
  facebookUrl: string;
  name: string;
}

export function pageSocialOf(site: SiteConfig): PageSocial {
  return { facebookUrl: profileOf(site).facebookUrl, name: site.name };
}

/** The article's Facebook interactions as the page shows them ('1 234 interakció a Facebookon', in English on an English article), or null below its site's count. */
export function facebookInteractionsOf(
  article: Pick<Article, 'facebookEngagement' | 'english'>,
  site: SiteConfig,
): string | null {
  const count = article.facebookEngagement;
  return count >= profileOf(site).facebookInteractionCount
    ? ARTICLE_WORDS[pageLanguageOf(!!article.english)].interactions(count)
    : null;
}
