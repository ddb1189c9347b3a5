// What a page with the common sidebar (client/components/sidebar.tsx) carries for it, decided in its build step: the
// sidebar rectangle and the sticky bar from the site's slot table, and the follow box. Articles and lists
// decide their ads themselves (the §6 rule looks at their content); these pages have nothing it looks at.
import { frontPageAds, type PageAds } from '../page-ads.ts';
import { pageSocialOf, type PageSocial } from '../page-social.ts';
import type { PageContext } from './page-contract.ts';

export interface SidebarParts {
  ads: PageAds;
  social: PageSocial;
}

export function sidebarParts(ctx: Pick<PageContext, 'site' | 'url'>, type: string): SidebarParts {
  return { ads: frontPageAds(ctx, type), social: pageSocialOf(ctx.site) };
}
