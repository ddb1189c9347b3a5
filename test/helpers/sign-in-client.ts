// What the abuse tests of the editors' sign-in share: a form post from a chosen client address (the BFFs under test
// believe X-Forwarded-For from loopback only because these tests say so: TRUST_PROXY 'loopback'), answered with the
// path the redirect names, its Retry-After and its cookies.
import type { Test } from 'tap';
import { request } from 'undici';
import { createUser } from '../../stand-ins/origin/security/users.ts';
import { cookieHeader, setCookies } from './set-cookies.ts';
import { sitePath } from './same-site-location.ts';
import { startBff, startOrigin } from './servers.ts';

/**
 * A small publisher and a BFF in preview mode on a clock the test moves (`clock.ms`), with one editor who signs in
 * with `password`; both stop when `t` ends.
 */
export async function signInServers(t: Test, editor: { email: string; password: string }) {
  const origin = await startOrigin({ articles: 40 });
  const clock = { ms: Date.now() };
  const bff = await startBff(origin.url, { previewMode: true, trustProxy: 'loopback', clock: () => clock.ms });
  t.teardown(async () => {
    await bff.close();
    await origin.close();
  });
  return { origin, bff, clock, editor: createUser(origin.db, editor) };
}

export interface PostOptions {
  address?: string;
  cookies?: Record<string, string>;
}

export async function postForm(base: string, path: string, form: Record<string, string>, opts: PostOptions = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (opts.address) headers['x-forwarded-for'] = opts.address;
  if (opts.cookies) headers.cookie = cookieHeader(opts.cookies);
  const res = await request(base + path, { method: 'POST', headers, body: new URLSearchParams(form).toString() });
  await res.body.dump();
  return {
    status: res.statusCode,
    location: sitePath(res.headers.location, base)!,
    retryAfter: res.headers['retry-after'] === undefined ? undefined : Number(res.headers['retry-after']),
    cookies: setCookies(res.headers['set-cookie']),
  };
}

/** A first-factor token as an attacker writes it: the editor's id in an unsigned JWT-shaped value. */
export function forgedOtpToken(sub: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, scope: 'otp' })}.${'A'.repeat(43)}`;
}
