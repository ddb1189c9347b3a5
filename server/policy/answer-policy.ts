// The answer policy (decision 039): every kind of answer the BFF gives, with its Cache-Control and Vary. Routes name a
// kind (`answerAs`), and a page document answers as the kind of its build step's rule (`pageKind`, `documentHeaders`:
// the streamed render and the page cache alike), with its purge keys as Surrogate-Key while it may be shared; nothing
// else in server/ writes a Cache-Control, Vary or Surrogate-Key header (server/policy/answer-policy-literals.test.ts).
// Above every kind: an answer that sets a cookie, answers a request that carried a session cookie, or comes from a
// personal route (`personalRoutes`: forms, sign-in steps, a reader's own state) is `private, no-store` — enforced
// here for every reply (`registerAnswerPolicy`, an onSend hook) and for the hijacked streamed page (`finalHeaders`).
// Page rules: live pages short, older articles long, stale-while-revalidate about twice max-age, stale-if-error much
// longer, so a CDN or reverse proxy keeps serving through a short upstream outage. Which rule a page gets is decided
// by its build step (shared/pages/<type>.ts); this file only knows the numbers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, FEED_MAX_AGE_S, REFRESH_TOKEN_COOKIE, SITE_HEADER } from '../../shared/constants.ts';
import type { CacheDecision, CacheRuleName } from '../../shared/pages/page-contract.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import { SUPPORTER_SESSION_COOKIE } from '../support/supporter-session.ts';
import type { RefusalPolicy } from '../../kit/refusal-policy.ts';
import { errorBody } from '../../kit/client-error.ts';
import { trustedPeers } from './trusted-peer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** whether a peer is a caching proxy we trust (TRUST_PROXY), decorated by registerAnswerPolicy */
    trustedPeer: (address: string | undefined) => boolean;
  }
  interface FastifyContextConfig {
    /** a personal route's (personalRoutes): every answer it gives is private, no-store */
    personal?: boolean;
  }
}

interface Rule {
  /** seconds a browser may reuse the page */
  maxAge: number;
  /** seconds a shared cache (CDN, reverse proxy, our page cache) may */
  sMaxAge: number;
  swr: number;
  sie: number;
}

const MIN = 60;
const H = 3600;
const DAY = 24 * H;
const YEAR = 365 * DAY;

const LIST: Rule = { maxAge: 30, sMaxAge: 60, swr: 2 * MIN, sie: DAY };

export const cacheRules = {
  live: { maxAge: 5, sMaxAge: 10, swr: 20, sie: H },
  recentArticle: { maxAge: 30, sMaxAge: 60, swr: 2 * MIN, sie: DAY },
  olderArticle: { maxAge: 5 * MIN, sMaxAge: H, swr: 2 * H, sie: 7 * DAY },
  front: { maxAge: 15, sMaxAge: 15, swr: 30, sie: DAY },
  list: LIST,
  // A reader's own list (saved articles, followed topics: decision 089) is personal but not private: the lists live in
  // the reader's browser (localStorage) and are drawn there after the page loads; the document and its page data are
  // the same for everyone and carry nothing of the reader (no cookie is read, none is set). So a shared cache keeps
  // them as it keeps a list page, with a list's lifetimes, and no reader can see another's list through it.
  readerShell: LIST,
  notFound: { maxAge: 30, sMaxAge: 60, swr: 2 * MIN, sie: H },
  redirect: { maxAge: H, sMaxAge: H, swr: 2 * H, sie: DAY },
  private: null,
} satisfies Record<CacheRuleName, Rule | null>;

export const PRIVATE = 'private, no-store';

/** Seconds a reader refused for now (the render queue is full, an upstream cannot answer) is asked to wait: Retry-After. */
export const RETRY_AFTER_S = 5;

/** The header asking the client to come back in `seconds` (a refusal for now: 503, or 429 with the limit's own wait). */
export function retryAfterHeader(seconds: number = RETRY_AFTER_S): Record<string, string> {
  return { 'retry-after': String(seconds) };
}

/** Sets Retry-After on a reply (retryAfterHeader). */
export function retryAfter(reply: FastifyReply, seconds?: number): FastifyReply {
  return reply.headers(retryAfterHeader(seconds));
}
const NO_STORE = 'no-store';

/** The header names, written once (the literal scan allows them only in the policy modules). */
export const CACHE_CONTROL_HEADER = 'cache-control';
export const VARY_HEADER = 'vary';
export const SURROGATE_KEY_HEADER = 'surrogate-key';

function header(rule: Rule): string {
  return `public, max-age=${rule.maxAge}, s-maxage=${rule.sMaxAge}, stale-while-revalidate=${rule.swr}, stale-if-error=${rule.sie}`;
}

