// Karakter's own front (§2.3, §2.4, §9): the named searches its loader asks for, its unique group and
// podcast, the plan (shared/front-slices.ts) that cuts them into blocks, and the tab bar of its front and lists.
// Beside karakter.ts rather than in it: only the server reads a front (shared/sites/site-fronts.ts), and karakter.ts
// is in every page's JavaScript (decision 008).
import type { SiteFrontConfig } from './site-config.ts';

export const karakterFront: SiteFrontConfig = {
  plan: 'karakter',
  searches: [
    'karakter-friss',
    'kultura',
    'nagyito',
    'konyvespolc',
    'beleolvaso',
    'telextarcak',
    'kritika',
    'portre',
    'karakter-korabbi',
  ],
  uniqueGroup: 49,
  leaderItem: 'karakter-main',
  podcast: null,
  tabs: [
    { label: 'Összes', href: '/karakter' },
    { label: 'Friss', href: '/karakter/legfrissebb' },
    { label: 'Kultúra', href: '/karakter/rovat/kultura' },
    { label: 'Portré', href: '/karakter/rovat/portre' },
    { label: 'Könyvespolc', href: '/karakter/rovat/konyvespolc' },
    { label: 'Nagyító', href: '/karakter/rovat/nagyito' },
  ],
};
