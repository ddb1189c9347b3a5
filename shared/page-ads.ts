// The ads a page shows, decided in its build step: the positions the page type has, each filled from the site's slot
// table (shared/ad-slots.ts) for the reader's platform, minus what the §6 rule (shared/ad-rules.ts) removes. The page
// renders exactly these slots (client/components/ad-slot.tsx) and the ad code loads exactly these units, so a
// component cannot show a slot the rule removed. Platform: the app's webview (§4 isMobileApp) uses the app's units at
// every width; otherwise the page carries the desktop and the mobile unit and CSS shows the one for the width (§9).
import { adPolicyOf, slotAllowed, type AdPolicy } from './ad-rules.ts';
import { AD_SLOTS, adSlotView, FEED_AD_POSITIONS, type AdPosition, type AdSlotView } from './ad-slots.ts';
import type { AdPageTargeting } from './ad-targeting.ts';
import { MOBILE_APP_PARAM } from './navigation-constants.ts';

export interface PageAds {
  policy: AdPolicy;
  slots: Partial<Record<AdPosition, AdSlotView>>;
  targeting: AdPageTargeting;
}

/** The positions each kind of page has. */
export const ARTICLE_AD_POSITIONS = [
  'top',
  'content',
  'pr',
  'bottom',
  'sticky',
  'sidebar',
] as const satisfies readonly AdPosition[];
export const LIST_AD_POSITIONS = ['list', 'sidebar', 'sticky'] as const satisfies readonly AdPosition[];
export const FRONT_AD_POSITIONS = ['sidebar', 'sticky'] as const satisfies readonly AdPosition[];
/** The front page and the section fronts (§2.4) also have the in-feed slots between their blocks. */
export const FRONT_FEED_AD_POSITIONS = [
  ...FRONT_AD_POSITIONS,
  ...FEED_AD_POSITIONS,
] as const satisfies readonly AdPosition[];

/** The in-feed slot after a front's block at this (0-based) index: only between blocks, and only the first few. */
export function feedSlotAfter(ads: PageAds, index: number, blockCount: number): AdSlotView | undefined {
  return index < blockCount - 1 && index < FEED_AD_POSITIONS.length ? ads.slots[FEED_AD_POSITIONS[index]] : undefined;
}

/** §4 mobile-app mode: the query parameter is present (with any value). */
export function isMobileAppUrl(url: URL): boolean {
  return url.searchParams.has(MOBILE_APP_PARAM);
}

export function pageAdsOf(opts: {
  site: string;
  positions: readonly AdPosition[];
  policy: AdPolicy;
  isMobileApp: boolean;
  targeting: AdPageTargeting;
}): PageAds {
  const table = AD_SLOTS[opts.site];
  const allowed = <T extends { pr?: boolean }>(spec: T | undefined): T | null =>
    spec && slotAllowed(opts.policy, spec) ? spec : null;
  const slots: PageAds['slots'] = {};
  for (const pos of opts.positions) {
    const view = opts.isMobileApp
      ? adSlotView(pos, allowed(table.app[pos]), allowed(table.app[pos]))
      : adSlotView(pos, allowed(table.desktop[pos]), allowed(table.mobile[pos]));
    if (view) slots[pos] = view;
  }
  return { policy: opts.policy, slots, targeting: opts.targeting };
}

/**
 * Fronts (§2.4, the front page) and the other pages with the common sidebar whose content the §6 rule does not look
 * at (podcasts, the archive, sports, supplements, tippjáték): nothing on them suppresses ads.
 */
export function frontPageAds(
  ctx: { site: { id: string }; url: URL },
  type: string,
  positions: readonly AdPosition[] = FRONT_AD_POSITIONS,
): PageAds {
  return pageAdsOf({
    site: ctx.site.id,
    positions,
    policy: 'all',
    isMobileApp: isMobileAppUrl(ctx.url),
    targeting: { type, slug: '', tags: [] },
  });
}

/**
 * Lists (§2.3): the §6 rule over the list's section, as if it were an article's main super-tag: a sponsored section's
 * list keeps PR slots only (and lists have none), every other list shows its slots.
 */
export function listPageAds(
  ctx: { site: { id: string }; url: URL },
  filters: { mstag?: string | null; tag?: string | null; author?: string | null },
): PageAds {
  const isMobileApp = isMobileAppUrl(ctx.url);
  const superTags = filters.mstag ? [{ slug: filters.mstag }] : [];
  const tags = filters.tag ? [{ slug: filters.tag }] : [];
  return pageAdsOf({
    site: ctx.site.id,
    positions: LIST_AD_POSITIONS,
    isMobileApp,
    policy: adPolicyOf({ flags: [], superTags, tags }, { isMobileApp }),
    targeting: {
      type: 'section',
      slug: filters.mstag ?? filters.tag ?? filters.author ?? '',
      tags: filters.tag ? [filters.tag] : [],
    },
  });
}
