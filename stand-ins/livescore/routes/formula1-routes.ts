// §7 Formula 1 calls of the livescore cache service: seasons, the sessions of a season, a session's result (a
// dotted id merges its parts, a negative id is the race's starting grid), a circuit, the constructors and drivers of
// a season, one constructor, one driver, and the drivers' and constructors' championships.
import type { FastifyInstance } from 'fastify';
import { RACE_COMPLETED } from '../../../shared/sport-constants.ts';
import { badRequest, notFound } from '../../origin/http-error.ts';
import { cacheFor, CACHE_SETTLED } from '../cache-control.ts';
import { TEAMS } from '../f1-reference.ts';
import { mergedResults, sessionResults, sessionStatus, startingGrid } from '../f1-results.ts';
import {
  circuitById,
  circuitView,
  driverStandings,
  driverView,
  raceView,
  resultView,
  teamStandings,
  teamView,
} from '../f1-view.ts';
import type { F1Season, F1Session } from '../f1-world.ts';
import type { LivescoreContext } from '../livescore-context.ts';
import { idParam, raceParam, seasonParam } from '../params.ts';

type P<T extends string> = { Params: Record<T, string> };

export function registerFormula1Routes(app: FastifyInstance, ctx: LivescoreContext): void {
  const world = ctx.f1;
  const base = '/livescore/formula-1';
  const seasonOf = (value: string): F1Season => {
    const year = seasonParam(value);
    const season = world.seasons.get(year);
    if (!season) throw notFound(`no Formula 1 season ${year} (seasons: ${[...world.seasons.keys()].join(', ')})`);
    return season;
  };
  const sessionOf = (id: number): F1Session => {
    const s = world.sessions.get(id);
    if (!s) throw notFound(`no race ${id}`);
    return s;
  };
  const seasonSettled = (season: F1Season, now: number) =>
    season.rounds.every((r) => sessionStatus(world, r.sessions[6], now) === RACE_COMPLETED);

  app.get(`${base}/seasons`, async (_req, reply) => {
    reply.header('cache-control', CACHE_SETTLED);
    return { response: [...world.seasons.keys()].sort((a, b) => a - b) };
  });

  app.get<P<'season'>>(`${base}/races/:season`, async (req, reply) => {
    const season = seasonOf(req.params.season);
    const now = ctx.nowS();
    reply.header('cache-control', cacheFor(seasonSettled(season, now)));
    return {
      response: season.rounds
        .flatMap((r) => r.sessions)
        .sort((a, b) => a.start - b.start || a.id - b.id)
        .map((s) => raceView(world, s, now)),
    };
  });

  app.get<P<'race'>>(`${base}/result/:race`, async (req, reply) => {
    const ref = raceParam(req.params.race);
    const parts = ref.ids.map(sessionOf);
    if (parts.length > 1 && parts.some((p) => p.round !== parts[0].round))
      throw badRequest('the parts of a dotted race id must belong to one Grand Prix');
    const now = ctx.nowS();
    if (ref.grid) {
      const race = parts[0];
      if (race.part !== 7) throw badRequest(`race ${race.id} is a ${race.type}; a starting grid belongs to a race`);
      const grid = startingGrid(world, race, now);
      reply.header('cache-control', cacheFor(grid.length > 0));
      return { response: grid.map((r) => resultView(race.id, r)) };
    }
    const rows = parts.length === 1 ? sessionResults(world, parts[0], now) : mergedResults(world, parts, now);
    reply.header('cache-control', cacheFor(parts.every((p) => sessionStatus(world, p, now) === RACE_COMPLETED)));
    return { response: rows.map((r) => resultView(parts.at(-1)!.id, r)) };
  });

  app.get<P<'id'>>(`${base}/circuit/:id`, async (req, reply) => {
    const id = idParam(req.params.id, 'circuit id');
    const c = circuitById(id);
    if (!c) throw notFound(`no circuit ${id}`);
    reply.header('cache-control', CACHE_SETTLED);
    return { response: [circuitView(c)] };
  });

  app.get<P<'season'>>(`${base}/teams/:season`, async (req, reply) => {
    const season = seasonOf(req.params.season);
    reply.header('cache-control', CACHE_SETTLED);
    return { response: TEAMS.map((t) => teamView(t, season.year, world.teamPeople.get(t.id)!)) };
  });

  app.get<P<'id'>>(`${base}/team/:id`, async (req, reply) => {
    const id = idParam(req.params.id, 'team id');
    const team = TEAMS.find((t) => t.id === id);
    if (!team) throw notFound(`no team ${id}`);
    const year = Math.max(...world.seasons.keys());
    reply.header('cache-control', CACHE_SETTLED);
    return { response: [teamView(team, year, world.teamPeople.get(team.id)!)] };
  });

  app.get<P<'season'>>(`${base}/drivers/:season`, async (req, reply) => {
    const season = seasonOf(req.params.season);
    const now = ctx.nowS();
    reply.header('cache-control', cacheFor(seasonSettled(season, now)));
    const order = TEAMS.flatMap((t) => world.drivers.filter((d) => season.lineup.get(d.id)!.id === t.id));
    return { response: order.map((d) => driverView(world, d, now)) };
  });

  app.get<P<'id'>>(`${base}/driver/:id`, async (req, reply) => {
    const id = idParam(req.params.id, 'driver id');
    const driver = world.drivers.find((d) => d.id === id);
    if (!driver) throw notFound(`no driver ${id}`);
    const now = ctx.nowS();
    reply.header('cache-control', cacheFor([...world.seasons.values()].every((s) => seasonSettled(s, now))));
    return { response: [driverView(world, driver, now)] };
  });

  app.get<P<'season'>>(`${base}/standings/drivers/:season`, async (req, reply) => {
    const season = seasonOf(req.params.season);
    const now = ctx.nowS();
    reply.header('cache-control', cacheFor(seasonSettled(season, now)));
    return { response: driverStandings(world, season, now) };
  });

  app.get<P<'season'>>(`${base}/standings/teams/:season`, async (req, reply) => {
    const season = seasonOf(req.params.season);
    const now = ctx.nowS();
    reply.header('cache-control', cacheFor(seasonSettled(season, now)));
    return { response: teamStandings(world, season, now) };
  });
}
