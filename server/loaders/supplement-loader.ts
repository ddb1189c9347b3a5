// The supplement page's loader (§2.5): the page module reads the path (shared/pages/supplement.ts); this
// file fetches what the selected tab needs — the archive search of an article tab (a refused search is the page's
// "cannot run this search", as on the archive), a tournament's live-score parts (§8: failures are logged once and
// show nothing) — and hands the data site's configuration to the build step.
import type { LoaderFunctionArgs } from 'react-router';
import { SearchResult } from '../../shared/api-types.ts';
import type { ArchiveAnswer } from '../../shared/pages/archive.ts';
import {
  buildSupplementPage,
  planSupplementPage,
  SUPPLEMENT_TOP_KINDS,
  type SupplementAnswers,
} from '../../shared/pages/supplement.ts';
import { UpstreamError } from '../upstream/publisher-client.ts';
import { LivescoreParts } from './livescore-parts.ts';
import { notFound } from './not-found-loader.ts';
import { pageContextOf, runBuild } from './run-build.ts';

const SPORT = 'football';

export async function supplementLoader(args: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const ctx = pageContextOf(args);
  const { load } = ctx;
  const plan = planSupplementPage(ctx.url, ctx.site);
  if (!plan) throw notFound(ctx.url.pathname, load);
  const answers: SupplementAnswers = {
    frameBase: load.eventData?.url ?? null,
    messageOrigins: load.eventData?.messageOrigins ?? [],
  };
  if (plan.kind === 'tab' && plan.archive) {
    let archive: ArchiveAnswer;
    try {
      archive = { result: await load.api.get(plan.archive.list, SearchResult) };
    } catch (err) {
      if (!(err instanceof UpstreamError && err.status === 400)) throw err;
      load.log.info({ path: ctx.url.pathname, reason: err.message }, 'supplement search refused');
      archive = { refused: err.message };
    }
    answers.archive = archive;
  } else if (plan.kind === 'tab' && plan.tab.content.type === 'football') {
    const { view, tournament: t } = plan.tab.content;
    const parts = new LivescoreParts(load, `supplement ${plan.def.name}`);
    if (view === 'menetrend' || view === 'eredmenyek') {
      answers.fixtures =
        (
          await parts.get(
            'timetable',
            (c, site, signal) => c.fixturesFrom(SPORT, t.league, t.season, t.startDate, site, signal),
            { response: [] },
          )
        )?.response ?? null;
    } else if (view === 'csoportok') {
      answers.standings = await parts.get(
        'standings',
        (c, site, signal) => c.standings(SPORT, t.league, t.season, site, signal),
        { response: [] },
      );
    } else {
      const lists = await Promise.all(
        SUPPLEMENT_TOP_KINDS.map((kind) =>
          parts.get(kind, (c, site, signal) => c.top(kind, t.league, t.season, site, signal), { response: [] }),
        ),
      );
      answers.tops = Object.fromEntries(SUPPLEMENT_TOP_KINDS.map((kind, i) => [kind, lists[i]?.response ?? null]));
    }
    parts.report();
  }
  return runBuild(ctx, buildSupplementPage(plan, answers, ctx));
}
