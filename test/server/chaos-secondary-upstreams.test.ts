// Chaos: the CRM, quiz and livescore services are down (nothing listens on their port) or hang (they accept and
// never answer), while the publisher is fine. Stand-ins play them, so this holds before each has an embedded
// service of its own. Pages keep rendering (articles with a quiz or a livescore block included), a supporter
// asking for a sign-in link is told at once that it is unavailable, every call fails within its budget, nothing
// crashes, and each outage is one line in the log however many readers ran into it.
import t from 'tap';
import { request } from 'undici';
import { startFaultProxy, type FaultMode } from '../helpers/fault-proxy.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { sitePath } from '../helpers/same-site-location.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

const PRIMARY_MS = 1500;
const SECONDARY_MS = 600;
// Loose on purpose: a busy machine slows a render by seconds, while a call that waited for a hung upstream would never end.
const MARGIN_MS = 5000;
const UPSTREAMS = ['crm', 'quiz', 'livescore'] as const;

const origin = await startOrigin();
t.teardown(() => origin.close());

function articleWith(column: 'quiz_id' | 'livescore_id'): { id: number; slug: string } {
  return origin.db
    .prepare(
      `SELECT id, slug FROM articles WHERE ${column} IS NOT NULL AND active = 1 AND parent_id IS NULL
    AND site_slug = 'telex' ORDER BY id LIMIT 1`,
    )
    .get() as { id: number; slug: string };
}

async function urlOf(id: number): Promise<string> {
  const res = await request(`${origin.url}/api/article/${id}`);
  return ((await res.body.json()) as { url: string }).url;
}

for (const mode of [{ kind: 'refuse' }, { kind: 'hang' }] satisfies FaultMode[]) {
  t.test(
    `CRM, quiz and livescore ${mode.kind === 'refuse' ? 'down' : 'hanging'}: pages render, calls fail within budget, one line each`,
    async (t) => {
      const standIns = await Promise.all(UPSTREAMS.map(() => startFaultProxy(null, mode)));
      const log = captureLog();
      const [crm, quiz, livescore] = standIns.map((s) => s.url);
      const bff = await startBff(
        origin.url,
        {
          crmApiUrl: crm,
          quizApiUrl: quiz,
          livescoreApiUrl: livescore,
          upstreamTimeoutMs: { primary: PRIMARY_MS, secondary: SECONDARY_MS },
        },
        { logger: log.logger },
      );
      t.teardown(async () => {
        await bff.close();
        await Promise.all(standIns.map((s) => s.close()));
      });
      const { upstreams } = bff.app;
      t.ok(upstreams.crm && upstreams.quiz && upstreams.livescore, 'the BFF built a client for each');

      const quizArticle = articleWith('quiz_id');
      const scoreArticle = articleWith('livescore_id');
      for (const path of ['/', await urlOf(quizArticle.id), await urlOf(scoreArticle.id)]) {
        const started = performance.now();
        const res = await request(bff.url + path);
        const body = await res.body.text();
        t.equal(res.statusCode, 200, `${path} renders`);
        t.match(body, /<\/html>\s*$/, 'to the end');
        t.ok(performance.now() - started < PRIMARY_MS + MARGIN_MS, `in ${Math.round(performance.now() - started)} ms`);
      }

      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const res = await request(`${bff.url}/tamogatas/belepes`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `email=olvaso${i}%40example.hu`,
        });
        await res.body.dump();
        t.equal(
          sitePath(res.headers.location, bff.url),
          '/tamogatas/belepes?eredmeny=nem-elerheto',
          'a supporter is told sign-in is unavailable',
        );
        t.ok(
          performance.now() - started < PRIMARY_MS + MARGIN_MS,
          `within the budget (${Math.round(performance.now() - started)} ms)`,
        );
      }

      // The quiz and livescore blocks ask the BFF's clients; each call fails with a clear error within its budget.
      const calls: [string, () => Promise<unknown>][] = [
        ['quiz', () => upstreams.quiz!.quizWithAnswers('q1', null, 'telex')],
        ['quiz', () => upstreams.quiz!.quizToken('telex')],
        ['livescore', () => upstreams.livescore!.fixture('football', 1, 'telex')],
        ['livescore', () => upstreams.livescore!.races(2026, 'telex')],
      ];
      for (let i = 0; i < 3; i++) {
        for (const [name, call] of calls) {
          const started = performance.now();
          const err = await call().then(
            () => null,
            (e: Error) => e,
          );
          const ms = performance.now() - started;
          t.ok(
            err && /^Upstream/.test(err.name) && (err as { status?: number }).status! >= 500,
            `${name}: ${err?.message}`,
          );
          t.ok(ms < PRIMARY_MS + MARGIN_MS, `${name}: failed in ${Math.round(ms)} ms`);
        }
      }

      t.equal((await request(`${bff.url}/healthz`)).statusCode, 200, 'the BFF is alive');
      for (const name of UPSTREAMS) {
        const lines = log.records.filter((r) => r.upstream === name && /is failing/.test(r.msg ?? ''));
        t.equal(lines.length, 1, `${name}: the outage is one line (${lines[0]?.kind})`);
      }
      // (A publisher that times out on a busy machine says so once too; what must not appear is a line per request.)
      t.same(
        log
          .warnings()
          .filter((r) => r.upstream === undefined)
          .map((r) => r.msg),
        [],
        'nothing warns per request',
      );
    },
  );
}
