// Chaos: the publisher API goes down for a minute, gets slow, flaps, answers broken JSON or a changed contract.
// A fault-injecting proxy stands between the BFF and the embedded origin; the BFF's clock is injected, so a minute
// of outage takes no minute. What a reader must notice: a page they have seen keeps answering (from the page
// cache and the upstream cache), a page nobody has seen answers the error page at once (not a hang), the BFF
// stays up and recovers by itself. What an operator must notice: the log says what happened once, not per request.
import t, { type Test } from 'tap';
import { request } from 'undici';
import { RECOVERED_AFTER_QUIET_MS } from '../../server/upstream/upstream-health.ts';
import { startFaultProxy, type FaultMode } from '../helpers/fault-proxy.ts';
import { captureLog, type LogCapture } from '../helpers/log-capture.ts';
import { startBff, startOrigin } from '../helpers/servers.ts';

interface Budgets {
  primary: number;
  secondary: number;
}
const BUDGETS: Budgets = { primary: 2000, secondary: 1000 };
/** An unseen page may spend the primary budget on its data, then the secondary one on the error page's parts. */
const failFastMs = (b: Budgets) => b.primary + b.secondary + 1000;
const FAIL_FAST_MS = failFastMs(BUDGETS);

const origin = await startOrigin();
t.teardown(() => origin.close());

async function articles(page: number, n: number): Promise<{ id: number; url: string }[]> {
  const res = await request(`${origin.url}/api/articles?perPage=${n}&page=${page}`);
  return ((await res.body.json()) as { items: { id: number; url: string }[] }).items;
}

async function articleUrls(page: number, n: number): Promise<string[]> {
  return (await articles(page, n)).map((a) => a.url);
}

interface Answer {
  status: number;
  body: string;
  ms: number;
  retryAfter: string | undefined;
}

async function setup(t: Test, budgets = BUDGETS) {
  const proxy = await startFaultProxy(origin.url);
  const log = captureLog();
  let offset = 0;
  const bff = await startBff(
    proxy.url,
    {
      clock: () => Date.now() + offset,
      upstreamTimeoutMs: budgets,
    },
    { logger: log.logger },
  );
  t.teardown(async () => {
    await bff.close();
    await proxy.close();
  });
  const get = async (path: string): Promise<Answer> => {
    const started = performance.now();
    const res = await request(bff.url + path);
    const body = await res.body.text();
    return {
      status: res.statusCode,
      body,
      ms: performance.now() - started,
      retryAfter: res.headers['retry-after'] as string | undefined,
    };
  };
  const advance = (ms: number) => {
    offset += ms;
  };
  /** Switches the fault on once the publisher is steady (a warm-up on a busy machine may have timed out), and
   * returns where the log stood, so the test reads only what the fault caused. */
  const inject = async (mode: FaultMode): Promise<number> => {
    const health = bff.app.upstreams.publisher.health!;
    for (let i = 0; i < 10 && health.isFailing('publisher'); i++) {
      advance(RECOVERED_AFTER_QUIET_MS);
      await get('/');
    }
    t.notOk(health.isFailing('publisher'), 'the publisher is steady before the fault');
    const mark = log.records.length;
    await proxy.set(mode);
    return mark;
  };
  return { proxy, log, bff, get, advance, inject };
}

const titleOf = (html: string) => /<h1 class="article__title">([^<]+)</.exec(html)?.[1];

/** What the log said since `from` (a record index) about the upstream, and every other warning. */
function outageLines(log: LogCapture, from: number, upstream = 'publisher') {
  const records = log.records.slice(from);
  return {
    failing: records.filter((r) => r.upstream === upstream && /is failing/.test(r.msg ?? '')),
    recovered: records.filter((r) => r.upstream === upstream && /recovered/.test(r.msg ?? '')),
    /** Every warning or error that is not the outage's own line. */
    other: records.filter((r) => r.level >= 40 && r.upstream !== upstream),
  };
}

