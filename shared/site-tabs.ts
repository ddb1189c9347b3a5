// §2.3 the tab bars of the After, G7 and Karakter lists (and of their fronts, whose 'all' tab they are), and the sport
// section's, which leads to the live-score pages (§2.7).
import type { SubSiteSlug } from './sites.ts';
import { SPORT_TABS } from './sport-routes.ts';

export interface SiteTab {
  label: string;
  href: string;
}

export const SITE_TABS: Record<SubSiteSlug, SiteTab[]> = {
  after: [
    { label: 'Összes', href: '/after' },
    { label: 'Friss', href: '/after/legfrissebb' },
  ],
  g7: [
    { label: 'Összes', href: '/g7' },
    { label: 'Friss', href: '/g7/legfrissebb' },
    { label: 'Adat', href: '/g7/adat' },
    { label: 'Pénz', href: '/g7/penz' },
    { label: 'Közélet', href: '/g7/kozelet' },
    { label: 'Podcast', href: '/g7/podcast' },
  ],
  karakter: [
    { label: 'Összes', href: '/karakter' },
    { label: 'Friss', href: '/karakter/legfrissebb' },
    { label: 'Kultúra', href: '/karakter/rovat/kultura' },
    { label: 'Portré', href: '/karakter/rovat/portre' },
    { label: 'Könyvespolc', href: '/karakter/rovat/konyvespolc' },
    { label: 'Nagyító', href: '/karakter/rovat/nagyito' },
  ],
};

/** The tab bar a list path belongs to, if any. */
export function siteTabsFor(pathname: string): SiteTab[] | null {
  for (const tabs of Object.values(SITE_TABS)) if (tabs.some((t) => t.href === pathname)) return tabs;
  return SPORT_TABS.some((t) => t.href === pathname) ? [...SPORT_TABS] : null;
}
