// `node --import tsx scripts/totp-code.ts [BASE32_SECRET]`: the current one-time sign-in code (RFC 6238) for a TOTP
// secret; without one, the demo editor's in ${DATA_DIR:-./data}/origin.db (each database has its own).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openSqlite } from '../kit/sqlite-driver.ts';
import { totpCode } from '../stand-ins/origin/security/totp.ts';
import { demoEditorTotpSecret } from '../stand-ins/origin/security/users.ts';

function secretFromDatabase(): string {
  const file = join(process.env.DATA_DIR ?? './data', 'origin.db');
  if (!existsSync(file)) {
    console.error(`${file} does not exist: start the origin first (npm start), or name a secret`);
    process.exit(2);
  }
  const db = openSqlite(file, { readonly: true });
  try {
    const secret = demoEditorTotpSecret(db);
    if (!secret) {
      console.error(`${file} has no demo editor: it exists where ORIGIN_DEMO_EDITOR=1 asked for it (npm start does)`);
      process.exit(2);
    }
    return secret;
  } finally {
    db.close();
  }
}

const secret = process.argv[2] ?? secretFromDatabase();
const now = Date.now() / 1000;
console.log(`${totpCode(secret, now)} (valid for ${30 - Math.floor(now % 30)} more seconds)`);
