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

export function registerLivescoreRoutes(
  app: FastifyInstance,
  config: BffConfig,
  livescore: LivescoreClient | null,
): void {
  const clock = config.clock ?? Date.now;
  const siteOf = (req: FastifyRequest) => resolveSite(req.domain, '/').slug;
  let lastFailureLog = Number.NEGATIVE_INFINITY;
  const fail = (reply: FastifyReply, status: number, message: string) => refuse(reply, status, message);
  const answer = <T extends { refreshMs: number | null }>(reply: FastifyReply, body: T) =>
    // Live answers may be shared for the cache's own 5 s; settled ones for longer (the answer policy's numbers).
    answerAs(reply, body.refreshMs === null ? 'scoresSettled' : 'scoresLive').send(body);

  /** Answers a livescore read: 503 without a service, 404 for what it does not have, 502 (logged) when it fails. */
  async function respond<T extends { refreshMs: number | null }>(
    req: FastifyRequest,
    reply: FastifyReply,
    run: (client: LivescoreClient, site: string, signal: AbortSignal) => Promise<T | null>,
  ) {
    if (!livescore) return fail(reply, 503, 'no livescore service configured');
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());
    try {
      const body = await run(livescore, siteOf(req), abort.signal);
      return body === null ? fail(reply, 404, 'not found') : answer(reply, body);
    } catch (err) {
      if (isNotFound(err)) return fail(reply, 404, 'not found');
      if (!abort.signal.aborted && clock() - lastFailureLog >= FAILURE_LOG_INTERVAL_MS) {
        lastFailureLog = clock();
        req.log.debug({ err: (err as Error).message, url: req.url.slice(0, 200) }, 'livescore unavailable');
      }
      return fail(reply, 502, 'livescore service unavailable');
    }
  }

  app.get<{ Params: Static<typeof FixtureParams> }>(
    `${SPORT_DATA_PATH}/fixture/:id`,
    { schema: { params: FixtureParams } },
    async (req, reply) => {
      return respond(req, reply, async (client, site, signal): Promise<FixtureRefresh | null> => {
        const fixture = (await client.fixture('football', Number(req.params.id), site, signal)).response[0];
        return fixture ? { fixture, refreshMs: fixturesRefreshMs([fixture]) } : null;
      });
    },
  );

  app.get<{ Params: Static<typeof DashboardParams> }>(
    `${SPORT_DATA_PATH}/dashboard/:ids`,
    { schema: { params: DashboardParams } },
    async (req, reply) => {
      return respond(req, reply, async (client, site, signal): Promise<FixturesRefresh | null> => {
        const fixtures = (await client.dashboard(req.params.ids.split(',').map(Number), site, signal)).response.map(
          dashboardFixture,
        );
        return { fixtures, refreshMs: fixturesRefreshMs(fixtures) };
      });
    },
  );

  app.get<{ Params: Static<typeof DayParams> }>(
    `${SPORT_DATA_PATH}/day/:league/:season/:day`,
    { schema: { params: DayParams } },
    async (req, reply) => {
      const { league, season, day } = req.params;
      if (!isCalendarDay(day)) return fail(reply, 400, 'day must be a real date written YYYY-MM-DD');
      return respond(req, reply, async (client, site, signal): Promise<FixturesRefresh | null> => {
        const fixtures = (await client.fixturesOn('football', Number(league), Number(season), day, site, signal))
          .response;
        return { fixtures, refreshMs: fixturesRefreshMs(fixtures) };
      });
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
        return fail(reply, 400, "race must be a session id, a negative one (the grid) or up to three joined with '.'");
      return respond(req, reply, async (client, site, signal): Promise<RaceRefresh | null> => {
        const sessions = (await client.races(Number(req.query.szezon), site, signal)).response;
        const competition = sessions.find((s) => s.id === ref.ids[0])?.competition.id;
        const entry =
          competition === undefined
            ? null
            : raceEntryOf(
                req.params.race,
                sessions.filter((s: Race) => s.competition.id === competition),
              );
        if (!entry) return null;
        const results = (await client.raceResult(req.params.race, site, signal)).response;
        return { status: entry.status, results, refreshMs: entry.kind === 'grid' ? null : raceRefreshMs(entry.status) };
      });
    },
  );
}
