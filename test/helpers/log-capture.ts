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
}

export function captureLog(level = 'info'): LogCapture {
  const records: LogRecord[] = [];
  let partial = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) records.push(JSON.parse(line) as LogRecord);
      done();
    },
  });
  return { logger: { level, stream }, records, warnings: () => records.filter((r) => r.level >= 40) };
}
