// /rovat/sport/forma-1's loader (shared/pages/formula1.ts holds the rules): the seasons to check the query against, the
// season's sessions and the view's list, then (calendar view) the selected session's classification and its circuit.
// Every livescore part is optional (§8): a failure leaves it out and is logged once for the page.
import type { LoaderFunctionArgs } from 'react-router';
import {
  buildFormula1Page,
  planFormula1Page,
  selectGrandPrix,
  type Formula1Answers,
} from '../../shared/pages/formula1.ts';
import type { LivescoreClient } from '../upstream/livescore-client.ts';
import { LivescoreParts } from './livescore-parts.ts';
import { pageContextOf, runBuild } from './run-build.ts';

type Call<T> = (client: LivescoreClient, site: string, signal: AbortSignal) => Promise<{ response: T[] }>;

export async function formula1Loader(args: LoaderFunctionArgs) {
  const ctx = pageContextOf(args);
  const parts = new LivescoreParts(ctx.load, 'formula1');
  const seasons = (await parts.get('seasons', (c, site, signal) => c.f1Seasons(site, signal)))?.response ?? null;
  const query = planFormula1Page(ctx.url, ctx.now, seasons);
  const { view, season } = query;
  // A list the service does not have (a 404) is an empty one: 'Nincs még elérhető információ.', not a failure.
  const list = async <T>(name: string, wanted: boolean, call: Call<T>): Promise<T[] | null> =>
    wanted ? ((await parts.get(name, call, { response: [] as T[] }))?.response ?? null) : null;
  const [races, teams, drivers, driverStandings, teamStandings] = await Promise.all([
    list('races', true, (c, site, signal) => c.races(season, site, signal)),
    list('teams', view === 'csapatok', (c, site, signal) => c.f1Teams(season, site, signal)),
    list('drivers', view === 'csapatok' || view === 'versenyzok', (c, site, signal) => c.drivers(season, site, signal)),
    list('driver-standings', view === 'pontverseny', (c, site, signal) => c.driverStandings(season, site, signal)),
    list('team-standings', view === 'konstruktor', (c, site, signal) => c.teamStandings(season, site, signal)),
  ]);
  const selected = view === 'versenynaptar' && races ? selectGrandPrix(query, races, ctx.now) : null;
  const circuitId = selected?.sessions[0]?.circuit.id;
  const [results, circuit] = await Promise.all([
    selected?.race ? list('results', true, (c, site, signal) => c.raceResult(selected.race!.id, site, signal)) : null,
    circuitId
      ? parts
          .get('circuit', (c, site, signal) => c.circuit(circuitId, site, signal))
          .then((a) => a?.response[0] ?? null)
      : null,
  ]);
  parts.report();
  const answers: Formula1Answers = {
    seasons,
    races,
    results,
    circuit,
    teams,
    drivers,
    driverStandings,
    teamStandings,
    unavailable: parts.unavailable,
  };
  return runBuild(ctx, buildFormula1Page(query, answers, ctx));
}