/** One entry of the table. `cacheControl` takes the answer's own max-age where the kind has one (API answers). */
export interface AnswerEntry {
  cacheControl: string | ((maxAgeS: number) => string);
  /** request headers the answer depends on (Accept-Encoding, the site header) */
  vary: readonly string[];
}

const publicFor = (maxAgeS: number) => `public, max-age=${maxAgeS}`;
const entry = (cacheControl: AnswerEntry['cacheControl'], vary: readonly string[] = []): AnswerEntry => ({
  cacheControl,
  vary,
});
const ENCODED = ['Accept-Encoding'] as const;
/** Proxied and cached API answers speak for the site the caller names in its site header. */
const PER_SITE = ['Accept-Encoding', SITE_HEADER] as const;

export const answerPolicy = {
  // Page documents, by the rule their build step chose (pageKind; the streamed render and the page cache alike): a
  // shared cache may keep them, filed under their purge keys (documentHeaders).
  'page.live': entry(header(cacheRules.live), ENCODED),
  'page.recentArticle': entry(header(cacheRules.recentArticle), ENCODED),
  'page.olderArticle': entry(header(cacheRules.olderArticle), ENCODED),
  'page.front': entry(header(cacheRules.front), ENCODED),
  'page.list': entry(header(cacheRules.list), ENCODED),
  'page.readerShell': entry(header(cacheRules.readerShell), ENCODED),
  'page.notFound': entry(header(cacheRules.notFound), ENCODED),
  /** a page's move (301): the redirect table's, a build step's */
  'page.redirect': entry(header(cacheRules.redirect)),
  /** a page document only its reader may see: a session's, preview mode's, a page its build step calls 'private', and
   * every streamed render (its nonce is this reader's) */
  'page.private': entry(PRIVATE, ENCODED),
  /** a page document that failed with no rule of its own (a 5xx): nobody keeps it */
  'page.failed': entry(NO_STORE, ENCODED),
  /** any other answer of a page that only its reader may see: its move, the trip to sign in, its data (shareableOr) */
  readersOwn: entry(PRIVATE),
  /** a page-data answer a browser may keep briefly (client-side navigation) */
  pageData: entry('public, max-age=10', ENCODED),
  /** a path of the redirect table that may change (302): a minute */
  temporaryRedirect: entry('public, max-age=60'),
  /** streamed secondary parts of a page */
  secondary: entry('public, max-age=30', ENCODED),
  /** an API answer the BFF computes or serves from its upstream cache, anonymous, kept as long as that cache keeps it */
  api: entry(publicFor, PER_SITE),
  /** §4 the live refresh every open tab polls every 15 s: one upstream call per 10 s, however many tabs */
  frontendRefresh: entry(publicFor(10), PER_SITE),
  /** the app's start-up data (menus, sites), which changes with a deploy of the publisher's settings */
  frontendInit: entry(publicFor(MIN), PER_SITE),
  /** an open article's version, polled to notice an edit */
  articleVersion: entry(publicFor(5), PER_SITE),
  /** the push service's public key (VAPID), which changes only with a new key pair */
  pushPublicKey: entry(publicFor(H), PER_SITE),
  /** an answer chosen by the request's User-Agent (the app download link): no shared cache may keep it, and the pages
   * that link to it stay shareable without a Vary on the User-Agent */
  perDevice: entry(PRIVATE),
  /** preview mode's refusals (a closed site, §4): nobody's to keep, whoever asks */
  previewRefusal: entry(PRIVATE),
  /** a call proxied to the publisher API, anonymous: our rule, never the upstream's header */
  apiProxied: entry('public, max-age=5, stale-while-revalidate=10', PER_SITE),
  /** a proxied call that answers for one reader or device (api-proxy.ts's personal calls: a push device's topics) */
  apiPersonal: entry(PRIVATE),
  /** a proxied call's answer that is not a read's success (a write's answer, a redirect): nobody's to keep */
  apiUnstored: entry(PRIVATE),
  /** livescore answers while something is live, and once it is over */
  scoresLive: entry('public, max-age=5, s-maxage=5, stale-while-revalidate=10', ENCODED),
  scoresSettled: entry('public, max-age=60, s-maxage=300, stale-while-revalidate=600', ENCODED),
  /** a 404 of a fixed resource (feed, build file) a cache may remember for a minute */
  notFound: entry('public, max-age=60'),
  /** 4xx with a reason, 405, 5xx, 503: never stored */
  refusal: entry(NO_STORE),
  unavailable: entry(NO_STORE),
  /** content-hashed assets, and other static files */
  immutable: entry(`public, max-age=${YEAR}, immutable`),
  asset: entry(`public, max-age=${H}`, ENCODED),
  /** revalidated on every use (the service worker) */
  revalidate: entry('no-cache'),
  feed: entry(publicFor(FEED_MAX_AGE_S), ENCODED),
  sitemap: entry(publicFor(FEED_MAX_AGE_S), ENCODED),
  /** health, readiness, metrics, build id, purge answers */
  ops: entry(NO_STORE),
} as const satisfies Record<string, AnswerEntry>;

