// `npm test` runs `npm run lint` and `npm run typecheck` first (one test each: ESLint and Prettier's check, then tsc
// and the type-aware rules; decisions 081 and 084), then every test; `npm run test:unit` (`scripts/test.ts --unit`)
// only the tier that needs no server, browser or database, with no build first and neither step (they take a minute
// or two, the unit tier seconds); `npm test -- --no-browser` every tier but the browser's, also without them. With file
// or folder arguments it runs those, and prepares only what they need: the client build (rebuilt only when its inputs
// changed), one Chromium shared by every browser test file of the run, the seeded demo corpus every server test opens
// a copy of, and Varnish for `npm run test:proxy` (named, never installed). It ends with the ten slowest files, the
// run's time and the one-line total CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromePath, testChromium } from '../tooling/chrome-path.ts';
import { missingVarnish } from '../tooling/caching-proxy.ts';
import { missingRedis } from '../tooling/redis-server.ts';
import {
  CLIENT_BUILT_ENV,
  UNIT_TEST_DIRS,
  foldersWithoutBrowser,
  inUnitTier,
  needsBrowser,
  needsClientBuild,
  testFiles,
} from '../tooling/test-tiers.ts';
import { buildTestBundles } from '../tooling/test-bundles.ts';
import { runStep, runTestFiles, type FileResult } from '../tooling/test-runner.ts';
import { TapConfig } from '@tapjs/config';
import { signature as tapBuiltSignature } from '@tapjs/test';

/**
 * tap's test class is built for the plugins package.json names (not its TypeScript and mock plugins: tests run as
 * built JavaScript and mock no module); a fresh install has tap's default build, so the first run builds it, beside
 * the test files' bundles and the client build rather than before them.
 */
