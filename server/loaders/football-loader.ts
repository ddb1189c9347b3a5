// /rovat/sport/foci's loader (shared/pages/football.ts holds the rules): the service's countries and their leagues to
// check the query against, the publisher's quick links, then the selected fixture, then the parts planned from it.
// Every livescore part is optional (§8): a failure leaves it out and is logged once for the page.
import type { LoaderFunctionArgs } from 'react-router';
import { Unique } from '../../shared/api-types.ts';
import type { LeagueEntry } from '../../shared/livescore-types.ts';
import {
  buildFootballPage,
  planFootballPage,
  planFootballParts,
  type FootballAnswers,
} from '../../shared/pages/football.ts';
import { SPORT_LEAGUES_UNIQUE } from '../../shared/sport-constants.ts';
import { LivescoreParts } from './livescore-parts.ts';
import { pageContextOf, runBuild } from './run-build.ts';

const SPORT = 'football';

export async function footballLoader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const { load } = ctx;
  const parts = new LivescoreParts(load, 'football');
  const quickLinks = load.api
    .get(`/api/unique/${SPORT_LEAGUES_UNIQUE}`, Unique, 'secondary')
    .then((u) => (isLinkList(u.content) ? u.content : []))
    .catch((err) => {
      if (load.signal.aborted) throw err;
      return [];
    });
  const reference = await parts.get('leagues', async (client, site, signal) => {
    const countries = (await client.countries(site, signal)).response;
    const lists = await Promise.all(countries.map((c) => client.leagues(c.code, site, signal)));
    return { countries, leagues: lists.flatMap<LeagueEntry>((l) => l.response) };
  });
  const plan = planFootballPage(ctx.url, ctx.now, reference?.leagues ?? null);
  const fixture =
    plan.fixture === null
      ? null
      : ((await parts.get('fixture', (client, site, signal) => client.fixture(SPORT, plan.fixture!, site, signal)))
          ?.response[0] ?? null);
  const wanted = planFootballParts(plan, fixture, reference?.leagues ?? null);
  const { day, timetable, standings, top } = wanted;
  const [dayList, timetableList, standingsAnswer, topList] = await Promise.all([
    day
      ? parts.get('day', (c, site, signal) => c.fixturesOn(SPORT, day.league, day.season, day.day, site, signal), {
          response: [],
        })
      : null,
    timetable
      ? parts.get(
          'timetable',
          (c, site, signal) => c.fixturesFrom(SPORT, timetable.league, timetable.season, timetable.from, site, signal),
          { response: [] },
        )
      : null,
    standings
      ? parts.get(
          'standings',
          (c, site, signal) => c.standings(SPORT, standings.league, standings.season, site, signal),
          { response: [] },
        )
      : null,
    top
      ? parts.get('top', (c, site, signal) => c.top(top.kind, top.league, top.season, site, signal), { response: [] })
      : null,
  ]);
  parts.report();
  const answers: FootballAnswers = {
    reference,
    quickLinks: await quickLinks,
    fixture,
    day: dayList?.response ?? null,
    timetable: timetableList?.response ?? null,
    standings: standingsAnswer,
    top: topList?.response ?? null,
    unavailable: parts.unavailable,
  };
  return runBuild(ctx, buildFootballPage(wanted, answers, ctx));
}

/** The sport-leagues unique's content: a list of { key, value } links (§3); anything else is no links. */
function isLinkList(content: unknown): content is { key: string; value: string }[] {
  return (
    Array.isArray(content) &&
    content.every(
      (c) =>
        typeof c === 'object' &&
        c !== null &&
        typeof (c as { key?: unknown }).key === 'string' &&
        typeof (c as { value?: unknown }).value === 'string',
    )
  );
}