function isErrorPage(t: Test, a: Answer, what: string, budgets = BUDGETS) {
  t.equal(a.status, 503, `${what}: 503, the publisher cannot answer for now`);
  t.ok(Number(a.retryAfter) > 0, `${what}: with Retry-After (${a.retryAfter})`);
  t.match(a.body, /Belső kiszolgálóhiba\./, `${what}: the error page`);
  t.match(a.body, /Vissza a címlapra/);
  t.ok(a.ms < failFastMs(budgets), `${what}: answered in ${Math.round(a.ms)} ms, within the budget`);
}

t.test(
  'publisher down for 60 s: seen pages answer from cache, unseen ones fail fast, one log line each way, recovery by itself',
  async (t) => {
    const { proxy, log, get, advance, inject } = await setup(t);
    const [seenArticle, ...unseenArticles] = await articles(3, 14);
    const seen = seenArticle.url;
    const unseen = unseenArticles.map((a) => a.url);
    const warm = await get(seen);
    t.equal(warm.status, 200);
    const title = titleOf(warm.body);
    t.ok(title, 'the article page');
    t.equal((await get('/')).status, 200, 'the front page, seen too');

    const mark = await inject({ kind: 'refuse' });
    let served = 0;
    for (let s = 5; s <= 60; s += 5) {
      advance(5_000);
      const article = await get(seen);
      t.equal(article.status, 200, `${s} s into the outage: the seen article answers`);
      t.equal(titleOf(article.body), title, 'with its content');
      const front = await get('/');
      t.equal(front.status, 200, `${s} s: the seen front page answers`);
      isErrorPage(t, await get(unseen[s / 5]), `${s} s: an unseen article`);
      t.equal((await get('/healthz')).status, 200, 'the BFF is alive');
      served += 2;
    }
    t.comment(`${served} seen pages served during the 60 s outage`);
    const during = outageLines(log, mark);
    t.equal(during.failing.length, 1, 'the outage is logged once');
    t.equal(during.failing[0]?.kind, 'connection', 'naming what failed');
    t.same(
      during.other.map((r) => r.msg),
      [],
      'and nothing else warns per request',
    );

    // The publisher comes back with a changed headline; nobody restarts anything.
    await proxy.set({ kind: 'pass' });
    const id = seenArticle.id;
    const patch = await request(`${origin.url}/admin/articles/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Helyreállás utáni friss cím' }),
    });
    t.equal(patch.statusCode, 200, `article ${id} edited`);
    await patch.body.dump();
    advance(10 * 60_000);
    const back = await get(unseen[0]);
    t.equal(back.status, 200, 'an unseen page renders again');
    // The first reader after the freshness window may get the stale copy while it is refreshed.
    let fresh = await get(seen);
    for (let i = 0; i < 50 && titleOf(fresh.body) !== 'Helyreállás utáni friss cím'; i++) fresh = await get(seen);
    t.equal(titleOf(fresh.body), 'Helyreállás utáni friss cím', 'the seen page shows the fresh content');
    const after = outageLines(log, mark);
    t.equal(after.recovered.length, 1, 'the recovery is logged once');
    t.ok(Number(after.recovered[0]?.downMs) >= 60_000, `with how long it lasted (${after.recovered[0]?.downMs} ms)`);
    t.equal(after.failing.length, 1, 'still one outage line');
  },
);

t.test(
  'publisher slow (5 s) or hanging: seen pages do not wait out the budget once the outage is known, unseen ones fail within it',
  async (t) => {
    // The production budgets' shape: a long primary budget, so a reader who waited for the upstream would notice.
    const budgets: Budgets = { primary: 4000, secondary: 1000 };
    for (const mode of [{ kind: 'slow', ms: 5000 }, { kind: 'hang' }] satisfies FaultMode[]) {
      const { proxy, log, get, advance, inject } = await setup(t, budgets);
      const [seen, unseen, later] = await articleUrls(4, 3);
      const warm = await get(seen);
      t.equal(warm.status, 200);
      const mark = await inject(mode);
      advance(60_000);
      const first = await get(seen);
      t.equal(first.status, 200, `${mode.kind}: the first reader of the seen page gets it`);
      t.ok(first.ms < failFastMs(budgets), `after at most the budget (${Math.round(first.ms)} ms)`);
      advance(60_000);
      const again = await get(seen);
      t.equal(again.status, 200, `${mode.kind}: the seen page keeps answering`);
      t.equal(titleOf(again.body), titleOf(warm.body));
      // Its data comes from the cache at once; only parts it can do without (never cached) wait their budget.
      t.ok(again.ms < budgets.primary, `without waiting out the primary budget (${Math.round(again.ms)} ms)`);
      isErrorPage(t, await get(unseen), `${mode.kind}: an unseen article`, budgets);
      const lines = outageLines(log, mark);
      t.equal(lines.failing.length, 1, `${mode.kind}: logged once`);
      t.equal(lines.failing[0]?.kind, 'timeout');
      t.same(
        lines.other.map((r) => r.msg),
        [],
      );
      await proxy.set({ kind: 'pass' });
      advance(60_000);
      let back = await get(later);
      for (let i = 0; i < 20 && back.status !== 200; i++) back = await get(later);
      t.equal(back.status, 200, `${mode.kind}: recovered`);
    }
  },
);

t.test('publisher flapping: every page answers, nothing hangs, one line for the whole episode', async (t) => {
  const { proxy, log, get, advance, inject } = await setup(t);
  const [seen, ...others] = await articleUrls(5, 12);
  t.equal((await get(seen)).status, 200);
  const mark = await inject({ kind: 'flap' });
  const statuses = new Set<number>();
  for (const [i, path] of [seen, '/', ...others].entries()) {
    advance(5_000);
    const a = await get(path);
    statuses.add(a.status);
    t.ok(a.ms < FAIL_FAST_MS, `${path}: ${a.status} in ${Math.round(a.ms)} ms`);
    if (a.status !== 200) isErrorPage(t, a, `request ${i}`);
  }
  t.ok(statuses.has(200), `answers: ${[...statuses].join(', ')}`);
  await proxy.set({ kind: 'pass' });
  for (let i = 0; i < 5; i++) {
    advance(20_000);
    t.equal((await get(others[i])).status, 200, 'steady again');
  }
  const lines = outageLines(log, mark);
  t.equal(lines.failing.length, 1, 'one line when it started failing');
  t.equal(lines.recovered.length, 1, 'one when it steadied');
  t.same(
    lines.other.map((r) => r.msg),
    [],
  );
});

t.test(
  'publisher answers malformed JSON or a changed contract: seen pages stay, unseen fail fast, the log names the fault once',
  async (t) => {
    for (const mode of [{ kind: 'malformed' }, { kind: 'wrong-contract' }] satisfies FaultMode[]) {
      const { proxy, log, get, advance, inject } = await setup(t);
      const [seen, ...unseen] = await articleUrls(6, 5);
      const warm = await get(seen);
      const mark = await inject(mode);
      // Past every freshness window, then readers every few seconds, as on a real site.
      advance(60_000);
      for (let i = 0; i < 4; i++) {
        advance(5_000);
        const a = await get(seen);
        t.equal(a.status, 200, `${mode.kind}: the seen page answers`);
        t.equal(titleOf(a.body), titleOf(warm.body));
        isErrorPage(t, await get(unseen[i]), `${mode.kind}: an unseen article`);
      }
      const lines = outageLines(log, mark);
      t.equal(lines.failing.length, 1, `${mode.kind}: logged once`);
      t.equal(lines.failing[0]?.kind, 'malformed');
      if (mode.kind === 'wrong-contract')
        t.match(String(lines.failing[0]?.err), /malformed answer at \/\w+/, 'naming the field');
      t.same(
        lines.other.map((r) => r.msg),
        [],
      );
      await proxy.set({ kind: 'pass' });
    }
  },
);
