// Who a request speaks for (§4 article page, §6 logged-in editor): the bearer JWT, checked here once for every route
// that behaves differently for editors. No Authorization header means an anonymous reader; a header that is there
// must be valid: an expired token is 401 'Expired JWT Token' (the BFF refreshes and retries), a forged or
// malformed one 401 'Invalid JWT Token', and a disabled account or a first-factor-only token 403.
import type { FastifyRequest } from 'fastify';
import { MSG_EXPIRED_JWT, MSG_INVALID_JWT, MSG_MISSING_ACCESS_TOKEN } from '../../shared/constants.ts';
import { HttpError, forbidden } from './http-error.ts';
import type { AuthSettings } from './security/auth-settings.ts';
import { verifyJwt, type JwtClaims, type TokenScope } from './security/jwt.ts';
import type { UserRow } from './security/users.ts';

export interface EditorAuthOptions {
  auth: AuthSettings;
}

export interface Editor {
  user: UserRow;
  claims: JwtClaims;
}

const unauthorized = (message: string) => new HttpError(401, message);

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return m ? m[1] : null;
}

/** The authentic token's user (any state), or null without a bearer; throws 401 for an expired or invalid one. */
export function verifiedBearer(
  request: FastifyRequest,
  options: EditorAuthOptions,
  scope: TokenScope = 'full',
): Editor | null {
  const token = bearerOf(request);
  if (token === null) return null;
  const check = verifyJwt(token, options.auth.secret, options.auth.now());
  if (!check.ok) throw unauthorized(check.reason === 'expired' ? MSG_EXPIRED_JWT : MSG_INVALID_JWT);
  const user = options.auth.users.byId(Number(check.claims.sub));
  if (!user) throw unauthorized(MSG_INVALID_JWT);
  if (check.claims.scope !== scope)
    throw forbidden(scope === 'full' ? 'Sign-in is not complete.' : 'Not a sign-in token.');
  // The token's sign-in must still be alive (not logged out, within its absolute and idle limits), read from
  // the database every origin process shares. A token without a sign-in was not issued by a sign-in here (only the
  // secret's holder can mint one, who could mint anything): its signature and expiry are all there is to check.
  if (check.claims.sid !== undefined && options.auth.sessions.check(check.claims.sid, options.auth.now()) !== 'live')
    throw unauthorized(MSG_INVALID_JWT);
  return { user, claims: check.claims };
}

/** The signed-in editor, or null for an anonymous request. */
export function requestEditor(request: FastifyRequest, options: EditorAuthOptions): Editor | null {
  const editor = verifiedBearer(request, options);
  if (editor && (!editor.user.active || editor.user.role !== 'editor'))
    throw forbidden('This account may not sign in.');
  return editor;
}

export function authorizeEditor(request: FastifyRequest, options: EditorAuthOptions): boolean {
  return requestEditor(request, options) !== null;
}

/** Like requestEditor, for routes that have no anonymous answer. */
export function requireEditor(request: FastifyRequest, options: EditorAuthOptions): Editor {
  const editor = requestEditor(request, options);
  if (!editor) throw unauthorized(MSG_MISSING_ACCESS_TOKEN);
  return editor;
}
