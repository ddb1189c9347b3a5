// Money on the payment path (decision 049): an integer count of the currency's minor unit, as ISO 4217 and
// the payment provider count it. Both currencies the sites take have two decimals: 2 000 Ft is 200000 fillér, 25 Lei
// is 2500 bani. Stripe keeps HUF a two-decimal currency in its API (its payouts take whole forints only), so a price
// of 2 000 Ft goes to it as 200000. No float ever holds an amount: a reader's whole forints become minor units here,
// and the CRM's whole units (its contract, docs/crm-api.md) are made from minor units here, refusing a fraction.
import { formatNumber, NBSP } from './format-number.ts';
import type { SiteConfig } from './sites/site-config.ts';
import { siteList } from './sites/site-table.ts';

export type Currency = SiteConfig['currency'];

/** Minor units in one unit, per currency. */
export const MINOR_UNITS_PER_UNIT = { HUF: 100, RON: 100 } as const satisfies Record<Currency, number>;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(MINOR_UNITS_PER_UNIT, value);
}

/** Whole units (2000 Ft) in minor units (200000); throws on anything but a safe whole number. */
export function toMinorUnits(wholeUnits: number, currency: Currency): number {
  const minor = wholeUnits * MINOR_UNITS_PER_UNIT[currency];
  if (!Number.isSafeInteger(wholeUnits) || !Number.isSafeInteger(minor))
    throw new RangeError(`not a whole amount of ${currency}: ${wholeUnits}`);
  return minor;
}

/** Minor units as whole units, or null when the amount holds a fraction of a unit (or is no safe integer). */
export function toWholeUnits(minorUnits: number, currency: Currency): number | null {
  if (!Number.isSafeInteger(minorUnits)) return null;
  const per = MINOR_UNITS_PER_UNIT[currency];
  return minorUnits % per === 0 ? minorUnits / per : null;
}

/** §1 the sign of a currency: Ft for HUF, Lei for RON (from the site registry); any other is shown by its code. */
export function currencySign(currency: string): string {
  return siteList.find((s) => s.currency === currency)?.currencySign ?? currency;
}

/** An amount with its sign after a no-break space: '5 000 Ft', '25 Lei' (never a lowercase 'ft'); whole amounts
 * without decimals, others with two, unless `decimals` says otherwise (an exchange rate's four). */
export function formatAmount(amount: number, currency: string, decimals = Number.isInteger(amount) ? 0 : 2): string {
  return `${formatNumber(amount, decimals)}${NBSP}${currencySign(currency)}`;
}
