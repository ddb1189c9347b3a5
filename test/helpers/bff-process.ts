// A BFF as its own process (`server/main.ts`, as production runs it), so a test can send it a real SIGTERM. It
// listens on loopback on a port the OS just handed out (PORT must be positive); its pino lines are kept for the
// test to read.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../tooling/free-port.ts';
import { createInterface } from 'node:readline';
import { ensureClientBuild } from './servers.ts';

export interface BffProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Its log records, parsed. */
  records: Record<string, unknown>[];
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startBffProcess(publisherApiUrl: string, env: Record<string, string> = {}): Promise<BffProcess> {
  await ensureClientBuild();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLISHER_API_URL: publisherApiUrl,
      LOG_LEVEL: 'info',
      // Overload protection has its own test; a busy shared machine must not turn these answers into 503s.
      RENDER_QUEUE_WAIT_MS: '120000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4000);
  });
  const records: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the BFF process did not start listening within 60 s'));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the BFF process exited with ${code} before listening: ${stderr
            .split('\n')
            .filter((l) => !/zopfli|^\s*$/.test(l))
            .slice(-5)
            .join(' | ')
            .slice(0, 1000)}`,
        ),
      );
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      records.push(record);
      const listening = new RegExp(`^Server listening at (http://127\\.0\\.0\\.1:${port})`).exec(
        String((record.msg as string | undefined) ?? ''),
      );
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    });
  });
  return {
    url,
    port,
    child,
    records,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
