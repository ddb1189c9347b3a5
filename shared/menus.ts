// Menus (§3 Menus) and the main site's heading menu. The heading menu's section slugs also drive the
// single-segment redirect of §2.2 (/belfold → /rovat/belfold).
import { isSubSiteSlug, type SiteId } from './sites.ts';

export interface MenuItem {
  label: string;
  url: string;
}

export const headingMenu: Record<'main' | 'regional', MenuItem[]> = {
  main: [
    { label: 'Belföld', url: '/rovat/belfold' },
    { label: 'Külföld', url: '/rovat/kulfold' },
    { label: 'Gazdaság', url: '/rovat/gazdasag' },
    { label: 'Sport', url: '/rovat/sport' },
    { label: 'Vélemény', url: '/rovat/velemeny' },
    { label: 'Tudomány', url: '/rovat/tudomany' },
    { label: 'After', url: '/after' },
    { label: 'G7', url: '/g7' },
    { label: 'Karakter', url: '/karakter' },
    { label: 'English', url: '/english' },
  ],
  regional: [
    { label: 'Erdély', url: '/rovat/erdely' },
    { label: 'Románia', url: '/rovat/romania' },
    { label: 'Külföld', url: '/rovat/transtelex-kulfold' },
    { label: 'Gazdaság', url: '/rovat/transtelex-gazdasag' },
  ],
};

/** §3 Menus of the sub-brands. */
export const siteMenus: Record<SiteId, MenuItem[]> = {
  main: headingMenu.main,
  regional: headingMenu.regional,
  after: [{ label: 'Friss hírek', url: '/after/legfrissebb' }],
  g7: [
    { label: 'Friss hírek', url: '/g7/legfrissebb' },
    { label: 'Adat', url: '/g7/adat' },
    { label: 'Közélet', url: '/g7/kozelet' },
    { label: 'Pénz', url: '/g7/penz' },
    { label: 'Podcast', url: '/g7/podcast' },
  ],
  karakter: [
    { label: 'Friss hírek', url: '/karakter/legfrissebb' },
    { label: 'Kultúra', url: '/karakter/rovat/kultura' },
    { label: 'Telextárcák', url: '/karakter/rovat/telextarcak' },
    { label: 'Könyvespolc', url: '/karakter/rovat/konyvespolc' },
    { label: 'Nagyító', url: '/karakter/rovat/nagyito' },
  ],
};

/** §2.8 the favicon differs per section: after, g7, karakter; default otherwise. */
export function faviconFor(site: SiteId): string {
  return isSubSiteSlug(site) ? `/assets/favicon-${site}.svg` : '/assets/favicon.svg';
}
