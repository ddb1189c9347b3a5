// What /tamogatas offers (§2.1 support): the suggested monthly and one-time amounts in the site's currency (§1: Ft on
// the main sites, Lei on the regional edition, which has no support pages, §5), the bounds of an amount a reader types,
// and what the money pays for; and the rule that reads a reader's choice from the checkout form: monthly or
// once, a suggested amount or a typed one, in whole units of the currency (the payment path turns it into minor units,
// shared/money.ts).
import { currencySign, formatAmount } from './money.ts';
import type { SiteConfig } from './sites/site-config.ts';

/** Suggested amounts per currency, in whole units. */
export const SUPPORT_AMOUNTS = {
  HUF: { monthly: [1_000, 2_000, 5_000, 10_000], oneTime: [2_000, 5_000, 10_000, 20_000] },
  RON: { monthly: [10, 25, 50, 100], oneTime: [20, 50, 100, 200] },
} as const satisfies Record<SiteConfig['currency'], { monthly: readonly number[]; oneTime: readonly number[] }>;

/** What a supporter's money does, in the newsroom's words. */
export const SUPPORT_USES = [
  {
    title: 'Riporterek a helyszínen',
    text: 'Utazás, szállás, eszközök: ott vagyunk, ahol a dolgok történnek, nem csak a közleményekből dolgozunk.',
  },
  {
    title: 'Hosszú, alapos munkák',
    text: 'Oknyomozó és adatújságírói anyagok, amelyeken hetekig, hónapokig dolgozunk, mielőtt egy sor megjelenik.',
  },
  {
    title: 'Függetlenség',
    text: 'Az olvasói támogatás miatt nem kell megfelelnünk sem kormánynak, sem tulajdonosnak, sem egy-egy nagy hirdetőnek.',
  },
  {
    title: 'Ingyen mindenkinek',
    text: 'Nincs fizetőfal: a cikkeink azoknak is elérhetők, akik nem tudnak fizetni értük.',
  },
] as const;

/**
 * Our choice: the smallest and largest amount a reader may give at once, in whole units (500 Ft is well above the
 * provider's smallest charge, and a donation over 500 000 Ft is a conversation, not a form).
 */
export const SUPPORT_AMOUNT_LIMITS = {
  HUF: { min: 500, max: 500_000 },
  RON: { min: 5, max: 5_000 },
} as const satisfies Record<SiteConfig['currency'], { min: number; max: number }>;

/** '500 Ft és 500 000 Ft': the bounds of an amount, as the support page and the refusal of an amount both say them. */
export function amountLimitsText(currency: SiteConfig['currency']): string {
  const { min, max } = SUPPORT_AMOUNT_LIMITS[currency];
  return `${formatAmount(min, currency)} és ${formatAmount(max, currency)}`;
}

export interface SupportAmountView {
  amount: number;
  /** '2 000 Ft' (no-break space) */
  label: string;
}

export interface SupportOffer {
  currency: SiteConfig['currency'];
  monthly: SupportAmountView[];
  oneTime: SupportAmountView[];
  /** the amount each form starts with (one of the suggested ones) */
  preselected: { monthly: number; oneTime: number };
  /** what a typed amount may be, in whole units, and how the page says it */
  limits: { min: number; max: number; text: string };
  uses: readonly { title: string; text: string }[];
}

export function supportOfferFor(site: SiteConfig): SupportOffer {
  const amounts = SUPPORT_AMOUNTS[site.currency];
  const { min, max } = SUPPORT_AMOUNT_LIMITS[site.currency];
  const view = (amount: number): SupportAmountView => ({ amount, label: formatAmount(amount, site.currency) });
  return {
    currency: site.currency,
    monthly: amounts.monthly.map(view),
    oneTime: amounts.oneTime.map(view),
    preselected: { monthly: amounts.monthly[1], oneTime: amounts.oneTime[1] },
    limits: { min, max, text: `${amountLimitsText(site.currency)} között, egész összegben` },
    uses: SUPPORT_USES,
  };
}

/** How often a reader gives: the checkout form's `gyakorisag` field ('havi' or 'egyszeri'). */
export type SupportFrequency = 'monthly' | 'one-time';
export const SUPPORT_FREQUENCY_VALUES = { havi: 'monthly', egyszeri: 'one-time' } as const satisfies Record<
  string,
  SupportFrequency
>;

export type SupportChoice = { frequency: SupportFrequency; amount: number } | { error: 'frequency' | 'amount' };

/**
 * A whole amount as a reader types it: digits, grouped by spaces (any kind) or by dots in threes ('2 000', '2.000'),
 * an optional currency sign ('Ft'); null for anything else (a decimal part, a minus, letters).
 */
export function typedAmountOf(text: string, currency: SiteConfig['currency']): number | null {
  const sign = new RegExp(`\\s*(${currency}|${currencySign(currency)})\\.?$`, 'i');
  const plain = text
    .trim()
    .replace(sign, '')
    .replace(/[\s\u00a0\u202f]+/g, '');
  const digits = /^\d{1,3}(\.\d{3})+$/.test(plain) ? plain.replace(/\./g, '') : plain;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * The reader's choice from the checkout form: `gyakorisag`, the suggested `osszeg` picked, or `mas_osszeg` typed (a
 * typed amount wins over the picked one); the amount must lie within SUPPORT_AMOUNT_LIMITS.
 */
export function supportChoiceOf(
  fields: { frequency: string | null; amount: string | null; otherAmount: string | null },
  currency: SiteConfig['currency'],
): SupportChoice {
  const frequency =
    fields.frequency !== null && Object.hasOwn(SUPPORT_FREQUENCY_VALUES, fields.frequency)
      ? SUPPORT_FREQUENCY_VALUES[fields.frequency as keyof typeof SUPPORT_FREQUENCY_VALUES]
      : null;
  if (!frequency) return { error: 'frequency' };
  const typed = fields.otherAmount?.trim() ? fields.otherAmount : null;
  const amount = typedAmountOf(typed ?? fields.amount ?? '', currency);
  const { min, max } = SUPPORT_AMOUNT_LIMITS[currency];
  if (amount === null || amount < min || amount > max) return { error: 'amount' };
  return { frequency, amount };
}
