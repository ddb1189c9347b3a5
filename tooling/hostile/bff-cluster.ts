// The BFF's process shape under `npm start` (scripts/start.ts): a primary forking one worker per core on the built
// bundle, sharing one port. Started by production-servers.ts; a worker that exits while we are not stopping is
// reported (that is a crash) and replaced, as npm start does.
import cluster from 'node:cluster';

const [bundle, count] = process.argv.slice(2);
let stopping = false;
cluster.setupPrimary({ exec: bundle, execArgv: [] });
for (let i = 0; i < Number(count); i++) cluster.fork();
cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  console.error(
    `BFF worker ${worker.process.pid} exited unexpectedly (code ${code}, signal ${signal}); starting another`,
  );
  cluster.fork();
});
process.on('SIGTERM', () => {
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  let left = workers.length;
  if (left === 0) process.exit(0);
  for (const w of workers) {
    w?.once('exit', () => {
      if (--left === 0) process.exit(0);
    });
    w?.process.kill('SIGTERM');
  }
});
