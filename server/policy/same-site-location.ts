// The one rule for every redirect we emit (decision 025-redirect-rule): a Location is the configured public
// origin followed by a normalised path of our own site, never anything taken from the Host header, and never a
// string a browser could read as another host. Browsers turn '\' into '/', drop tabs and newlines, resolve dot
// segments and treat a leading '//' as a host, and proxies in front of us may decode '%2F' before we see the path
// again; so the target is decoded and checked the way the least careful reader would read it. Whatever cannot be
// shown to stay on the site becomes the fallback path.

/** Longer targets are refused outright (a page path is at most 2 KB; a redirect adds little to it). */
const MAX_TARGET_LENGTH = 4096;
/** Nested percent-encodings ('%252F') are undone this many times at most before the check gives up. */
const MAX_DECODE_ROUNDS = 4;
/** Controls, format characters (bidi marks, zero-width joiners) and every kind of space or line separator. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function decodeFully(path: string): string | null {
  let current = path;
  for (let i = 0; i < MAX_DECODE_ROUNDS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return /%[0-9a-f]{2}/i.test(current) ? null : current;
}

/** True when a browser or an intermediary that decodes the path would still read it as a path of this site. */
function decodedStaysOnSite(path: string): boolean {
  const decoded = decodeFully(path);
  if (decoded === null || INVISIBLE.test(decoded)) return false;
  const slashed = decoded.replace(/\\/g, '/');
  if (!slashed.startsWith('/') || slashed.startsWith('//')) return false;
  // Dot segments ('/..//evil', '/.%2e//evil') collapse into a leading '//' only once resolved.
  const resolved = new URL(slashed.replace(/[?#]/g, '_'), 'http://site.invalid');
  return resolved.host === 'site.invalid' && !resolved.pathname.startsWith('//');
}

const collapseLeadingSlashes = (path: string) => '/' + path.replace(/^\/+/, '');

/**
 * The normalised same-site path and query for a redirect target, or null when it is not provably on `siteOrigin`.
 * Accepts a path ('/rovat/belfold?oldal=2') or an absolute URL on `siteOrigin` itself; the fragment is dropped.
 */
export function sameSitePath(target: string, siteOrigin: string): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_TARGET_LENGTH) return null;
  if (INVISIBLE.test(target)) return null;
  const origin = new URL(siteOrigin).origin;
  let candidate = target.split('#')[0].replace(/\\/g, '/');
  if (SCHEME.test(candidate)) {
    let absolute: URL;
    try {
      absolute = new URL(candidate);
    } catch {
      return null;
    }
    // Userinfo ('http://our.host@evil/'), another port or scheme, a look-alike IDN: all another origin.
    if (absolute.origin !== origin || absolute.username || absolute.password) return null;
    candidate = absolute.pathname + absolute.search;
  }
  if (!candidate.startsWith('/')) return null;
  for (let round = 0; round < 3; round++) {
    candidate = collapseLeadingSlashes(candidate);
    const q = candidate.indexOf('?');
    const path = q === -1 ? candidate : candidate.slice(0, q);
    if (!decodedStaysOnSite(path)) return null;
    let url: URL;
    try {
      url = new URL(candidate, origin);
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    const normalised = url.pathname + url.search;
    // Resolving dot segments can itself produce a leading '//' ('/.//evil'): go round once more.
    if (!normalised.startsWith('//')) return normalised;
    candidate = normalised;
  }
  return null;
}

/** The Location for a redirect to `target` on `siteOrigin`: absolute, on the configured origin, else `fallback`. */
export function sameSiteLocation(target: string, siteOrigin: string, fallback = '/'): string {
  const origin = new URL(siteOrigin).origin;
  return origin + (sameSitePath(target, siteOrigin) ?? fallback);
}
