// The group table and the top scorers of one league season, loaded for any page that embeds them (the football page's
// own views use the same calls; the /melleklet/eb-2024 supplement embeds Euro 2024's with EURO_2024 from
// shared/sport-constants.ts). Render them with StandingsTable (client/components/sport/standings-table.tsx) and
// TopListTable kind 'topscorers' (client/components/sport/top-list-table.tsx). A part the service fails to give is
// null and the page logs one line for both (§8: live-score failures are only logged, nothing shown).
import type { Standings, TopEntry } from '../../shared/livescore-types.ts';
import type { LoadContext } from '../load-context.ts';
import { LivescoreParts } from './livescore-parts.ts';

const SPORT = 'football';

/** what StandingsTable's `league` prop takes */
export type StandingsLeague = Standings['response'][number]['league'];

export interface CompetitionTables {
  /** the league season's table (one a group for a tournament); null when the service failed or has none */
  standings: StandingsLeague | null;
  /** the top scorers in the service's order; [] when it has none yet, null when it failed */
  topScorers: TopEntry[] | null;
}

export async function loadCompetitionTables(
  load: LoadContext,
  page: string,
  competition: { league: number; season: number },
): Promise<CompetitionTables> {
  const parts = new LivescoreParts(load, page);
  const { league, season } = competition;
  const [standings, top] = await Promise.all([
    parts.get('standings', (c, site, signal) => c.standings(SPORT, league, season, site, signal), { response: [] }),
    parts.get('topscorers', (c, site, signal) => c.top('topscorers', league, season, site, signal), { response: [] }),
  ]);
  parts.report();
  return { standings: standings?.response[0]?.league ?? null, topScorers: top?.response ?? null };
}
