// The lint config (eslint.config.js) holds what it is there for: the React hooks rules where React runs, and the import
// boundaries between the BFF and the stand-ins (decision 081; import-boundaries.test.ts holds the rest). Planted text
// is linted as if it sat at a path in the tree. The type-aware rules are eslint.types.config.js's (decision 084): they
// need the whole TypeScript program, and `npm run typecheck` runs them.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import t from 'tap';

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rules that report the planted text at a path. */
async function rulesAt(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  return result.messages.map((m) => m.ruleId ?? `(no rule) ${m.message}`);
}

const CONDITIONAL_HOOK = `import { useState } from 'react';
export function Planted({ open }: { open: boolean }) {
  if (open) {
    const [n] = useState(0);
    return <p>{n}</p>;
  }
  return null;
}
`;

t.test('a hook called conditionally in a client component is reported', async (t) => {
  t.same(await rulesAt('client/components/planted.tsx', CONDITIONAL_HOOK), ['react-hooks/rules-of-hooks']);
  const unconditional = CONDITIONAL_HOOK.replace(
    'if (open) {\n    const [n] = useState(0);',
    'const [n] = useState(0);\n  if (open) {',
  );
  t.same(await rulesAt('client/components/planted.tsx', unconditional), [], 'called on every render, it is not');
});

t.test('the BFF and the stand-ins do not import each other', async (t) => {
  t.same(await rulesAt('server/planted.ts', `export { x } from '../stand-ins/origin/app.ts';\n`), [
    'no-restricted-imports',
  ]);
  t.same(await rulesAt('server/routes/planted.ts', `import { x } from '../../stand-ins/origin/app.ts';\nvoid x;\n`), [
    'no-restricted-imports',
  ]);
  t.same(
    await rulesAt(
      'stand-ins/origin/planted.ts',
      `import { x } from '../../server/policy/answer-policy.ts';\nvoid x;\n`,
    ),
    ['no-restricted-imports'],
  );
});

t.test('what the boundaries allow is not reported', async (t) => {
  const kit = `import { x } from '../kit/input-guards.ts';\nvoid x;\n`;
  t.same(await rulesAt('server/planted.ts', kit), [], 'the BFF uses the kit');
  t.same(await rulesAt('stand-ins/planted.ts', kit), [], 'so do the stand-ins');
  t.same(
    await rulesAt('client/planted.ts', `import { renderToString } from 'react-dom/server';\nvoid renderToString;\n`),
    [],
    'a package path naming "server" is not the BFF',
  );
  t.same(
    await rulesAt('server/planted.test.ts', `import { x } from '../stand-ins/origin/app.ts';\nvoid x;\n`),
    [],
    'a test reaches across to set up both sides',
  );
});
