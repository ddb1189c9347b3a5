// Where the BFF sends a reader to sign in at the OpenID provider (§6): the provider's authorization endpoint, read
// from its discovery document once and kept (a failed read is tried again next time), and the authorization request
// of the code flow with PKCE.
import { request } from 'undici';
import { EXTERNAL_SIGN_IN_SCOPE } from '../../shared/external-sign-in.ts';
import { codeChallenge, type OidcFlow } from './oidc-flow.ts';

const DISCOVERY_TTL_MS = 3_600_000;

export class OidcAuthorization {
  private endpoint: { url: string; at: number } | null = null;

  constructor(
    private readonly settings: { issuer: string; clientId: string },
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get issuer(): string {
    return this.settings.issuer;
  }

  private async authorizationEndpoint(): Promise<string> {
    if (this.endpoint && this.now() - this.endpoint.at < DISCOVERY_TTL_MS) return this.endpoint.url;
    const res = await request(`${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(this.timeoutMs),
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
    const doc = (await res.body.json().catch(() => null)) as {
      issuer?: unknown;
      authorization_endpoint?: unknown;
    } | null;
    if (
      res.statusCode !== 200 ||
      !doc ||
      doc.issuer !== this.settings.issuer ||
      typeof doc.authorization_endpoint !== 'string'
    ) {
      throw new Error(`discovery failed (status ${res.statusCode})`);
    }
    const url = new URL(doc.authorization_endpoint);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error('discovery names a strange authorization endpoint');
    this.endpoint = { url: url.href, at: this.now() };
    return url.href;
  }

  /** The provider URL that starts the sign-in (authorization code flow, PKCE S256, scope openid profile email). */
  async authorizationUrl(flow: OidcFlow, redirectUri: string): Promise<string> {
    const url = new URL(await this.authorizationEndpoint());
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('scope', EXTERNAL_SIGN_IN_SCOPE);
    url.searchParams.set('state', flow.state);
    url.searchParams.set('nonce', flow.nonce);
    url.searchParams.set('code_challenge', codeChallenge(flow.verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url.href;
  }
}
