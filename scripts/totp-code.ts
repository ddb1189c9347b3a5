// `node --import tsx scripts/totp-code.ts [BASE32_SECRET]`: the current one-time sign-in code (RFC 6238) for a TOTP
// secret, by default the local demo editor's (docs/origin-api.md, Security).
import { totpCode } from '../server/origin/security/totp.ts';
import { DEMO_EDITOR } from '../server/origin/security/users.ts';

const secret = process.argv[2] ?? DEMO_EDITOR.totpSecret;
const now = Date.now() / 1000;
console.log(`${totpCode(secret, now)} (valid for ${30 - Math.floor(now % 30)} more seconds)`);
