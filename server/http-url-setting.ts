// A setting that names an http(s) URL (an upstream, a third party's origin): read once at start-up, and anything else
// stops the start-up with the variable's name, not a 500 later.

/** An optional absolute http(s) URL (its href), or null when unset. */
export function httpUrl(name: string, value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got '${value}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an absolute http(s) URL, got '${value}'`);
  return url.href;
}
