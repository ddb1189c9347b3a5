// ESLint for the whole tree, without type information: the recommended rules, typescript-eslint's recommended set, the
// React hooks rules where React runs, and the import boundaries of the layout (decision 010, docs/where-code-lives.md)
// as no-restricted-imports rules. `npm run lint` runs it with no warning allowed, then Prettier's check; the rules
// that need the types (no-floating-promises and its kin) are in eslint.types.config.js, which `npm run typecheck` runs
// after tsc (decision 084: the lint stays under a minute). A rule switched off says why.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

// ---- Import boundaries -------------------------------------------------------------------------------------------
// no-restricted-imports sees the import's text, not the file it names: a relative import climbs out of its folder with
// `../` and names a top-level folder, and no folder inside the parts has a top-level folder's name, so the text says
// where it goes (a package such as `react-dom/server` does not start with `../`). It checks import and export
// declarations (also `import type`), not `import()` calls: tooling/tree-rules/import-boundaries.test.ts reads those,
// and holds the rest of the boundaries (scripts/, test/, tooling/, the BFF's two client imports).
// A unit test beside its module belongs to the tests' part (it may reach across to set up both sides), so *.test.ts
// files are left out here as that test leaves them out.

/** A pattern for the relative imports that reach any of these top-level folders. */
const into = (folders, message) => ({
  regex: `^(?:\\.\\./)+(?:${folders.join('|')})(?:/|$)`,
  caseSensitive: true,
  message,
});

const boundary = (folder, forbidden, message) => ({
  files: [`${folder}/**`],
  ignores: TESTS,
  rules: { 'no-restricted-imports': ['error', { patterns: [into(forbidden, message)] }] },
});

const boundaries = [
  boundary('server', ['stand-ins'], 'server/ (the BFF) does not import the stand-ins: what both need is in kit/.'),
  boundary('stand-ins', ['server'], 'stand-ins/ do not import the BFF (server/): what both need is in kit/.'),
  boundary(
    'client',
    ['server', 'stand-ins', 'kit'],
    'client/ runs in the browser: it imports only client/, shared/ and packages.',
  ),
  boundary(
    'shared',
    ['server', 'stand-ins', 'kit', 'client', 'tooling', 'scripts', 'test'],
    'shared/ imports only shared/ and packages.',
  ),
  boundary(
    'kit',
    ['server', 'stand-ins', 'client'],
    'kit/ is the HTTP hygiene both sides use: it names neither side nor the client.',
  ),
];

/** What is built, generated, downloaded or written by runs (.gitignore's list), and the pictures. */
export const IGNORES = [
  'dist/',
  'data/',
  'tmp/',
  'screenshots/',
  '.scratch/',
  '.bench/',
  '.test-build/',
  '.tap/',
  'coverage/',
  '**/node_modules/',
  'test/visual-baselines/',
  'docs/screenshots/',
];

// ---- The config ---------------------------------------------------------------------------------------------------

export default defineConfig(
  { ignores: IGNORES },

  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  // The browser's globals in client/ (the service worker's in its script), Node's everywhere else.
  { ignores: ['client/**'], languageOptions: { globals: globals.node } },
  { files: ['client/**'], ignores: ['client/public/sw.js'], languageOptions: { globals: globals.browser } },
  { files: ['client/public/sw.js'], languageOptions: { sourceType: 'script', globals: globals.serviceworker } },
  { files: ['client/public/theme.js'], languageOptions: { sourceType: 'script' } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  {
    rules: {
      // A name that starts with `_` is unused on purpose (a parameter a signature needs); a property left out of a rest
      // (`const { a: _a, ...rest } = x`) is how an object is copied without it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // A `let` read by a closure before its one assignment (the client entry's router) cannot be a `const` there.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['test/**', ...TESTS],
    rules: {
      // The tests read the answers of the servers under test as loose JSON (`any`) and say what they expect of them
      // in assertions: typing each body first would repeat what the assertions check.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['client/public/*.js'],
    rules: {
      // These two scripts are served as written, in ES5, where `catch` must name its error.
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
  // The two rules of hooks. react-hooks 7's recommended set adds the React Compiler's diagnostics, which compile every
  // component to check it (a third of the lint's time) and judge code by the compiler's model; the client is not built
  // by the compiler, and today's React runs that code correctly.
  {
    files: ['client/**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...boundaries,
);
