// The unit tier (tooling/test-tiers.ts) runs with no build, server, browser or database: `npm run test:unit` must
// answer in seconds on a clean checkout. A file in it that reaches one of those, through any chain of the project's
// own imports, fails here with the chain; such a test belongs in the folder of what it exercises.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import { UNIT_TEST_DIRS } from '../test-tiers.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Packages that mean a database, a browser or a server process. */
const FORBIDDEN_PACKAGES = [
  'better-sqlite3',
  'better-sqlite3-napi',
  'node:sqlite',
  'puppeteer',
  'puppeteer-core',
  'node:child_process',
  'node:cluster',
];
/** Calls that open a port or start a process. */
const FORBIDDEN_CALLS = /\.listen\(|\blaunchBrowser\(|\bstartChromium\(/;

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

interface Facts {
  /** what the file imports */
  specifiers: string[];
  /** whether it calls what opens a port or starts a process */
  starts: boolean;
}

/** Each file read once for all the chains that pass through it (the test files share most of their imports). */
const factsRead = new Map<string, Facts>();
function factsOf(file: string): Facts {
  let facts = factsRead.get(file);
  if (!facts) {
    const text = readFileSync(file, 'utf8');
    facts = {
      specifiers: [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]).filter((s): s is string => !!s),
      starts: FORBIDDEN_CALLS.test(text.replace(/\/\/.*$/gm, '')),
    };
    factsRead.set(file, facts);
  }
  return facts;
}

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return testFilesUnder(p);
    return /\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** The first chain of imports from `file` that reaches something the unit tier may not use, or null. */
export function forbiddenChain(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const here = relative(ROOT, file);
  const { specifiers, starts } = factsOf(file);
  if (starts) return [here, 'starts a server, a process or a browser'];
  for (const spec of specifiers) {
    if (!spec.startsWith('.')) {
      if (FORBIDDEN_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`))) return [here, spec];
      continue;
    }
    const target = resolve(dirname(file), spec);
    if (!existsSync(target) || !/\.(ts|tsx|mts)$/.test(target)) continue;
    const chain = forbiddenChain(target, seen);
    if (chain) return [here, ...chain];
  }
  return null;
}

for (const dir of UNIT_TEST_DIRS) {
  t.test(`${dir}: no server, browser or database`, async (t) => {
    const files = testFilesUnder(join(ROOT, dir));
    t.ok(files.length > 0, `${dir} holds tests`);
    const offenders = files.flatMap((f) => {
      const chain = forbiddenChain(f);
      return chain ? [chain.join(' → ')] : [];
    });
    t.same(offenders, []);
  });
}
