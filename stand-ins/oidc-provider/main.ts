// A local OpenID Connect provider for development and tests (oidc-provider 8, a devDependency): the BFF's external
// sign-in (§6) and the origin's verification (`POST /api/login/google/check`) run against it exactly as against a
// real provider. Its login and consent steps are plain HTML forms and redirects, so a test can drive them over HTTP
// without a browser (follow the redirects, post the login form), and a browser test can click through them.
// `npm run dev` starts it (scripts/dev.ts); alone: `node --import tsx stand-ins/oidc-provider/main.ts` (README, "External
// sign-in"). Never for production: accounts and passwords are configuration, signing keys die with the process.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { EXTERNAL_SIGN_IN_CALLBACK_PATH } from '../../shared/external-sign-in.ts';

export interface OidcAccount {
  email: string;
  password: string;
  name: string;
  /** default true */
  emailVerified?: boolean;
}

export interface OidcClientRegistration {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface StartOidcProviderOptions {
  /** 0 (default) lets the system choose */
  port?: number;
  host?: string;
  clients: OidcClientRegistration[];
  accounts: OidcAccount[];
  /** Errors the provider reports (default: none are printed). */
  log?: (message: string) => void;
}

export interface RunningOidcProvider {
  /** The issuer identifier (http://127.0.0.1:port), also the base of every endpoint */
  issuer: string;
  /** Logins completed, per account email (tests count them). */
  logins: string[];
  /** Registers another client while running (a test learns its BFF's address only after starting it). */
  registerClient(client: OidcClientRegistration): void;
  close(): Promise<void>;
}

/** The demo client the BFF and origin are configured with by `npm run dev`. */
export const DEMO_OIDC_CLIENT = { clientId: 'hirportal-dev', clientSecret: 'hirportal-dev-secret' } as const;
/** The demo account: its address is the demo editor's (docs/origin-api.md, Security), so it signs in as that editor. */
export const DEMO_OIDC_ACCOUNT: OidcAccount = {
  email: 'szerkeszto@example.hu',
  password: 'Kulso-Belepes-2026!',
  name: 'Demó Szerkesztő',
};

/** The provider's state (sessions, codes, grants), per provider and in memory: it lives as long as the process. */
type Store = Map<string, { payload: Record<string, unknown>; expiresAt: number }>;

function memoryAdapterClass(store: Store) {
  const grants = new Map<string, string[]>();
  const get = (key: string) => {
    const hit = store.get(key);
    if (hit && hit.expiresAt <= Date.now()) store.delete(key);
    return hit && hit.expiresAt > Date.now() ? hit.payload : undefined;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
      const expiresAt = Date.now() + expiresIn * 1000;
      store.set(this.key(id), { payload, expiresAt });
      if (this.model === 'Session') store.set(`sessionUid:${String(payload.uid)}`, { payload: { id }, expiresAt });
      if (typeof payload.grantId === 'string')
        grants.set(payload.grantId, [...(grants.get(payload.grantId) ?? []), this.key(id)]);
    }
    async find(id: string) {
      return get(this.key(id));
    }
    async findByUid(uid: string) {
      const ref = get(`sessionUid:${uid}`);
      return ref ? this.find(String(ref.id)) : undefined;
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const hit = get(this.key(id));
      if (hit) hit.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const key of grants.get(grantId) ?? []) store.delete(key);
      grants.delete(grantId);
    }
  };
}

const subjectOf = (email: string) =>
  `acct-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string, error: string | null): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Helyi OpenID-szolgáltató</title></head><body>
<h1>Bejelentkezés (helyi OpenID-szolgáltató)</h1>
<p>Az alkalmazás (${escapeHtml(clientId)}) az e-mail-címedet és a nevedet kéri.</p>
${error ? `<p role="alert" id="hiba">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login">
<label for="email">E-mail-cím</label> <input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Jelszó</label> <input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" id="belepes">Bejelentkezés</button>
</form>
<form method="post" action="${action}/abort"><button type="submit" id="megse">Mégse</button></form>
</body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 16_384) break;
  }
  return new URLSearchParams(body);
}

const clientMetadata = (c: OidcClientRegistration) => ({
  client_id: c.clientId,
  client_secret: c.clientSecret,
  redirect_uris: c.redirectUris,
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_basic',
});

/** The configured accounts by subject, and their subjects by (lower-cased) email. */
interface Accounts {
  bySubject: Map<string, OidcAccount>;
  byEmail: Map<string, string>;
}

