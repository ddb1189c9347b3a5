// How an exchange rate is written (§3 Common data: exchange rates, in the site's own currency, §1): as a bank quotes it.
// A currency worth a small fraction of the site's is quoted per 100 of it ('100 Ft = 1,24 Lei', never 'HUF 0,0124
// Lei'); the others per one, by their code ('EUR 4,9712 Lei', 'EUR 395,20 Ft'). The header's ticker and /arfolyam
// both write rates here.
import { formatAmount } from './money.ts';

/** Currencies quoted per 100 units, as the Romanian central bank quotes the forint. */
export const RATE_QUOTE_UNITS: Readonly<Record<string, number>> = { HUF: 100 };

export interface RateQuote {
  /** what is priced: 'EUR', or '100 Ft' */
  what: string;
  /** its price in the site's currency, with the sign: '4,9712 Lei', '1,24 Lei' */
  price: string;
  /** the whole quote: 'EUR 4,9712 Lei', '100 Ft = 1,24 Lei' */
  text: string;
}

/** A rate (the site's currency, `siteCurrency`, for one unit of `currency`) as the reader reads it. */
export function quoteRate(currency: string, rate: number, siteCurrency: string): RateQuote {
  const units = RATE_QUOTE_UNITS[currency] ?? 1;
  const value = rate * units;
  // Four decimals where two would hide the day's move (EUR in Lei), two otherwise.
  const price = formatAmount(value, siteCurrency, units === 1 && value < 10 ? 4 : 2);
  if (units === 1) return { what: currency, price, text: `${currency} ${price}` };
  const what = formatAmount(units, currency);
  return { what, price, text: `${what} = ${price}` };
}
