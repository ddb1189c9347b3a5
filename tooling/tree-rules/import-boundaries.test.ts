// Which part of the tree may import which (decision 010, docs/where-code-lives.md). The page contract lives in shared/,
// so both sides depend on it and never on each other: shared/ imports neither client/ nor server/; the BFF reaches into
// client/ only for the render entry and the route tree; the browser never imports the server. The BFF (server/) and
// the embedded services (stand-ins/) never import each other: what both need is in kit/, which names no policy of
// either. scripts/ and test/ share helpers through tooling/, never through each other. A new import that breaks a rule
// fails here with the file and the import.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import { isTestFile, sourceFiles } from '../source-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const TOP = ['client', 'server', 'stand-ins', 'kit', 'shared', 'scripts', 'test', 'tooling'] as const;
type Top = (typeof TOP)[number];

/** What each part may not import, as path prefixes from the project root; `except` lists the allowed files. */
const RULES: Record<Top, { forbid: string[]; except?: string[] }> = {
  shared: { forbid: ['client/', 'server/', 'stand-ins/', 'kit/', 'scripts/', 'test/', 'tooling/'] },
  server: {
    forbid: ['client/', 'stand-ins/', 'scripts/', 'test/', 'tooling/'],
    except: ['client/render-entry.tsx', 'client/route-tree.tsx'],
  },
  'stand-ins': { forbid: ['server/', 'client/', 'scripts/', 'test/', 'tooling/'] },
  kit: { forbid: ['server/', 'stand-ins/', 'client/', 'scripts/', 'test/', 'tooling/'] },
  client: { forbid: ['server/', 'stand-ins/', 'kit/', 'scripts/', 'test/', 'tooling/'] },
  scripts: { forbid: ['test/'] },
  test: { forbid: ['scripts/'] },
  tooling: { forbid: ['test/', 'scripts/'] },
};

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** Project-relative paths of every relative import in a file (its text read from disk unless given). */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec?.startsWith('.')) out.push(relative(ROOT, resolve(dirname(file), spec)));
  }
  return out;
}

/** The imports of one file that its part may not make. */
function violationsOf(top: Top, file: string, text?: string): string[] {
  const { forbid, except = [] } = RULES[top];
  return importsOf(file, text)
    .filter((target) => forbid.some((p) => target.startsWith(p)) && !except.includes(target))
    .map((target) => `${relative(ROOT, file)} imports ${target}`);
}

/** A part's files; a unit test beside its module belongs to the tests' part, wherever it sits. */
function filesOf(top: Top): string[] {
  if (top !== 'test') return sourceFiles(join(ROOT, top));
  const besideModules = TOP.filter((other) => other !== 'test').flatMap((other) =>
    sourceFiles(join(ROOT, other), { tests: true }),
  );
  return [...sourceFiles(join(ROOT, 'test'), { tests: true }), ...besideModules.filter(isTestFile)];
}

function violations(top: Top): string[] {
  return filesOf(top).flatMap((file) => violationsOf(top, file));
}

for (const top of TOP) {
  t.test(`${top}/ keeps its import boundary`, async (t) => {
    t.same(
      violations(top),
      [],
      RULES[top].forbid.join(', ') + (RULES[top].except ? ` (except ${RULES[top].except.join(', ')})` : ''),
    );
  });
}

t.test('the rule sees what it guards', async (t) => {
  const file = join(ROOT, 'server/ssr/render-page.tsx');
  t.ok(importsOf(file).includes('client/render-entry.tsx'), 'static imports are read');
  t.ok(
    importsOf(join(ROOT, 'client/route-tree.tsx')).includes('client/pages/article-page.tsx'),
    'dynamic imports are read',
  );
});

t.test('an import across the BFF / stand-ins boundary is refused either way', async (t) => {
  const planted = (top: Top, file: string, spec: string) =>
    violationsOf(top, join(ROOT, file), `import { x } from '${spec}';\n`);
  t.same(planted('server', 'server/planted.ts', '../stand-ins/origin/app.ts'), [
    'server/planted.ts imports stand-ins/origin/app.ts',
  ]);
  t.same(planted('stand-ins', 'stand-ins/origin/planted.ts', '../../server/policy/answer-policy.ts'), [
    'stand-ins/origin/planted.ts imports server/policy/answer-policy.ts',
  ]);
  t.same(planted('kit', 'kit/planted.ts', '../server/config.ts'), ['kit/planted.ts imports server/config.ts']);
  t.same(planted('server', 'server/planted.ts', '../kit/input-guards.ts'), [], 'both sides may use the kit');
  t.same(planted('stand-ins', 'stand-ins/crm/planted.ts', '../../kit/input-guards.ts'), []);
});
