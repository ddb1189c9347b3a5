// The hostile-input suite in CI: a fixed seed, 10,000 requests at 20 concurrent clients against the
// production build (its own copy of the server bundle, origin and BFF processes, page cache on). Every figure must be
// zero: 5xx, answers later than 5 s, redirects off the site (but /shop), unescaped reflections, attacker host names
// written back, crashes. `npm run hostile -- --seed S --count N` runs any other seed and size.
import t from 'tap';
import { formatFigures, runHostile } from '../../tooling/hostile/hostile-run.ts';
import { startProductionServers } from '../../tooling/hostile/production-servers.ts';

const SEED = 20_261_126;
const COUNT = 10_000;
const CONCURRENCY = 20;

// Three processes on a CI machine's two cores, beside whatever other test file the runner has going: allow well over
// the usual minute rather than have the runner kill the file half-way.
t.setTimeout(480_000);
// One BFF worker (npm start runs one per core; `npm run hostile` does too): the same bundle and process shape at
// half the warm-up and memory, which the runner's other job needs more.
const servers = await startProductionServers({ workers: 1 });
t.teardown(() => servers.stop());

const figures = await runHostile({
  seed: SEED,
  count: COUNT,
  concurrency: CONCURRENCY,
  bffPort: servers.bffPort,
  originPort: servers.originPort,
  origins: servers.origins,
  crashes: servers.crashes,
});
const report = formatFigures(figures);
t.comment(report);

t.test(`${COUNT} hostile requests at ${CONCURRENCY} concurrent clients`, async (t) => {
  t.equal(figures.requests, COUNT, 'every case was sent');
  t.ok(Object.keys(figures.families).length >= 12, 'every route family and the origin were covered');
  t.equal(figures.counts['5xx'], 0, '0 answers of 5xx');
  t.equal(figures.counts.unanswered, 0, '0 requests unanswered within 5 s');
  t.equal(figures.counts['off-site-redirect'], 0, '0 redirects off the site (but /shop)');
  t.equal(figures.counts.reflection, 0, '0 unescaped reflections of the input');
  t.equal(figures.counts['host-written-back'], 0, '0 attacker host names written back');
  t.equal(figures.counts.crashes, 0, '0 crashes: both processes alive, no unhandled error');
});
