// The client build's manifest (written by scripts/build.ts): hashed file names of the entry, its CSS, and for each
// source module the files it needs (itself and its static imports), so the server can emit modulepreload links.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ClientManifest {
  buildId: string;
  entry: string;
  css: string[];
  /** source path (e.g. client/pages/front-page.tsx) → public URLs of its chunk and static imports */
  modules: Record<string, string[]>;
}

export const MANIFEST_FILE = 'manifest.json';

export function readClientManifest(distDir: string): ClientManifest {
  try {
    return JSON.parse(readFileSync(join(distDir, MANIFEST_FILE), 'utf8')) as ClientManifest;
  } catch (err) {
    throw new Error(`No client build in ${distDir} (${(err as Error).message}); run \`npm run build\` first.`);
  }
}
