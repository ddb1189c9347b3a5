// Debian's redis-server on a loopback port, for the tests that need the shared store (decision 087). In the
// foreground as a child process, nothing saved to disk; the test installs nothing: without redis-server it stops
// with the command that installs it (scripts/test.ts and .ci/run install it as they do Chromium).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './free-port.ts';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const INSTALL_REDIS = 'apt-get install -y --no-install-recommends redis-server';

/** Null when redis-server is there, else the one line that says how to get it. */
export function missingRedis(): string | null {
  return existsSync(REDIS_SERVER)
    ? null
    : `No redis-server for the shared-store tests. Install it with: ${INSTALL_REDIS}`;
}

export interface TestRedis {
  /** `redis://127.0.0.1:<port>`, what REDIS_URL takes. */
  url: string;
  port: number;
  /** The running server's process id (a benchmark reads its CPU time), null while it is stopped. */
  pid(): number | null;
  /** Stops the server (SIGKILL when `hard`, as a crash would); `start()` brings it back on the same port, empty. */
  stop(opts?: { hard?: boolean }): Promise<void>;
  start(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`redis-server: ${what}`);
}

export async function startTestRedis(): Promise<TestRedis> {
  const missing = missingRedis();
  if (missing) throw new Error(missing);
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const started = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    child = started;
    await waitUntil(async () => {
      // One that exited (its port taken, say) never comes up: said at once, not after the wait.
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
      return accepts(port);
    }, 'did not come up');
  };
  const stop = async ({ hard = false } = {}) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise((r) => running.once('exit', r));
    running.kill(hard ? 'SIGKILL' : 'SIGTERM');
    await gone;
  };
  await start();
  const pid = () => child?.pid ?? null;
  return { url: `redis://127.0.0.1:${port}`, port, pid, stop, start };
}
