// The two ends of every loader: the page context a build step reads (site, public origin, URL, now), and turning a
// build step's outcome into what React Router expects — data, a thrown 404, or a thrown redirect. The page's cache
// decision travels back with the data as the loader's headers (React Router's `data()`), which the page pipeline
// reads from the static handler's result (server/ssr/page-query.ts#cacheDecisionOf): a returned value, not a field
// of the load context set here and read there. The headers never reach a reader.
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { CacheDecision, CacheRuleName, PageContext, PageOutcome } from '../../shared/pages/page-contract.ts';
import { loadContextOf, type LoadContext } from '../load-context.ts';
import { notFound } from './not-found-loader.ts';

export interface LoaderPageContext extends PageContext {
  load: LoadContext;
}

const RULE_HEADER = 'x-page-cache-rule';
const KEYS_HEADER = 'x-page-purge-keys';

export function pageContextOf({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): LoaderPageContext {
  const load = loadContextOf(context);
  const url = new URL(request.url);
  return { load, site: load.site, origin: url.origin, url, now: Math.floor(load.clock() / 1000) };
}

export function runBuild<T>(ctx: LoaderPageContext, outcome: PageOutcome<T>) {
  if (outcome.kind === 'not-found') throw notFound(ctx.url.pathname, ctx.load);
  if (outcome.kind === 'redirect') throw redirect(outcome.location, outcome.status);
  return data(outcome.data, {
    headers: { [RULE_HEADER]: outcome.cache.rule, [KEYS_HEADER]: outcome.cache.purgeKeys.join(' ') },
  });
}

/** The decision runBuild sent back, from the leaf route's loader headers. */
export function decisionFromHeaders(headers: Headers | undefined): CacheDecision | undefined {
  const rule = headers?.get(RULE_HEADER);
  if (!rule) return undefined;
  return { rule: rule as CacheRuleName, purgeKeys: (headers!.get(KEYS_HEADER) ?? '').split(' ').filter(Boolean) };
}
