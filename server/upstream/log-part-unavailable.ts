// A part a page can do without failed. When the upstream behind it is failing, UpstreamHealth has already said so
// once for the whole outage, so the per-request line drops to debug; anything else (a 4xx, a bug) stays a warning.
import { UpstreamError } from './upstream-client.ts';

interface PartLogger {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export function logPartUnavailable(log: PartLogger, fields: Record<string, unknown>, err: unknown, msg: string): void {
  const outage = err instanceof UpstreamError && err.status >= 500;
  log[outage ? 'debug' : 'warn']({ ...fields, err: (err as Error).message }, msg);
}
