// §4 the path remembered across sign-in. It came from a cookie, so it is checked like any input, by the same rule as
// every redirect (server/policy/same-site-location.ts); on top of it, a remembered path that does not start with a
// single '/' is not collapsed into one but refused, and the login page itself is never a place to return to.
import { LOGIN_PATH } from '../../shared/constants.ts';
import { sameSitePath } from '../policy/same-site-location.ts';

export function safeReturnPath(raw: string | undefined, siteOrigin: string): string {
  if (!raw || !raw.startsWith('/') || /^\/[/\\]/.test(raw)) return '/';
  const path = sameSitePath(raw, siteOrigin);
  if (!path || path.split('?')[0] === LOGIN_PATH) return '/';
  return path;
}

/** The path worth remembering for a reader sent to /login, or null (the login page itself, or anything odd). */
export function rememberablePath(pathAndQuery: string, siteOrigin: string): string | null {
  const safe = safeReturnPath(pathAndQuery, siteOrigin);
  return safe === '/' && pathAndQuery !== '/' ? null : safe;
}
