// Which part of the tree may import which (decision 010). The page contract lives in shared/, so both sides depend on
// it and never on each other: shared/ imports neither client/ nor server/; the BFF reaches into client/ only for the
// render entry and the route tree; the browser never imports the server; scripts/ and test/ share helpers through
// tooling/, never through each other. A new import that breaks a rule fails here with the file and the import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';

const ROOT = resolve(import.meta.dirname, '../..');
const TOP = ['client', 'server', 'shared', 'scripts', 'test', 'tooling'] as const;
type Top = (typeof TOP)[number];

/** What each part may not import, as path prefixes from the project root; `except` lists the allowed files. */
const RULES: Record<Top, { forbid: string[]; except?: string[] }> = {
  shared: { forbid: ['client/', 'server/', 'scripts/', 'test/', 'tooling/'] },
  server: {
    forbid: ['client/', 'scripts/', 'test/', 'tooling/'],
    except: ['client/render-entry.tsx', 'client/route-tree.tsx'],
  },
  client: { forbid: ['server/', 'scripts/', 'test/', 'tooling/'] },
  scripts: { forbid: ['test/'] },
  test: { forbid: ['scripts/'] },
  tooling: { forbid: ['test/', 'scripts/'] },
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx|mts)$/.test(name) ? [p] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** Project-relative paths of every relative import in a file. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec?.startsWith('.')) out.push(relative(ROOT, resolve(dirname(file), spec)));
  }
  return out;
}

function violations(top: Top): string[] {
  const { forbid, except = [] } = RULES[top];
  const out: string[] = [];
  for (const file of sources(join(ROOT, top))) {
    for (const target of importsOf(file)) {
      if (forbid.some((p) => target.startsWith(p)) && !except.includes(target))
        out.push(`${relative(ROOT, file)} imports ${target}`);
    }
  }
  return out;
}

for (const top of TOP) {
  t.test(`${top}/ keeps its import boundary`, async (t) => {
    t.same(
      violations(top),
      [],
      RULES[top].forbid.join(', ') + (RULES[top].except ? ` (except ${RULES[top].except!.join(', ')})` : ''),
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
