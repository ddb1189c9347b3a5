// Where the services keep their data (DATA_DIR: databases with TOTP seeds and sessions, VAPID keys, mail outboxes):
// each file is its owner's alone (0600), in a folder that is its owner's alone (0700). A folder or file an older run
// left readable to others is narrowed when a service opens it. A folder this process does not own (/tmp, a shared
// mount) or its working directory (a file named without a folder) keeps its mode: narrowing those is not ours to do.
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** Creates the folder that will hold `file`, with its missing parents, readable by the owner only. */
export function ensureDataFolderOf(file: string): void {
  const folder = resolve(dirname(file));
  mkdirSync(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const { mode, uid } = statSync(folder);
  const ours = process.getuid?.() === uid && folder !== process.cwd();
  if (ours && (mode & 0o777) !== OWNER_ONLY_FOLDER) chmodSync(folder, OWNER_ONLY_FOLDER);
}

/** Creates `file` (and its folder) if missing, and leaves it readable by the owner only, whatever it was before. */
export function ensureDataFile(file: string): void {
  ensureDataFolderOf(file);
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  chmodSync(file, OWNER_ONLY_FILE);
}
