// `npm run lint`: ESLint (eslint.config.js, no type information) and Prettier's check, side by side; each prints its
// findings when it ends, and the run fails when either does. Both keep a cache by content under node_modules/.cache,
// so a second run reads only what changed. The type-aware rules run with the type check (`npm run typecheck`,
// decision 084): together with them the lint took minutes, alone it is well under one.
import { spawn } from 'node:child_process';

const CACHE = 'node_modules/.cache';

interface Check {
  name: string;
  /** the package's own bin script, run by this Node: no shell, no npx */
  bin: string;
  args: string[];
}

const checks: Check[] = [
  {
    name: 'eslint',
    bin: 'node_modules/eslint/bin/eslint.js',
    args: [
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      `${CACHE}/eslint/`,
      '--max-warnings',
      '0',
      '.',
    ],
  },
  {
    name: 'prettier',
    bin: 'node_modules/prettier/bin/prettier.cjs',
    args: ['--check', '--cache', '--cache-strategy', 'content', '--cache-location', `${CACHE}/prettier/cache`, '.'],
  },
];

function run({ name, bin, args }: Check): Promise<number> {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (err) => {
      process.stdout.write(`${name}: ${err.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => {
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(checks.map(run));
process.exitCode = codes.some((c) => c !== 0) ? 1 : 0;
