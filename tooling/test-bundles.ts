// The test files of a run, built once into JavaScript (esbuild, shared code in chunks) before tap starts them, so no
// test process loads TypeScript through tsx. Under tsx every test process resolved and loaded its ~400 project modules
// through hooks on a loader thread: importing the server test helpers cost about 1.7 CPU-seconds and 4 s of wall time
// on a busy machine, against 0.65 and 0.3 s for the same code built (decision 041, "Later").
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { reactRouterProduction } from './build.ts';

/** Where a run's bundles go: one folder per run (two runs in one checkout do not share it), removed when it ends. */
export const TEST_BUILD_ROOT = '.test-build';

/**
 * A module's own location stays its source file's: code that finds files beside itself (`import.meta.url`,
 * `import.meta.dirname`), or asks whether it runs as TypeScript (the origin's search worker), sees what it saw
 * under tsx. Only the project's files are read this way; packages stay outside the bundles.
 */
const ownLocation: Plugin = {
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = readFileSync(args.path, 'utf8')
        .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href))
        .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(args.path)))
        .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path));
      return { contents: source, loader: extname(args.path) === '.tsx' ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
    });
  },
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Folders left by runs that ended without cleaning up (killed, say). */
function sweepAbandoned(): void {
  if (!existsSync(TEST_BUILD_ROOT)) return;
  for (const name of readdirSync(TEST_BUILD_ROOT)) {
    const pid = Number(/^run-(\d+)$/.exec(name)?.[1]);
    if (!pid || !isAlive(pid)) rmSync(join(TEST_BUILD_ROOT, name), { recursive: true, force: true });
  }
}

export interface TestBundles {
  /** The bundle tap runs for each test file. */
  bundleOf: Map<string, string>;
  /** A line of tap's output with every bundle's path given back as its test file's. */
  sourceNames(line: string): string;
  remove(): void;
}

export async function buildTestBundles(files: string[]): Promise<TestBundles> {
  sweepAbandoned();
  const outdir = join(TEST_BUILD_ROOT, `run-${process.pid}`);
  await build({
    entryPoints: files,
    outdir,
    outbase: '.',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    // The server's router as npm start's build has it (its package's exports name only the development build).
    alias: reactRouterProduction,
    // As tsx does: names survive, so errors and classes read as in the source (test pages get esbuild's __name).
    keepNames: true,
    sourcemap: 'linked',
    plugins: [ownLocation],
    logLevel: 'warning',
  });
  const bundleOf = new Map(files.map((f) => [f, join(outdir, f.replace(/\.tsx?$/, '.mjs'))]));
  const back = new Map([...bundleOf].map(([source, bundle]) => [bundle, source]));
  const bundlePath = new RegExp(`${outdir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/\\S+?\\.mjs`, 'g');
  return {
    bundleOf,
    sourceNames: (line) => line.replace(bundlePath, (p) => back.get(p) ?? p),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

