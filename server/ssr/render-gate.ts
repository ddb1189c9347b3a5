// Overload protection that keeps goodput (decision 011): at most `concurrency` uncached page renders run at once,
// at most `queueLength` wait for a turn, and none waits longer than `waitMs` from its arrival. A request that cannot
// start within its budget is refused at its deadline — a cheap 503 with Retry-After — instead of every request slowing
// down together until all of them time out. Waiters are served in arrival order. Cached pages, health, metrics and
// static assets never pass through here. Nothing is sampled: a saturated event loop cannot produce a missing reading
// that looks like overload.
//
// Renders start at most one per event-loop turn (decision 048). An uncompressed page whose upstream data is cached
// renders, writes and finishes inside one macrotask; its freed turn went to the next render in the same macrotask, and
// so on: one loop turn ran up to a hundred renders (measured at 200 connections), the loop turned a few times a second,
// and everything polled once a turn waited seconds — Node accepts one new connection per loop turn, and reads sockets
// and fires timers (this gate's deadlines) once a turn. The process has one thread for rendering, so starting renders
// faster than one a turn adds no throughput; it only starves the loop. A freed turn is reusable once the loop has
// turned, and each loop turn starts at most RENDERS_PER_LOOP_TURN renders, whatever the page's encoding.
import { renderGateActive, renderGateQueued, renderGateRejected } from '../metrics.ts';

export interface RenderGateOptions {
  /** uncached renders running at once */
  concurrency: number;
  /** renders waiting for a turn; beyond this a request is refused at once */
  queueLength: number;
  /** how long a request may wait for its turn, counted from its arrival */
  waitMs: number;
}

/** Renders started in one turn of the event loop (decision 048). */
export const RENDERS_PER_LOOP_TURN = 1;

/** The gate's time: a monotonic clock, a one-shot timer and "after the event loop has turned"; injectable for tests. */
export interface GateTime {
  now(): number;
  setTimer(fn: () => void, ms: number): { cancel(): void };
  nextTurn(fn: () => void): void;
}

export const realGateTime: GateTime = {
  now: () => performance.now(),
  setTimer(fn, ms) {
    const t = setTimeout(fn, Math.max(0, ms));
    return { cancel: () => clearTimeout(t) };
  },
  nextTurn: (fn) => setImmediate(fn),
};

/** Ends a render's turn; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  deadline: number;
  grant(release: Release): void;
  refuse(reason: string): void;
}

export class RenderGate {
  private active = 0;
  /** turns ended since the last loop turn: reusable at the next one */
  private freed = 0;
  private startedThisTurn = 0;
  private turnScheduled = false;
  private readonly queue: Waiter[] = [];

  constructor(
    readonly options: RenderGateOptions,
    private readonly time: GateTime = realGateTime,
  ) {}

  /**
   * A turn now, or null (for work that can be skipped, like refreshing a stale page in the background). Never ahead of
   * a request that is waiting.
   */
  tryEnter(): Release | null {
    if (
      this.active >= this.options.concurrency ||
      this.queue.length > 0 ||
      this.startedThisTurn >= RENDERS_PER_LOOP_TURN
    )
      return null;
    return this.grant();
  }

  /**
   * A turn, waiting behind at most `queueLength` others until `arrivedAt + waitMs` (arrivedAt on this gate's clock,
   * now by default); null when refused (queue full, budget spent, or the reader went away), at the deadline at latest.
   */
  enter(signal?: AbortSignal, arrivedAt = this.time.now()): Promise<Release | null> {
    const now = this.tryEnter();
    if (now) return Promise.resolve(now);
    if (this.queue.length >= this.options.queueLength) {
      renderGateRejected.inc({ reason: 'queue-full' });
      return Promise.resolve(null);
    }
    const deadline = arrivedAt + this.options.waitMs;
    if (this.time.now() >= deadline) {
      renderGateRejected.inc({ reason: 'waited-too-long' });
      return Promise.resolve(null);
    }
    return new Promise<Release | null>((resolve) => {
      const timer = this.time.setTimer(() => leave('waited-too-long'), deadline - this.time.now());
      const onAbort = () => leave(null);
      const settle = () => {
        timer.cancel();
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        deadline,
        grant: (release) => {
          settle();
          resolve(release);
        },
        refuse: (reason) => {
          settle();
          renderGateRejected.inc({ reason });
          resolve(null);
        },
      };
      const leave = (reason: string | null) => {
        const i = this.queue.indexOf(waiter);
        if (i < 0) return;
        this.queue.splice(i, 1);
        renderGateQueued.set(this.queue.length);
        settle();
        if (reason) renderGateRejected.inc({ reason });
        resolve(null);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      renderGateQueued.set(this.queue.length);
      this.nextLoopTurn();
    });
  }

  /** Renders running and waiting now (for tests and /metrics). */
  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }

  private grant(): Release {
    this.active++;
    this.startedThisTurn++;
    renderGateActive.set(this.active);
    this.nextLoopTurn();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The turn stays taken until the event loop has turned (see the top of this file).
      this.freed++;
      this.nextLoopTurn();
    };
  }

  private nextLoopTurn() {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    this.time.nextTurn(() => this.loopTurned());
  }

  /**
   * The event loop has turned: freed turns are free again, and the longest-waiting requests still inside their budget
   * start, at most RENDERS_PER_LOOP_TURN of them; one found past its deadline is refused now.
   */
  private loopTurned() {
    this.turnScheduled = false;
    this.startedThisTurn = 0;
    this.active -= this.freed;
    this.freed = 0;
    renderGateActive.set(this.active);
    const now = this.time.now();
    while (this.active < this.options.concurrency && this.startedThisTurn < RENDERS_PER_LOOP_TURN) {
      const next = this.queue.shift();
      if (!next) break;
      renderGateQueued.set(this.queue.length);
      if (now >= next.deadline) next.refuse('waited-too-long');
      else next.grant(this.grant());
    }
    if (this.queue.length > 0 && (this.freed > 0 || this.active < this.options.concurrency)) this.nextLoopTurn();
  }
}
