// Reads Set-Cookie headers of a test response: name → { value, attributes }.
export interface SetCookie {
  value: string;
  attributes: string[];
  raw: string;
}

export function setCookies(header: string | string[] | undefined): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const raw of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
    const [pair, ...attributes] = raw.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    out.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes, raw });
  }
  return out;
}

/** A Cookie request header from name → value pairs. */
export function cookieHeader(cookies: Record<string, string | undefined>): string {
  return Object.entries(cookies)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('; ');
}
