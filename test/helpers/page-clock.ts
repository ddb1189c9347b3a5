// A clock the test moves for a page's long timers, the browser's side of `config.clock`: setTimeout and
// setInterval with a delay of LONG_TIMER_MS or more (the 15 s live poll, the clock tick, the 2 s ad delay) never fire
// by themselves; `advance(ms)` fires each one whose time has come, in order. Shorter timers (React's scheduler,
// throttles, transitions) keep real time, so the page otherwise behaves as it does for a reader. Date.now() is not
// touched. Install before the page's first script runs (before goto).
import type { Page } from 'puppeteer';

export const LONG_TIMER_MS = 1000;

export interface PendingTimer {
  /** ms of page time until it fires */
  in: number;
  /** its delay as the page asked for it */
  delay: number;
  repeats: boolean;
}

export interface PageClock {
  /** Moves page time forward, firing due timers (each interval as often as it comes due). */
  advance(ms: number): Promise<void>;
  pending(): Promise<PendingTimer[]>;
}

declare global {
  interface Window {
    __pageClock?: { advance(ms: number): void; pending(): PendingTimer[]; elapsed(): number };
  }
}

export async function installPageClock(page: Page): Promise<PageClock> {
  await page.evaluateOnNewDocument((longMs: number) => {
    interface Timer {
      fn: (...a: unknown[]) => void;
      args: unknown[];
      at: number;
      delay: number;
      repeats: boolean;
    }
    const real = {
      setTimeout: window.setTimeout.bind(window),
      setInterval: window.setInterval.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      clearInterval: window.clearInterval.bind(window),
    };
    const timers = new Map<number, Timer>();
    let now = 0;
    // Far above the browser's own ids, so clearing either kind never hits the other.
    let nextId = 1_000_000_000;
    const schedule =
      (repeats: boolean) =>
      (fn: unknown, delay?: number, ...args: unknown[]) => {
        const ms = Number(delay) || 0;
        if (typeof fn !== 'function' || ms < longMs) {
          return (repeats ? real.setInterval : real.setTimeout)(fn as TimerHandler, delay, ...args);
        }
        const id = nextId++;
        timers.set(id, { fn: fn as Timer['fn'], args, at: now + ms, delay: ms, repeats });
        return id;
      };
    const clear = (realClear: (id?: number) => void) => (id?: number) => {
      if (id !== undefined && timers.has(id)) timers.delete(id);
      else realClear(id);
    };
    window.setTimeout = schedule(false) as typeof window.setTimeout;
    window.setInterval = schedule(true) as typeof window.setInterval;
    window.clearTimeout = clear(real.clearTimeout) as typeof window.clearTimeout;
    window.clearInterval = clear(real.clearInterval) as typeof window.clearInterval;
    window.__pageClock = {
      advance(ms: number) {
        const end = now + ms;
        for (;;) {
          let due: [number, Timer] | null = null;
          for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
          if (!due) break;
          const [id, timer] = due;
          now = timer.at;
          if (timer.repeats) timer.at += timer.delay;
          else timers.delete(id);
          try {
            timer.fn(...timer.args);
          } catch (err) {
            real.setTimeout(() => {
              throw err;
            }, 0);
          }
        }
        now = end;
      },
      pending: () => [...timers.values()].map((t) => ({ in: t.at - now, delay: t.delay, repeats: t.repeats })),
      elapsed: () => now,
    };
  }, LONG_TIMER_MS);
  return {
    advance: (ms) => page.evaluate((n) => window.__pageClock!.advance(n), ms),
    pending: () => page.evaluate(() => window.__pageClock!.pending()),
  };
}

/**
 * Moves page time (and, through `alsoAdvance`, the server's injected clock) in steps until `done` holds, letting the
 * page's requests finish after each step; the page time that took, or null if `done` never held within `limitMs`.
 * A test asserts its rule on the figure ("within 20 s"), so a broken rule shows as a number, not as a timeout.
 */
export async function pageTimeUntil(
  page: Page,
  clock: PageClock,
  done: () => Promise<boolean>,
  opts: {
    stepMs: number;
    limitMs: number;
    alsoAdvance?: (ms: number) => void;
  },
): Promise<number | null> {
  for (let elapsed = 0; elapsed <= opts.limitMs; elapsed += opts.stepMs) {
    if (await done()) return elapsed;
    opts.alsoAdvance?.(opts.stepMs);
    await clock.advance(opts.stepMs);
    await page.waitForNetworkIdle({ idleTime: 150, timeout: 30_000 });
  }
  return (await done()) ? opts.limitMs : null;
}
