// What the client bundle is made from, as one hash: every file under client/ and shared/, the build's own code, and
// the locked dependency versions. `ensureClientBuild` (tooling/build.ts) compares it with the hash the last build
// wrote beside its manifest, so a test run or a start rebuilds only when one of these changed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INPUT_DIRS = ['client', 'shared'];
const INPUT_FILES = [
  'tooling/build.ts',
  'tooling/react-router-trim.ts',
  'tooling/react-dom-trim.ts',
  'tooling/module-trim.ts',
  'tooling/client-build-inputs.ts',
  'tooling/embedded-services.ts',
  'server/assets/client-manifest.ts',
  'package-lock.json',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function clientInputsHash(root = '.'): string {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_DIRS.flatMap((d) => filesUnder(join(root, d))),
    ...INPUT_FILES.map((f) => join(root, f)),
  ].sort();
  for (const file of files) {
    // The name and the content, each closed by a NUL, so a renamed file or moved bytes change the hash too.
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
