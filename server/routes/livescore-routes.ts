// The JSON the sports pages and the article dashboard poll while something is live (§4, §9 every 15 s; the shapes
// and paths are shared/sport-refresh.ts): a fixture in full, a dashboard's fixtures, a league's fixtures of a day, a
// session's classification with its status. Answers come through the BFF's upstream cache (5 s for live scores,
// server/upstream/cache-policy.ts), which shares one upstream call between every reader asking within it, so a
// thousand readers polling every 15 s cost one livescore call per answer and interval; Cache-Control lets a CDN do
// the same. Each answer says when to stop (refreshMs null: it is over).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCalendarDay } from '../../shared/calendar-day.ts';
import type { Race } from '../../shared/livescore-types.ts';
import { raceEntryOf } from '../../shared/pages/formula1.ts';
import { parseRaceId } from '../../shared/race-id.ts';
import {
  dashboardFixture,
  DASHBOARD_MAX_FIXTURES,
  fixturesRefreshMs,
  raceRefreshMs,
  SPORT_DATA_PATH,
  type FixtureRefresh,
  type FixturesRefresh,
  type RaceRefresh,
} from '../../shared/sport-refresh.ts';
import { resolveSite } from '../../shared/sites/site-table.ts';
import type { BffConfig } from '../config.ts';
import type { LivescoreClient } from '../upstream/livescore-client.ts';
import { isNotFound } from '../upstream/upstream-client.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';

const ID = '[1-9][0-9]{0,9}';
const FixtureParams = Type.Object({ id: Type.String({ pattern: `^${ID}$` }) });
const DashboardParams = Type.Object({
  ids: Type.String({ pattern: `^${ID}(,${ID}){0,${DASHBOARD_MAX_FIXTURES - 1}}$` }),
});
const DayParams = Type.Object({
  league: Type.String({ pattern: `^${ID}$` }),
  season: Type.String({ pattern: '^[12][0-9]{3}$' }),
  day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
});
const RaceParams = Type.Object({ race: Type.String({ pattern: `^(-?${ID}|${ID}(\\.${ID}){1,2})$` }) });
const RaceQuery = Type.Object({ szezon: Type.String({ pattern: '^[12][0-9]{3}$' }) });

/** A service that keeps failing is logged once a minute, not once a reader and poll. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

/** What the routes read with: the configuration, the service (if any), and when a failure was last logged. */
interface LivescoreReads {
  config: BffConfig;
  livescore: LivescoreClient | null;
  clock: () => number;
  lastFailureLog: number;
}

type Read<T> = (client: LivescoreClient, site: string, signal: AbortSignal) => Promise<T | null>;

export function registerLivescoreRoutes(
  app: FastifyInstance,
  config: BffConfig,
  livescore: LivescoreClient | null,
): void {
  const ls: LivescoreReads = {
    config,
    livescore,
    clock: config.clock ?? Date.now,
    lastFailureLog: Number.NEGATIVE_INFINITY,
  };

  app.get<{ Params: Static<typeof FixtureParams> }>(
    `${SPORT_DATA_PATH}/fixture/:id`,
    { schema: { params: FixtureParams } },
    async (req, reply) => respond(ls, req, reply, fixtureRefresh(Number(req.params.id))),
  );

  app.get<{ Params: Static<typeof DashboardParams> }>(
    `${SPORT_DATA_PATH}/dashboard/:ids`,
    { schema: { params: DashboardParams } },
    async (req, reply) => respond(ls, req, reply, dashboardRefresh(req.params.ids.split(',').map(Number))),
  );

  app.get<{ Params: Static<typeof DayParams> }>(
    `${SPORT_DATA_PATH}/day/:league/:season/:day`,
    { schema: { params: DayParams } },
    async (req, reply) => {
      const { league, season, day } = req.params;
      if (!isCalendarDay(day)) return refuse(reply, 400, 'day must be a real date written YYYY-MM-DD');
      return respond(ls, req, reply, dayRefresh(Number(league), Number(season), day));
    },
  );

  app.get<{ Params: Static<typeof RaceParams>; Querystring: Static<typeof RaceQuery> }>(
    `${SPORT_DATA_PATH}/race/:race`,
    {
      schema: { params: RaceParams, querystring: RaceQuery },
    },
    async (req, reply) => {
      const ref = parseRaceId(req.params.race);
      if (!ref)
        return refuse(
          reply,
          400,
          "race must be a session id, a negative one (the grid) or up to three joined with '.'",
        );
      return respond(ls, req, reply, raceRefresh(req.params.race, ref.ids[0], Number(req.query.szezon)));
    },
  );
}

/** Answers a livescore read: 503 without a service, 404 for what it does not have, 502 (logged) when it fails. */
async function respond<T extends { refreshMs: number | null }>(
  ls: LivescoreReads,
  req: FastifyRequest,
  reply: FastifyReply,
  run: Read<T>,
) {
  const { livescore, clock } = ls;
  if (!livescore) return refuse(reply, 503, 'no livescore service configured');
  const abort = new AbortController();
  reply.raw.once('close', () => abort.abort());
  try {
    const body = await run(livescore, resolveSite(req.domain, '/').slug, abort.signal);
    // Live answers may be shared for the cache's own 5 s; settled ones for longer (the answer policy's numbers).
    return body === null
      ? refuse(reply, 404, 'not found')
      : answerAs(reply, body.refreshMs === null ? 'scoresSettled' : 'scoresLive').send(body);
  } catch (err) {
    if (isNotFound(err)) return refuse(reply, 404, 'not found');
    if (!abort.signal.aborted && clock() - ls.lastFailureLog >= FAILURE_LOG_INTERVAL_MS) {
      ls.lastFailureLog = clock();
      req.log.debug({ err: (err as Error).message, url: req.url.slice(0, 200) }, 'livescore unavailable');
    }
    return refuse(reply, 502, 'livescore service unavailable');
  }
}

function fixtureRefresh(id: number): Read<FixtureRefresh> {
  return async (client, site, signal) => {
    const fixture = (await client.fixture('football', id, site, signal)).response[0];
    return fixture ? { fixture, refreshMs: fixturesRefreshMs([fixture]) } : null;
  };
}

function dashboardRefresh(ids: number[]): Read<FixturesRefresh> {
  return async (client, site, signal) => {
    const fixtures = (await client.dashboard(ids, site, signal)).response.map(dashboardFixture);
    return { fixtures, refreshMs: fixturesRefreshMs(fixtures) };
  };
}

function dayRefresh(league: number, season: number, day: string): Read<FixturesRefresh> {
  return async (client, site, signal) => {
    const fixtures = (await client.fixturesOn('football', league, season, day, site, signal)).response;
    return { fixtures, refreshMs: fixturesRefreshMs(fixtures) };
  };
}

/** A session's classification (or a race's grid) with its status, found among the season's sessions. */
function raceRefresh(race: string, firstId: number, season: number): Read<RaceRefresh> {
  return async (client, site, signal) => {
    const sessions = (await client.races(season, site, signal)).response;
    const competition = sessions.find((s) => s.id === firstId)?.competition.id;
    const entry =
      competition === undefined
        ? null
        : raceEntryOf(
            race,
            sessions.filter((s: Race) => s.competition.id === competition),
          );
    if (!entry) return null;
    const results = (await client.raceResult(race, site, signal)).response;
    return { status: entry.status, results, refreshMs: entry.kind === 'grid' ? null : raceRefreshMs(entry.status) };
  };
}
