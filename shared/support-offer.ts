// What /tamogatas offers (§2.1 support): the suggested monthly and one-time amounts in the site's currency (§1: Ft on
// the main sites, Lei on the regional edition) and what the money pays for. The demo has no payment provider: the page
// says so and names the pages a provider returns to (/tamogatas/siker, /tamogatas/hiba).
import { formatAmount } from './supporter-profile.ts';
import type { SiteConfig } from './sites.ts';

/** Suggested amounts per currency; a reader may give any amount at the payment provider. */
export const SUPPORT_AMOUNTS = {
  HUF: { monthly: [1_000, 2_000, 5_000, 10_000], oneTime: [2_000, 5_000, 10_000, 20_000] },
  RON: { monthly: [10, 25, 50, 100], oneTime: [20, 50, 100, 200] },
} as const satisfies Record<SiteConfig['currency'], { monthly: readonly number[]; oneTime: readonly number[] }>;

/** What a supporter's money does, in the newsroom's words. */
export const SUPPORT_USES = [
  { title: 'Riporterek a helyszínen', text: 'Utazás, szállás, eszközök: ott vagyunk, ahol a dolgok történnek, nem csak a közleményekből dolgozunk.' },
  { title: 'Hosszú, alapos munkák', text: 'Oknyomozó és adatújságírói anyagok, amelyeken hetekig, hónapokig dolgozunk, mielőtt egy sor megjelenik.' },
  { title: 'Függetlenség', text: 'Az olvasói támogatás miatt nem kell megfelelnünk sem kormánynak, sem tulajdonosnak, sem egy-egy nagy hirdetőnek.' },
  { title: 'Ingyen mindenkinek', text: 'Nincs fizetőfal: a cikkeink azoknak is elérhetők, akik nem tudnak fizetni értük.' },
] as const;

export interface SupportAmountView {
  amount: number;
  /** '2 000 Ft' (no-break space) */
  label: string;
}

export interface SupportOffer {
  currency: SiteConfig['currency'];
  monthly: SupportAmountView[];
  oneTime: SupportAmountView[];
  uses: readonly { title: string; text: string }[];
}

export function supportOfferFor(site: SiteConfig): SupportOffer {
  const amounts = SUPPORT_AMOUNTS[site.currency];
  const view = (amount: number): SupportAmountView => ({ amount, label: formatAmount(amount, site.currency) });
  return { currency: site.currency, monthly: amounts.monthly.map(view), oneTime: amounts.oneTime.map(view), uses: SUPPORT_USES };
}
