// The origin's side of external sign-in (§6, §7 POST /api/login/google/check): the authorization code the BFF received
// is exchanged at the configured provider's token endpoint (client secret, PKCE verifier), and the ID token that comes
// back is verified (security/id-token.ts). The provider's discovery document and keys are fetched when first needed
// and kept; an unknown key id fetches the keys once more (the provider rotated them). Every failure is a reason for
// one log line, never a token, a code or an address.
import { request } from 'undici';
import { idTokenKeyId, verifyIdToken, type Jwk } from './id-token.ts';

export interface OidcSettings {
  /** ORIGIN_OIDC_ISSUER: the issuer identifier, exactly as the provider's tokens name it */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Each call to the provider (default 5 s). */
  timeoutMs?: number;
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

export type ExternalIdentity = { ok: true; email: string; subject: string } | { ok: false; reason: string };

interface Discovery {
  token_endpoint: string;
  jwks_uri: string;
}

/** Keys are fetched again at most this often when a token names an unknown one (so forged kids cannot flood the provider). */
const KEY_REFETCH_MIN_INTERVAL_MS = 30_000;
const DISCOVERY_TTL_MS = 3_600_000;

class ProviderError extends Error {}

export class OidcVerifier {
  private discovery: { value: Discovery; at: number } | null = null;
  private keys: { value: Jwk[]; at: number } | null = null;
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: OidcSettings,
    private readonly nowS: () => number,
    private readonly nowMs: () => number = Date.now,
  ) {
    this.timeoutMs = settings.timeoutMs ?? 5_000;
  }

  private async json(
    url: string,
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    let res;
    try {
      res = await request(url, {
        ...init,
        signal: AbortSignal.timeout(this.timeoutMs),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
    } catch (err) {
      throw new ProviderError(`provider unreachable (${(err as Error).name})`);
    }
    let body: unknown;
    try {
      body = await res.body.json();
    } catch {
      throw new ProviderError(`provider answered ${res.statusCode} without JSON`);
    }
    if (!body || typeof body !== 'object')
      throw new ProviderError(`provider answered ${res.statusCode} without an object`);
    return { status: res.statusCode, body: body as Record<string, unknown> };
  }

  private async provider(): Promise<Discovery> {
    if (this.discovery && this.nowMs() - this.discovery.at < DISCOVERY_TTL_MS) return this.discovery.value;
    const url = `${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const { status, body } = await this.json(url);
    if (status !== 200) throw new ProviderError(`discovery answered ${status}`);
    // OpenID Connect Discovery section 4.3: the document must name the issuer we asked.
    if (body.issuer !== this.settings.issuer) throw new ProviderError('discovery names another issuer');
    if (typeof body.token_endpoint !== 'string' || typeof body.jwks_uri !== 'string')
      throw new ProviderError('discovery lacks endpoints');
    const value = { token_endpoint: body.token_endpoint, jwks_uri: body.jwks_uri };
    this.discovery = { value, at: this.nowMs() };
    return value;
  }

  private async signingKeys(forceFresh: boolean): Promise<Jwk[]> {
    if (this.keys && !forceFresh && this.nowMs() - this.keys.at < DISCOVERY_TTL_MS) return this.keys.value;
    if (this.keys && forceFresh && this.nowMs() - this.keys.at < KEY_REFETCH_MIN_INTERVAL_MS) return this.keys.value;
    const { status, body } = await this.json((await this.provider()).jwks_uri);
    if (status !== 200 || !Array.isArray(body.keys)) throw new ProviderError(`key set answered ${status}`);
    this.keys = { value: body.keys as Jwk[], at: this.nowMs() };
    return this.keys.value;
  }

  async identify(exchange: CodeExchange): Promise<ExternalIdentity> {
    try {
      const { token_endpoint } = await this.provider();
      const basic = Buffer.from(
        `${encodeURIComponent(this.settings.clientId)}:${encodeURIComponent(this.settings.clientSecret)}`,
      ).toString('base64');
      const { status, body } = await this.json(token_endpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: exchange.code,
          redirect_uri: exchange.redirectUri,
          code_verifier: exchange.codeVerifier,
        }).toString(),
      });
      if (status !== 200) {
        const error = typeof body.error === 'string' ? body.error.slice(0, 64) : `status ${status}`;
        return { ok: false, reason: `token endpoint refused the code (${error})` };
      }
      if (typeof body.id_token !== 'string') return { ok: false, reason: 'token endpoint sent no ID token' };
      const idToken = body.id_token;
      const expect = {
        issuer: this.settings.issuer,
        clientId: this.settings.clientId,
        nonce: exchange.nonce,
        nowS: this.nowS(),
      };
      const keys = await this.signingKeys(false);
      let check = verifyIdToken(idToken, keys, expect);
      const kid = idTokenKeyId(idToken);
      if (!check.ok && check.reason === 'unknown signing key' && kid !== undefined)
        check = verifyIdToken(idToken, await this.signingKeys(true), expect);
      if (!check.ok) return { ok: false, reason: `ID token refused: ${check.reason}` };
      return { ok: true, email: check.claims.email, subject: check.claims.sub };
    } catch (err) {
      if (err instanceof ProviderError) return { ok: false, reason: err.message };
      throw err;
    }
  }
}
