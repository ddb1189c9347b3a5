// The few parts of autocannon's API the benchmark and the fleet test use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** answers with a 5xx status */
    '5xx': number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** requests per second across all connections (an offered load, not a closed loop) */
    overallRate?: number;
    /** seconds before a request counts as timed out */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: {
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
      onResponse?: (status: number, body: string, context: unknown, headers?: Record<string, string>) => void;
    }[];
  }
  /** The running benchmark: a promise of its result that reports each answer as it comes (milliseconds it took). */
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}

/** The queue a client keeps of its requests in flight; scripts/bench.ts replaces `addBody` (decision 100). */
declare module 'autocannon/lib/pipelinedRequestsQueue.js' {
  export default class PipelinedRequestsQueue {
    addBody(data: Buffer): void;
  }
}
