// Where the services keep their data (DATA_DIR: databases with TOTP seeds and sessions, VAPID keys, mail outboxes):
// a folder this one created is its owner's alone (0700), as the files in it are (0600, sqlite-driver.ts). A folder
// that exists already keeps its mode: it may be /tmp, or an operator's choice.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Creates the folder that will hold `file`, with its missing parents, readable by the owner only. */
export function ensureDataFolderOf(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
}
