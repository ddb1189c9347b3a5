// Resolves a redirect's Location the way a browser does (the WHATWG URL parser, against the URL of the page that
// answered) and checks it stays on our origin. Tests compare the path and query it returns, never the raw header,
// so they hold whether a Location is written absolute (as the BFF does) or relative.
import type { Test } from 'tap';

export function sameSiteTarget(
  t: Test,
  location: unknown,
  pageUrl: string,
  message = 'the redirect stays on our origin',
): string {
  if (typeof location !== 'string') {
    t.fail(`no Location header (${message})`);
    return '';
  }
  const resolved = new URL(location, pageUrl);
  t.equal(resolved.origin, new URL(pageUrl).origin, `${message}: ${location}`);
  return resolved.pathname + resolved.search;
}

/**
 * A Location as the path and query a test compares, when it stays on `base`'s origin; anything else as written (so
 * an off-site redirect still fails the comparison).
 */
export function sitePath(location: unknown, base: string): string | undefined {
  if (typeof location !== 'string') return undefined;
  const resolved = new URL(location, base);
  return resolved.origin === new URL(base).origin ? resolved.pathname + resolved.search : location;
}
