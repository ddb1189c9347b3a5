// The publisher's demo corpus holds livescore ids on sports articles (§3 article.livescoreId) and a livescore
// dashboard unique; every one of them resolves in the livescore service, and a running live blog follows a live match.
import t from 'tap';
import { fixturePhase } from '../../shared/fixture-status.ts';
import { startLivescore, startOrigin, TEST_NOW } from '../helpers/servers.ts';

const origin = await startOrigin({ articles: 600, now: TEST_NOW });
const livescore = await startLivescore();
t.teardown(async () => {
  await origin.close();
  await livescore.close();
});

t.test('every article livescore id and the dashboard unique resolve', async (t) => {
  const rows = origin.db
    .prepare('SELECT livescore_id AS id, type, live FROM articles WHERE livescore_id IS NOT NULL')
    .all() as { id: number; type: string; live: number }[];
  t.ok(rows.length > 0, 'the corpus has sports articles with a livescore id');
  const ids = [...new Set(rows.map((r) => r.id))];
  for (let i = 0; i < ids.length; i += 20) {
    const res = await fetch(`${livescore.url}/api/livescore/all/${ids.slice(i, i + 20).join(',')}`);
    t.equal(res.status, 200);
    const body = (await res.json()) as { response: { fixture: { id: number } }[] };
    t.same(
      body.response.map((f) => f.fixture.id),
      ids.slice(i, i + 20),
      'each id is a fixture',
    );
  }
  const unique = origin.db.prepare("SELECT content FROM uniques WHERE slug = 'livescore-pp-dashboard'").get() as {
    content: string;
  };
  for (const id of (JSON.parse(unique.content) as { fixtureIds: number[] }).fixtureIds) {
    t.equal((await fetch(`${livescore.url}/livescore/football/fixtures/${id}`)).status, 200, `dashboard fixture ${id}`);
  }
  const running = rows.filter((r) => r.type === 'liveblog' && r.live === 1);
  for (const r of running) {
    const f = (
      (await (await fetch(`${livescore.url}/livescore/football/fixtures/${r.id}`)).json()) as {
        response: { fixture: { status: { short: string } } }[];
      }
    ).response[0];
    t.equal(fixturePhase(f.fixture.status.short), 'live', `the running live blog's fixture ${r.id} is live`);
  }
});
