// The two ends of every loader: the page context a build step reads (site, public origin, URL, now), and turning a
// build step's outcome into what React Router expects — data, a thrown 404, or a thrown redirect. The page's cache
// decision goes back as it is, a value, to the run of the loaders that asked for it (the load context's `decide`;
// server/ssr/page-query.ts#queryPage returns it beside the static handler's result).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { PageContext, PageOutcome } from '../../shared/pages/page-contract.ts';
import { loadContextOf, type PageLoadContext } from '../load-context.ts';
import { notFound } from './not-found-loader.ts';

export interface LoaderPageContext extends PageContext {
  load: PageLoadContext;
}

export function pageContextOf({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): LoaderPageContext {
  const load = loadContextOf(context);
  const url = new URL(request.url);
  return { load, site: load.site, origin: url.origin, url, now: Math.floor(load.clock() / 1000) };
}

export function runBuild<T>(ctx: LoaderPageContext, outcome: PageOutcome<T>): T {
  if (outcome.kind === 'not-found') throw notFound(ctx.url.pathname, ctx.load);
  if (outcome.kind === 'redirect') throw redirect(outcome.location, outcome.status);
  ctx.load.decide(outcome.cache);
  return outcome.data;
}
