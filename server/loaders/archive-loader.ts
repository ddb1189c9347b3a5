// The archive page's loader (§2.1 archivum): the page module reads the search from the URL and builds the
// page (shared/pages/archive.ts); this file only fetches. The publisher's 400 (a search past its limits, which only a
// hand-edited URL reaches) is the page's "cannot run this search", never an error page.
import type { LoaderFunctionArgs } from 'react-router';
import { SearchResult } from '../../shared/api-types.ts';
import { buildArchivePage, planArchivePage, type ArchiveAnswer } from '../../shared/pages/archive.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild } from './run-build.ts';

export async function archiveLoader(args: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const ctx = pageContextOf(args);
  const plan = planArchivePage(ctx.url, ctx.site);
  if (!plan) throw notFound(ctx.url.pathname, ctx.load);
  let answer: ArchiveAnswer;
  try {
    answer = { result: await ctx.load.api.get(plan.list, SearchResult) };
  } catch (err) {
    if (!(err instanceof UpstreamError && err.status === 400)) throw err;
    ctx.load.log.info({ path: ctx.url.pathname, reason: err.message }, 'archive search refused');
    answer = { refused: err.message };
  }
  return runBuild(ctx, buildArchivePage(plan, answer, ctx));
}
