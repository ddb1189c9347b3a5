// Reads an access JWT's `exp` without checking its signature: only a hint for when to refresh before a call that
// cannot be retried (the /api proxy streams the browser's request through). The publisher still verifies it.
export function accessTokenExpired(token: string, nowS = Date.now() / 1000): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp <= nowS;
  } catch {
    return false;
  }
}
