// The client build's manifest (written by tooling/build.ts): hashed file names of the entry, its CSS, and for each
// page type the files it needs besides the entry (static imports), so the server can emit modulepreload links.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageType } from '../../shared/pages/route-table.ts';

export interface ClientManifest {
  buildId: string;
  entry: string;
  css: string[];
  /** public URLs of the chunks every page needs besides the entry */
  common: string[];
  /** page type → public URLs of the chunks its page needs besides the entry and the common ones */
  pages: Record<PageType, string[]>;
}

export const MANIFEST_FILE = 'manifest.json';

export function readClientManifest(distDir: string): ClientManifest {
  try {
    return JSON.parse(readFileSync(join(distDir, MANIFEST_FILE), 'utf8')) as ClientManifest;
  } catch (err) {
    throw new Error(`No client build in ${distDir} (${(err as Error).message}); run \`npm run build\` first.`, {
      cause: err,
    });
  }
}
