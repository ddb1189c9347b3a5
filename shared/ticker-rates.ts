// The header's exchange-rate ticker (§3 Common data: exchange rates; §1 each site's own currency): three rates against
// the site's currency, with the day's direction. The server builds it for the first paint from the validated refresh
// answer, the browser's 15 s poller from each poll's raw JSON, so malformed entries are left out here.
import type { TickerData } from './pages/secondary-parts.ts';

/** The currencies the ticker shows, in this order (a phone shows only the first). */
const TICKER_CURRENCIES = ['EUR', 'USD', 'CHF', 'HUF'];
const TICKER_SIZE = 3;

export function tickerOf(exchangesRates: unknown, site: { currency: string; currencySign: string }): TickerData {
  const rates: TickerData['rates'] = [];
  for (const r of Array.isArray(exchangesRates) ? exchangesRates : []) {
    const { currency, rate, change } = (r ?? {}) as { currency?: unknown; rate?: unknown; change?: unknown };
    if (typeof currency !== 'string' || !TICKER_CURRENCIES.includes(currency) || currency === site.currency) continue;
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) continue;
    rates.push({ currency, rate, change: typeof change === 'number' && Number.isFinite(change) ? change : 0 });
  }
  rates.sort((a, b) => TICKER_CURRENCIES.indexOf(a.currency) - TICKER_CURRENCIES.indexOf(b.currency));
  return { currencySign: site.currencySign, rates: rates.slice(0, TICKER_SIZE) };
}
