// Sign-in and tokens (§7 Security, §6 Login): email and password, then a one-time code, give a short-lived access
// JWT and a single-use refresh token; /api/token/refresh rotates them; /api/logout revokes the refresh tokens.
// External sign-in (§6 OAuth, OpenID Connect): the code the BFF got is checked at the configured provider
// (security/oidc-verifier.ts) and the verified address must be an active editor's; without a provider it is refused.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  MSG_EXTERNAL_SIGN_IN_FAILED,
  MSG_EXTERNAL_SIGN_IN_OFF,
  MSG_INVALID_CODE,
  MSG_INVALID_CREDENTIALS,
  MSG_INVALID_REFRESH_TOKEN,
  MSG_MISSING_ACCESS_TOKEN,
} from '../../../shared/constants.ts';
import { CACHE_PRIVATE } from '../cache-policy.ts';
import { bearerOf, requireEditor, verifiedBearer } from '../editor-auth.ts';
import { HttpError } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';
import { OTP_TOKEN_TTL_S } from '../security/auth-settings.ts';
import { verifyPassword, unusableHash } from '../security/password-hash.ts';
import { rotateRefreshToken, startSignIn } from '../security/refresh-tokens.ts';
import { matchTotp } from '../security/totp.ts';
import type { UserRow } from '../security/users.ts';

const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
const OtpBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 16 }) });
const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 512 }) });
/** §7 form: code, redirect_uri; our additions: code_verifier (PKCE, RFC 7636 section 4.1) and the nonce the ID token must carry. */
const ExternalBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 2048 }),
  redirect_uri: Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://' }),
  code_verifier: Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' }),
  nonce: Type.String({ minLength: 16, maxLength: 256 }),
});

/** Wrong codes one first-factor token may try before it is spent (1 in 10^6 a guess, ±1 step accepted). */
const MAX_CODE_ATTEMPTS = 5;

const SECURITY_ROUTES = new Set([
  '/api/login',
  '/api/login/otp/verify',
  '/api/login/google/check',
  '/api/me',
  '/api/logout',
  '/api/token/refresh',
]);

const unauthorized = (message: string) => new HttpError(401, message);
const publicUser = (u: UserRow) => ({ email: u.email, name: u.name, role: u.role });

export function registerSecurityRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const { auth } = ctx;
  const failedCodes: FailedCodes = new LRUCache<string, number>({ max: 50_000, ttl: OTP_TOKEN_TTL_S * 1000 });

  // The external sign-in callback posts a form (§7).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // Answers about an account, errors included, are nobody else's to keep.
  app.addHook('onSend', async (request, reply) => {
    if (SECURITY_ROUTES.has(request.routeOptions.url ?? '')) reply.header('cache-control', CACHE_PRIVATE);
  });

  app.post<{ Body: Static<typeof LoginBody> }>('/api/login', { schema: { body: LoginBody } }, async (request) =>
    passwordSignIn(ctx, request.body),
  );
  app.post<{ Body: Static<typeof OtpBody> }>('/api/login/otp/verify', { schema: { body: OtpBody } }, async (request) =>
    codeSignIn(ctx, failedCodes, request),
  );
  app.post<{ Body: Static<typeof ExternalBody> }>(
    '/api/login/google/check',
    {
      // Without a provider the answer does not depend on the form.
      preValidation: async () => {
        if (!ctx.oidc) throw unauthorized(MSG_EXTERNAL_SIGN_IN_OFF);
      },
      schema: { body: ExternalBody },
    },
    async (request) => externalSignIn(ctx, request),
  );

  app.get('/api/me', async (request) => ({ user: publicUser(requireEditor(request, ctx).user) }));

  // Logging out works with any authentic token of a live sign-in, also a disabled account's: ending is always
  // allowed. It ends that sign-in only (its refresh tokens and, at once, its access tokens): the editor's other
  // devices stay signed in.
  app.get('/api/logout', async (request) => {
    const editor = verifiedBearer(request, ctx);
    if (!editor) throw unauthorized(MSG_MISSING_ACCESS_TOKEN);
    if (editor.claims.sid) auth.sessions.end(editor.claims.sid, auth.now());
    return { message: 'Logged out.' };
  });

  app.post<{ Body: Static<typeof RefreshBody> }>(
    '/api/token/refresh',
    { schema: { body: RefreshBody } },
    async (request) => refreshTokens(ctx, request.body.refreshToken),
  );
}

