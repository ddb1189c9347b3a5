// The group table and top scorers a supplement embeds (/melleklet/eb-2024): loaded through
// loadCompetitionTables from the real livescore service and rendered with the football page's own components; with
// the service down both parts are null and the page logs one debug line (the outage's warning is the client's, once).
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import type { FastifyBaseLogger } from 'fastify';
import { EURO_2024 } from '../../shared/sport-constants.ts';
import { loadCompetitionTables } from '../../server/loaders/competition-tables.ts';
import type { LoadContext } from '../../server/load-context.ts';
import { LivescoreClient } from '../../server/upstream/livescore-client.ts';
import { StandingsTable } from '../../client/components/sport/standings-table.tsx';
import { TopListTable } from '../../client/components/sport/top-list-table.tsx';
import { startLivescore } from '../helpers/servers.ts';

const service = await startLivescore();
const live = new LivescoreClient(service.url, { primary: 10_000, secondary: 10_000 });
const gone = new LivescoreClient('http://127.0.0.1:9', { primary: 2_000, secondary: 2_000 });
t.teardown(async () => {
  await live.close();
  await gone.close();
  await service.close();
});

function loadContext(livescore: LivescoreClient) {
  const warnings: unknown[] = [];
  const debug: unknown[] = [];
  const log = {
    warn: (...a: unknown[]) => warnings.push(a),
    debug: (...a: unknown[]) => debug.push(a),
  } as unknown as FastifyBaseLogger;
  const load = {
    site: { slug: 'telex' },
    signal: new AbortController().signal,
    log,
    livescore,
  } as unknown as LoadContext;
  return { load, warnings, debug };
}

t.test('Euro 2024: six group tables and a top-scorer list, rendered by the football components', async (t) => {
  const { load, warnings } = loadContext(live);
  const tables = await loadCompetitionTables(load, 'eb-2024', EURO_2024);
  t.equal(tables.standings?.id, EURO_2024.league);
  t.equal(tables.standings?.season, EURO_2024.season);
  const html = renderToString(h(StandingsTable, { league: tables.standings! }));
  t.equal(html.match(/<table/g)?.length, 6, 'groups A–F');
  t.ok(tables.topScorers && tables.topScorers.length > 0, 'top scorers');
  const top = renderToString(h(TopListTable, { kind: 'topscorers', entries: tables.topScorers!, limit: 10 }));
  t.match(top, /Góllövőlista/);
  const first = tables.standings!.standings[0][0].group!;
  t.equal(
    renderToString(h(StandingsTable, { league: tables.standings!, groups: [first] })).match(/<table/g)?.length,
    1,
    `one group on its own (${first})`,
  );
  t.same(warnings, []);
});

t.test('the service down: both parts null, one log line', async (t) => {
  const { load, warnings, debug } = loadContext(gone);
  const tables = await loadCompetitionTables(load, 'eb-2024', EURO_2024);
  t.same(tables, { standings: null, topScorers: null });
  t.equal(debug.length, 1, 'one debug line names the missing parts');
  t.equal(warnings.length, 0, 'no warning per page');
});
