// Request URLs as log lines show them: sign-in callbacks and mail links carry secrets in their query (an
// authorization code, a state, a sign-in token), and push subscriptions a device's only credential (`clientToken`),
// which must never reach a log line; their values are masked. Names are compared without case, '_' or '-', and any
// name ending in token, secret, password or key counts as a secret (`refreshToken`, `api_key`, `client-secret`).
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'idtoken',
  'accesstoken',
  'refreshtoken',
  'sessionstate',
  'email',
  'nonce',
  'clienttoken',
  'challenge',
  'otp',
  'signature',
  'sig',
  'auth',
  'authorization',
  'session',
  'sessionid',
  'jwt',
  'ticket',
]);
const SECRET_SUFFIX = /(token|secret|password|passwd|key)$/;

function isSecretName(name: string): boolean {
  const plain = name.toLowerCase().replace(/[_-]/g, '');
  return SECRET_PARAMS.has(plain) || SECRET_SUFFIX.test(plain);
}

export function logSafeUrl(url: string, maxLength = 300): string {
  const q = url.indexOf('?');
  if (q === -1) return url.slice(0, maxLength);
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded: string;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is masked like a secret one
        return `${name}=…`;
      }
      return isSecretName(decoded) && eq !== -1 ? `${name}=…` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`.slice(0, maxLength);
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL masked (the embedded services log every request with it). */
export const logSafeRequestSerializer = (req: LoggedRequest) => ({
  method: req.method,
  url: logSafeUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** A Fastify `logger` option whose request lines show URLs as logSafeUrl does; `false` and instances pass unchanged. */
export function withLogSafeUrls<T>(logger: T): T {
  if (!logger) return logger;
  const options = logger === true ? {} : (logger as Record<string, unknown>);
  if (typeof options.child === 'function') return logger;
  return {
    ...options,
    serializers: { ...(options.serializers as object | undefined), req: logSafeRequestSerializer },
  } as T;
}