export type AnswerKind = keyof typeof answerPolicy;
/** A page document's kinds: its build step's rule's, or a failure's. */
export type PageKind = `page.${CacheRuleName}` | 'page.failed';

/**
 * A page's answer other than its document (its move, its data) as `kind` when the page pipeline found it shareable
 * (server/ssr/page-pipeline.ts isSharedAnswer), the reader's own otherwise.
 */
export function shareableOr<K extends AnswerKind>(shared: boolean, kind: K): K | 'readersOwn' {
  return shared ? kind : 'readersOwn';
}

/** The kind of a page document by its build step's cache rule. */
export function pageKind(rule: CacheRuleName): PageKind {
  return `page.${rule}`;
}

/** The Cache-Control of a kind (with the answer's own max-age where the kind takes one). */
export function cacheControlOf(kind: AnswerKind, maxAgeS = 0): string {
  const value = answerPolicy[kind].cacheControl;
  return typeof value === 'string' ? value : value(maxAgeS);
}

/** Answers as `kind`: Cache-Control and Vary from the table. The overriding rule is applied on the way out. */
export function answerAs(reply: FastifyReply, kind: AnswerKind, maxAgeS = 0): FastifyReply {
  reply.header(CACHE_CONTROL_HEADER, cacheControlOf(kind, maxAgeS));
  const vary = answerPolicy[kind].vary;
  if (vary.length) reply.header(VARY_HEADER, vary.join(', '));
  else reply.removeHeader(VARY_HEADER);
  return reply;
}

/**
 * A page document's own headers (the streamed render's, the page cache's copy): Cache-Control and Vary of `kind` from
 * the table, and its purge keys while a shared cache may file it (`surrogateKey` null: it may not). The overriding rule
 * is applied on the way out (finalReplyHeaders; a cached copy goes out through the onSend rule).
 */
export function documentHeaders(kind: PageKind, surrogateKey: string | null): Record<string, string> {
  const vary = answerPolicy[kind].vary;
  return {
    [CACHE_CONTROL_HEADER]: cacheControlOf(kind),
    ...(vary.length ? { [VARY_HEADER]: vary.join(', ') } : {}),
    ...(surrogateKey === null ? {} : { [SURROGATE_KEY_HEADER]: surrogateKey }),
  };
}

/**
 * A JSON refusal with its reason (errorBody): `refusal` unless it is a 503 (`unavailable`) or another kind is named (an
 * editor's preview refused). A personal route's refusal is private by the rule (personalRoutes). Extra fields (a
 * field's errors) go beside the reason.
 */
export function refuse(
  reply: FastifyReply,
  status: number,
  message: string,
  kind?: AnswerKind,
  extra: object = {},
): FastifyReply {
  return answerAs(reply.code(status), kind ?? (status === 503 ? 'unavailable' : 'refusal')).send({
    ...errorBody(status, message),
    ...extra,
  });
}

/** The Cache-Control line of a kind for an answer written on the raw socket (the parser refused the request). */
export function rawHeaderLine(kind: AnswerKind): string {
  return `Cache-Control: ${cacheControlOf(kind)}\r\n`;
}

/** An upstream's answer headers without its caching ones: a proxied answer's are ours to decide. */
export function withoutCachingHeaders<H extends Record<string, unknown>>(headers: H): H {
  const out: Record<string, unknown> = { ...headers };
  for (const name of UPSTREAM_CACHING_HEADERS) delete out[name];
  return out as H;
}

const UPSTREAM_CACHING_HEADERS = [CACHE_CONTROL_HEADER, VARY_HEADER, SURROGATE_KEY_HEADER, 'xkey', 'expires', 'pragma'];

/** Sets the surrogate keys of an answer whose kind carries them (sent on only to a trusted caching proxy). */
export function withSurrogateKeys(reply: FastifyReply, keys: string): FastifyReply {
  return reply.header(SURROGATE_KEY_HEADER, keys);
}

/** The cookies that make a request a session's: the editor's tokens and the supporter's session. */
export const SESSION_COOKIES = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, SUPPORTER_SESSION_COOKIE] as const;

export function hadSession(req: FastifyRequest): boolean {
  const cookies = req.cookies ?? {};
  return SESSION_COOKIES.some((name) => !!cookies[name]);
}

/** A caching proxy we trust asked for keys: it announces the fetches it stores (Surrogate-Capability, deploy/varnish.vcl). */
export function wantsSurrogateKeys(req: FastifyRequest): boolean {
  return (
    req.headers['surrogate-capability'] !== undefined && (req.server.trustedPeer?.(req.socket?.remoteAddress) ?? false)
  );
}

