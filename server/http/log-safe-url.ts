// Request URLs as log lines show them: sign-in callbacks and mail links carry secrets in their query (an
// authorization code, a state, a sign-in token), which must never reach a log line; their values are masked.
const SECRET_PARAMS = new Set(['code', 'state', 'token', 'id_token', 'access_token', 'refresh_token', 'session_state', 'email', 'nonce']);

export function logSafeUrl(url: string, maxLength = 300): string {
  const q = url.indexOf('?');
  if (q === -1) return url.slice(0, maxLength);
  const params = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // a malformed name is masked like a secret one
      return `${name}=…`;
    }
    return SECRET_PARAMS.has(decoded.toLowerCase()) && eq !== -1 ? `${name}=…` : pair;
  });
  return `${url.slice(0, q)}?${params.join('&')}`.slice(0, maxLength);
}
