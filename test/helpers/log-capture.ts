// Captures a server's pino output in memory, so a test can read what an operator would read in the log.
import { Writable } from 'node:stream';

export interface LogRecord {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export interface LogCapture {
  /** Fastify's `logger` option: every record at `level` or above lands in `records`. */
  logger: { level: string; stream: Writable };
  records: LogRecord[];
  /** Records at warn (40) or above. */
  warnings(): LogRecord[];
  /**
   * The first record that matches, as soon as it is written: a request's log line comes after its answer has left,
   * so a test waits for the line itself instead of a guess at how long that takes.
   */
  record(matches: (r: LogRecord) => boolean): Promise<LogRecord>;
}

export function captureLog(level = 'info'): LogCapture {
  const records: LogRecord[] = [];
  const waiting = new Set<() => void>();
  let partial = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) records.push(JSON.parse(line) as LogRecord);
      for (const check of waiting) check();
      done();
    },
  });
  const record = (matches: (r: LogRecord) => boolean) =>
    new Promise<LogRecord>((resolve) => {
      const check = () => {
        const found = records.find(matches);
        if (!found) return;
        waiting.delete(check);
        resolve(found);
      };
      waiting.add(check);
      check();
    });
  return { logger: { level, stream }, records, warnings: () => records.filter((r) => r.level >= 40), record };
}
