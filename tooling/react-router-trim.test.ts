// The browser bundle's React Router is trimmed of features the site never runs (tooling/react-router-trim.ts, decision
// 047). Both sides of that bargain are checked here, without a build: every edit still finds its text in the installed
// release, and no browser code uses what the edits take out (a use would build, then fail at run time).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { buildRoutes } from '../client/route-tree.tsx';
import { trimReactRouter } from './react-router-trim.ts';

const PRODUCTION = 'node_modules/react-router/dist/production';

t.test('every edit finds its text in the installed React Router', async (t) => {
  const chunks = readdirSync(PRODUCTION)
    .filter((f) => /^chunk-[A-Z0-9]+\.mjs$/.test(f))
    .map((f) => readFileSync(join(PRODUCTION, f), 'utf8'));
  const router = chunks.filter((source) => source.includes('function createRouter(init) {'));
  t.equal(router.length, 1, 'one module holds the data router');
  const trimmed = trimReactRouter(router[0]);
  t.notOk(trimmed.includes('= usePrefetchBehavior('), 'Link no longer prefetches');
  t.notOk(/^\w+\.displayName = /m.test(trimmed), 'no display names');
  t.ok(trimmed.includes('fetch: fetchersTrimmed,'), "the router's fetch says it is trimmed");
});

/** Every source file of the browser bundle's inputs (tooling/client-build-inputs.ts). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

// What the edits switch off, as browser code would ask for it. render-entry.tsx is the server's (React Router as shipped).
const TRIMMED_IMPORTS = [
  'Form',
  'useSubmit',
  'useFetcher',
  'useFetchers',
  'useFormAction',
  'useActionData',
  'PrefetchPageLinks',
  'useViewTransitionState',
];
const TRIMMED_OPTIONS = [
  /\bprefetch=/,
  /\bpatchRoutesOnNavigation\b/,
  /\binstrumentations\b/,
  /\bviewTransition\b/,
  /\bmiddleware\b/,
  /\bdataStrategy\b/,
];

t.test('no browser code uses what the trim takes out', async (t) => {
  const files = [...sources('client'), ...sources('shared')].filter((f) => !f.endsWith('render-entry.tsx'));
  const uses: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'react-router(?:\/dom)?'/g)) {
      const names = m[1]
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))
        .map((n) => n.split(/\s+as\s+/)[0]);
      for (const name of names) if (TRIMMED_IMPORTS.includes(name)) uses.push(`${file}: ${name}`);
    }
    for (const option of TRIMMED_OPTIONS) if (option.test(text)) uses.push(`${file}: ${option.source}`);
  }
  t.same(uses, [], 'none (tooling/react-router-trim.ts says what each edit removes)');
});

t.test("the root route has an error boundary (the router's own error page is trimmed)", async (t) => {
  const [root] = buildRoutes(() => async () => null);
  t.equal(root.id, 'root');
  t.type(root.ErrorBoundary, 'function', 'every route error is caught there or nearer');
});