export interface FinalFacts {
  setsCookie: boolean;
  hadSession: boolean;
  surrogateKeys: boolean;
}

/** The overriding rule on a plain header record (the hijacked streamed page calls this before writeHead). */
export function finalHeaders<H extends Record<string, unknown>>(headers: H, facts: FinalFacts): H {
  const out: Record<string, unknown> = { ...headers };
  if (facts.setsCookie || facts.hadSession) {
    out[CACHE_CONTROL_HEADER] = PRIVATE;
    delete out[SURROGATE_KEY_HEADER];
  }
  if (!facts.surrogateKeys) delete out[SURROGATE_KEY_HEADER];
  return out as H;
}

/** The facts of a reply about to go out. */
export function factsOf(
  req: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, unknown> = reply.getHeaders(),
): FinalFacts {
  return {
    setsCookie: headers['set-cookie'] !== undefined,
    hadSession: hadSession(req),
    surrogateKeys: wantsSurrogateKeys(req),
  };
}

/**
 * The page's own headers for a hijacked reply (written with writeHead, which skips onSend), through the rule: the
 * reply's cookies and the request's session make it private, and surrogate keys go only to a trusted proxy that asks.
 */
export function finalReplyHeaders<H extends Record<string, string>>(
  req: FastifyRequest,
  reply: FastifyReply,
  own: H,
): H {
  return finalHeaders(own, factsOf(req, reply, { ...reply.getHeaders(), ...own }));
}

/**
 * Marks the routes registered after it in this scope as personal: a reader's form post and its end, a sign-in step, a
 * reader's own state (their quiz answers by their token, a confirm page holding a token). Every answer such a route
 * gives — its redirects, its pages, its refusals — is `private, no-store` by the rule below, so its handlers name no
 * Cache-Control of their own.
 */
export function personalRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, personal: true };
  });
}

function isPersonal(req: FastifyRequest): boolean {
  return req.routeOptions?.config?.personal === true;
}

/** Every reply goes out through the rule; one that no route decided is not stored anywhere. */
export function registerAnswerPolicy(app: FastifyInstance, trustProxy: string | boolean | undefined): void {
  app.decorate('trustedPeer', trustedPeers(trustProxy));
  app.addHook('onSend', async (req, reply, payload) => {
    const facts = factsOf(req, reply);
    const cacheControl = reply.getHeader(CACHE_CONTROL_HEADER);
    if (cacheControl === undefined) reply.header(CACHE_CONTROL_HEADER, NO_STORE);
    // The one exception to the session half of the rule: content-hashed files are the same bytes for everyone and
    // are served without reading a cookie (a signed-in reader's browser would otherwise fetch every script again).
    const sessionBlind = cacheControl === cacheControlOf('immutable');
    if (facts.setsCookie || isPersonal(req) || (facts.hadSession && !sessionBlind)) {
      reply.header(CACHE_CONTROL_HEADER, PRIVATE);
      reply.removeHeader(SURROGATE_KEY_HEADER);
    }
    if (!facts.surrogateKeys) reply.removeHeader(SURROGATE_KEY_HEADER);
    return payload;
  });
}

export interface PageCacheMeta {
  /** the document's kind in the table: its rule's */
  kind: PageKind;
  surrogateKey: string;
  /** how long a shared cache may keep it (ms) */
  sharedTtlMs: number;
  staleIfErrorMs: number;
  cacheable: boolean;
}

/**
 * How a rendered page may be kept: the rule its build step chose (`decision`), 404's own rule, the reader's own for a
 * page without a decision, and nobody's for any other error.
 */
export function pageCacheMeta(status: number, decision: CacheDecision | undefined, site: SiteConfig): PageCacheMeta {
  const keys = [`site-${site.slug}`];
  let rule: CacheRuleName | null;
  if (status === 404) {
    rule = 'notFound';
    keys.push('not-found');
  } else if (status < 400 && decision) {
    rule = decision.rule;
    keys.push(...decision.purgeKeys);
  } else rule = status < 400 ? 'private' : null;
  const numbers = rule ? cacheRules[rule] : null;
  return {
    kind: rule ? pageKind(rule) : 'page.failed',
    surrogateKey: keys.join(' '),
    sharedTtlMs: numbers ? numbers.sMaxAge * 1000 : 0,
    staleIfErrorMs: numbers ? numbers.sie * 1000 : 0,
    cacheable: numbers !== null,
  };
}

/** How the kit's guards refuse a request at the BFF (kit/refusal-policy.ts): through this policy's `refusal` kind. */
export const bffRefusals: RefusalPolicy = {
  refuse: (reply, status, message) => refuse(reply, status, message),
  cacheControl: cacheControlOf('refusal'),
};
