// Builds the browser bundle (ESM, minified, one chunk per route, content-hashed names, a manifest the server reads
// for script and modulepreload tags) and the server bundle.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { MANIFEST_FILE, type ClientManifest } from '../server/assets/client-manifest.ts';
import { pageModuleFiles } from '../client/page-module-files.ts';
import type { PageType } from '../shared/pages/route-table.ts';
import { embeddedServices } from './embedded-services.ts';
import { CONSENT_SCRIPT_ASSET, CONSENT_SCRIPT_SOURCE } from '../shared/consent.ts';
import { clientInputsHash } from './client-build-inputs.ts';
import { reactDomTrimPlugin } from './react-dom-trim.ts';
import { reactDomServerTrimPlugin } from './react-dom-server-trim.ts';
import { reactRouterTrimPlugin } from './react-router-trim.ts';

export const CLIENT_ENTRY = 'client/entry-client.tsx';

// react-router's package exports point every condition at its development build; the production build sits beside
// it. Both bundles use it (the server renders faster without development checks). The browser's copy is also trimmed
// of the router features the site never runs (tooling/react-router-trim.ts, decision 047), and its React DOM of the
// renderer's (tooling/react-dom-trim.ts, decision 096). The server's React DOM renderer is a copy without its request
// store, written beside the bundle (tooling/react-dom-server-trim.ts, decision 101).
export const reactRouterProduction = {
  'react-router/dom': './node_modules/react-router/dist/production/dom-export.mjs',
  'react-router': './node_modules/react-router/dist/production/index.mjs',
};

export function clientBuildOptions(outdir: string): BuildOptions {
  return {
    entryPoints: [CLIENT_ENTRY, ...Object.values(pageModuleFiles)],
    outdir: join(outdir, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    minify: true,
    // Hungarian text stays UTF-8 (esbuild's default ASCII escapes make every accented letter 4–6 bytes long).
    charset: 'utf8',
    // No source maps: terser rewrites the files after esbuild, so esbuild's maps would point at the wrong code.
    sourcemap: false,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    alias: reactRouterProduction,
    plugins: [reactRouterTrimPlugin, reactDomTrimPlugin],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  };
}

/** An output file and every file it imports statically, transitively. */
function staticClosure(metafile: Metafile, file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const deps = (metafile.outputs[file]?.imports ?? [])
    .filter((i) => i.kind === 'import-statement' && !i.external)
    .map((i) => i.path);
  return [file, ...deps.flatMap((d) => staticClosure(metafile, d, seen))];
}

export function manifestFrom(metafile: Metafile, outdir: string): ClientManifest {
  const url = (file: string) => '/' + relative(outdir, file).split('\\').join('/');
  const closures: Record<string, string[]> = {};
  let entry = '';
  const css: string[] = [];
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (!out.entryPoint || !file.endsWith('.js')) continue;
    closures[out.entryPoint] = staticClosure(metafile, file).map(url);
    if (out.entryPoint === CLIENT_ENTRY) {
      entry = url(file);
      if (out.cssBundle) css.push(url(out.cssBundle));
    }
  }
  if (!entry) throw new Error('client entry missing from the build');
  const buildId = createHash('sha256')
    .update(Object.keys(metafile.outputs).sort().join('\n'))
    .digest('hex')
    .slice(0, 12);
  // What every page preloads (the entry's static imports; the entry itself is the bootstrap script), and what a page
  // of each type adds: its page chunk and the chunks only it imports.
  const common = (closures[CLIENT_ENTRY] ?? []).filter((f) => f !== entry);
  const pages = {} as Record<PageType, string[]>;
  for (const [type, source] of Object.entries(pageModuleFiles) as [PageType, string][]) {
    pages[type] = (closures[source] ?? []).filter((f) => f !== entry && !common.includes(f));
  }
  return { buildId, entry, css, common, pages };
}

/** The page whose first load the chunk consolidation is tuned for (the JavaScript budget's page, decision 008). */
const BUDGET_PAGE: PageType = 'article';
/** What the entry loads on the reader's first interaction (client/entry-client.tsx), and a chunk too small to be a request of its own. */
const FIRST_INTERACTION_MODULE = 'client/behaviours/start-deferred-behaviours.chunk.ts';
const TINY_CHUNK_BYTES = 512;
/** Below this a chunk costs a reader more as a request of its own than as code bundled with its neighbours (decision 107). */
const SMALL_CHUNK_BYTES = 1024;
const CORE_MODULE = 'core:shared-modules';
const SMALL_MODULE = 'core:small-modules';

