// The livescore cache service (SPEC.md §7): football fixtures, standings and top lists, Formula 1 races. Answers
// are public and short-lived, so they go through the shared cache.
import { FixtureList, RaceList, Standings, TopList } from '../../shared/livescore-types.ts';
import type { ResponseCache } from './response-cache.ts';
import { UpstreamClient, type Budget } from './upstream-client.ts';

const seg = (v: string | number) => encodeURIComponent(String(v));

export type TopKind = 'topscorers' | 'topyellowcards' | 'topredcards';

export class LivescoreClient extends UpstreamClient {
  constructor(baseUrl: string, budgets: Record<Budget, number>, cache?: ResponseCache) {
    super('livescore', baseUrl, budgets, cache);
  }

  fixture(sport: string, id: number, site: string, signal?: AbortSignal) {
    return this.get(`/livescore/${seg(sport)}/fixtures/${seg(id)}`, { site, signal, schema: FixtureList, budget: 'secondary' });
  }

  fixturesOn(sport: string, league: number, season: number, day: string, site: string, signal?: AbortSignal) {
    return this.get(`/livescore/${seg(sport)}/fixtures/${seg(league)}/${seg(season)}/${seg(day)}`, { site, signal, schema: FixtureList, budget: 'secondary' });
  }

  standings(sport: string, league: number, season: number, site: string, signal?: AbortSignal) {
    return this.get(`/livescore/${seg(sport)}/standings/${seg(league)}/${seg(season)}`, { site, signal, schema: Standings, budget: 'secondary' });
  }

  top(kind: TopKind, league: number, season: number, site: string, signal?: AbortSignal) {
    return this.get(`/livescore/football/${kind}/${seg(league)}/${seg(season)}`, { site, signal, schema: TopList, budget: 'secondary' });
  }

  races(season: number, site: string, signal?: AbortSignal) {
    return this.get(`/livescore/formula-1/races/${seg(season)}`, { site, signal, schema: RaceList, budget: 'secondary' });
  }
}
