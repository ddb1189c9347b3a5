// `npm start`: builds when the build is missing or older than the sources, starts each embedded upstream whose URL (the
// payment stand-in: whose key) is not configured (tooling/embedded-services.ts), then runs the BFF with one worker per
// core (WORKERS overrides).
import { fork, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { exitOnUnsupportedNode } from '../kit/sqlite-driver.ts';
import { buildClient, buildIsStale, buildServer } from '../tooling/build.ts';
import { builtExecArgv } from '../tooling/built-exec-argv.ts';
import { builtEntry, servicePort, servicesToRun } from '../tooling/embedded-services.ts';

// Before building or starting anything: on a Node this project does not run on, one sentence and exit 1.
exitOnUnsupportedNode();

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

// React and the other libraries pick their production builds from NODE_ENV when they load, in every process we
// fork; without it the BFF renders several times slower.
process.env.NODE_ENV ??= 'production';

if (cluster.isPrimary) {
  if (buildIsStale()) {
    console.log('building…');
    await buildClient();
    await buildServer();
  }
  const services: ChildProcess[] = [];
  const ours = servicesToRun();
  for (const service of ours) {
    const port = servicePort(service);
    Object.assign(process.env, service.sharedEnv?.(port, process.env));
    console.log(`no ${service.realVar ?? service.urlVar}: starting the ${service.name} on 127.0.0.1:${port}`);
    services.push(
      fork(builtEntry(service), [], {
        execArgv: builtExecArgv(),
        // The demo asks for its editor (printed once, by the origin that creates it); ORIGIN_DEMO_EDITOR=0 does not.
        env: {
          ...process.env,
          [service.portVar]: port,
          LOG_LEVEL: process.env.ORIGIN_LOG_LEVEL ?? 'warn',
          ORIGIN_DEMO_EDITOR: process.env.ORIGIN_DEMO_EDITOR ?? '1',
        },
        stdio: 'inherit',
      }),
    );
    process.env[service.urlVar] = `http://127.0.0.1:${port}`;
  }
  // A fresh machine seeds the demo data first; give it time.
  await Promise.all(ours.map((s) => waitForHealth(process.env[s.urlVar]!, 180_000)));
  const workers = Number(process.env.WORKERS) > 0 ? Number(process.env.WORKERS) : availableParallelism();
  // Every worker counts sign-in and vote attempts in one SQLite file, so a limit holds for the host and not once per
  // worker (server/auth/attempt-store.ts, decision 043); it outlives a restart, as the limits' windows should.
  process.env.ATTEMPT_LIMITS_DB ||= join(process.env.DATA_DIR ?? 'data', 'bff-attempts.db');
  cluster.setupPrimary({ exec: 'dist/server/main.js', execArgv: builtExecArgv() });
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (!stopping && code !== 0) {
      console.error(`worker ${worker.process.pid} exited with ${code}; starting another`);
      cluster.fork();
    }
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    for (const s of services) s.kill('SIGTERM');
    setTimeout(() => process.exit(0), 11_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    `BFF: ${workers} worker(s) on http://localhost:${process.env.PORT ?? 3000}/ (regional edition: http://ro.localhost:${process.env.PORT ?? 3000}/)`,
  );
}
