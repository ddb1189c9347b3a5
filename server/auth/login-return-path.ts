// §4 the path remembered across sign-in. It came from a cookie, so it is checked like any input: resolved with
// new URL(path, siteOrigin) and kept only when it stays on our origin. Browsers read '\' as '/' and drop tabs and
// newlines, so '/\evil' or '/\t/evil' would leave the site: anything with those, spaces or controls is refused.
import { LOGIN_PATH } from '../../shared/constants.ts';
import { MAX_PATH_LENGTH } from '../request/path-limits.ts';

export function safeReturnPath(raw: string | undefined, siteOrigin: string): string {
  if (!raw || raw.length > MAX_PATH_LENGTH) return '/';
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(raw, siteOrigin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(siteOrigin).origin) return '/';
  if (url.pathname === LOGIN_PATH) return '/';
  return url.pathname + url.search;
}

/** The path worth remembering for a reader sent to /login, or null (the login page itself, or anything odd). */
export function rememberablePath(pathAndQuery: string, siteOrigin: string): string | null {
  const safe = safeReturnPath(pathAndQuery, siteOrigin);
  return safe === '/' && pathAndQuery !== '/' ? null : safe;
}
