// /arfolyam: the site's exchange rates over the last month, in its own currency (Ft or Lei).
import type { LoaderFunctionArgs } from 'react-router';
import { Exchange } from '../../shared/api-types.ts';
import type { ExchangePageData } from '../../client/page-data.ts';
import { loadContextOf } from '../load-context.ts';

const CURRENCIES = { HUF: ['EUR', 'USD', 'CHF', 'GBP'], RON: ['EUR', 'USD', 'HUF'] } as const;

export async function exchangeLoader({ context }: LoaderFunctionArgs): Promise<ExchangePageData> {
  const ctx = loadContextOf(context);
  const series = await Promise.all(CURRENCIES[ctx.site.currency].map(async (currency) => {
    const ex = await ctx.api.get(`/api/exchange?currency=${currency}&range=1m`, Exchange);
    return { currency, items: ex.items.map(({ date, rate }) => ({ date, rate })) };
  }));
  return { kind: 'exchange', base: ctx.site.currency, sign: ctx.site.currencySign, series };
}
