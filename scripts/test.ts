// `npm test` runs every test; `npm run test:unit` (`scripts/test.ts --unit`) only the tier that needs no server,
// browser or database, with no build first. With file or folder arguments it runs those, and prepares only what
// they need: the client build (rebuilt only when its inputs changed), one Chromium shared by every browser test file
// of the run, the seeded demo corpus every server test opens a copy of, and Varnish for `npm run test:proxy` (named,
// never installed). It ends with the ten slowest files, the run's time and the one-line total CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensureClientBuild } from '../tooling/build.ts';
import { TEST_CORPUS, seededDatabase } from '../tooling/test-corpus.ts';
import { chromePath, testChromium } from '../tooling/chrome-path.ts';
import { missingVarnish } from '../tooling/caching-proxy.ts';
import { CLIENT_BUILT_ENV, UNIT_TEST_DIRS, inUnitTier, needsBrowser, needsClientBuild, testFiles } from '../tooling/test-tiers.ts';
import { SHARED_CHROMIUM_ENV, startChromium } from '../tooling/chromium.ts';
import { TapConfig } from '@tapjs/config';
import { signature as tapBuiltSignature } from '@tapjs/test';

/**
 * tap rebuilds its test class for the plugins package.json names when a run starts, but by then its runner has taken
 * the loaders for the test processes from the build it was installed with: on a fresh install the first run's test
 * processes loaded tap's TypeScript and mock plugins beside tsx, transpiling everything twice (CI's first run lost a
 * browser test to a timeout that way). So the build is brought up to date before tap starts.
 */
