// /arfolyam's loader: one exchange series per currency of the site's base (shared/pages/exchange.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { Exchange } from '../../shared/api-types.ts';
import { buildExchangePage, EXCHANGE_CURRENCIES, EXCHANGE_RANGE } from '../../shared/pages/exchange.ts';
import { pageContextOf, runBuild } from './run-build.ts';

export async function exchangeLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const answers = await Promise.all(
    EXCHANGE_CURRENCIES[ctx.site.currency].map(async (currency) => ({
      currency,
      exchange: await ctx.load.api.get(`/api/exchange?currency=${currency}&range=${EXCHANGE_RANGE}`, Exchange),
    })),
  );
  return runBuild(ctx, buildExchangePage(answers, ctx.site));
}