/** Which modules go into the two shared chunks, and which entry points import each. */
interface ChunkGroups {
  /** Every entry point and lazy chunk: each imports the core. */
  entryPoints: string[];
  core: string[];
  /** The entry points using a small chunk the budget page's first load never meets (smallGroupOf): each imports it. */
  smallImporters: string[];
  small: string[];
}

/**
 * esbuild splits code by which entry points reach it, so every combination of pages sharing a few modules becomes
 * a chunk of its own, and a plain article loaded eighteen files, most under 1 KB (over HTTP/1.1 each costs a request
 * and its headers). A first pass finds the modules the budget page loads beyond its own chunk and the entry itself;
 * the second pass makes every entry point and lazy chunk import them through one module, so they share one reach
 * set and land in one "core" chunk. The article page then loads the entry, the core and its page chunk.
 *
 * The other pages still loaded up to a dozen chunks under 1 KB each (the G7 front 23 scripts, decision 107):
 * the modules of those chunks are imported, through a second module, by every entry point that uses one of them, so
 * they land together in one "small" chunk.
 */
function chunkGroupsOf(metafile: Metafile): ChunkGroups {
  const outputs = Object.entries(metafile.outputs);
  const entryPoints = outputs.flatMap(([, o]) => (o.entryPoint ? [o.entryPoint] : []));
  const fileOf = (entryPoint: string) => outputs.find(([, o]) => o.entryPoint === entryPoint)?.[0];
  const closure = (file: string) => staticClosure(metafile, file);
  const entryFile = fileOf(CLIENT_ENTRY)!;
  const pageFile = fileOf(pageModuleFiles[BUDGET_PAGE])!;
  const shared = new Set([...closure(entryFile), ...closure(pageFile)]);
  shared.delete(entryFile);
  shared.delete(pageFile);
  // The chunk every reader's first interaction loads (the budget counts it) imports a few chunks of a couple of hundred
  // bytes that other pages share; over HTTP/1.1 each costs more in headers than in code, so they join the core.
  const firstInteraction = outputs.find(([, o]) => Object.keys(o.inputs).includes(FIRST_INTERACTION_MODULE))?.[0];
  const firstInteractionClosure = firstInteraction ? closure(firstInteraction) : [];
  const tiny = firstInteractionClosure.filter(
    (file) => file !== firstInteraction && metafile.outputs[file].bytes < TINY_CHUNK_BYTES,
  );
  const core = scriptInputs(metafile, [...shared, ...tiny]);
  const firstLoad = new Set([entryFile, pageFile, ...shared, ...firstInteractionClosure]);
  return { entryPoints, core, ...smallGroupOf(metafile, firstLoad) };
}

/**
 * The small group: the modules of every chunk under SMALL_CHUNK_BYTES that the budget page's first load never meets,
 * and the entry points that use one of them. A plain article loads none of it; a lazy feature on an article (a live
 * blog's posts, the reader services) may load it in place of the few small chunks it used to load.
 */
function smallGroupOf(metafile: Metafile, firstLoad: Set<string>): Pick<ChunkGroups, 'smallImporters' | 'small'> {
  const outputs = Object.entries(metafile.outputs);
  const entryFiles = outputs.flatMap(([file, o]) => (o.entryPoint ? [file] : []));
  const reachedBy = new Map<string, string[]>();
  for (const entry of entryFiles)
    for (const f of staticClosure(metafile, entry)) reachedBy.set(f, [...(reachedBy.get(f) ?? []), entry]);
  const candidates = new Set(
    outputs
      .filter(
        ([file, o]) =>
          file.endsWith('.js') &&
          !o.entryPoint &&
          o.bytes < SMALL_CHUNK_BYTES &&
          (reachedBy.get(file) ?? []).every((entry) => !firstLoad.has(entry)),
      )
      .map(([file]) => file),
  );
  // A small chunk that imports a larger chunk outside the core would bring that chunk to every page importing the
  // group: it stays on its own.
  const staysApart = (file: string) =>
    metafile.outputs[file].imports.some(
      (i) => i.kind === 'import-statement' && !i.external && !firstLoad.has(i.path) && !candidates.has(i.path),
    );
  for (let changed = true; changed;) {
    changed = false;
    for (const file of candidates)
      if (staysApart(file)) {
        candidates.delete(file);
        changed = true;
      }
  }
  // Only the entry points that use one of them import the group.
  const importers = new Set([...candidates].flatMap((file) => reachedBy.get(file) ?? []));
  return {
    smallImporters: [...importers].map((file) => metafile.outputs[file].entryPoint!),
    small: scriptInputs(metafile, [...candidates]),
  };
}