async function ensureTapBuilt(): Promise<void> {
  // Loaded from package.json alone: TapConfig.load() would read this script's own arguments as tap's.
  const config = (await new TapConfig().loadPluginConfigFields().loadConfigFile()).parse([]);
  if (config.pluginSignature === tapBuiltSignature) return;
  console.log('# tap: building its test class for the configured plugins');
  const built = spawnSync(process.execPath, ['node_modules/tap/dist/esm/run.mjs', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

/**
 * The browser tests need Debian's Chromium, and run on its headless shell where that is installed (about a third less
 * CPU than the full browser's headless mode; decision 041). As root on Debian what is missing is installed and said;
 * otherwise a missing Chromium stops the run with the command to run, and a missing shell only costs time.
 */
function ensureChromium(): void {
  const missing = [
    ...(chromePath() ? [] : ['chromium', 'fonts-dejavu-core']),
    ...(testChromium()?.shell ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    if (chromePath()) {
      console.log('# chromium-headless-shell is not installed: the browser tests run on the full Chromium, slower (apt-get install -y chromium-headless-shell)');
      return;
    }
    console.error('No Chromium for the browser tests. Install it with: sudo apt-get install -y chromium chromium-headless-shell (or set CHROME_PATH).');
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')} for the browser tests (apt-get update && apt-get install -y)…`);
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = update.status === 0
    ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    : update;
  if (install.status !== 0 || !chromePath()) {
    console.error(`Installing ${missing.join(', ')} failed; install it by hand: apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
}

/** tap's line for a finished file: `ok 12 - test/bff/ssr.test.ts # time=3486.8ms` (or `not ok …`). */
const FILE_LINE = /^(?:not )?ok \d+ - (\S+\.test\.tsx?)\b.*# time=([\d.]+)ms/;
const SLOWEST_SHOWN = 10;

function slowestReport(times: Map<string, number>, totalMs: number): string {
  const rows = [...times].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_SHOWN);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `# the ${rows.length} slowest of ${times.size} files:`,
    ...rows.map(([file, ms]) => `#   ${seconds(ms).padStart(8)}  ${file}`),
    `# total: ${seconds(totalMs)}`,
  ].join('\n');
}

interface TapRun { code: number; times: Map<string, number>; passed: number; failed: number }

/**
 * One tap run over `files`. Its output goes to `write` as it comes (the unit lane's is held and printed whole, so two
 * lanes' TAP does not interleave); the times of its files and its totals are read from it.
 */
function runTap(files: string[], runEnv: NodeJS.ProcessEnv, write: (text: string) => void): Promise<TapRun> {
  const tap = spawn(process.execPath, ['node_modules/tap/dist/esm/run.mjs', ...options, ...files], { stdio: ['ignore', 'pipe', 'inherit'], env: runEnv });
  const times = new Map<string, number>();
  let tail = '';
  let partial = '';
  tap.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    write(text);
    tail = (tail + text).slice(-4000);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const m = FILE_LINE.exec(line);
      if (m) times.set(m[1], Number(m[2]));
    }
  });
  return new Promise((resolve) => {
    tap.on('close', (code) => {
      const m = /# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?/.exec(tail);
      // No summary at all (tap died before it) counts as a failure, never as a silent pass.
      resolve({ code: code ?? 1, times, passed: m ? Number(m[2]) : 0, failed: m ? Number(m[3] ?? 0) : 1 });
    });
  });
}

const started = Date.now();
const unit = process.argv.includes('--unit');
const args = unit ? [...UNIT_TEST_DIRS] : process.argv.slice(2);
const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
const stops: (() => Promise<void>)[] = [];
const options = args.filter((a) => a.startsWith('-') && a !== '--unit');

// The last run's time of each file: the slowest start first, so the lanes end together instead of one long file
// starting last.
const TIMES_FILE = 'node_modules/.cache/hirportal-test/file-times.json';
const lastTimes: Record<string, number> = existsSync(TIMES_FILE) ? JSON.parse(readFileSync(TIMES_FILE, 'utf8')) : {};
const files = testFiles(args).sort((a, b) => (lastTimes[b] ?? 0) - (lastTimes[a] ?? 0));

await ensureTapBuilt();

// The unit tier needs no build, corpus or browser: when a run has both tiers, the unit files start at once in a lane
// of their own while the client is built (about 15 s of one core on a fresh clone), the corpus seeded and Chromium
// started; the other files start when those are ready.
const early = unit ? [] : files.filter(inUnitTier);
const rest = unit ? files : files.filter((f) => !inUnitTier(f));
let heldOutput = '';
const earlyRun = early.length > 0 && rest.length > 0
  ? runTap(early, env, (text) => { heldOutput += text; })
  : null;
const mainFiles = earlyRun ? rest : files;

if (!unit) {
  if (needsBrowser(args)) ensureChromium();
  const noVarnish = args.some((a) => a.includes('test/proxy')) ? missingVarnish() : null;
  if (noVarnish) {
    console.error(noVarnish);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  if (needsClientBuild(args)) {
    if (await ensureClientBuild()) console.log('# client build: rebuilt (its inputs changed)');
    env[CLIENT_BUILT_ENV] = '1';
    // The corpus most server tests open, seeded here once so two test files starting together do not both seed it.
    seededDatabase(TEST_CORPUS).close();
  }
  if (needsBrowser(args)) {
    const chromium = await startChromium();
    env[SHARED_CHROMIUM_ENV] = chromium.browser.wsEndpoint();
    stops.push(() => chromium.close());
  }
}

const runs = await Promise.all([
  runTap(mainFiles, env, (text) => process.stdout.write(text)),
  earlyRun,
]);
await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
if (heldOutput) process.stdout.write(`# the unit tier, run while the build was prepared:\n${heldOutput}`);
const done = runs.filter((run): run is TapRun => run !== null);
const times = new Map(done.flatMap((run) => [...run.times]));
mkdirSync(dirname(TIMES_FILE), { recursive: true });
writeFileSync(TIMES_FILE, JSON.stringify({ ...lastTimes, ...Object.fromEntries(times) }));
console.log(slowestReport(times, Date.now() - started));
const passed = done.reduce((sum, run) => sum + run.passed, 0);
const failed = done.reduce((sum, run) => sum + run.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(done.every((run) => run.code === 0) && failed === 0 ? 0 : 1);
