// Overload protection that keeps goodput (decision 011): at most `concurrency` uncached page renders run at once,
// at most `queueLength` wait for a turn, and none waits longer than `waitMs`. A request that cannot start within its
// budget is refused at once — a cheap 503 with Retry-After — instead of every request slowing down together until
// all of them time out. Cached pages, health, metrics and static assets never pass through here. Nothing is sampled:
// a saturated event loop cannot produce a missing reading that looks like overload.
import { renderGateActive, renderGateQueued, renderGateRejected } from '../metrics.ts';

export interface RenderGateOptions {
  /** uncached renders running at once */
  concurrency: number;
  /** renders waiting for a turn; beyond this a request is refused at once */
  queueLength: number;
  /** how long a request may wait for its turn */
  waitMs: number;
}

/** Ends a render's turn; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  grant(release: Release): void;
}

export class RenderGate {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(readonly options: RenderGateOptions) {}

  /** A turn now, or null (for work that can be skipped, like refreshing a stale page in the background). */
  tryEnter(): Release | null {
    if (this.active >= this.options.concurrency) return null;
    return this.grant();
  }

  /**
   * A turn, waiting up to `waitMs` behind at most `queueLength` others; null when refused (queue full, budget spent,
   * or the reader went away).
   */
  enter(signal?: AbortSignal): Promise<Release | null> {
    const now = this.tryEnter();
    if (now) return Promise.resolve(now);
    if (this.queue.length >= this.options.queueLength) {
      renderGateRejected.inc({ reason: 'queue-full' });
      return Promise.resolve(null);
    }
    return new Promise<Release | null>((resolve) => {
      const timer = setTimeout(() => leave('waited-too-long'), this.options.waitMs);
      const onAbort = () => leave(null);
      const waiter: Waiter = {
        grant: (release) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
      };
      const leave = (reason: string | null) => {
        const i = this.queue.indexOf(waiter);
        if (i < 0) return;
        this.queue.splice(i, 1);
        renderGateQueued.set(this.queue.length);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (reason) renderGateRejected.inc({ reason });
        resolve(null);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      renderGateQueued.set(this.queue.length);
    });
  }

  /** Renders running and waiting now (for tests and /metrics). */
  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }

  private grant(): Release {
    this.active++;
    renderGateActive.set(this.active);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      renderGateActive.set(this.active);
      const next = this.queue.shift();
      if (next) {
        renderGateQueued.set(this.queue.length);
        next.grant(this.grant());
      }
    };
  }
}
