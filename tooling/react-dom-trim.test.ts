// The browser bundle's React DOM is trimmed of features the site never runs (tooling/react-dom-trim.ts, decision 096).
// Both sides of that bargain are checked here, without a build: every edit still finds its text in the installed
// release, and no browser code uses what the edits take out (a use would build, then fail at run time).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { trimReactDom } from './react-dom-trim.ts';
import { trimReactRouter } from './react-router-trim.ts';

t.test('every edit finds its text in the installed React DOM', async (t) => {
  const trimmed = trimReactDom(readFileSync('node_modules/react-dom/cjs/react-dom-client.production.js', 'utf8'));
  t.notOk(/^FragmentInstance\.prototype\./m.test(trimmed), 'fragment refs have no methods');
  t.notOk(trimmed.includes('new FragmentInstance('), 'nothing makes a fragment instance');
  t.notOk(trimmed.includes('useActionState: mountActionState'), 'the action hooks say they are trimmed');
  t.ok(trimmed.includes('useOptimistic: function'), "useOptimistic stays (React Router's RouterProvider calls it)");
  t.ok(trimmed.includes('  L: reactFeatureTrimmed,'), 'preload says it is trimmed');
  t.notOk(/^ {2}shouldStartViewTransition\n/m.test(trimmed), 'a commit never starts a view transition');
  t.notOk(trimmed.includes('getStackByFiberInDevAndProd(source)'), 'caught errors carry no component stack');
  t.notOk(trimmed.includes('"onBeforeInput",\n'), 'no beforeinput event is dispatched');
});

const ROUTER = 'node_modules/react-router/dist/production';

/** Every source file of the browser bundle's inputs (tooling/client-build-inputs.ts). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

// What the edits switch off, as browser code would write it. A function handed to a form's action through a variable
// is out of a text search's sight; the site's forms take paths (client/components/*-form.tsx).
const TRIMMED_USES = [
  /\buse(?:ActionState|FormState|FormStatus)\b/,
  /\b(?:requestFormReset|preloadModule|preinit|preinitModule|preconnect|prefetchDNS)\b/,
  /import\s*\{[^}]*\bpreload\b[^}]*\}\s*from\s*'react-dom'/,
  /\bViewTransition\b/,
  /\baddTransitionType\b/,
  /<(?:React\.)?Fragment\b[^>]*\bref=/,
  /\bformAction=/,
  /\bon(?:Select|BeforeInput|Composition(?:Start|Update|End))(?:Capture)?=/,
  /\bcomponentStack\b/,
  /\bon(?:Caught|Uncaught|Recoverable)Error\b/,
  /\baction=\{\s*(?:async\b|\(|function\b)/,
];

t.test('no browser code uses what the trim takes out', async (t) => {
  // render-entry.tsx and the tests are the server's and Node's (React DOM as shipped). React Router is the browser's
  // other user of React DOM (its RouterProvider calls useOptimistic, which therefore stays).
  const files = [...sources('client'), ...sources('shared')].filter(
    (f) => !f.endsWith('render-entry.tsx') && !/\.test\.tsx?$/.test(f),
  );
  // React Router's modules as the browser gets them (its trim removes display names such as "ViewTransition").
  const router = readdirSync(ROUTER)
    .filter((f) => /^chunk-[A-Z0-9]+\.mjs$/.test(f))
    .map((f): [string, string] => {
      const source = readFileSync(join(ROUTER, f), 'utf8');
      return [join(ROUTER, f), source.includes('function createRouter(init) {') ? trimReactRouter(source) : source];
    });
  const uses: string[] = [];
  for (const [file, text] of [...files.map((f): [string, string] => [f, readFileSync(f, 'utf8')]), ...router]) {
    for (const use of TRIMMED_USES) if (use.test(text)) uses.push(`${file}: ${use.source}`);
  }
  t.same(uses, [], 'none (tooling/react-dom-trim.ts says what each edit removes)');
});
