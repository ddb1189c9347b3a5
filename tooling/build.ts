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
import { pageModuleFiles } from '../client/page-module-files.ts';
import type { PageType } from '../shared/pages/route-table.ts';
import { embeddedServices } from './embedded-services.ts';

export const CLIENT_ENTRY = 'client/entry-client.tsx';

// react-router's package exports point every condition at its development build; the production build sits beside
// it. Both bundles use it (the server renders faster without development checks).
const reactRouterProduction = {
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
  const closures: Record<string, string[]> = {};
  let entry = '';
  const css: string[] = [];
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (!out.entryPoint || !file.endsWith('.js')) continue;
    closures[out.entryPoint] = staticClosure(file).map(url);
    if (out.entryPoint === CLIENT_ENTRY) {
      entry = url(file);
      if (out.cssBundle) css.push(url(out.cssBundle));
    }
  }
  if (!entry) throw new Error('client entry missing from the build');
  const buildId = createHash('sha256').update(Object.keys(metafile.outputs).sort().join('\n')).digest('hex').slice(0, 12);
  // What every page preloads (the entry's static imports; the entry itself is the bootstrap script), and what a page
  // of each type adds: its page chunk and the chunks only it imports.
  const common = (closures[CLIENT_ENTRY] ?? []).filter((f) => f !== entry);
  const pages = {} as Record<PageType, string[]>;
  for (const [type, source] of Object.entries(pageModuleFiles) as [PageType, string][]) {
    pages[type] = (closures[source] ?? []).filter((f) => f !== entry && !common.includes(f));
  }
  return { buildId, entry, css, common, pages };
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
    entryPoints: ['server/main.ts', ...embeddedServices.map((s) => s.entry)],
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
