// The test tiers. The unit tier is every test that needs no server, browser or database: build steps, rules,
// parsers, state machines. Its files sit beside their module as *.test.ts in the source folders below, run with no
// build first (`npm run test:unit`), and tooling/tree-rules/tier-boundary.test.ts keeps servers, browsers and
// databases out of them. test/ holds the server, browser and proxy tiers. `npm test` runs every tier.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
export const UNIT_TEST_DIRS = ['client', 'server', 'stand-ins', 'kit', 'shared', 'tooling'] as const;

/** The browser tier: the files that drive Chromium. */
const BROWSER_TEST_DIR = 'test/browser';

/** Set by `npm test` once the client build is current, so test processes do not check (or rebuild) it again. */
export const CLIENT_BUILT_ENV = 'TEST_CLIENT_BUILT';

const isWholeSuite = (args: readonly string[]) => args.length === 0 || args.some((a) => /^(\.\/)?test\/?$/.test(a));

/** Whether a file or folder argument lies in the unit tier. */
export const inUnitTier = (arg: string) =>
  UNIT_TEST_DIRS.some((dir) => `${arg.replace(/^\.\//, '')}/`.startsWith(`${dir}/`));

/** Whether the files named (none: the whole suite) include browser tests. */
export function needsBrowser(args: readonly string[]): boolean {
  return isWholeSuite(args) || args.some((a) => a.replace(/^\.\//, '').startsWith(BROWSER_TEST_DIR));
}

/** Whether the files named (none: the whole suite) include any outside the unit tier, which serve the client build. */
export function needsClientBuild(args: readonly string[]): boolean {
  return isWholeSuite(args) || args.some((a) => !a.startsWith('-') && !inUnitTier(a));
}

/** Folders `npm test` leaves out unless they are named: the caching-proxy suite needs Varnish (`npm run test:proxy`). */
const NAMED_ONLY_DIRS = ['test/proxy'];

/**
 * The folders of every tier but the browser's (`npm test -- --no-browser`): what CI runs again on the other Node lines
 * (decision 102).
 */
export function foldersWithoutBrowser(): string[] {
  const testDirs = readdirSync('test', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `test/${entry.name}`)
    .filter((dir) => dir !== BROWSER_TEST_DIR && !NAMED_ONLY_DIRS.includes(dir));
  return [...testDirs, ...UNIT_TEST_DIRS];
}

const TEST_FILE = /\.test\.tsx?$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return NAMED_ONLY_DIRS.includes(path) || entry.name === 'node_modules' ? [] : filesUnder(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * The test files the arguments name (folders expanded; none: the whole suite), given to tap as files: tap finds test
 * files in a folder by the extensions of its TypeScript plugin, which we do not load (tests run under tsx).
 */
export function testFiles(args: readonly string[]): string[] {
  const named = args.filter((a) => !a.startsWith('-')).map((a) => a.replace(/^\.\//, '').replace(/\/$/, ''));
  const roots = named.length === 0 ? ['test', ...UNIT_TEST_DIRS] : named;
  return [...new Set(roots.flatMap((root) => (statSync(root).isDirectory() ? filesUnder(root) : [root])))];
}
