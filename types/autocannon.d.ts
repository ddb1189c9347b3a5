// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p99: number; total: number }
  interface Result { requests: Histogram; latency: Histogram; errors: number; non2xx: number }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[];
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
