// /arfolyam (§2.1 exchange): the site's exchange rates over the last month, in its own currency (Ft or Lei).
import type { Exchange } from '../api-types.ts';
import type { SiteConfig } from '../sites/site-config.ts';
import { page, type PageOutcome } from './page-contract.ts';
import type { QueryKeys } from './page-contract.ts';

export interface ExchangePageData {
  kind: 'exchange';
  base: 'HUF' | 'RON';
  series: { currency: string; items: { date: string; rate: number }[] }[];
}

/** The currencies each base currency's page shows, in this order. */
export const EXCHANGE_CURRENCIES = { HUF: ['EUR', 'USD', 'CHF', 'GBP'], RON: ['EUR', 'USD', 'HUF'] } as const;
export const EXCHANGE_RANGE = '1m';

export function buildExchangePage(
  answers: { currency: string; exchange: Exchange }[],
  site: SiteConfig,
): PageOutcome<ExchangePageData> {
  return page(
    {
      kind: 'exchange',
      base: site.currency,
      series: answers.map(({ currency, exchange }) => ({
        currency,
        items: exchange.items.map(({ date, rate }) => ({ date, rate })),
      })),
    },
    'list',
    ['exchange'],
  );
}

/** The query parameters this page type reads (none): the page cache keys on these alone (decision 040). */
export const exchangeQueryKeys = [] as const satisfies QueryKeys;
