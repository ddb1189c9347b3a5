// Signs an editor in through the BFF's own forms (password, then the one-time code at the origin's clock), as a
// browser on our site would: the session tests (test/server/abuse-session-*.test.ts) share it.
import { request } from 'undici';
import { totpCode } from '../../stand-ins/origin/security/totp.ts';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import type { Database } from 'better-sqlite3';

export { CROSS_SITE, sameOrigin, send, type Jar, type Sent } from './form-client.ts';
import { sameOrigin, send, type Jar } from './form-client.ts';

let n = 0;
export function newEditor(db: Database) {
  const password = `Munkamenet-${++n}-jelszo`;
  return { ...createUser(db, { email: `munkamenet${n}@example.hu`, password }), password };
}

/** A signed-in browser's cookie jar; `nowS` is the origin's clock (a code counts once, so each sign-in needs its own step). */
export async function signIn(
  base: string,
  editor: { email: string; password: string; totpSecret: string },
  nowS: number,
  prefix = '',
): Promise<Jar> {
  const jar: Jar = {};
  await send(base, 'POST', '/auth/login', {
    form: { email: editor.email, password: editor.password },
    jar,
    headers: sameOrigin(base),
  });
  const done = await send(base, 'POST', '/auth/otp', {
    form: { code: totpCode(editor.totpSecret, nowS) },
    jar,
    headers: sameOrigin(base),
  });
  if (done.status !== 303 || !jar[`${prefix}access_token`])
    throw new Error(`sign-in failed: ${done.status} ${String(done.headers.location)}`);
  return jar;
}

/** The publisher's answer to a refresh with this token (200 rotates it: the jar gets the new one). */
export async function refreshAtOrigin(originUrl: string, jar: Jar, prefix = ''): Promise<number> {
  const res = await request(`${originUrl}/api/token/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: jar[`${prefix}refresh_token`] }),
  });
  const body = (await res.body.json()) as { token?: string; refreshToken?: string };
  if (res.statusCode === 200) {
    jar[`${prefix}access_token`] = body.token;
    jar[`${prefix}refresh_token`] = body.refreshToken;
  }
  return res.statusCode;
}

/** The publisher's answer to /api/me with the jar's access token. */
export async function meAtOrigin(originUrl: string, jar: Jar, prefix = ''): Promise<number> {
  const res = await request(`${originUrl}/api/me`, {
    headers: { authorization: `Bearer ${jar[`${prefix}access_token`]}` },
  });
  await res.body.dump();
  return res.statusCode;
}
