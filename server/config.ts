// The BFF's configuration, read once from the environment. Hosts and public origins are configuration, never taken
// from the request's Host header (canonical URLs and redirects must not be steerable by a client).
import { SITEMAP_MAX_URLS } from '../shared/constants.ts';
import { spotifyEmbedUrl } from '../shared/spotify-url.ts';
import { PIP_AUTO_MODE_DEFAULT, PIP_AUTO_MODES, type PipAutoMode } from '../shared/podcast-constants.ts';
import type { AttemptLimitTable } from './auth/attempt-limits.ts';
import { eventDataConfig, type EventDataConfig } from './event-data-config.ts';
import { httpUrl } from './http-url-setting.ts';
import { paymentConfigFromEnv, type PaymentConfig } from './payments/payment-config.ts';

export interface BffConfig {
  host: string;
  port: number;
  /** Publisher API base URL; when unset `npm start` runs the embedded origin and fills it in. */
  publisherApiUrl: string;
  crmApiUrl: string | null;
  /** what the BFF records payments at the CRM with (CRM_SERVICE_TOKEN) */
  crmServiceToken: string | null;
  /** the payment provider (Stripe's API through its SDK, server/payments/); null: no payments are taken */
  payments: PaymentConfig | null;
  quizApiUrl: string | null;
  livescoreApiUrl: string | null;
  /** §7 the supplements' data site and the frame-message allow-list (EVENT_DATA_URL, FRAME_MESSAGE_ORIGINS) */
  eventData: EventDataConfig;
  /** Host names (without port) that serve the regional edition; every other host serves the main domain. */
  regionalHosts: string[];
  /** Public origins used for canonical URLs, feeds and sitemaps. */
  publicOrigin: { main: string; regional: string };
  /** Where the client build lives (manifest.json and hashed assets). */
  clientDistDir: string;
  /** Stream timeout: a render still running after this is aborted and the reader gets what streamed so far. */
  renderTimeoutMs: number;
  /**
   * How long a streamed page's shell waits for its streamed parts: those ready by then are written in place, the rest
   * stream behind it (decision 109). 0 sends the shell as soon as it is ready.
   */
  renderShellGraceMs: number;
  /** Upstream time budgets: primary page data, and secondary data a page can render without. */
  upstreamTimeoutMs: { primary: number; secondary: number };
  logLevel: string;
  /** Whole-page cache for anonymous readers: how long a page stays fresh (0 turns it off), and its size. */
  pageCacheTtlMs: number;
  pageCacheBytes: number;
  /** Upstream-answer cache size. */
  upstreamCacheBytes: number;
  /** Path on the publisher API that /readyz asks. */
  readyCheckPath: string;
  /** When set, /metrics needs it as a bearer token; otherwise /metrics answers loopback only. */
  metricsToken: string | null;
  /** Overload protection (decision 011): uncached renders at once, how many may wait, and how long. */
  render: { concurrency: number; queueLength: number; waitMs: number };
  /** When set, PURGE needs it as a bearer token; otherwise PURGE answers loopback only. */
  cachePurgeToken: string | null;
  /** The ad service (§7 "an ad service is called with a unit path"); unset: slots are reserved but stay empty. */
  adServiceUrl: string | null;
  /** §7 the network id that starts every ad unit path (`/{network}/{slot name}`) */
  adNetworkId: string;
  /** §7 where the social SDK (v3.2, Hungarian locale) comes from; unset: the follow box stays a plain link */
  socialSdkOrigin: string | null;
  /** Serve the mobile app's stand-in at /_app-harness (tests and `npm run dev`; never in production). */
  appHarness: boolean;
  /** §2.6 the After sidebar's Spotify embed URL, derived from AFTER_SPOTIFY_URL by the §5 rule (null when unset or invalid) */
  afterSpotifyEmbed: string | null;
  /** §2.2 /shop goes to the external shop (main site only). */
  shopUrl: string;
  /** A JSON file of extra redirects merged over server/policy/redirect-table.json. */
  redirectsFile: string | null;
  /** The caches' clock; tests move it forward instead of waiting. */
  clock?: () => number;
  /** The draws' source of chance (server/draws.ts); Math.random unless a test fixes it. */
  random?: () => number;
  /** Marks cookies Secure; true when the public origin is https. */
  secureCookies: boolean;
  /** §4 preview mode (PREVIEW_MODE=1): every page needs an editor's sign-in. */
  previewMode: boolean;
  /** URLs per sitemap file (SITEMAP_MAX_URLS): the protocol's 50,000 unless lowered (tests prove the split with a few hundred). */
  sitemapMaxUrls: number;
  /** §6 external sign-in: the OpenID provider (OIDC_ISSUER) and our client id at it (OIDC_CLIENT_ID); null: off. */
  oidc: { issuer: string; clientId: string } | null;
  /** §4 when the video picture-in-picture opens by itself (PIP_AUTO_MODE): none, gentle or full. */
  pipAutoMode: PipAutoMode;
  /** Sign-in attempt limits (server/auth/attempt-limits.ts); tests lower them. */
  attemptLimits?: Partial<AttemptLimitTable>;
  /** A request (headers and body) must arrive within this; slower or abandoned ones get 408 (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /**
   * Which peers' X-Forwarded-* headers are believed (TRUST_PROXY, proxy-addr names, addresses or CIDR ranges); never
   * everyone's, and by default no one's: a trusted peer's X-Forwarded-For picks the client address every per-client
   * limit counts, so only the caching proxy in front of us may be named (README, "Behind Varnish"; decision 043).
   */
  trustProxy: string;
  /**
   * The attempt limits' counter store (ATTEMPT_LIMITS_DB): a SQLite file every BFF process of this host opens, so a
   * limit holds for the host (`npm start` gives its workers one); ':memory:' (the default) counts in this process alone.
   */
  attemptLimitsDb: string;
  /**
   * The shared store of a fleet of BFF hosts (REDIS_URL, `redis://` or `rediss://`; decision 087): attempt limits,
   * single-use values and sign-outs live there, so they hold across hosts. Null: each host keeps them as before.
   */
  redisUrl: string | null;
  /** How far V8 lets the heap grow past what the last full collection kept, in percent (HEAP_GROWING_PERCENT;
   * 0 = V8's own factor, up to 300 %). Applied by the process entry (server/main.ts), decision 035. */
  heapGrowingPercent: number;
  /**
   * Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT, an OTLP/HTTP collector; spans are posted to its /v1/traces); null:
   * tracing is off and no part of the tracing SDK is loaded (decision 091).
   */
  otlpEndpoint: string | null;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function pipAutoMode(value: string | undefined): PipAutoMode {
  if (!value) return PIP_AUTO_MODE_DEFAULT;
  const mode = PIP_AUTO_MODES.find((m) => m === value);
  if (!mode) throw new Error(`PIP_AUTO_MODE must be one of ${PIP_AUTO_MODES.join(', ')}, got '${value}'`);
  return mode;
}

/** An optional http(s) origin (scheme, host, port), for a service whose paths we build ourselves. */
function httpOrigin(name: string, value: string | undefined): string | null {
  const url = httpUrl(name, value);
  return url && new URL(url).origin;
}

/** The ad network's id: digits only (it becomes the first segment of every unit path). */
function adNetworkIdOf(value: string | undefined): string {
  if (value === undefined || value === '') return DEMO_AD_NETWORK_ID;
  if (!/^\d{1,20}$/.test(value)) throw new Error(`AD_NETWORK_ID must be digits, got '${value}'`);
  return value;
}

/** REDIS_URL as ioredis takes it (redis:// or rediss://); a typo stops the start rather than running alone. */
function redisUrlOf(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(value))
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got '${value}'`);
  return value;
}

/** The network id of the demo and the tests' fake ad service (stand-ins/ad-service/main.ts); production sets its own. */
export const DEMO_AD_NETWORK_ID = '1000000';

function oidcFromEnv(env: NodeJS.ProcessEnv): BffConfig['oidc'] {
  const issuer = httpUrl('OIDC_ISSUER', env.OIDC_ISSUER);
  if (!issuer || !env.OIDC_CLIENT_ID) return null;
  return { issuer: env.OIDC_ISSUER!, clientId: env.OIDC_CLIENT_ID };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<BffConfig> = {}): BffConfig {
  const port = int(env.PORT, 3000);
  const main = env.PUBLIC_ORIGIN_MAIN ?? `http://localhost:${port}`;
  const regional = env.PUBLIC_ORIGIN_REGIONAL ?? `http://ro.localhost:${port}`;
  return {
    host: env.HOST ?? '0.0.0.0',
    port,
    publisherApiUrl: env.PUBLISHER_API_URL ?? `http://127.0.0.1:${int(env.ORIGIN_PORT, 4000)}`,
    crmApiUrl: env.CRM_API_URL ?? null,
    crmServiceToken: env.CRM_SERVICE_TOKEN || null,
    payments: paymentConfigFromEnv(env),
    quizApiUrl: env.QUIZ_API_URL ?? null,
    livescoreApiUrl: env.LIVESCORE_API_URL ?? null,
    eventData: eventDataConfig(env),
    regionalHosts: list(env.REGIONAL_HOSTS, ['ro.localhost']),
    publicOrigin: { main, regional },
    clientDistDir: env.CLIENT_DIST_DIR ?? 'dist/client',
    renderTimeoutMs: int(env.RENDER_TIMEOUT_MS, 10_000),
    renderShellGraceMs: int(env.RENDER_SHELL_GRACE_MS, 10),
    upstreamTimeoutMs: {
      primary: int(env.UPSTREAM_TIMEOUT_MS, 4_000),
      secondary: int(env.SECONDARY_TIMEOUT_MS, 1_500),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    pageCacheTtlMs: env.PAGE_CACHE_TTL_MS === '0' ? 0 : int(env.PAGE_CACHE_TTL_MS, 5_000),
    pageCacheBytes: int(env.PAGE_CACHE_MB, 128) * 1024 * 1024,
    upstreamCacheBytes: int(env.UPSTREAM_CACHE_MB, 128) * 1024 * 1024,
    readyCheckPath: env.READY_CHECK_PATH ?? '/api/frontend/refresh',
    shopUrl: env.SHOP_URL ?? 'https://shop.telex.hu/',
    adServiceUrl: httpUrl('AD_SERVICE_URL', env.AD_SERVICE_URL),
    adNetworkId: adNetworkIdOf(env.AD_NETWORK_ID),
    socialSdkOrigin: httpOrigin('SOCIAL_SDK_ORIGIN', env.SOCIAL_SDK_ORIGIN),
    appHarness: env.APP_HARNESS === '1',
    afterSpotifyEmbed: spotifyEmbedUrl(env.AFTER_SPOTIFY_URL),
    redirectsFile: env.REDIRECTS_FILE || null,
    metricsToken: env.METRICS_TOKEN || null,
    render: {
      concurrency: int(env.RENDER_CONCURRENCY, 12),
      queueLength: int(env.RENDER_QUEUE_LENGTH, 1_000),
      waitMs: int(env.RENDER_QUEUE_WAIT_MS, 3_000),
    },
    cachePurgeToken: env.CACHE_PURGE_TOKEN || null,
    secureCookies: main.startsWith('https:'),
    previewMode: env.PREVIEW_MODE === '1' || env.PREVIEW_MODE === 'true',
    sitemapMaxUrls: Math.min(int(env.SITEMAP_MAX_URLS, SITEMAP_MAX_URLS), SITEMAP_MAX_URLS),
    oidc: oidcFromEnv(env),
    pipAutoMode: pipAutoMode(env.PIP_AUTO_MODE),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 10_000),
    trustProxy: env.TRUST_PROXY?.trim() ?? '',
    attemptLimitsDb: env.ATTEMPT_LIMITS_DB || ':memory:',
    redisUrl: redisUrlOf(env.REDIS_URL),
    heapGrowingPercent: env.HEAP_GROWING_PERCENT === '0' ? 0 : int(env.HEAP_GROWING_PERCENT, 100),
    otlpEndpoint: httpUrl('OTEL_EXPORTER_OTLP_ENDPOINT', env.OTEL_EXPORTER_OTLP_ENDPOINT),
    ...overrides,
  };
}
