// Secondary data: each part has its own short time budget and never fails a page; on any error it is null and the
// page renders without it.
import { ArticleList, FrontendRefresh } from '../../shared/api-types.ts';
import { toCard } from '../../shared/card-article.ts';
import { LATEST_ARTICLES_DEFAULT } from '../../shared/constants.ts';
import type { SecondaryName, SecondaryResources } from '../../client/secondary-data.tsx';
import type { LoadContext } from '../load-context.ts';

const TICKER_CURRENCIES = ['EUR', 'USD', 'CHF', 'HUF'];

async function sidebar(ctx: LoadContext): Promise<SecondaryResources['sidebar']> {
  const list = await ctx.api.get(`/api/articles?perPage=${LATEST_ARTICLES_DEFAULT}`, ArticleList, 'secondary');
  return { latest: list.items.map(toCard) };
}

async function ticker(ctx: LoadContext): Promise<SecondaryResources['ticker']> {
  const refresh = await ctx.api.get('/api/frontend/refresh', FrontendRefresh, 'secondary');
  const rates = refresh.exchangesRates
    .filter((r) => TICKER_CURRENCIES.includes(r.currency) && r.currency !== ctx.site.currency)
    .slice(0, 3)
    .map(({ currency, rate, change }) => ({ currency, rate, change }));
  return { currencySign: ctx.site.currencySign, rates };
}

const loaders: { [N in SecondaryName]: (ctx: LoadContext) => Promise<SecondaryResources[N]> } = { sidebar, ticker };

export async function loadSecondary<N extends SecondaryName>(name: N, ctx: LoadContext): Promise<SecondaryResources[N]> {
  try {
    return await loaders[name](ctx);
  } catch (err) {
    if (!ctx.signal.aborted) ctx.log.warn({ part: name, err: (err as Error).message }, 'secondary data unavailable');
    return null;
  }
}
