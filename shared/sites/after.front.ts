// After's own front (§2.3, §2.4, §9): the named searches its loader asks for, its unique group and
// podcast, the plan (shared/front-slices.ts) that cuts them into blocks, and the tab bar of its front and lists. Beside
// after.ts rather than in it: only the server reads a front (shared/sites/site-fronts.ts), and after.ts is in every
// page's JavaScript (decision 008).
import type { SiteFrontConfig } from './site-config.ts';

export const afterFront: SiteFrontConfig = {
  plan: 'after',
  searches: ['after-new', 'after-card', 'after-article', 'after-korabbi'],
  uniqueGroup: 27,
  leaderItem: 'after-main',
  podcast: 'after-podcast',
  tabs: [
    { label: 'Összes', href: '/after' },
    { label: 'Friss', href: '/after/legfrissebb' },
  ],
};
