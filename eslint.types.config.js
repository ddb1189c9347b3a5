// The lint rules that need TypeScript's types (typescript-eslint's type-checked set alone: no-floating-promises,
// no-misused-promises, the no-unsafe-* family and their kin), over the product's code as tsconfig.eslint.json names
// it (server, stand-ins, kit, client, shared; not the tests, which read answers as loose JSON). They cost as much as
// a type check, so they run with it, in `npm run typecheck` after tsc, and not in `npm run lint`, which stays under
// a minute (decision 084). The rules without types, and the rest of the tree, are eslint.config.js's.
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { IGNORES } from './eslint.config.js';

export const PRODUCT = ['server/**', 'stand-ins/**', 'kit/**', 'client/**', 'shared/**', 'types/**'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig(
  { ignores: [...IGNORES, 'client/public/**'] },
  // A directive for a rule without types is eslint.config.js's to judge; here it would look unused.
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  {
    files: PRODUCT.flatMap((p) => [p.replace('**', '**/*.ts'), p.replace('**', '**/*.tsx')]),
    ignores: TESTS,
    // The parser and the type-checked rules; not the set's 'eslint-recommended' part, which also switches on
    // prefer-const and its kin (eslint.config.js's, with its options).
    extends: tseslint.configs.recommendedTypeCheckedOnly.filter(
      (c) => c.name !== 'typescript-eslint/eslint-recommended',
    ),
    // Known here only so that a directive naming one of its rules is understood (eslint.config.js runs them).
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React Router's loaders end a load by throwing what `redirect()` and `data()` make (a Response, its data).
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      // Passing on a reason as it came (an abort signal's, a caught one) is allowed, as only-throw-error allows it.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // The tree declares callbacks in types (props, options, servers' handles) in method shorthand, `onNewer(): void`,
      // and none of them uses `this`: the rule cannot tell those from a class's methods, and every finding was one.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['server/**', 'stand-ins/**', 'kit/**'],
    rules: {
      // Fastify's plugins and hooks are async functions by contract (a sync one must take and call `done`), and its
      // handlers are written alike. An `await` left out where one was meant is no-floating-promises' finding.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
