// G7's own front (§2.3, §2.4, §9): the named searches its loader asks for, its unique group and
// podcast, the plan (shared/front-slices.ts) that cuts them into blocks, and the tab bar of its front and lists. Beside
// g7.ts rather than in it: only the server reads a front (shared/sites/site-fronts.ts), and g7.ts is in every
// page's JavaScript (decision 008).
import type { SiteFrontConfig } from './site-config.ts';

export const g7Front: SiteFrontConfig = {
  plan: 'g7',
  // The plain section slugs are group searches (10 newest): a deeper pool for the one-article section blocks.
  searches: ['g7-friss', 'g7-kozelet', 'g7-adat', 'g7-penz', 'g7-partner', 'g7-tovabbi', 'kozelet', 'adat', 'penz'],
  uniqueGroup: 47,
  leaderItem: 'g7-main',
  podcast: 'g7-podcast',
  tabs: [
    { label: 'Összes', href: '/g7' },
    { label: 'Friss', href: '/g7/legfrissebb' },
    { label: 'Adat', href: '/g7/adat' },
    { label: 'Pénz', href: '/g7/penz' },
    { label: 'Közélet', href: '/g7/kozelet' },
    { label: 'Podcast', href: '/g7/podcast' },
  ],
};