/** The source modules (style sheets left out) of output files. */
function scriptInputs(metafile: Metafile, files: string[]): string[] {
  return files.flatMap((file) => Object.keys(metafile.outputs[file].inputs)).filter((input) => !input.endsWith('.css'));
}

/**
 * The core and small modules as two virtual modules, and each entry point's source prefixed with an import of the
 * groups it belongs to.
 */
function chunkGroupsPlugin(groups: ChunkGroups): Plugin {
  const contents: Record<string, string[]> = { [CORE_MODULE]: groups.core, [SMALL_MODULE]: groups.small };
  const coreImporters = new Set(groups.entryPoints.map((e) => resolve(e)));
  const smallImporters = new Set(groups.smallImporters.map((e) => resolve(e)));
  return {
    name: 'chunk-groups',
    setup(b) {
      b.onResolve({ filter: /^core:/ }, (args) => ({ path: args.path, namespace: 'core' }));
      b.onLoad({ filter: /.*/, namespace: 'core' }, (args) => ({
        contents: contents[args.path].map((m) => `import ${JSON.stringify(resolve(m))};`).join('\n'),
        resolveDir: resolve('.'),
        loader: 'js',
      }));
      b.onLoad({ filter: /\.(tsx?|mjs|js)$/ }, (args) => {
        if (!coreImporters.has(args.path)) return undefined;
        const groupImports = [CORE_MODULE, ...(smallImporters.has(args.path) ? [SMALL_MODULE] : [])]
          .map((m) => `import ${JSON.stringify(m)};\n`)
          .join('');
        return {
          contents: groupImports + readFileSync(args.path, 'utf8'),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir: resolve(args.path, '..'),
        };
      });
    },
  };
}

