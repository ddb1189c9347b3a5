// A browser's form posts and cookie jar, for the tests of the sign-in, session and supporter flows: each call sends
// the jar's cookies, and takes back what the answer sets or clears.
import { request } from 'undici';
import { cookieHeader, setCookies, type SetCookie } from './set-cookies.ts';
import { sitePath } from './same-site-location.ts';

export type Jar = Record<string, string | undefined>;

export interface Sent {
  status: number;
  /** The redirect's target as a path on `base` (undefined for none). */
  location: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  cookies: Map<string, SetCookie>;
  body: string;
}

export async function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { form?: Record<string, string>; jar?: Jar; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.jar) headers.cookie = cookieHeader(opts.jar);
  if (opts.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await request(base + path, {
    method,
    headers,
    body: opts.form ? new URLSearchParams(opts.form).toString() : undefined,
  });
  const body = await res.body.text();
  const cookies = setCookies(res.headers['set-cookie']);
  if (opts.jar) for (const [name, c] of cookies) opts.jar[name] = c.value === '' ? undefined : c.value;
  return {
    status: res.statusCode,
    location: sitePath(res.headers.location, base),
    headers: res.headers,
    cookies,
    body,
  };
}

export const sameOrigin = (base: string) => ({ origin: base, 'sec-fetch-site': 'same-origin' });
export const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
