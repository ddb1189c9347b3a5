// The test files of a run, built once into JavaScript (esbuild, shared code in chunks) before they run, so no
// test process loads TypeScript through tsx. Under tsx every test process resolved and loaded its ~400 project modules
// through hooks on a loader thread: importing the server test helpers cost about 1.7 CPU-seconds and 4 s of wall time
// on a busy machine, against 0.65 and 0.3 s for the same code built (decision 064).
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { reactRouterProduction } from './build.ts';

/** Where a run's bundles go: one folder per run (two runs in one checkout do not share it), removed when it ends. */
export const TEST_BUILD_ROOT = '.test-build';

/**
 * A module's own location stays its source file's: code that finds files beside itself (`import.meta.url`,
 * `import.meta.dirname`), or asks whether it runs as TypeScript (the origin's search worker), sees what it saw
 * under tsx. Only the project's files are read this way; a bundled package keeps esbuild's own handling.
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

/**
 * The packages the servers load in every test process, bundled in with our code instead of loaded from node_modules:
 * Node's module loader spent about a quarter of a CPU-second of each server test process resolving, reading and
 * wrapping their ~600 files one by one (decision 064). Only these and what they import are bundled; every other
 * package (puppeteer, the payment SDK, web-push …) loads as installed, and tap is built apart (TAP_BUNDLE).
 */
const BUNDLED_PACKAGES = [
  'fastify',
  '@fastify/cookie',
  'helmet',
  '@fastify/http-proxy',
  '@fastify/static',
  '@sinclair/typebox',
  'react',
  'react-dom',
  'react-router',
  'undici',
  'lru-cache',
  'graphql',
  'graphql-request',
  'sanitize-html',
  'sitemap',
  'prom-client',
  'close-with-grace',
];
/** What those import that must still load as installed: pino starts worker threads by file name, SQLite is native. */
const INSTALLED_ONLY = ['pino', 'better-sqlite3'];

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bundles BUNDLED_PACKAGES (and what they import but INSTALLED_ONLY); leaves every other package outside. */
const somePackagesInside: Plugin = {
  name: 'some-packages-inside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageName(args.path);
      if (args.path.startsWith('node:') || INSTALLED_ONLY.includes(name)) return { external: true };
      if (BUNDLED_PACKAGES.includes(name) || args.importer.includes('/node_modules/')) return undefined;
      return { external: true };
    });
  },
};

/**
 * tap and the ~250 files it loads, built into one module that every test process imports instead: Node's module loader
 * spent about a quarter of a CPU-second of each process finding, reading and compiling them one by one, half a
 * unit test file's CPU. It sits under `node_modules/@tapjs/` in the run's folder, so tap's stack traces still leave
 * its frames out (the `at:` of a failure names the test's line). Its files keep their own location, as installed: what
 * they load at run time (tcompare's JSX printer, say) is found beside them.
 */
const TAP_BUNDLE = 'node_modules/@tapjs/tap-bundle.mjs';

const installedLocation: Plugin = {
  name: 'installed-location',
  setup(b) {
    b.onLoad({ filter: /\/node_modules\/.*\.m?js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      return {
        contents: source
          .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href))
          .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(args.path)))
          .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path)),
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

/** The test files' `import t from 'tap'` names the run's tap bundle. */
const tapFromBundle = (bundle: string): Plugin => ({
  name: 'tap-from-bundle',
  setup(b) {
    b.onResolve({ filter: /^tap$/ }, () => ({ path: pathToFileURL(bundle).href, external: true }));
  },
});

/** A CommonJS `require` of Node's own modules, inside an ES module (bundled packages' and tap's). */
const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** tap as `tap build` last built it for package.json's plugins: built once `tapBuilt` has settled. */
async function buildTap(outfile: string, tapBuilt: Promise<void>): Promise<void> {
  await tapBuilt;
  await build({
    stdin: { contents: "export * from 'tap';\nexport { default } from 'tap';\n", resolveDir: '.', loader: 'js' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [installedLocation],
    banner: { js: REQUIRE_BANNER },
    keepNames: true,
    logLevel: 'warning',
  });
}

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
  /** A file's output with every place in a bundle (a stack frame, tap's `at:`) given back as its place in the source. */
  toSources(text: string): string;
  remove(): void;
}

/** Builds `files`, and tap once `tapBuilt` (tap's own build of its test class, when it needs one) has settled. */
export async function buildTestBundles(files: string[], tapBuilt = Promise.resolve()): Promise<TestBundles> {
  sweepAbandoned();
  const outdir = join(TEST_BUILD_ROOT, `run-${process.pid}`);
  const tapBundle = resolve(outdir, TAP_BUNDLE);
  const tests = build({
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
    plugins: [tapFromBundle(tapBundle), ownLocation, somePackagesInside],
    banner: { js: REQUIRE_BANNER },
    jsx: 'automatic',
    // The server's router as npm start's build has it (its package's exports name only the development build).
    alias: reactRouterProduction,
    // As tsx does: names survive, so errors and classes read as in the source (test pages get esbuild's __name).
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await Promise.all([tests, buildTap(tapBundle, tapBuilt)]);
  const bundleOf = new Map(files.map((f) => [f, join(outdir, f.replace(/\.tsx?$/, '.mjs'))]));
  // The processes run without --enable-source-maps (it parsed every bundle's map in every test process, about a tenth
  // of a CPU-second each, for the rare failure): a report that names a bundle is mapped here, from the same maps.
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (bundle: string) => {
    if (!maps.has(bundle))
      maps.set(
        bundle,
        existsSync(`${bundle}.map`)
          ? new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as SourceMapPayload)
          : null,
      );
    return maps.get(bundle)!;
  };
  /** The source place of a bundle's line and column (both counted from 1, as stack traces count them). */
  const place = (bundle: string, line: number, column: number) => {
    const entry = mapOf(bundle)?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry)) return null;
    const source = relative('.', resolve(dirname(bundle), entry.originalSource.replace(/^file:\/\//, '')));
    return { source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
  };
  const bundleName = `(?:[^\\s()'"]*/)?${outdir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/[^\\s():'"]+?\\.mjs`;
  const frame = new RegExp(`(?:file://)?(${bundleName}):(\\d+):(\\d+)`, 'g');
  const tapAt = new RegExp(`fileName: (${bundleName})(\\n\\s*)lineNumber: (\\d+)(\\n\\s*)columnNumber: (\\d+)`, 'g');
  return {
    bundleOf,
    toSources: (text) => {
      if (!text.includes(outdir)) return text;
      return text
        .replace(tapAt, (all, bundle: string, gap1: string, line: string, gap2: string, column: string) => {
          const p = place(bundle, Number(line), Number(column));
          return p ? `fileName: ${p.source}${gap1}lineNumber: ${p.line}${gap2}columnNumber: ${p.column}` : all;
        })
        .replace(frame, (all, bundle: string, line: string, column: string) => {
          const p = place(bundle, Number(line), Number(column));
          return p ? `${p.source}:${p.line}:${p.column}` : all;
        });
    },
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
