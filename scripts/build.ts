// Builds the browser bundle (ESM, minified, one chunk per route, content-hashed names, a manifest the server reads
// for script and modulepreload tags) and the server bundle.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readFileSync } from 'node:fs';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { minify } from 'terser';
import { gzipAsync } from '@gfx/zopfli';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { MANIFEST_FILE, type ClientManifest } from '../server/assets/client-manifest.ts';
import { pageModuleFiles } from '../client/route-modules.ts';
import { embeddedServices } from './embedded-services.ts';

export const CLIENT_ENTRY = 'client/entry-client.tsx';

// react-router's package exports point every condition at its development build; the production build sits beside
// it. Both bundles use it (the server renders faster without development checks).
const reactRouterProduction = {
  'react-router/dom': './node_modules/react-router/dist/production/dom-export.mjs',
  'react-router': './node_modules/react-router/dist/production/index.mjs',
};

export function clientBuildOptions(outdir: string): BuildOptions {
  const pages = pageModuleFiles;
  return {
    entryPoints: [CLIENT_ENTRY, ...pages],
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
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  };
}

export function manifestFrom(metafile: Metafile, outdir: string): ClientManifest {
  const url = (file: string) => '/' + relative(outdir, file).split('\\').join('/');
  const staticClosure = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    const out = metafile.outputs[file];
    const deps = (out?.imports ?? []).filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path);
    return [file, ...deps.flatMap((d) => staticClosure(d, seen))];
  };
  const modules: Record<string, string[]> = {};
  let entry = '';
  const css: string[] = [];
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (!out.entryPoint || !file.endsWith('.js')) continue;
    modules[out.entryPoint] = staticClosure(file).map(url);
    if (out.entryPoint === CLIENT_ENTRY) {
      entry = url(file);
      if (out.cssBundle) css.push(url(out.cssBundle));
    }
  }
  if (!entry) throw new Error('client entry missing from the build');
  const buildId = createHash('sha256').update(Object.keys(metafile.outputs).sort().join('\n')).digest('hex').slice(0, 12);
  return { buildId, entry, css, modules };
}

export async function buildClient(outdir = 'dist/client'): Promise<ClientManifest> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(join(outdir, 'assets'), { recursive: true });
  const result = await build(clientBuildOptions(outdir));
  const manifest = manifestFrom(result.metafile!, outdir);
  await squeeze(Object.keys(result.metafile!.outputs).filter((f) => f.endsWith('.js')));
  await precompress(Object.keys(result.metafile!.outputs).filter((f) => /\.(js|css)$/.test(f)));
  cpSync('client/public', join(outdir, 'assets'), { recursive: true });
  // The colour-mode script blocks first paint on every page: minify and precompress it like the bundles.
  const theme = join(outdir, 'assets', 'theme.js');
  writeFileSync(theme, (await minify(readFileSync(theme, 'utf8'), { compress: { passes: 2 }, mangle: true })).code!);
  await precompress([theme]);
  writeFileSync(join(outdir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  writeFileSync(join(outdir, 'metafile.json'), JSON.stringify(result.metafile));
  return manifest;
}

/**
 * A second minification pass with terser: it removes about a tenth more of react-router's bundle than esbuild's
 * minifier does, which keeps the article page inside its JavaScript budget. Names and hashes stay as esbuild made
 * them (the content hash then describes the pre-terser input, which is just as unique).
 */
async function squeeze(files: string[]): Promise<void> {
  await Promise.all(files.map(async (file) => {
    const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '');
    const out = await minify(code, {
      module: true,
      compress: { passes: 2, ecma: 2020 },
      mangle: { toplevel: true },
      format: { ecma: 2020, comments: false },
      sourceMap: false,
    });
    writeFileSync(file, out.code!);
  }));
}

/**
 * Hashed assets never change, so they are compressed once here, as hard as the formats allow (zopfli for gzip,
 * brotli at quality 11), and served as stored (@fastify/static preCompressed): no compression work per request,
 * and fewer bytes than on-the-fly compression gives. Fifty zopfli iterations instead of fifteen take about two
 * seconds more per build and save some 40 bytes on an article page, which its JavaScript budget needs.
 */
async function precompress(files: string[]): Promise<void> {
  await Promise.all(files.map(async (file) => {
    const raw = readFileSync(file);
    writeFileSync(`${file}.gz`, await gzipAsync(raw, { numiterations: 50 }));
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
  }));
}

export async function buildServer(outdir = 'dist/server'): Promise<void> {
  await build({
    // The origin's search worker is loaded by file name at run time (server/origin/search-executor.ts).
    entryPoints: ['server/main.ts', ...embeddedServices.map((s) => s.entry), 'server/origin/search-worker.ts'],
    outdir,
    outbase: 'server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: reactRouterProduction,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  const manifest = await buildClient();
  await buildServer();
  console.log(`built ${manifest.entry} (build ${manifest.buildId}) in ${Math.round(performance.now() - t0)} ms`);
}
