// `npm run hostile -- --seed S --count N --concurrency C`: the hostile-input suite (tooling/hostile/, run in CI by test/server/hostile-*.test.ts) against the
// production build — built privately, started like `npm start` (origin and BFF processes, page cache on) on free
// ports, or on --bff-port/--origin-port — and prints its figures. Exit code 1 when any figure is not zero.
import { parseArgs } from 'node:util';
import { formatFigures, runHostile } from '../tooling/hostile/hostile-run.ts';
import { startProductionServers } from '../tooling/hostile/production-servers.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '20' },
    articles: { type: 'string', default: '600' },
    workers: { type: 'string' },
    'bff-port': { type: 'string' },
    'origin-port': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    log: { type: 'string' },
    'log-level': { type: 'string', default: 'warn' },
    'page-cache-ttl-ms': { type: 'string' },
  },
});
const num = (name: string, v: string | undefined) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got '${v}'`);
  return n;
};

process.env.NODE_ENV ??= 'production';
const servers = await startProductionServers({
  articles: num('articles', values.articles),
  bffPort: values['bff-port'] ? num('bff-port', values['bff-port']) : undefined,
  originPort: values['origin-port'] ? num('origin-port', values['origin-port']) : undefined,
  logFile: values.log,
  workers: values.workers ? Math.max(1, num('workers', values.workers)) : undefined,
  env: {
    LOG_LEVEL: values['log-level'],
    ...(values['page-cache-ttl-ms'] ? { PAGE_CACHE_TTL_MS: values['page-cache-ttl-ms'] } : {}),
  },
});
console.log(
  `production build: BFF on ${servers.bffPort} (${servers.workers} worker(s)), origin on ${servers.originPort}`,
);
// Interrupted: the servers and their temporary files go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void servers.stop().finally(() => process.exit(130));
  });
}
try {
  const figures = await runHostile({
    seed: num('seed', values.seed),
    count: num('count', values.count),
    concurrency: Math.max(1, num('concurrency', values.concurrency)),
    bffPort: servers.bffPort,
    originPort: servers.originPort,
    origins: servers.origins,
    crashes: servers.crashes,
    onFinding: values.verbose
      ? (f, request) => console.log(`  ${f.kind} #${f.caseId}: ${f.detail}\n      ${request.slice(0, 300)}`)
      : undefined,
    onProgress: (done, f) =>
      console.log(
        `${done} … 5xx ${f.counts['5xx']}, unanswered ${f.counts.unanswered}, off-site ${f.counts['off-site-redirect']}, ` +
          `reflections ${f.counts.reflection}, hosts ${f.counts['host-written-back']}`,
      ),
  });
  console.log(formatFigures(figures, values.verbose));
  const cpu = servers.cpuSeconds();
  const own = process.cpuUsage();
  if (cpu.bff !== null)
    console.log(
      `CPU used: BFF ${cpu.bff.toFixed(1)} s, origin ${cpu.origin?.toFixed(1)} s, the suite itself ${((own.user + own.system) / 1e6).toFixed(1)} s`,
    );
  const errors = servers.errors();
  if (errors.length) console.log(`${errors.length} error log lines, first: ${errors.slice(0, 3).join('\n')}`);
  const bad = Object.values(figures.counts).some((n) => n > 0);
  process.exitCode = bad ? 1 : 0;
} finally {
  await servers.stop();
}
