// A client module named *.chunk.ts(x) loads only as its own chunk, where its feature is used (docs/where-code-lives.md):
// nothing the entry chunk imports statically may reach it, or its bytes would ship on every page (decision 008's
// budget). Route modules (client/pages/) likewise. And the other way round: a module the client loads with import()
// carries the suffix (or is a route module), so the name says what the code does. And no client module reaches the
// server-only parts of a site (its profile, its front's plan: shared/sites/site-profiles.ts, site-fronts.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import { sourceFiles } from '../source-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = 'client/entry-client.tsx';
const isChunk = (file: string) => /\.chunk\.tsx?$/.test(file) || file.startsWith('client/pages/');

/** Value imports that bundle a module into its importer's chunk (`import type` and `export type` bundle nothing). */
const STATIC = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
const DYNAMIC = /(?<!typeof\s)\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const resolveFrom = (file: string, spec: string) => relative(ROOT, resolve(ROOT, dirname(file), spec));

export function staticImportsOf(file: string, text?: string): string[] {
  if (text === undefined) {
    if (!existsSync(join(ROOT, file))) return [];
    text = readFileSync(join(ROOT, file), 'utf8');
  }
  return [...text.matchAll(STATIC)].map((m) => resolveFrom(file, m[1])).filter((f) => /\.tsx?$/.test(f));
}

/** The first static chain from `start` to a chunk module, or null. */
export function chainToChunk(start: string, importsOf = staticImportsOf): string[] | null {
  return chainTo(start, isChunk, importsOf);
}

/** The first static chain from `start` to a module `isTarget` accepts, or null. */
export function chainTo(
  start: string,
  isTarget: (file: string) => boolean,
  importsOf = staticImportsOf,
): string[] | null {
  const seen = new Set([start]);
  const queue: string[][] = [[start]];
  while (queue.length) {
    const chain = queue.shift()!;
    for (const next of importsOf(chain.at(-1)!)) {
      if (isTarget(next)) return [...chain, next];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return null;
}

t.test('the entry chunk reaches no *.chunk module and no route module by a static import', async (t) => {
  t.equal(chainToChunk(ENTRY)?.join(' → ') ?? null, null);
});

/** What only the server reads of a site (shared/sites/site-config.ts): its profile, its front's searches and plan. */
const isServerSitePart = (file: string) => /^shared\/sites\/(site-profiles|site-fronts|[^/]+\.front)\.ts$/.test(file);

t.test("no client module reaches a site's profile or front plan by a static import", async (t) => {
  const client = sourceFiles(join(ROOT, 'client')).map((f) => relative(ROOT, f));
  t.ok(client.length > 50, `${client.length} client modules`);
  t.same(
    client.map((file) => chainTo(file, isServerSitePart)).filter((chain) => chain !== null),
    [],
  );
  t.ok(
    isServerSitePart('shared/sites/g7.front.ts') && !isServerSitePart('shared/sites/g7.ts'),
    'the rule sees a front',
  );
});

t.test('a module the client loads with import() is a *.chunk module or a route module', async (t) => {
  const client = sourceFiles(join(ROOT, 'client')).map((f) => relative(ROOT, f));
  const loaded = client.flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(DYNAMIC)].map((m) => resolveFrom(file, m[1])),
  );
  t.ok(loaded.length > 10, `${loaded.length} dynamic imports found`);
  t.same(
    loaded.filter((f) => !isChunk(f)),
    [],
  );
});

t.test('the rule sees a planted static import', async (t) => {
  const planted: Record<string, string> = {
    [ENTRY]: "import { x } from './a.ts';\nimport type { Y } from './pages/front-page.tsx';",
    'client/a.ts': "export { y } from './behaviours/header-search.chunk.ts';",
  };
  const importsOf = (file: string) => (file in planted ? staticImportsOf(file, planted[file]) : []);
  t.same(chainToChunk(ENTRY, importsOf), [ENTRY, 'client/a.ts', 'client/behaviours/header-search.chunk.ts']);
  t.equal(
    chainToChunk('client/a.ts', () => []),
    null,
  );
});
