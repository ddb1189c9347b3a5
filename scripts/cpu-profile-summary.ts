// Summarises a V8 `.cpuprofile` of the built BFF: self time by package or node: module, by source file of the
// server bundle (esbuild marks each bundled file with a `// path` line), and by function, over the samples from a given
// second on (so start-up and warm-up can be left out). Shares are of all samples in that window, idle included.
//   node --import tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [from seconds, default 0] [rows, default 30]
// A profile: `node --cpu-prof --cpu-prof-dir=<dir> --import tsx scripts/bench.ts` (the processes it forks inherit the
// flag; the BFF's profile is the largest). V8 samples the main thread's wall-clock time: on a busy machine a frame's
// self time includes time the thread waited for a core, and work on other threads (zlib's thread pool, the collector's
// helpers) is not in it at all — the bench's CPU per answer is the cost; this is where the main thread spends it.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, fromArg = '0', rowsArg = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [from seconds] [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const fromUs = Number(fromArg) * 1e6;
const rows = Number(rowsArg);

/** The bundled source file at each line of dist/server/main.js, from esbuild's `// path` markers. */
const bundle = resolve('dist/server/main.js');
const markers: { line: number; source: string }[] = [];
if (existsSync(bundle)) {
  readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const source = /^\/\/ ((?:node_modules|server|shared|client)\/\S+)$/.exec(text)?.[1];
      if (source) markers.push({ line, source: packageOf(source) ?? source });
    });
}

function packageOf(path: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
}

function sourceOf({ url, lineNumber }: CallFrame): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return url;
  if (url.endsWith('dist/server/main.js') && markers.length) {
    let found = '(bundle)';
    for (const m of markers) {
      if (m.line > lineNumber) break;
      found = m.source;
    }
    return found;
  }
  return packageOf(url) ?? url;
}

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const bySource = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  elapsed += delta;
  if (elapsed < fromUs) return;
  total += delta;
  const frame = nodes.get(id)!.callFrame;
  const source = sourceOf(frame);
  bySource.set(source, (bySource.get(source) ?? 0) + delta);
  const where = frame.url.endsWith('dist/server/main.js')
    ? `${source} (dist/server/main.js:${frame.lineNumber + 1})`
    : `${source}:${frame.lineNumber + 1}`;
  const fn = `${frame.functionName || '(anonymous)'} ${where}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
});

function print(title: string, table: Map<string, number>) {
  console.log(`\n${title}`);
  for (const [key, us] of [...table].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
}

console.log(`${(total / 1e6).toFixed(1)} s of samples from ${fromArg} s on`);
print('self time by package, node: module or bundled source file', bySource);
print('self time by function', byFunction);