/** Wrong codes so far per first-factor token. */
type FailedCodes = LRUCache<string, number>;

/** The first factor: a short-lived token that only the one-time code can turn into a sign-in. */
async function passwordSignIn({ auth }: OriginContext, body: Static<typeof LoginBody>) {
  const user = auth.users.byEmail(body.email);
  // Unknown accounts cost the same scrypt as known ones, so timing does not tell which emails exist.
  const matches = await verifyPassword(body.password, user?.password_hash ?? unusableHash());
  if (!user || !matches || !user.active) throw unauthorized(MSG_INVALID_CREDENTIALS);
  return { token: auth.issue(user, 'otp'), otpRequired: true };
}

/** The second factor: the one-time code for the first factor's token starts a sign-in. */
function codeSignIn(
  ctx: OriginContext,
  failedCodes: FailedCodes,
  request: FastifyRequest<{ Body: Static<typeof OtpBody> }>,
) {
  const { auth } = ctx;
  if (bearerOf(request) === null) throw unauthorized('JWT Token not found');
  const { user, claims } = verifiedBearer(request, ctx, 'otp')!;
  const key = claims.jti ?? `${claims.sub}:${claims.iat}`;
  const failed = failedCodes.get(key) ?? 0;
  if (!user.active || failed >= MAX_CODE_ATTEMPTS) throw unauthorized(MSG_INVALID_CODE);
  const step = matchTotp(user.totp_secret, request.body.code.trim(), auth.now());
  // A code counts once: replaying an accepted one (within its 90 s window) is refused.
  if (step === null || !auth.users.useTotpStep(user.id, step)) {
    failedCodes.set(key, failed + 1);
    throw unauthorized(MSG_INVALID_CODE);
  }
  failedCodes.delete(key);
  const signIn = startSignIn(ctx.db, user.id, { nowS: auth.now(), ttlS: auth.refreshTokenTtlS });
  return {
    token: auth.issue(user, 'full', signIn.sessionId),
    refreshToken: signIn.refreshToken,
    user: publicUser(user),
  };
}

/** The code the BFF got from the provider, checked there; the verified address must be an active editor's. */
async function externalSignIn(ctx: OriginContext, request: FastifyRequest<{ Body: Static<typeof ExternalBody> }>) {
  const { auth } = ctx;
  const b = request.body;
  const identity = await ctx.oidc!.identify({
    code: b.code,
    redirectUri: b.redirect_uri,
    codeVerifier: b.code_verifier,
    nonce: b.nonce,
  });
  const user = identity.ok ? auth.users.byEmail(identity.email) : undefined;
  const editor = user && user.active && user.role === 'editor' ? user : undefined;
  if (!editor) {
    // §8 "returns false and is logged": one line with the reason, never the code, a token or the address.
    request.log.warn(
      { reason: identity.ok ? 'the address is not an active editor' : identity.reason },
      'external sign-in failed',
    );
    throw unauthorized(MSG_EXTERNAL_SIGN_IN_FAILED);
  }
  const signIn = startSignIn(ctx.db, editor.id, { nowS: auth.now(), ttlS: auth.refreshTokenTtlS });
  return {
    token: auth.issue(editor, 'full', signIn.sessionId),
    refreshToken: signIn.refreshToken,
    user: publicUser(editor),
  };
}

function refreshTokens({ auth, db }: OriginContext, refreshToken: string) {
  const activeUser = (userId: number) => {
    const user = auth.users.byId(userId);
    return user?.active ? user : undefined;
  };
  // A reuse within the grace gets the very pair the first use got (refresh-tokens.ts), its access token included.
  const rotated = rotateRefreshToken(db, refreshToken, {
    nowS: auth.now(),
    ttlS: auth.refreshTokenTtlS,
    sessions: auth.sessions,
    accessToken: (userId, sessionId) => {
      const user = activeUser(userId);
      return user ? auth.issue(user, 'full', sessionId) : '';
    },
  });
  if (!rotated?.accessToken || !activeUser(rotated.userId)) throw unauthorized(MSG_INVALID_REFRESH_TOKEN);
  return { token: rotated.accessToken, refreshToken: rotated.refreshToken };
}
