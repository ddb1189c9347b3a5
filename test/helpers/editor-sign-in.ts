// Signs an editor in through the BFF's own forms (password, then the one-time code at the origin's clock), as a
// browser on our site would: the session tests of issue 28 share it.
import { request } from 'undici';
import { totpCode } from '../../server/origin/security/totp.ts';
import { createUser } from '../../server/origin/security/users.ts';
import type { Database } from 'better-sqlite3';
import { cookieHeader, setCookies, type SetCookie } from './set-cookies.ts';

export type Jar = Record<string, string | undefined>;

export interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  cookies: Map<string, SetCookie>;
  body: string;
}

export async function send(base: string, method: 'GET' | 'POST', path: string, opts: { form?: Record<string, string>; jar?: Jar; headers?: Record<string, string> } = {}): Promise<Sent> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.jar) headers.cookie = cookieHeader(opts.jar);
  if (opts.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await request(base + path, { method, headers, body: opts.form ? new URLSearchParams(opts.form).toString() : undefined });
  const body = await res.body.text();
  const cookies = setCookies(res.headers['set-cookie']);
  if (opts.jar) for (const [name, c] of cookies) opts.jar[name] = c.value === '' ? undefined : c.value;
  return { status: res.statusCode, headers: res.headers, cookies, body };
}

export const sameOrigin = (base: string) => ({ origin: base, 'sec-fetch-site': 'same-origin' });
export const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

let n = 0;
export function newEditor(db: Database) {
  const password = `Munkamenet-${++n}-jelszo`;
  return { ...createUser(db, { email: `munkamenet${n}@example.hu`, password }), password };
}

/** A signed-in browser's cookie jar; `nowS` is the origin's clock (a code counts once, so each sign-in needs its own step). */
export async function signIn(base: string, editor: { email: string; password: string; totpSecret: string }, nowS: number, prefix = ''): Promise<Jar> {
  const jar: Jar = {};
  await send(base, 'POST', '/auth/login', { form: { email: editor.email, password: editor.password }, jar, headers: sameOrigin(base) });
  const done = await send(base, 'POST', '/auth/otp', { form: { code: totpCode(editor.totpSecret, nowS) }, jar, headers: sameOrigin(base) });
  if (done.status !== 303 || !jar[`${prefix}access_token`]) throw new Error(`sign-in failed: ${done.status} ${String(done.headers.location)}`);
  return jar;
}

/** The publisher's answer to a refresh with this token (200 rotates it: the jar gets the new one). */
export async function refreshAtOrigin(originUrl: string, jar: Jar, prefix = ''): Promise<number> {
  const res = await request(`${originUrl}/api/token/refresh`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: jar[`${prefix}refresh_token`] }),
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
  const res = await request(`${originUrl}/api/me`, { headers: { authorization: `Bearer ${jar[`${prefix}access_token`]}` } });
  await res.body.dump();
  return res.statusCode;
}