async function ensureTapBuilt(): Promise<void> {
  // Loaded from package.json alone: TapConfig.load() would read this script's own arguments as tap's.
  const config = (await new TapConfig().loadPluginConfigFields().loadConfigFile()).parse([]);
  if (config.pluginSignature === tapBuiltSignature) return;
  console.log('# tap: building its test class for the configured plugins');
  const built = spawn(process.execPath, ['node_modules/tap/dist/esm/run.mjs', 'build'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => built.on('close', resolve));
  if (code !== 0) throw new Error(`tap build exited with ${code}`);
}

/**
 * The browser tests need Debian's Chromium, and run on its headless shell where that is installed (about a third less
 * CPU than the full browser's headless mode; decision 041); the shared-store tests need Debian's redis-server
 * (decision 087). As root on Debian what is missing is installed and said; otherwise a missing Chromium or
 * redis-server stops the run with the command to run, and a missing shell only costs time.
 */
function ensureSystemPackages(browser: boolean): void {
  const missing = [
    ...(browser && !chromePath() ? ['chromium', 'fonts-dejavu-core'] : []),
    ...(browser && !testChromium()?.shell ? ['chromium-headless-shell'] : []),
    ...(missingRedis() ? ['redis-server'] : []),
  ];
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  const complete = () => (!browser || chromePath()) && !missingRedis();
  if (!isRoot || !hasApt) {
    if (complete()) {
      console.log(
        '# chromium-headless-shell is not installed: the browser tests run on the full Chromium, slower (apt-get install -y chromium-headless-shell)',
      );
      return;
    }
    console.error(
      `Missing system packages for the tests. Install them with: sudo apt-get install -y ${missing.join(' ')} (or set CHROME_PATH for Chromium).`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')} for the tests (apt-get update && apt-get install -y)…`);
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        })
      : update;
  if (install.status !== 0 || !complete()) {
    console.error(
      `Installing ${missing.join(', ')} failed; install it by hand: apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
}

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

const started = Date.now();
const unit = process.argv.includes('--unit');
// Every tier but the browser's, as the other Node lines run it in CI (decision 102); like named files, without the lint
// and the type check, which do not depend on the Node line.
const noBrowser = process.argv.includes('--no-browser');
const args = unit ? [...UNIT_TEST_DIRS] : noBrowser ? foldersWithoutBrowser() : process.argv.slice(2);
// The code under test runs as `npm start` runs it: React and the other libraries in their production builds (React's
// development build spent about a tenth of a server test's CPU checking and recording every element it made).
// Node 22 and later keep the compiled code of every module they load here, so the ~140 test processes of a run do
// not each compile the same packages again (Node 20 has no such cache and ignores the variable).
const env: NodeJS.ProcessEnv = {
  ...process.env,
  FORCE_COLOR: '0',
  NODE_ENV: 'production',
  NODE_COMPILE_CACHE: 'node_modules/.cache/hirportal-test/compiled',
};
const stops: (() => void | Promise<void>)[] = [];
const OPTIONS = ['--unit', '--no-browser'];
const unknown = process.argv.slice(2).filter((a) => a.startsWith('-') && !OPTIONS.includes(a));
// --unit and --no-browser each name their own folders: neither takes files or the other beside it.
const named = process.argv.slice(2).filter((a) => !a.startsWith('-'));
if (unknown.length > 0 || (unit && noBrowser) || (noBrowser && named.length > 0)) {
  console.error(`npm test takes test files and folders, --unit or --no-browser: ${process.argv.slice(2).join(' ')}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The last run's time of each file: the slowest start first, so the lanes end together instead of one long file
// starting last.
const TIMES_FILE = 'node_modules/.cache/hirportal-test/file-times.json';
const lastTimes = (existsSync(TIMES_FILE) ? JSON.parse(readFileSync(TIMES_FILE, 'utf8')) : {}) as Record<
  string,
  number
>;
// A file this checkout has not run yet (a fresh clone, CI) is guessed by its tier: the browser, chaos and hostile files
// are the long ones, the unit files the short ones.
const guessMs = (file: string) =>
  /^test\/(browser\/|server\/(chaos|hostile)-)/.test(file) ? 20_000 : inUnitTier(file) ? 1_000 : 5_000;
const expectedMs = (file: string) => lastTimes[file] ?? guessMs(file);
const files = testFiles(args).sort((a, b) => expectedMs(b) - expectedMs(a));

const failRun = (what: string) => (error: unknown) => {
  console.error(`${what} failed:`, error);
  console.log('0 passed, 1 failed');
  process.exit(1);
};
const tapReady = ensureTapBuilt().catch(failRun('Building tap'));
console.log('TAP version 14');
// The whole suite starts with the lint and the type check, before the tests load the machine; named files and the
// unit tier skip them.
const steps: FileResult[] = [];
if (args.length === 0) {
  for (const script of ['lint', 'typecheck']) {
    const step = await runStep(`npm run ${script}`, 'npm', ['run', '--silent', script]);
    steps.push(step.result);
    process.stdout.write(step.report(steps.length));
  }
}
const tests = await buildTestBundles(files, tapReady);
stops.push(() => tests.remove());

/**
 * What the files other than the unit tier need, made ready once for the run: the client build, the corpus, Chromium.
 * The unit tier needs none of it: its files start at once while this is prepared (about 15 s of one core on a fresh
 * clone), and the other files when it is ready. Their modules load here, when needed: puppeteer and the corpus's seed
 * took `npm run test:unit` about 1.5 CPU-seconds to load before its first file could start.
 */
async function prepare(): Promise<void> {
  ensureSystemPackages(needsBrowser(args));
  const noVarnish = args.some((a) => a.includes('test/proxy')) ? missingVarnish() : null;
  if (noVarnish) {
    console.error(noVarnish);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  if (needsClientBuild(args)) {
    const [{ ensureClientBuild }, { TEST_CORPUS, seededDatabase }] = await Promise.all([
      import('../tooling/build.ts'),
      import('../tooling/test-corpus.ts'),
    ]);
    if (await ensureClientBuild()) console.log('# client build: rebuilt (its inputs changed)');
    env[CLIENT_BUILT_ENV] = '1';
    // The corpus most server tests open, seeded here once so two test files starting together do not both seed it.
    seededDatabase(TEST_CORPUS).close();
  }
  if (needsBrowser(args)) {
    const { SHARED_CHROMIUM_ENV, startChromium } = await import('../tooling/chromium.ts');
    const chromium = await startChromium();
    env[SHARED_CHROMIUM_ENV] = chromium.browser.wsEndpoint();
    stops.push(() => chromium.close());
  }
}

/**
 * Three lanes on two cores: a run keeps about 1.3 cores busy with two (browser tests wait on Chromium and on their
 * servers); a third took a warm run on a fresh clone from 398 s to 345 s (decision 041).
 */
const JOBS = Number(process.env.TEST_JOBS ?? 3);

const ready = unit
  ? tapReady
  : Promise.all([tapReady, prepare().catch(failRun('Preparing the run'))]).then(() => undefined);
const results = await runTestFiles(
  files.map((name) => ({
    name,
    script: tests.bundleOf.get(name)!,
    ready: unit || inUnitTier(name) ? tapReady : ready,
  })),
  {
    jobs: JOBS,
    env,
    write: (text) => process.stdout.write(text),
    toSources: tests.toSources,
    before: steps.length,
  },
);
await Promise.all(
  stops.map((stop) =>
    Promise.resolve()
      .then(stop)
      .catch(() => undefined),
  ),
);
const times = new Map(results.map((r) => [r.name, r.ms]));
mkdirSync(dirname(TIMES_FILE), { recursive: true });
writeFileSync(TIMES_FILE, JSON.stringify({ ...lastTimes, ...Object.fromEntries(times) }));
const all: FileResult[] = [...steps, ...results];
const passed = all.reduce((sum, r) => sum + r.passed, 0);
const failed = all.reduce((sum, r) => sum + r.failed, 0);
console.log(`1..${all.length}`);
console.log(slowestReport(times, Date.now() - started));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === files.length ? 0 : 1);
