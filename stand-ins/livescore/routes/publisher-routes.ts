// The two livescore calls §7 lists under the publisher API, answered here too (docs/decisions/017-livescore-service.md):
// GET /api/livescore/all/{ids} is an article's dashboard (§4: a livescore id loads a dashboard): every fixture the
// comma-separated ids name, in full; GET /api/livescore/{sport}/fixtures/{league}/{season}/all/{day} is a
// tournament's timetable: all fixtures of the league season from that day on, in kick-off order (the Euro 2024
// supplement asks for league 4, season 2024, from 2024-06-14, §2.5). Unknown ids are left out; none known is a 404.
import type { FastifyInstance } from 'fastify';
import { calendarDay } from '../../../shared/calendar-day.ts';
import { SPORT_TIME_ZONE } from '../../../shared/sport-constants.ts';
import { notFound } from '../../origin/http-error.ts';
import { cacheFor } from '../cache-control.ts';
import { fixtureState, fixtureView } from '../fixture-view.ts';
import type { LivescoreContext } from '../livescore-context.ts';
import { dayParam, idListParam } from '../params.ts';
import { seasonRecord } from './football-routes.ts';

/** An article dashboard names a handful of fixtures; a longer list is a mistake, not a dashboard. */
export const DASHBOARD_MAX_FIXTURES = 20;

type P<T extends string> = { Params: Record<T, string> };

export function registerPublisherRoutes(app: FastifyInstance, ctx: LivescoreContext): void {
  const world = ctx.football;

  app.get<P<'ids'>>('/api/livescore/all/:ids', async (req, reply) => {
    const ids = idListParam(req.params.ids, DASHBOARD_MAX_FIXTURES);
    const found = ids.map((id) => world.fixtures.get(id)).filter((f) => f !== undefined);
    if (found.length === 0) throw notFound(`no fixture ${ids.join(', ')}`);
    const now = ctx.nowS();
    reply.header('cache-control', cacheFor(found.every((f) => fixtureState(f, now).finished)));
    return { response: found.map((f) => fixtureView(f, now, { world })) };
  });

  app.get<P<'sport' | 'league' | 'season' | 'day'>>(
    '/api/livescore/:sport/fixtures/:league/:season/all/:day',
    async (req, reply) => {
      if (req.params.sport !== 'football')
        throw notFound(`no fixtures for sport '${req.params.sport.slice(0, 40)}' (football only)`);
      const record = seasonRecord(world, req.params.league, req.params.season);
      const from = dayParam(req.params.day);
      const now = ctx.nowS();
      const list = record.fixtures.filter((f) => calendarDay(f.kickoff, SPORT_TIME_ZONE) >= from);
      reply.header('cache-control', cacheFor(list.every((f) => fixtureState(f, now).finished)));
      return { response: list.map((f) => fixtureView(f, now)) };
    },
  );
}
