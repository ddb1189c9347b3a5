// Runs the test files of `npm test` as plain Node processes, a few at a time, and reports them as TAP. tap stays the
// library every test file is written with; its runner is not used, because it starts every test process (and every
// process a test starts) with its process tracker, a module loader on a thread of its own that records every file
// loaded, for coverage we do not collect: it cost a test that starts the origin and the BFF about 2.3 CPU-seconds of
// its 3.9 (decision 064).
import { spawn } from 'node:child_process';

/** How long one test file may run before it is stopped and counted as failed (and tap's own limit inside it). */
export const FILE_TIMEOUT_S = 600;

export interface TestFile {
  /** the test file's name, as the reader knows it */
  name: string;
  /** what Node runs for it */
  script: string;
  /** settles when what the file needs is ready (the unit tier needs less than the others, so it can start sooner) */
  ready: Promise<void>;
}

export interface FileResult {
  name: string;
  ms: number;
  passed: number;
  failed: number;
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');

/** The counts a tap test file prints last, run on its own: `# { total: 4, pass: 1, fail: 1, todo: 1, skip: 1 }`. */
const SUMMARY = /^# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?/m;

/** One file's run; its report is written once the run knows the file's number. */
function runFile(
  file: TestFile,
  env: NodeJS.ProcessEnv,
  toSources: (text: string) => string,
): Promise<{ result: FileResult; report(n: number): string }> {
  const started = performance.now();
  const child = spawn(process.execPath, [file.script], {
    env: { ...env, TAP: '1', TAP_TIMEOUT: String(FILE_TIMEOUT_S) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  // tap's limit inside the file prints what it still waits for; this one is for a process that cannot even do that.
  const timer = setTimeout(() => child.kill('SIGKILL'), (FILE_TIMEOUT_S + 30) * 1000);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      const counts = SUMMARY.exec(stdout);
      const passed = counts ? Number(counts[2]) : 0;
      // A file that printed no counts, or exited with an error, has failed even if no assertion said so.
      const failed = (counts ? Number(counts[3] ?? 0) : 0) || (code === 0 && counts ? 0 : 1);
      const why = code === 0 ? '' : `  ---\n  exitCode: ${code}\n  signal: ${signal}\n  ...\n`;
      stdout = toSources(stdout);
      stderr = toSources(stderr);
      const errors = stderr.trim() ? `${indent(stderr.trimEnd().replace(/^/gm, '# stderr: '))}\n` : '';
      resolve({
        result: { name: file.name, ms, passed, failed },
        report: (n) =>
          `# Subtest: ${file.name}\n${indent(stdout.replace(/^TAP version \d+\n/, '').trimEnd())}\n${errors}` +
          `${failed ? 'not ok' : 'ok'} ${n} - ${file.name} # time=${ms.toFixed(1)}ms\n${why}\n`,
      });
    });
  });
}

/**
 * A step of the run that is a command, not a test file (`npm run lint`): one test, passed when the command exits 0.
 * Its output is shown only when it fails.
 */
export function runStep(
  name: string,
  command: string,
  args: string[],
): Promise<{ result: FileResult; report(n: number): string }> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve) => {
    const end = (code: number | null, error = '') => {
      const ms = performance.now() - started;
      const ok = code === 0;
      const shown = ok ? '' : `${indent(`${output}${error}`.trimEnd().replace(/^/gm, '# '))}\n`;
      resolve({
        result: { name, ms, passed: ok ? 1 : 0, failed: ok ? 0 : 1 },
        report: (n) =>
          `# Subtest: ${name}\n${shown}${ok ? 'ok' : 'not ok'} ${n} - ${name} # time=${ms.toFixed(1)}ms\n` +
          (ok ? '\n' : `  ---\n  exitCode: ${code}\n  ...\n\n`),
      });
    };
    child.on('error', (err) => end(null, err.message));
    child.on('close', (code) => end(code));
  });
}

/**
 * Runs `files` in their order, `jobs` at a time: each free lane takes the first file whose `ready` has settled, or
 * waits for the next to settle. Each file's output is written whole when it ends.
 */
export async function runTestFiles(
  files: TestFile[],
  opts: {
    jobs: number;
    env: NodeJS.ProcessEnv;
    write: (text: string) => void;
    /** gives a report's places in the built files back as places in the sources */
    toSources: (text: string) => string;
    /** how many tests the run reported before these (the lint step) */
    before?: number;
  },
): Promise<FileResult[]> {
  const waiting = [...files];
  const results: FileResult[] = [];
  const settled = new Set<Promise<void>>();
  for (const { ready } of files) void ready.then(() => settled.add(ready));
  const lane = async () => {
    while (waiting.length > 0) {
      const next = waiting.findIndex((f) => settled.has(f.ready));
      if (next < 0) {
        await Promise.race(waiting.map((f) => f.ready));
        continue;
      }
      const [file] = waiting.splice(next, 1);
      const { result, report } = await runFile(file, opts.env, opts.toSources);
      results.push(result);
      opts.write(report((opts.before ?? 0) + results.length));
    }
  };
  await Promise.all(Array.from({ length: opts.jobs }, lane));
  return results;
}
