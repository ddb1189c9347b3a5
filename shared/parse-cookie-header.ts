// Cookies by name from a Cookie header or document.cookie (the first of a repeated name wins, as browsers send the
// most specific path first).
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !(name in out)) {
      try {
        out[name] = decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        out[name] = part.slice(eq + 1).trim();
      }
    }
  }
  return out;
}
