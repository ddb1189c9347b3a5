// How long this process's event loop was held, measured so that a busy machine does not count against us. A 1 ms
// interval timer ticks once per loop turn; between two ticks we read how much CPU the main thread used (Linux's
// per-thread schedstat, in nanoseconds). That CPU time is the work one loop turn did: a 60 ms synchronous block reads
// 60 ms however long the OS kept us off the CPU meanwhile, and time spent waiting for a core reads 0. The wall-clock
// gap between ticks (what a client would also have waited on a busy machine) is reported beside it. Where schedstat
// is missing (not Linux) the CPU figure falls back to the wall-clock gap.
import { closeSync, openSync, readSync } from 'node:fs';

export interface LoopBlocks {
  /** most main-thread CPU time one loop turn used, ms */
  maxBlockMs: number;
  /** longest wall-clock gap between two turns, ms */
  maxGapMs: number;
  /** whether maxBlockMs is CPU time (false: the wall-clock fallback) */
  cpuTime: boolean;
}

/** The main thread's own CPU time (ms), or null where schedstat is missing. */
export function mainThreadCpuReader(): { read: () => number | null; close: () => void } {
  let fd: number;
  try {
    fd = openSync(`/proc/self/task/${process.pid}/schedstat`, 'r');
  } catch {
    return { read: () => null, close: () => {} };
  }
  const buf = Buffer.alloc(128);
  return {
    read: () => {
      const n = readSync(fd, buf, 0, buf.length, 0);
      return Number(buf.toString('latin1', 0, n).split(' ')[0]) / 1e6;
    },
    close: () => closeSync(fd),
  };
}

export function measureLoopBlocks(): { stop: () => LoopBlocks } {
  const cpu = mainThreadCpuReader();
  let lastWall = performance.now();
  let lastCpu = cpu.read();
  let maxGapMs = 0;
  let maxBlockMs = 0;
  const timer = setInterval(() => {
    const wall = performance.now();
    const used = cpu.read();
    const gap = wall - lastWall - 1;
    maxGapMs = Math.max(maxGapMs, gap);
    maxBlockMs = Math.max(maxBlockMs, used === null || lastCpu === null ? gap : used - lastCpu);
    lastWall = wall;
    lastCpu = used;
  }, 1);
  let result: LoopBlocks | undefined;
  return {
    stop: () => {
      if (!result) {
        clearInterval(timer);
        cpu.close();
        result = { maxBlockMs, maxGapMs: Math.max(0, maxGapMs), cpuTime: lastCpu !== null };
      }
      return result;
    },
  };
}
