// The project's TypeScript files under a folder, for the tests that read the tree (tooling/tree-rules/): code only, or
// the unit tests that sit beside it (*.test.ts), never node_modules.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** Every .ts/.tsx/.mts file under `dir`; `tests` says whether unit test files are included. */
export function sourceFiles(dir: string, { tests = false } = {}): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(p, { tests });
    return /\.(ts|tsx|mts)$/.test(name) && (tests || !isTestFile(name)) ? [p] : [];
  });
}
