// Reading the tree's own source, for the tests that read the whole tree (tooling/tree-rules/, and the literal scans
// that keep a rule in its one home): the files under a folder — code only, or with the unit tests that sit beside it
// (*.test.ts) —, their code without comments, and where a pattern occurs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** Every .ts/.tsx/.mts file under `dir`, never node_modules; `tests` says whether unit test files are included. */
export function sourceFiles(dir: string, { tests = false } = {}): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(p, { tests });
    return /\.(ts|tsx|mts)$/.test(name) && (tests || !isTestFile(name)) ? [p] : [];
  });
}

/** A file's path from the repository root. */
export const rel = (file: string) => relative(ROOT, file);

/** The code of a file without its comments (line and block comments outside strings; good enough for this tree). */
export function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`\\])\/\/.*$/, '$1'))
    .join('\n');
}

/** Every match of `pattern` (global) in the code of `files`, as `path: match`. */
export function findings(pattern: RegExp, files: string[]): string[] {
  return files.flatMap((file) => {
    const code = withoutComments(readFileSync(file, 'utf8'));
    return [...code.matchAll(pattern)].map((m) => `${rel(file)}: ${m[0].trim()}`);
  });
}
