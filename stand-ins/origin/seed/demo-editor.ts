// The demo editor at the embedded origin's start. Only where it is asked for: `npm start` and `npm run dev`
// ask (ORIGIN_DEMO_EDITOR=1), so the README's two commands still show editors' sign-in; the production compose file
// and a bare `npm run origin` do not. Made once per database, with a password and a TOTP secret of that database's
// own, and shown once, on the start that made it: never a well-known account with a published secret.
import type { Database } from 'better-sqlite3';
import { ensureDemoEditor, type DemoEditorSignIn } from '../security/users.ts';

/** `1` (or `true`): create the demo editor if this database has none. */
export const DEMO_EDITOR_ENV = 'ORIGIN_DEMO_EDITOR';
/** Its password instead of a random one (a known password for a demo; the TOTP secret is always this database's). */
export const DEMO_EDITOR_PASSWORD_ENV = 'ORIGIN_DEMO_EDITOR_PASSWORD';

export function demoEditorAsked(env: NodeJS.ProcessEnv): boolean {
  return env[DEMO_EDITOR_ENV] === '1' || env[DEMO_EDITOR_ENV] === 'true';
}

/** Creates the demo editor when asked and there is none yet, and prints how to sign in: the only time it is shown. */
export function startDemoEditor(
  db: Database,
  env: NodeJS.ProcessEnv,
  print: (text: string) => void,
): DemoEditorSignIn | null {
  if (!demoEditorAsked(env)) return null;
  const signIn = ensureDemoEditor(db, { password: env[DEMO_EDITOR_PASSWORD_ENV] || undefined });
  if (signIn) print(demoEditorBanner(signIn));
  return signIn;
}

/** How to sign in as the demo editor, for a terminal: address, password, the TOTP secret and its otpauth URI. */
export function demoEditorBanner(signIn: DemoEditorSignIn): string {
  return [
    '',
    'Demo editor created for this database (shown this once; keep it):',
    `  address      ${signIn.email}`,
    `  password     ${signIn.password}`,
    `  TOTP secret  ${signIn.totpSecret}`,
    `  otpauth URI  ${signIn.otpauthUri}`,
    '  Sign in at /login of a BFF started with PREVIEW_MODE=1 (PREVIEW_MODE=1 npm start: http://localhost:3000/login).',
    '  The one-time code: add the secret or the URI to an authenticator app, or run',
    `  oathtool --totp -b ${signIn.totpSecret}   or   node --import tsx scripts/totp-code.ts`,
    '',
  ].join('\n');
}
