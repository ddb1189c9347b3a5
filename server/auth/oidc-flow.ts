// One external sign-in in progress (§6 OAuth with scope openid profile email; §9 a 10-character state): the state, the
// nonce the ID token must carry, and the PKCE verifier (RFC 7636, S256), kept in a cookie (http/site-cookies.ts) for ten
// minutes (shared/cookie-lifetimes.ts). The cookie binds the flow to the browser that started it: a callback whose state
// is not this browser's is foreign and refused; a state already used is refused too (routes keep a short memory of them).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OAUTH_STATE_LENGTH } from '../../shared/constants.ts';
import type { BffConfig } from '../config.ts';
import { SITE_COOKIES, siteCookie } from '../policy/site-cookies.ts';

export const OIDC_FLOW_COOKIE = SITE_COOKIES.oidcFlow;

const STATE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const STATE = new RegExp(`^[A-Za-z0-9]{${OAUTH_STATE_LENGTH}}$`);
const B64URL = /^[A-Za-z0-9_-]{43,128}$/;

export interface OidcFlow {
  state: string;
  nonce: string;
  /** PKCE code verifier: 43 characters of base64url (RFC 7636 section 4.1) */
  verifier: string;
}

/** §9 a random string of 10 characters, from the crypto generator. */
export function oauthState(): string {
  let s = '';
  for (let i = 0; i < OAUTH_STATE_LENGTH; i++) s += STATE_ALPHABET[randomInt(STATE_ALPHABET.length)];
  return s;
}

export function newOidcFlow(): OidcFlow {
  return {
    state: oauthState(),
    nonce: randomBytes(32).toString('base64url'),
    verifier: randomBytes(32).toString('base64url'),
  };
}

/** RFC 7636 section 4.2 S256: BASE64URL(SHA256(verifier)). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

type CookieConfig = Pick<BffConfig, 'secureCookies'>;

export function oidcFlowCookie(flow: OidcFlow, config: CookieConfig): string {
  return siteCookie('oidcFlow', `${flow.state}.${flow.nonce}.${flow.verifier}`, config);
}

export function clearedOidcFlowCookie(config: CookieConfig): string {
  return siteCookie('oidcFlow', '', config, 0);
}

/** The flow this browser started, or null (none, expired, or a cookie that is not ours). */
export function oidcFlowOf(req: FastifyRequest): OidcFlow | null {
  const [state, nonce, verifier, ...rest] = (req.cookies?.[OIDC_FLOW_COOKIE] ?? '').split('.');
  if (rest.length || !STATE.test(state ?? '') || !B64URL.test(nonce ?? '') || !B64URL.test(verifier ?? '')) return null;
  return { state, nonce, verifier };
}
