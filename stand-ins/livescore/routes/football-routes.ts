// §7 football calls of the livescore cache service: countries, leagues of a country, seasons, a fixture by id (with
// events, lineups, statistics and prediction), the fixtures of a league season on a day, standings and the three top
// lists. Every answer is `{ response: [...] }`.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../origin/http-error.ts';
import { cacheFor, CACHE_SETTLED } from '../cache-control.ts';
import { dayKey, seasonKey, type FootballWorld, type LeagueMeta, type SeasonRecord } from '../football-world.ts';
import { fixtureState, fixtureView } from '../fixture-view.ts';
import { seasonSettled, seasonStandings } from '../league-standings.ts';
import type { LivescoreContext } from '../livescore-context.ts';
import { dayParam, idParam, seasonParam } from '../params.ts';
import { TOP_KINDS, topPlayers } from '../top-players.ts';

type P<T extends string> = { Params: Record<T, string> };

export function leagueEntry(l: LeagueMeta) {
  return {
    league: { id: l.id, name: l.name, type: l.type, logo: null },
    country: { name: l.country.name, code: l.country.code, flag: null },
    seasons: l.seasons.map((s) => ({ year: s.year, start: s.start, end: s.end, current: s.current })),
  };
}

/** The season record of a league, or a 404 saying which part is unknown. */
export function seasonRecord(world: FootballWorld, leagueValue: string, seasonValue: string): SeasonRecord {
  const league = idParam(leagueValue, 'league');
  const season = seasonParam(seasonValue);
  if (!world.leagues.some((l) => l.id === league)) throw notFound(`no league ${league}`);
  const record = world.seasons.get(seasonKey(league, season));
  if (!record) throw notFound(`league ${league} has no season ${season}`);
  return record;
}

export function registerFootballRoutes(app: FastifyInstance, ctx: LivescoreContext): void {
  const world = ctx.football;
  const base = '/livescore/football';

  app.get(`${base}/countries`, async (_req, reply) => {
    reply.header('cache-control', CACHE_SETTLED);
    return { response: world.countries.map((c) => ({ name: c.name, code: c.code, flag: null })) };
  });

  app.get<P<'country'>>(`${base}/leagues/:country`, async (req, reply) => {
    const code = req.params.country.toUpperCase();
    const country = world.countries.find((c) => c.code === code || c.name.toUpperCase() === code);
    if (!country)
      throw notFound(
        `no country '${req.params.country.slice(0, 40)}' (codes: ${world.countries.map((c) => c.code).join(', ')})`,
      );
    reply.header('cache-control', CACHE_SETTLED);
    return { response: world.leagues.filter((l) => l.country.code === country.code).map(leagueEntry) };
  });

  app.get(`${base}/seasons`, async (_req, reply) => {
    reply.header('cache-control', CACHE_SETTLED);
    return { response: [...new Set(world.leagues.flatMap((l) => l.seasons.map((s) => s.year)))].sort((a, b) => a - b) };
  });

  app.get<P<'id'>>(`${base}/fixtures/:id`, async (req, reply) => {
    const id = idParam(req.params.id, 'fixture id');
    const f = world.fixtures.get(id);
    if (!f) throw notFound(`no fixture ${id}`);
    const now = ctx.nowS();
    reply.header('cache-control', cacheFor(fixtureState(f, now).finished));
    return { response: [fixtureView(f, now, { world })] };
  });

  app.get<P<'league' | 'season' | 'day'>>(`${base}/fixtures/:league/:season/:day`, async (req, reply) => {
    const record = seasonRecord(world, req.params.league, req.params.season);
    const day = dayParam(req.params.day);
    const now = ctx.nowS();
    const list = world.byDay.get(dayKey(record.league.id, record.season.year, day)) ?? [];
    reply.header('cache-control', cacheFor(list.every((f) => fixtureState(f, now).finished)));
    return { response: list.map((f) => fixtureView(f, now)) };
  });

  app.get<P<'league' | 'season'>>(`${base}/standings/:league/:season`, async (req, reply) => {
    const record = seasonRecord(world, req.params.league, req.params.season);
    const now = ctx.nowS();
    reply.header('cache-control', cacheFor(seasonSettled(record, now)));
    return { response: [seasonStandings(record, now)] };
  });

  for (const kind of TOP_KINDS) {
    app.get<P<'league' | 'season'>>(`${base}/${kind}/:league/:season`, async (req, reply) => {
      const record = seasonRecord(world, req.params.league, req.params.season);
      const now = ctx.nowS();
      reply.header('cache-control', cacheFor(seasonSettled(record, now)));
      return { response: topPlayers(kind, record, world, now) };
    });
  }
}