export async function buildClient(outdir = 'dist/client'): Promise<ClientManifest> {
  // Taken before building, so an input edited during the build makes the next check build again.
  const inputsHash = clientInputsHash();
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(join(outdir, 'assets'), { recursive: true });
  const first = await build({ ...clientBuildOptions(outdir), write: false });
  const groups = chunkGroupsOf(first.metafile!);
  const options = clientBuildOptions(outdir);
  const result = await build({
    ...options,
    plugins: [chunkGroupsPlugin(groups), ...options.plugins!],
    // The core module names react-router's files, which declare no side effects: esbuild drops those bare imports
    // (and says so), but every page imports react-router itself, so it lands in the core chunk all the same.
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  const manifest = manifestFrom(result.metafile!, outdir);
  await squeeze(Object.keys(result.metafile!.outputs).filter((f) => f.endsWith('.js')));
  await precompress(Object.keys(result.metafile!.outputs).filter((f) => /\.(js|css)$/.test(f)));
  cpSync('client/public', join(outdir, 'assets'), { recursive: true });
  // The colour-mode script blocks first paint on every page: minify and precompress it like the bundles.
  const theme = join(outdir, 'assets', 'theme.js');
  const { minify } = await import('terser');
  writeFileSync(theme, (await minify(readFileSync(theme, 'utf8'), { compress: { passes: 2 }, mangle: true })).code!);
  await precompress([theme]);
  await precompress([await buildConsentScript(outdir)]);
  await buildServiceWorker(outdir);
  writeFileSync(join(outdir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  writeFileSync(join(outdir, 'metafile.json'), JSON.stringify(result.metafile));
  writeFileSync(join(outdir, INPUTS_HASH_FILE), inputsHash);
  return manifest;
}

/** Beside the manifest: the hash of the inputs the build was made from (tooling/client-build-inputs.ts). */
const INPUTS_HASH_FILE = 'inputs.sha256';

/**
 * Builds the client only when its inputs changed since the last build in `outdir` (a full build with terser, zopfli
 * and brotli 11 takes tens of seconds; `npm test` and the test helpers call this). Returns whether it built.
 */
export async function ensureClientBuild(outdir = 'dist/client'): Promise<boolean> {
  const stamp = join(outdir, INPUTS_HASH_FILE);
  if (
    existsSync(stamp) &&
    existsSync(join(outdir, MANIFEST_FILE)) &&
    readFileSync(stamp, 'utf8') === clientInputsHash()
  )
    return false;
  // Built beside the old one and swapped in, so a server still reading the old build misses it for a moment at most.
  const next = `${outdir}.next-${process.pid}`;
  await buildClient(next);
  rmSync(outdir, { recursive: true, force: true });
  renameSync(next, outdir);
  return true;
}

export const SERVICE_WORKER_ENTRY = 'client/service-worker/worker.ts';

/**
 * The service worker (push and offline copies, decision 088): one classic script of its own at /sw.js, outside the
 * bundle and its budget — the page registers it after load, and the browser fetches it then.
 */
async function buildServiceWorker(outdir: string): Promise<void> {
  await build({
    entryPoints: [SERVICE_WORKER_ENTRY],
    outfile: join(outdir, 'assets', 'sw.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: clientBuildOptions(outdir).target,
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/**
 * The consent dialog (§3 the site's consent script): a classic script of its own, served at each site's consent path
 * (server/routes/consent-routes.ts), outside the bundle and its budget. Returns the file.
 */
export async function buildConsentScript(outdir: string, minify = true): Promise<string> {
  const file = join(outdir, 'assets', CONSENT_SCRIPT_ASSET);
  await build({
    entryPoints: [CONSENT_SCRIPT_SOURCE],
    outfile: file,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: clientBuildOptions(outdir).target,
    minify,
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
  });
  return file;
}

/**
 * A second minification pass with terser: it removes about a tenth more of react-router's bundle than esbuild's
 * minifier does, which keeps the article page inside its JavaScript budget. Names and hashes stay as esbuild made
 * them (the content hash then describes the pre-terser input, which is just as unique).
 */
async function squeeze(files: string[]): Promise<void> {
  // terser and zopfli load when a build runs, not in every process that imports this module (each server test does).
  const { minify } = await import('terser');
  await Promise.all(
    files.map(async (file) => {
      const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '');
      const out = await minify(code, {
        module: true,
        compress: { passes: 2, ecma: 2020 },
        mangle: { toplevel: true },
        format: { ecma: 2020, comments: false },
        sourceMap: false,
      });
      writeFileSync(file, out.code!);
    }),
  );
}

/**
 * Hashed assets never change, so they are compressed once here, as hard as the formats allow (zopfli for gzip,
 * brotli at quality 11), and served as stored (@fastify/static preCompressed): no compression work per request,
 * and fewer bytes than on-the-fly compression gives. Fifty zopfli iterations instead of fifteen take about two
 * seconds more per build and save some 40 bytes on an article page, which its JavaScript budget needs.
 */
async function precompress(files: string[]): Promise<void> {
  const { gzipAsync } = await import('@gfx/zopfli');
  await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      writeFileSync(`${file}.gz`, await gzipAsync(raw, { numiterations: 50 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(raw, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
      );
    }),
  );
}

/** The BFF and the embedded services, each entry bundled alone: `{outdir}/server/main.js`, `{outdir}/stand-ins/<service>/main.js`. */
export async function buildServer(outdir = 'dist'): Promise<void> {
  await build({
    // The origin's search worker is loaded by file name at run time (stand-ins/origin/search-executor.ts).
    entryPoints: ['server/main.ts', ...embeddedServices.map((s) => s.entry), 'stand-ins/origin/search-worker.ts'],
    outdir,
    outbase: '.',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: reactRouterProduction,
    // React DOM's server renderer without its request store (decision 101).
    plugins: [reactDomServerTrimPlugin(outdir)],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

const SOURCE_DIRS = ['client', 'server', 'stand-ins', 'kit', 'shared'];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Whether dist/ is missing or older than the sources: `npm start` and `npm run bench` build then, so neither serves
 * or measures yesterday's code (the bench once measured a build from before the render gate's fix, silently).
 */
export function buildIsStale(): boolean {
  const marker = 'dist/server/main.js';
  if (!existsSync(marker) || !existsSync('dist/client/manifest.json')) return true;
  const built = Math.min(statSync(marker).mtimeMs, statSync('dist/client/manifest.json').mtimeMs);
  return SOURCE_DIRS.some((d) => newestMtime(d) > built);
}
