// §7 Formula 1 calls of the livescore cache service: seasons, the sessions of a season, a session's result (a
// dotted id merges its parts, a negative id is the race's starting grid), a circuit, the constructors and drivers of
// a season, one constructor, one driver, and the drivers' and constructors' championships.
import type { FastifyInstance, FastifyReply } from 'fastify';
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
  teamsOf,
  teamView,
} from '../f1-view.ts';
import type { F1Season, F1Session, F1World } from '../f1-world.ts';
import type { LivescoreContext } from '../livescore-context.ts';
import { idParam, raceParam, seasonParam } from '../params.ts';

type P<T extends string> = { Params: Record<T, string> };

export function registerFormula1Routes(app: FastifyInstance, ctx: LivescoreContext): void {
  const base = '/livescore/formula-1';
  app.get(`${base}/seasons`, async (_req, reply) => {
    reply.header('cache-control', CACHE_SETTLED);
    return { response: [...ctx.f1.seasons.keys()].sort((a, b) => a - b) };
  });
  app.get<P<'season'>>(`${base}/races/:season`, async (req, reply) => seasonRaces(ctx, req.params.season, reply));
  app.get<P<'race'>>(`${base}/result/:race`, async (req, reply) => raceResult(ctx, req.params.race, reply));
  app.get<P<'id'>>(`${base}/circuit/:id`, async (req, reply) => circuit(req.params.id, reply));
  app.get<P<'season'>>(`${base}/teams/:season`, async (req, reply) => seasonTeams(ctx, req.params.season, reply));
  app.get<P<'id'>>(`${base}/team/:id`, async (req, reply) => team(ctx, req.params.id, reply));
  app.get<P<'season'>>(`${base}/drivers/:season`, async (req, reply) => seasonDrivers(ctx, req.params.season, reply));
  app.get<P<'id'>>(`${base}/driver/:id`, async (req, reply) => driver(ctx, req.params.id, reply));
  app.get<P<'season'>>(`${base}/standings/drivers/:season`, async (req, reply) =>
    championship(ctx, req.params.season, reply, driverStandings),
  );
  app.get<P<'season'>>(`${base}/standings/teams/:season`, async (req, reply) =>
    championship(ctx, req.params.season, reply, teamStandings),
  );
}

function seasonOf(world: F1World, value: string): F1Season {
  const year = seasonParam(value);
  const season = world.seasons.get(year);
  if (!season) throw notFound(`no Formula 1 season ${year} (seasons: ${[...world.seasons.keys()].join(', ')})`);
  return season;
}

function sessionOf(world: F1World, id: number): F1Session {
  const s = world.sessions.get(id);
  if (!s) throw notFound(`no race ${id}`);
  return s;
}

/** Every race of the season is over: its answers no longer change. */
function seasonSettled(world: F1World, season: F1Season, now: number): boolean {
  return season.rounds.every((r) => sessionStatus(world, r.sessions[6], now) === RACE_COMPLETED);
}

function seasonRaces(ctx: LivescoreContext, seasonValue: string, reply: FastifyReply) {
  const world = ctx.f1;
  const season = seasonOf(world, seasonValue);
  const now = ctx.nowS();
  reply.header('cache-control', cacheFor(seasonSettled(world, season, now)));
  return {
    response: season.rounds
      .flatMap((r) => r.sessions)
      .sort((a, b) => a.start - b.start || a.id - b.id)
      .map((s) => raceView(world, s, now)),
  };
}

/** A session's result, the merged result of a dotted id's parts, or (a negative id) a race's starting grid. */
function raceResult(ctx: LivescoreContext, raceValue: string, reply: FastifyReply) {
  const world = ctx.f1;
  const ref = raceParam(raceValue);
  const parts = ref.ids.map((id) => sessionOf(world, id));
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
}

function circuit(idValue: string, reply: FastifyReply) {
  const id = idParam(idValue, 'circuit id');
  const c = circuitById(id);
  if (!c) throw notFound(`no circuit ${id}`);
  reply.header('cache-control', CACHE_SETTLED);
  return { response: [circuitView(c)] };
}

function seasonTeams(ctx: LivescoreContext, seasonValue: string, reply: FastifyReply) {
  const world = ctx.f1;
  const season = seasonOf(world, seasonValue);
  reply.header('cache-control', CACHE_SETTLED);
  return { response: teamsOf(season).map((t) => teamView(t, season.year)) };
}

function team(ctx: LivescoreContext, idValue: string, reply: FastifyReply) {
  const world = ctx.f1;
  const id = idParam(idValue, 'team id');
  const found = TEAMS.find((t) => t.id === id);
  if (!found) throw notFound(`no team ${id}`);
  const year = Math.max(...world.seasons.keys());
  reply.header('cache-control', CACHE_SETTLED);
  return { response: [teamView(found, year)] };
}

function seasonDrivers(ctx: LivescoreContext, seasonValue: string, reply: FastifyReply) {
  const world = ctx.f1;
  const season = seasonOf(world, seasonValue);
  const now = ctx.nowS();
  reply.header('cache-control', cacheFor(seasonSettled(world, season, now)));
  return { response: season.drivers.map((d) => driverView(world, d)) };
}

function driver(ctx: LivescoreContext, idValue: string, reply: FastifyReply) {
  const world = ctx.f1;
  const id = idParam(idValue, 'driver id');
  const found = world.drivers.find((d) => d.id === id);
  if (!found) throw notFound(`no driver ${id}`);
  reply.header('cache-control', CACHE_SETTLED);
  return { response: [driverView(world, found)] };
}

/** The drivers' or the constructors' championship of a season. */
function championship<T>(
  ctx: LivescoreContext,
  seasonValue: string,
  reply: FastifyReply,
  standings: (world: F1World, season: F1Season, now: number) => T,
) {
  const world = ctx.f1;
  const season = seasonOf(world, seasonValue);
  const now = ctx.nowS();
  reply.header('cache-control', cacheFor(seasonSettled(world, season, now)));
  return { response: standings(world, season, now) };
}