/** The provider itself: PKCE required, no dev interactions (ours are below), a fresh signing key and cookie key. */
function createProvider(issuer: string, store: Store, opts: StartOidcProviderOptions, accounts: Accounts): Provider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
  const provider = new Provider(issuer, {
    adapter: memoryAdapterClass(store),
    clients: opts.clients.map(clientMetadata),
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.bySubject.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'profile', 'email'],
    // Like Google's, the ID token carries the email: the origin reads it there.
    conformIdTokenClaims: false,
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  provider.on('server_error', (_ctx, err) => opts.log?.(`oidc provider: ${(err as Error).message}`));
  return provider;
}

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/** A first-party demo: what the client asked for is granted without a question. */
async function grantConsent(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  details: InteractionDetails,
  clientId: string,
): Promise<void> {
  const grant = details.grantId
    ? (await provider.Grant.find(details.grantId))!
    : new provider.Grant({ accountId: details.session!.accountId!, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  return provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
}

/** The login and consent steps: the login form, its post (a wrong password shows the form again), abort, consent. */
function interactionSteps(provider: Provider, accounts: Accounts, logins: string[]) {
  return async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    step: string | undefined,
  ): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const clientId = String((details.params.client_id as string | undefined) ?? '');
    if (step === '/abort' && req.method === 'POST') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }
    if (details.prompt.name === 'consent') return grantConsent(provider, req, res, details, clientId);
    if (step === '/login' && req.method === 'POST') {
      const form = await formOf(req);
      const sub = accounts.byEmail.get((form.get('email') ?? '').trim().toLowerCase());
      const account = sub ? accounts.bySubject.get(sub) : undefined;
      if (!sub || !account || account.password !== form.get('password')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(loginPage(uid, clientId, 'Hibás e-mail-cím vagy jelszó.'));
        return;
      }
      logins.push(account.email);
      return provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(loginPage(uid, clientId, null));
  };
}

export async function startOidcProvider(opts: StartOidcProviderOptions): Promise<RunningOidcProvider> {
  const accounts: Accounts = {
    bySubject: new Map(opts.accounts.map((a) => [subjectOf(a.email), a])),
    byEmail: new Map(opts.accounts.map((a) => [a.email.toLowerCase(), subjectOf(a.email)])),
  };
  const logins: string[] = [];
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const store: Store = new Map();
  const provider = createProvider(issuer, store, opts, accounts);
  const providerCallback = provider.callback();
  const interaction = interactionSteps(provider, accounts, logins);

  handler = (req, res) => {
    const m = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort)?$/.exec((req.url ?? '').split('?')[0]);
    if (!m) return providerCallback(req, res);
    interaction(req, res, m[1], m[2]).catch((err: Error) => {
      opts.log?.(`oidc provider interaction: ${err.message}`);
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Ez a bejelentkezés lejárt vagy érvénytelen. Kezdd újra.');
    });
  };

  return {
    issuer,
    logins,
    // Clients not in the static list are looked up through the adapter.
    registerClient: (c) =>
      void store.set(`Client:${c.clientId}`, { payload: clientMetadata(c), expiresAt: Number.POSITIVE_INFINITY }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The redirect URIs of the BFF's callback on the given public origins. */
export function callbackUris(origins: string[]): string[] {
  return origins.map((o) => `${o.replace(/\/$/, '')}${EXTERNAL_SIGN_IN_CALLBACK_PATH}`);
}

// Run alone: the demo client and account, for the BFF on PORT (or the public origins).
if (import.meta.url === `file://${process.argv[1]}`) {
  const bffPort = process.env.PORT ?? '3000';
  const origins = [
    process.env.PUBLIC_ORIGIN_MAIN ?? `http://localhost:${bffPort}`,
    process.env.PUBLIC_ORIGIN_REGIONAL ?? `http://ro.localhost:${bffPort}`,
  ];
  const running = await startOidcProvider({
    port: Number(process.env.OIDC_PROVIDER_PORT ?? 4009),
    clients: [{ ...DEMO_OIDC_CLIENT, redirectUris: callbackUris(origins) }],
    accounts: [DEMO_OIDC_ACCOUNT],
    log: (m) => console.error(m),
  });
  console.log(
    `local OpenID provider: ${running.issuer} (client ${DEMO_OIDC_CLIENT.clientId}, account ${DEMO_OIDC_ACCOUNT.email})`,
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
