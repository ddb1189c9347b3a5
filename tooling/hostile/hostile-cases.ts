// The hostile-input generator: from a seed, a bounded stream of requests an attacker would send, covering every route
// family of the BFF (pages of every §2.1 route, page data, secondary data, the /api allow-list, /media, the sign-in and
// supporter forms, feeds and sitemaps, assets, operations) and the origin's API directly. Each case carries what the
// checks need to judge the answer: its reflection markers, the host names it smuggled in, and the path the server
// should act on. Same seed, same cases.
import { Rng } from '../../stand-ins/origin/seed/rng.ts';

/** Real paths of the running corpus, so page routes reach their loaders and not only the 404 page. */
export interface Corpus {
  articles: string[];
  siteArticles: string[];
  regionalArticles: string[];
  liveblogs: string[];
  sections: string[];
  tags: string[];
  authors: string[];
  episodes: string[];
  media: string[];
  articleIds: number[];
}

export interface Ports {
  bff: number;
  origin: number;
}

export type Family =
  | 'page'
  | 'page-data'
  | 'secondary'
  | 'api'
  | 'media'
  | 'auth'
  | 'support'
  | 'feed'
  | 'static'
  | 'ops'
  | 'origin'
  | 'protocol';

export interface HostileCase {
  id: number;
  family: Family;
  /** what was done to the request, for the report */
  kind: string[];
  server: 'bff' | 'origin';
  pieces: (Buffer | number)[];
  /** methods of the requests on the connection, in order (one unless pipelined) */
  methods: string[];
  awaitContinueMs?: number;
  /** the client never finishes its request: the server giving up (408 or a close) is the answer */
  abandoned?: boolean;
  /** the path and query the server should act on, for resolving a relative Location */
  path: string;
  /** strings that must never come back unescaped in HTML or XML */
  markers: string[];
  /** host names smuggled in through Host, X-Forwarded-*, Forwarded, Origin or an absolute-form target */
  hostTokens: string[];
  /** the requested page path of a page-data call, whose `redirect` answer is checked like a Location */
  pageDataPath?: string;
}

/** Every smuggled host name ends in this, so one written back from any case (a poisoned cache) is caught. */
export const ATTACKER_DOMAIN = 'attacker.test';
/** Host names put in paths ('//evil.example/…'): may appear escaped in page text, never as a link's host. */
export const PATH_HOST = 'evil.example';
export const MARKER_PREFIX = 'hX7q';

const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const PAGE_STATIC = [
  '/',
  '/archivum',
  '/g7/archivum',
  '/after/archivum',
  '/legfontosabb',
  '/kedvenceink',
  '/kozlemenyek',
  '/legfrissebb',
  '/english',
  '/after',
  '/after/legfrissebb',
  '/karakter',
  '/karakter/legfrissebb',
  '/g7',
  '/g7/adat',
  '/g7/penz',
  '/g7/kozelet',
  '/g7/podcast',
  '/g7/legfrissebb',
  '/tamogatas',
  '/tamogatas/belepes',
  '/tamogatas/profil',
  '/tamogatas/hiba',
  '/tamogatas/siker',
  '/telexakademia',
  '/te',
  '/empty',
  '/login',
  '/impresszum',
  '/arfolyam',
  '/egyszazalek',
  '/app-web-widget',
  '/melleklet/eb-2024',
  '/melleklet/valasztas-2024/adatok',
  '/melleklet/tippjatek',
  '/melleklet/tippjatek/eb/abc',
  '/dokumentum/adatvedelem',
  '/dokumentum/hirlevel',
  '/dokumentum/ellenorzo-modszertan',
  '/rovat/szepkilatas',
  '/rovat/ellenorzo',
  '/karakter/rovat/kultura',
  // §2.2 redirect sources
  '/list/newest',
  '/list/important',
  '/list/favorite',
  '/list/announcement',
  '/list/english',
  '/t',
  '/t/en',
  '/tag/budapest',
  '/shop',
  '/hozzajarulas',
  '/rovat/kultura',
  '/rovat/after',
  '/penz/20240102/egy-cikk',
  '/belfold',
  '/sport',
  '/dokumentum/impresszum',
  '/dokumentum/hirlevel-feliratkozas',
  '/szerzo/nagy-anna-budapest',
  '/cimke/eb-2024',
  // 404s
  '/nincs-ilyen-oldal',
  '/belfold/2026/13/01/x',
  '/zzz/belfold/2026/01/01/x',
  '/g7/rovat/nincs-ilyen',
];

const REDIRECT_PREFIXES = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '//evil.example%2F',
  '/\\/evil.example',
  '//evil.example@localhost',
  '/%09/evil.example',
  '/%252F%252Fevil.example',
  '//evil.example:80',
  '/%2F%5Cevil.example',
  '//%5Cevil.example',
  '/;/evil.example',
  '//evil.example?',
];

/**
 * Content-Type headers no parser should be trusted with: empty and broken parameters, bad tokens, control
 * characters and bytes beyond ASCII, lists, and well-formed types no route takes. Every method and route gets them.
 */
const MALFORMED_CONTENT_TYPES = [
  'application/json;;;',
  'application/json; charset',
  'text/plain;=',
  'application/json;',
  ';',
  'application/json; charset="',
  'application/json; a=b;;c',
  'application/json; charset=utf-8; x',
  '/json',
  'application/',
  'application',
  'application/json, text/plain',
  'application/jso\tn',
  'application/json\x01',
  'text/html; charset=\xff',
  'application/json\x7f',
  'multipart/form-data; boundary',
  'application/x-www-form-urlencoded;;',
  ' ; ',
  '*/*',
  'x/y',
  'application/x-unknown',
  'text/xml',
  'application/json; charset=utf-8;',
];

/** Control characters and dot segments, encoded or raw, in any case: each goes in at a random place in a path. */
const CONTROL_SEGMENTS = [
  '%09',
  '%0d',
  '%0a',
  '%0D%0A',
  '%00',
  '%7f',
  '%1b',
  '%2509',
  '%c2%85',
  'a%09b',
  '%09/evil.example',
  '\t',
];
const DOT_SEGMENTS = [
  '.',
  '..',
  '%2e',
  '%2e%2e',
  '.%2e',
  '%2e.',
  '%2E',
  '%2E%2E',
  '%2e%2E',
  '%252e%252e',
  '..%5c',
  '%2e.%2f..',
];

const MALFORMED = [
  '%zz',
  '%',
  '%C3',
  '%C0%AF',
  '%00',
  '%E0%A4%A',
  '%ff%fe',
  '%u0041',
  '%%32%65',
  '%0a',
  '%0d%0a',
  '%7f',
  '%e2%80%ae',
];

const PROTO_JSON = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"tag":["belfold"],"__proto__":[]}',
  '{"prototype":1}',
  '{"tag":{"__proto__":1}}',
  '{"constructor":"x"}',
  '{"__proto__":null}',
  '{"toString":"x"}',
  '{"hasOwnProperty":["x"]}',
  '{"and_tags":["a"],"constructor":{"name":"x"}}',
  '{"valueOf":1}',
  '{"__defineGetter__":1}',
];
const JUNK_JSON = [
  '{broken',
  'null',
  '[]',
  '[1,2]',
  '"str"',
  '1e999',
  '{"tag":[1,{"a":[]}]}',
  '{"tag":"' + 'a'.repeat(3000) + '"}',
  '{"parent":-1}',
  '{"parent":"abc"}',
  '{"title":"\\u0000\\ud800"}',
  '{"tag":[' + '"x",'.repeat(2000) + '"x"]}',
  '['.repeat(3000) + ']'.repeat(3000),
  '{"a":'.repeat(500) + '1' + '}'.repeat(500),
  '{"tag":["\\u003cscript\\u003e"]}',
];
const PROTO_BRACKETS = [
  'filters[__proto__]=x',
  'filters[constructor]=x',
  'filters[prototype]=x',
  'filters[tag][__proto__]=x',
  'filters[__proto__][tag]=x',
  'filters[constructor][prototype][x]=1',
  'filters[toString]=x',
  'filters[hasOwnProperty]=x',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'filters[tag][]=a&filters[tag][]=b',
  'filters[parent]=-1',
  'filters[]=x',
  'filters=x&filters=y',
];

const JUNK_VALUES = [
  '',
  '-1',
  '0',
  '1e9',
  '999999999999999999999',
  'NaN',
  'abc',
  '1;2',
  '[]',
  '%00',
  '../..',
  ' ',
  'null',
  '0x10',
  '٣',
];

const API_GETS = [
  '/api/search',
  '/api/search/articles',
  '/api/search/autocomplete',
  '/api/search/highlights',
  '/api/articles/facebook/reaction',
  '/api/index/auto-block',
  '/api/index/episodes',
  '/api/recommended/mstag/all',
  '/api/recommended/url',
  '/api/exchange',
  '/api/episodes',
  '/api/podcasts/public/all',
  '/api/minutes',
  '/api/counter',
  '/api/subscriptions',
  '/api/frontend/refresh',
  '/api/frontend/init',
];
const API_NOT_ALLOWED = [
  '/api/login',
  '/api/me',
  '/api/logout',
  '/api/token/refresh',
  '/api/docs/impresszum',
  '/api/unique-groups/27',
  '/api/articles',
  '/api/../healthz',
  '/api/%2e%2e/healthz',
  '/api/search/../me',
  '/api//search',
  '/api/search/',
  '/api/SEARCH',
  '/api/articles/1/items/../../me',
  '/api/admin/articles/1/posts',
  '/api',
];

const ORIGIN_GETS = [
  '/api/articles',
  '/api/search',
  '/api/search/highlights',
  '/api/search/articles',
  '/api/search/autocomplete',
  '/api/search/tags',
  '/api/index/boxes',
  '/api/index/auto-block',
  '/api/index/episodes',
  '/api/index/mstag/belfold',
  '/api/recommended/mstag/all',
  '/api/recommended/url',
  '/api/docs/impresszum',
  '/api/unique/konyvajanlo',
  '/api/unique-groups/27',
  '/api/impress/staff',
  '/api/exchange',
  '/api/frontend/refresh',
  '/api/frontend/init',
  '/api/episodes',
  '/api/podcasts/public/all',
  '/api/minutes',
  '/api/counter',
  '/api/subscriptions',
  '/api/me',
  '/api/logout',
  '/healthz',
  '/media/img/1.svg',
  '/media/avatar/x.svg',
];
const ORIGIN_POSTS = [
  '/api/login',
  '/api/login/otp/verify',
  '/api/login/google/check',
  '/api/token/refresh',
  '/api/newsletter/subscribe',
  '/api/subscriptions',
  '/admin/articles/1/posts',
];

const SITES = [
  'telex',
  'after',
  'g7',
  'karakter',
  'transtelex',
  '',
  'nincs',
  '__proto__',
  'constructor',
  'TELEX',
  'telex|after',
  'x'.repeat(300),
];
const METHODS_OTHER = [
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'SEARCH',
  'MKCOL',
  'LOCK',
  'PURGE',
  'QUERY',
];

/** The path mutations by number (some twice, to weigh them). */
const PATH_MUTATIONS = [
  'bypass-prefix',
  'trailing-slash',
  'elo',
  'fbclid',
  'oldal',
  'xss-query',
  'xss-path',
  'malformed-percent',
  'long',
  'case',
  'dots',
  'filters',
  'mobile-app',
  'query-junk',
  'bypass-prefix',
  'trailing-slash',
  'control-path',
  'dot-segment',
];

/** The header mutations by number (some twice, to weigh them). */
const HEADER_MUTATIONS = [
  'host',
  'x-forwarded',
  'forwarded',
  'crawler',
  'accept-encoding',
  'junk-cookies',
  'session-cookies',
  'huge-cookie',
  'origin-referer',
  'override-headers',
  'conditional',
  'ua-payload',
  'request-id',
  'x-site',
  'malformed-content-type',
  'malformed-content-type',
];

/** The protocol-level abuses by number. */
const PROTOCOL_KINDS = [
  'trickle',
  'abandon-headers',
  'abandon-body',
  'pipelined',
  'cl-te',
  'bad-chunk',
  'duplicate-length',
  'bad-version',
  'connect',
  'asterisk',
  'upgrade',
  'http10',
  'long-header',
  'many-headers',
  'bad-header',
  'empty',
];

/** A request's text as one piece, byte for byte. */
function whole(s: string): Buffer[] {
  return [Buffer.from(s, 'latin1')];
}

interface Draft {
  method: string;
  target: string;
  headers: [string, string][];
  body?: Buffer;
  /** leave Content-Length out (chunked or lying bodies set their own) */
  noLength?: boolean;
  noHost?: boolean;
  version?: string;
}

export class CaseGenerator {
  private readonly rng: Rng;
  private readonly mainHost: string;
  private readonly regionalHost: string;

  constructor(
    seed: number,
    private readonly corpus: Corpus,
    private readonly ports: Ports,
  ) {
    this.rng = new Rng(seed);
    this.mainHost = `localhost:${ports.bff}`;
    this.regionalHost = `ro.localhost:${ports.bff}`;
  }

  private pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }

  private chance(p: number): boolean {
    return this.rng.chance(p);
  }

  private marker(c: HostileCase): string {
    const m = `${MARKER_PREFIX}${c.id}x${c.markers.length}`;
    c.markers.push(m);
    return m;
  }

  /** A reflected-XSS payload around a fresh marker: tag, attribute and script breakers. */
  private payload(c: HostileCase): string {
    const m = this.marker(c);
    return this.pick([
      `<${m}>`,
      `"><${m} x="`,
      `'><${m} x='`,
      `</script><${m}>`,
      `]]><${m}>`,
      `"${m}`,
      `'${m}`,
      `javascript:${m}`,
      `<svg onload=${m}>`,
      `</title><${m}>`,
      `<!--${m}-->`,
      `\${${m}}`,
      `{{${m}}}`,
    ]);
  }

  private attackerHost(c: HostileCase): string {
    const h = `h${c.id}x${c.hostTokens.length}.${ATTACKER_DOMAIN}`;
    c.hostTokens.push(h);
    return h;
  }

  /** A path segment or query value carrying a payload, percent-encoded or (where the parser lets it through) raw. */
  private inPath(c: HostileCase): string {
    const p = this.payload(c);
    return this.chance(0.5)
      ? encodeURIComponent(p)
      : p.replace(/[^\x21-\x7e]/g, encodeURIComponent).replace(/[{}|\\^`#?]/g, encodeURIComponent);
  }

  private pagePath(): { path: string; regional: boolean } {
    const c = this.corpus;
    const r = this.rng.next();
    if (r < 0.18) return { path: this.pick(c.articles), regional: false };
    if (r < 0.24) return { path: this.pick(c.siteArticles), regional: false };
    if (r < 0.28) return { path: this.pick(c.regionalArticles), regional: true };
    if (r < 0.32) return { path: this.pick(c.liveblogs) + (this.chance(0.5) ? '/elo' : ''), regional: false };
    if (r < 0.4) return { path: `/rovat/${this.pick(c.sections)}`, regional: false };
    if (r < 0.43)
      return { path: `/${this.pick(['after', 'g7', 'karakter'])}/rovat/${this.pick(c.sections)}`, regional: false };
    if (r < 0.48) return { path: `/cimke/${this.pick(c.tags)}`, regional: false };
    if (r < 0.52) return { path: `/szerzo/${this.pick(c.authors)}`, regional: false };
    if (r < 0.55)
      return {
        path: this.pick(['/', '/rovat/erdely', '/impresszum', '/dokumentum/impresszum', '/legfrissebb', '/tamogatas']),
        regional: true,
      };
    return { path: this.pick(PAGE_STATIC), regional: false };
  }

  private withQuery(path: string, query: string): string {
    if (!query) return path;
    return path + (path.includes('?') ? '&' : '?') + query;
  }

  /** Path and query mutations: redirect bypasses, payloads, malformed encodings, long and odd forms. */
  private mutatePath(c: HostileCase, path: string): string {
    const n = this.rng.int(0, 3);
    for (let i = 0; i < n; i++) {
      const what = this.rng.int(0, 17);
      c.kind.push(PATH_MUTATIONS[what]);
      switch (what) {
        case 0:
        case 14:
          path = this.pick(REDIRECT_PREFIXES) + (path === '/' ? '' : path) + (this.chance(0.7) ? '/' : '');
          break;
        case 1:
        case 15:
          path = path.replace(/(\?|$)/, this.pick(['/', '//', '/./', '/%2F', '/\\']) + '$1');
          break;
        case 2:
          path = path.replace(/(\?|$)/, '/elo$1');
          break;
        case 3:
          path = this.withQuery(path, `fbclid=${this.pick(['IwAR0abc', this.inPath(c), '', '%zz'])}`);
          break;
        case 4:
          path = this.withQuery(path, `oldal=${this.pick([...JUNK_VALUES, '1', '2', '3', this.inPath(c)])}`);
          break;
        case 5:
          path = this.withQuery(
            path,
            `${this.pick(['term', 'q', 'utm_source', 'oldal', 'isMobileApp', 'x', this.inPath(c)])}=${this.inPath(c)}`,
          );
          break;
        case 6:
          path = path.replace(/(\?|$)/, `/${this.inPath(c)}$1`);
          break;
        case 7:
          path = path.replace(/(\?|$)/, `/${this.pick(MALFORMED)}$1`);
          break;
        case 8:
          path = this.chance(0.5)
            ? path + '/' + 'a'.repeat(this.rng.int(1000, 3000))
            : this.withQuery(path, `x=${'b'.repeat(this.rng.int(500, 4000))}`);
          break;
        case 9:
          path = path.toUpperCase();
          break;
        case 10:
          path = path.replace(/^\//, this.pick(['/./', '/../', '/%2e%2e/', '/a/../', '/.%2e/', '/%2e/']));
          break;
        case 11:
          path = this.withQuery(
            this.chance(0.5) ? '/archivum' : path,
            `term=${this.inPath(c)}&filters=${encodeURIComponent(this.pick([...PROTO_JSON, ...JUNK_JSON]))}`,
          );
          break;
        case 12:
          path = this.withQuery(path, `isMobileApp=${this.pick(['1', 'true', this.inPath(c)])}`);
          break;
        case 13:
          path = this.withQuery(
            path,
            this.pick([...PROTO_BRACKETS, 'a=1&a=2&a[]=3', 'oldal[]=2', '&&&==', 'x=%zz', `${'p='.repeat(300)}`]),
          );
          break;
        case 16:
          path = this.insertSegment(path, this.pick(CONTROL_SEGMENTS));
          break;
        case 17:
          path = this.insertSegment(path, this.pick(DOT_SEGMENTS));
          break;
      }
    }
    return path;
  }

  /** `segment` as a path segment at a random place: first, somewhere in the middle, or last (before any query). */
  private insertSegment(path: string, segment: string): string {
    const q = path.indexOf('?');
    const [pathname, query] = q === -1 ? [path, ''] : [path.slice(0, q), path.slice(q)];
    const parts = pathname.split('/');
    parts.splice(this.rng.int(1, parts.length), 0, segment);
    return parts.join('/') + query;
  }

  /** A malformed or unexpected Content-Type (with a small JSON body half the time), on whatever method the case has. */
  private malformedContentType(d: Draft): void {
    d.headers = d.headers.filter(([k]) => k.toLowerCase() !== 'content-type');
    d.headers.push(['Content-Type', this.pick(MALFORMED_CONTENT_TYPES)]);
    if (!d.body && this.chance(0.5))
      d.body = Buffer.from('{"email":"olvaso@example.hu","clientToken":"t","topic":"fontos","listCodes":["napi"]}');
  }

  /** Header mutations: Host and forwarding headers, crawlers, encodings, cookies, odd values. */
  private mutateHeaders(c: HostileCase, d: Draft, regional: boolean): void {
    if (regional) d.headers.push(['Host', this.regionalHost]);
    const n = this.rng.int(0, 3);
    for (let i = 0; i < n; i++) {
      const what = this.rng.int(0, 15);
      c.kind.push(HEADER_MUTATIONS[what]);
      if (what <= 2) this.smuggleHost(c, d, what);
      else if (what >= 5 && what <= 7) this.oddCookie(c, d, what);
      else this.oddHeader(c, d, what);
    }
    if (!d.headers.some(([k]) => k.toLowerCase() === 'user-agent') && this.chance(0.7))
      d.headers.push(['User-Agent', BROWSER_UA]);
  }

  /** Mutations 0–2: a foreign host in Host, X-Forwarded-* or Forwarded (and its kin). */
  private smuggleHost(c: HostileCase, d: Draft, what: number): void {
    switch (what) {
      case 0:
        d.headers = d.headers.filter(([k]) => k.toLowerCase() !== 'host');
        d.headers.push([
          'Host',
          this.pick([
            this.attackerHost(c),
            `${this.attackerHost(c)}:${this.ports.bff}`,
            this.regionalHost,
            'ro.localhost',
            `localhost:${this.ports.bff}@${this.attackerHost(c)}`,
            `[::1]:${this.ports.bff}`,
            '127.0.0.1',
            `${this.attackerHost(c)}/x`,
          ]),
        ]);
        break;
      case 1:
        d.headers.push([
          'X-Forwarded-Host',
          this.pick([
            this.attackerHost(c),
            'ro.localhost',
            `${this.attackerHost(c)}, ro.localhost`,
            `ro.localhost, ${this.attackerHost(c)}`,
          ]),
        ]);
        if (this.chance(0.5))
          d.headers.push([
            'X-Forwarded-Proto',
            this.pick(['https', 'javascript', 'gopher', 'http, https', '', 'x'.repeat(200)]),
          ]);
        if (this.chance(0.3))
          d.headers.push(['X-Forwarded-For', this.pick(['127.0.0.1', '1.2.3.4, 127.0.0.1', 'junk', '::1'])]);
        if (this.chance(0.3)) d.headers.push(['X-Forwarded-Port', this.pick(['443', '99999', 'abc'])]);
        break;
      case 2:
        d.headers.push(['Forwarded', `for=1.2.3.4;host=${this.attackerHost(c)};proto=https`]);
        if (this.chance(0.5))
          d.headers.push([
            this.pick(['X-Host', 'X-Forwarded-Server', 'X-Original-Host', 'X-HTTP-Host-Override']),
            this.attackerHost(c),
          ]);
        break;
    }
  }

  /** Mutations 5–7: junk cookies, forged session cookies, a huge cookie. */
  private oddCookie(c: HostileCase, d: Draft, what: number): void {
    switch (what) {
      case 5:
        d.headers.push([
          'Cookie',
          this.pick([
            '=;;;=',
            'a',
            '%',
            'x=%zz',
            'a=b; a=c; a=d',
            `c=${this.inPath(c)}`,
            '\u00e9=1'.replace(/[^\x20-\x7e]/g, ''),
            ';'.repeat(500),
          ]),
        ]);
        break;
      case 6:
        d.headers.push([
          'Cookie',
          `access_token=${this.pick(['junk', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJleHAiOjF9.', this.inPath(c)])}; refresh_token=${this.pick(['junk', '', 'x'.repeat(500)])}${this.chance(0.3) ? `; login_redirect=${encodeURIComponent(this.pick(REDIRECT_PREFIXES))}` : ''}`,
        ]);
        break;
      case 7:
        d.headers.push(['Cookie', `big=${'c'.repeat(this.rng.int(4000, 20000))}`]);
        break;
    }
  }

  /** The other header mutations: crawler, encodings, Origin and Referer, overrides, conditionals, odd values. */
  private oddHeader(c: HostileCase, d: Draft, what: number): void {
    switch (what) {
      case 3:
        d.headers.push(['User-Agent', CRAWLER_UA]);
        break;
      case 4:
        d.headers.push([
          'Accept-Encoding',
          this.pick(['gzip', 'br', 'deflate', 'gzip, br', 'identity;q=0', '*', 'junk', 'br;q=x', 'gzip;q=0, br;q=0']),
        ]);
        break;
      case 8:
        d.headers.push(['Origin', this.pick([`http://${this.attackerHost(c)}`, 'null', `http://${this.mainHost}`])]);
        d.headers.push(['Referer', `http://${this.attackerHost(c)}/${encodeURIComponent(this.payload(c))}`]);
        break;
      case 9:
        d.headers.push([
          this.pick(['X-Original-URL', 'X-Rewrite-URL', 'X-HTTP-Method-Override', 'X-Method-Override']),
          this.pick(['/admin', 'DELETE', `//${PATH_HOST}/`]),
        ]);
        break;
      case 10:
        d.headers.push([
          this.pick(['If-None-Match', 'If-Modified-Since', 'Range', 'If-Range']),
          this.pick(['junk', '"x"', 'bytes=0-0', 'bytes=-1,0-', 'bytes=9999999-', '*']),
        ]);
        break;
      case 11:
        d.headers.push(['User-Agent', this.payload(c).replace(/[^\x20-\x7e]/g, '')]);
        break;
      case 12:
        d.headers.push(['X-Request-Id', this.pick([this.payload(c), 'x'.repeat(2000), ''])]);
        break;
      case 13:
        d.headers.push(['X-Site', this.pick(SITES)]);
        break;
      case 14:
      case 15:
        this.malformedContentType(d);
        break;
    }
  }

  /** An absolute-form target (`GET http://host/path HTTP/1.1`), which HTTP/1.1 servers must accept. */
  private absoluteForm(c: HostileCase, path: string): string {
    c.kind.push('absolute-form');
    const authority = this.pick([
      this.attackerHost(c),
      `${this.attackerHost(c)}:8080`,
      this.mainHost,
      this.regionalHost,
      `user:pw@${this.attackerHost(c)}`,
      `${this.mainHost}@${this.attackerHost(c)}`,
      `${this.attackerHost(c)}:99999`,
    ]);
    const scheme = this.pick(['http', 'https', 'HTTP', 'hTTps', 'ftp', 'javascript']);
    const rest = this.pick([path, path, '', path.startsWith('/?') ? path.slice(1) : path]);
    return `${scheme}://${authority}${rest}`;
  }

  private draft(method: string, target: string, headers: [string, string][] = []): Draft {
    return { method, target, headers };
  }

  private jsonBody(c: HostileCase): string {
    const r = this.rng.int(0, 6);
    if (r === 0) return this.pick(PROTO_JSON);
    if (r === 1) return this.pick(JUNK_JSON);
    if (r === 2)
      return `{"email":"${this.payload(c).replace(/"/g, '\\"')}@example.hu","firstName":"x","lastName":"y","listCodes":["napi"]}`;
    if (r === 3) return `{"email":"olvaso@example.hu","__proto__":{"admin":true},"listCodes":["napi"]}`;
    if (r === 4)
      return `{"clientToken":"${'t'.repeat(this.rng.int(1, 400))}","topic":"${this.pick(['fontos', this.marker(c), '__proto__'])}"}`;
    if (r === 5)
      return `{"email":"a@b.hu","listCodes":${this.pick(['"x"', '[1,2]', '{}', 'null', '[' + '"a",'.repeat(1000) + '"a"]'])}}`;
    return '{"email":"olvaso@example.hu","firstName":"Olvasó","lastName":"Teszt","listCodes":["napi"]}';
  }

  /** A body in one of the many shapes clients get wrong: sizes, types, lying lengths, chunked, Expect. */
  private bodyFor(c: HostileCase, d: Draft, kind: 'json' | 'form'): void {
    const r = this.rng.next();
    let text = kind === 'json' ? this.jsonBody(c) : this.formBody(c);
    let type = kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    if (r < 0.08) {
      c.kind.push('huge-body');
      text =
        kind === 'json'
          ? `{"email":"${'a'.repeat(this.rng.int(1_100_000, 2_200_000))}"}`
          : `email=${'a'.repeat(this.rng.int(20_000, 1_200_000))}`;
    } else if (r < 0.14) {
      c.kind.push('content-type');
      type = this.pick([
        'application/json; charset=utf-8',
        'application/json; charset=utf-7',
        'text/plain',
        'application/octet-stream',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'application/json, text/plain',
        '',
        'application/xml',
        'application/JSON',
        ...MALFORMED_CONTENT_TYPES,
      ]);
    }
    if (type) d.headers.push(['Content-Type', type]);
    const body = Buffer.from(text);
    const s = this.rng.next();
    if (s < 0.08) {
      c.kind.push('chunked');
      d.noLength = true;
      d.headers.push(['Transfer-Encoding', 'chunked']);
      const parts: Buffer[] = [];
      for (let at = 0; at < body.length; at += 65_536) {
        const chunk = body.subarray(at, at + 65_536);
        parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
      }
      parts.push(Buffer.from('0\r\n\r\n'));
      d.body = Buffer.concat(parts);
    } else if (s < 0.16) {
      c.kind.push('expect');
      d.headers.push(['Expect', this.pick(['100-continue', '100-Continue', '200-ok', 'junk', '100-continue, foo'])]);
      d.body = body;
    } else if (s < 0.19) {
      c.kind.push('short-body');
      c.abandoned = true;
      d.noLength = true;
      d.headers.push(['Content-Length', String(body.length + this.rng.int(1, 5000))]);
      d.body = body;
    } else {
      d.body = body;
    }
  }

  private formBody(c: HostileCase): string {
    const r = this.rng.int(0, 6);
    if (r === 0) return `email=${encodeURIComponent(this.payload(c))}&password=${encodeURIComponent(this.payload(c))}`;
    if (r === 1) return '__proto__[admin]=1&constructor[prototype][x]=1&email=a%40b.hu';
    if (r === 2) return `email=${'a'.repeat(this.rng.int(300, 6000))}%40b.hu&code=${'1'.repeat(this.rng.int(1, 40))}`;
    if (r === 3) return this.pick(['', '&&&', '=', 'email', 'email=%zz', 'email=a@b.hu&email=c@d.hu', 'code=123 456']);
    if (r === 4) return `email=olvaso%40example.hu&password=rossz-jelszo`;
    if (r === 5) return `code=${this.pick(['123456', '000000', 'abcdef', '1'.repeat(17)])}`;
    return `email=olvaso%40example.hu`;
  }

  private pageCase(c: HostileCase): Draft {
    const { path: base, regional } = this.pagePath();
    let path = this.mutatePath(c, base);
    if (this.chance(0.03)) {
      c.kind.push('fragment');
      path = `${path}#${this.inPath(c)}`;
    }
    const r = this.rng.next();
    const method = r < 0.1 ? 'HEAD' : r < 0.2 ? this.pick(METHODS_OTHER) : 'GET';
    if (method !== 'GET') c.kind.push(`method-${method}`);
    const target = this.chance(0.1) ? this.absoluteForm(c, path) : path;
    c.path = path.split('#')[0];
    const d = this.draft(method, target);
    this.mutateHeaders(c, d, regional);
    if (method !== 'GET' && method !== 'HEAD' && this.chance(0.5))
      this.bodyFor(c, d, this.chance(0.5) ? 'json' : 'form');
    return d;
  }

  private pageDataCase(c: HostileCase): Draft {
    const { path: base, regional } = this.pagePath();
    const path = this.mutatePath(c, base);
    const r = this.rng.next();
    let query: string;
    if (r < 0.7) {
      c.pageDataPath = path;
      query = `path=${encodeURIComponent(path)}`;
    } else {
      c.kind.push('path-junk');
      query = this.pick([
        '',
        'path=',
        'path=x',
        `path=${encodeURIComponent('//evil.example/x')}`,
        `path=${encodeURIComponent('/\\evil.example')}`,
        'path=/a&path=/b',
        'path[]=/',
        `path=${encodeURIComponent('/' + 'a'.repeat(3000))}`,
        'path=%zz',
        `path=${encodeURIComponent('http://evil.example/')}`,
        `path=${encodeURIComponent(this.payload(c))}`,
        `path=%2F${encodeURIComponent(this.payload(c))}`,
      ]);
    }
    c.path = `/page-data?${query}`;
    const d = this.draft(
      this.chance(0.1) ? this.pick(['HEAD', 'POST', 'DELETE']) : 'GET',
      this.chance(0.05) ? this.absoluteForm(c, c.path) : c.path,
    );
    this.mutateHeaders(c, d, regional);
    return d;
  }

  private secondaryCase(c: HostileCase): Draft {
    const name = this.pick([
      'sidebar',
      'recommender',
      'ticker',
      'nincs',
      '__proto__',
      'constructor',
      this.inPath(c),
      '..%2F..%2Fapi',
      '',
    ]);
    c.path = `/page-data/secondary/${name}?site=${encodeURIComponent(this.pick(SITES))}${this.chance(0.2) ? '&site=after' : ''}`;
    const d = this.draft(this.chance(0.1) ? 'HEAD' : 'GET', c.path);
    this.mutateHeaders(c, d, false);
    return d;
  }

  private apiQuery(c: HostileCase, path: string): string {
    const parts: string[] = [];
    const n = this.rng.int(0, 4);
    for (let i = 0; i < n; i++) {
      const r = this.rng.int(0, 9);
      if (r === 0) parts.push(`filters=${encodeURIComponent(this.pick(PROTO_JSON))}`);
      else if (r === 1) parts.push(`filters=${encodeURIComponent(this.pick(JUNK_JSON))}`);
      else if (r === 2) parts.push(this.pick(PROTO_BRACKETS));
      else if (r === 3) parts.push(`term=${this.inPath(c)}`);
      else if (r === 4)
        parts.push(
          `${this.pick(['oldal', 'page', 'perPage', 'limit', 'v', 'size', 'day', 'from', 'currency', 'range', 'clientToken', 'url', 'sites', 'for'])}=${encodeURIComponent(this.pick(JUNK_VALUES))}`,
        );
      else if (r === 5)
        parts.push(
          `term=${this.pick(['a', '*', '"', 'NEAR', 'a OR b', '-', '^', 'árvíz', 'x'.repeat(2000), '%22%2A'])}`,
        );
      else if (r === 6)
        parts.push(
          `filters=${encodeURIComponent('{"tag":["belfold"],"and_tags":["sport"],"authors":["x"],"title":"a"}')}`,
        );
      else if (r === 7)
        parts.push(
          `for=${this.pick(['after-new', 'after-card,after-podcast', 'nincs', '__proto__', 'constructor', ''])}`,
        );
      else if (r === 8)
        parts.push(
          `url=${encodeURIComponent(this.pick([this.corpus.articles[0], `//${PATH_HOST}/`, 'javascript:alert(1)']))}&v=${this.rng.int(-1, 25)}`,
        );
      else
        parts.push(
          `currency=${this.pick(['EUR', 'USD', 'HUF', 'RON', 'x'])}&range=${this.pick(['1w', '1m', '1y', '2y', ''])}`,
        );
    }
    if (path === '/api/search/articles' || path === '/api/search/autocomplete')
      if (this.chance(0.7)) parts.push(`term=${this.pick(['a', 'bel', 'sport', 'x'])}`);
    return parts.length ? `${path}?${parts.join('&')}` : path;
  }

  private apiCase(c: HostileCase): Draft {
    const r = this.rng.next();
    let d: Draft;
    if (r < 0.55) {
      const path = this.pick([
        ...API_GETS,
        `/api/articles/${this.pick(this.corpus.articleIds)}/items`,
        `/api/episodes/${this.pick(this.corpus.episodes)}`,
        `/api/articles/${this.pick(['x', 'a-b', '__proto__', '..', this.inPath(c)])}/version`,
        `/api/episodes/${this.pick(['nincs', this.inPath(c)])}`,
      ]);
      c.path = this.apiQuery(c, path);
      d = this.draft(this.chance(0.1) ? 'HEAD' : 'GET', c.path);
    } else if (r < 0.65) {
      c.kind.push('not-allowed');
      c.path = this.pick(API_NOT_ALLOWED);
      d = this.draft(this.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']), c.path);
    } else {
      c.kind.push('body');
      c.path = this.pick([
        '/api/newsletter/subscribe',
        '/api/subscriptions',
        '/api/subscriptions?clientToken=x&topic=fontos',
      ]);
      d = this.draft(this.pick(['POST', 'POST', 'POST', 'DELETE', 'PUT']), c.path);
      this.bodyFor(c, d, 'json');
    }
    if (this.chance(0.05)) d.target = this.absoluteForm(c, c.path);
    this.mutateHeaders(c, d, this.chance(0.1));
    return d;
  }

  private mediaCase(c: HostileCase): Draft {
    c.path = this.pick([
      this.pick(this.corpus.media),
      `/media/img/${this.rng.int(1, 400)}.svg?w=${this.pick(['500', 'x', '-1', '99999'])}`,
      '/media/img/..%2F..%2Fetc%2Fpasswd',
      '/media/avatar/..%2f..%2fpackage.json',
      '/media/audio/x.mp3',
      '/media/',
      '/media',
      `/media/img/${this.inPath(c)}.svg`,
      `/media/img/${'a'.repeat(600)}.svg`,
      '/media//img/1.svg',
      '/media/img/1.svg%00.png',
    ]);
    const d = this.draft(this.pick(['GET', 'GET', 'HEAD', 'POST', 'OPTIONS']), c.path);
    if (this.chance(0.3))
      d.headers.push(['Range', this.pick(['bytes=0-10', 'bytes=-5', 'bytes=100-50', 'bytes=0-0,1-1,2-2', 'junk'])]);
    this.mutateHeaders(c, d, false);
    return d;
  }

  private authCase(c: HostileCase): Draft {
    const r = this.rng.next();
    let d: Draft;
    if (r < 0.7) {
      c.path = this.pick(['/auth/login', '/auth/otp']);
      d = this.draft(this.pick(['POST', 'POST', 'POST', 'GET', 'PUT']), c.path);
      if (d.method !== 'GET') this.bodyFor(c, d, this.chance(0.8) ? 'form' : 'json');
      if (c.path === '/auth/otp' && this.chance(0.6))
        d.headers.push([
          'Cookie',
          `login_otp=${this.pick(['junk', 'a.b.c', 'x'.repeat(300)])}; login_redirect=${encodeURIComponent(this.pick([...REDIRECT_PREFIXES, '/belfold', this.payload(c)]))}`,
        ]);
    } else {
      c.path = this.pick([
        '/auth/logout',
        '/login',
        '/login?lepes=kod',
        `/login?hiba=${this.inPath(c)}`,
        `/login?lepes=${this.inPath(c)}`,
      ]);
      d = this.draft('GET', c.path);
    }
    this.mutateHeaders(c, d, false);
    return d;
  }

  private supportCase(c: HostileCase): Draft {
    c.path = this.pick(['/tamogatas/belepes', `/tamogatas/belepes?eredmeny=${this.inPath(c)}`, '/tamogatas/siker']);
    const d = this.draft(this.pick(['POST', 'POST', 'GET', 'PUT']), c.path);
    if (d.method !== 'GET') this.bodyFor(c, d, this.chance(0.85) ? 'form' : 'json');
    this.mutateHeaders(c, d, this.chance(0.2));
    return d;
  }

  private feedCase(c: HostileCase): Draft {
    c.path = this.pick([
      '/rss',
      '/rss/rovat/after',
      '/rss/rovat/g7',
      '/rss/rovat/english',
      `/rss/rovat/${this.pick(this.corpus.sections)}`,
      `/rss/rovat/${this.inPath(c)}`,
      '/rss/rovat/',
      '/sitemap.xml',
      '/sitemap-1.xml',
      '/sitemap-2.xml',
      '/sitemap-999.xml',
      '/sitemap-x.xml',
      '/sitemap-news.xml',
      '/robots.txt',
      `/rss?x=${this.inPath(c)}`,
      '/rss/',
    ]);
    let target = c.path;
    if (this.chance(0.1)) {
      c.kind.push('fragment');
      target = `${target}#${this.inPath(c)}`;
    }
    const d = this.draft(this.chance(0.15) ? 'HEAD' : 'GET', this.chance(0.15) ? this.absoluteForm(c, target) : target);
    this.mutateHeaders(c, d, this.chance(0.2));
    return d;
  }

  private staticCase(c: HostileCase): Draft {
    c.path = this.pick([
      '/assets/nincs.js',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/',
      '/assets',
      '/favicon.ico',
      '/assets/theme.js',
      `/assets/${this.inPath(c)}.js`,
      '/builds/latest.json',
      '/builds/meta/x.json',
      `/builds/meta/${this.inPath(c)}.json`,
      '/builds/meta/..%2f..%2fpackage.json',
      '/assets/entry-client.js%00.map',
    ]);
    const d = this.draft(this.pick(['GET', 'GET', 'HEAD', 'POST']), c.path);
    this.mutateHeaders(c, d, false);
    return d;
  }

  private opsCase(c: HostileCase): Draft {
    c.path = this.pick(['/healthz', '/readyz', '/metrics', '/healthz?x=1', '/metrics/']);
    const d = this.draft(this.pick(['GET', 'GET', 'HEAD', 'POST']), c.path);
    if (this.chance(0.5)) d.headers.push(['X-Forwarded-For', '127.0.0.1']);
    if (this.chance(0.3))
      d.headers.push(['Authorization', this.pick(['Bearer x', 'Basic YTpi', 'Bearer ' + 'x'.repeat(3000)])]);
    this.mutateHeaders(c, d, false);
    return d;
  }

  private originCase(c: HostileCase): Draft {
    c.server = 'origin';
    let d: Draft;
    if (this.chance(0.7)) {
      const path = this.pick([
        ...ORIGIN_GETS,
        `/api/articles/${this.pick(['x', '__proto__', this.inPath(c)])}`,
        `/api/article/${this.pick(['1', '-1', 'abc', '99999999999999'])}`,
        `/api/articles/${this.pick(this.corpus.articleIds)}/items`,
        `/api/unique-groups/${this.pick(['27', '__proto__', '1e3'])}`,
      ]);
      c.path = this.apiQuery(c, path);
      if (this.chance(0.1)) {
        c.kind.push(this.chance(0.5) ? 'control-path' : 'dot-segment');
        c.path = this.insertSegment(
          c.path,
          this.pick(c.kind.at(-1) === 'control-path' ? CONTROL_SEGMENTS : DOT_SEGMENTS),
        );
      }
      d = this.draft(this.chance(0.1) ? this.pick(['HEAD', 'PUT', 'PATCH', 'OPTIONS']) : 'GET', c.path);
    } else {
      c.path = this.pick(ORIGIN_POSTS);
      d = this.draft(this.pick(['POST', 'POST', 'DELETE']), c.path);
      this.bodyFor(c, d, this.chance(0.9) ? 'json' : 'form');
    }
    d.headers.push(['Host', `127.0.0.1:${this.ports.origin}`]);
    if (this.chance(0.85))
      d.headers.push([
        'X-Site',
        this.chance(0.8) ? this.pick(['telex', 'after', 'g7', 'karakter', 'transtelex']) : this.pick(SITES),
      ]);
    if (this.chance(0.1))
      d.headers.push(['Authorization', this.pick(['Bearer junk', 'Bearer a.b.c', 'Basic x', 'Bearer '])]);
    if (this.chance(0.05)) d.target = this.absoluteForm(c, c.path);
    if (this.chance(0.1)) {
      c.kind.push('malformed-content-type');
      this.malformedContentType(d);
    }
    return d;
  }

  /** Protocol-level abuse: slow and abandoned requests, pipelining, smuggling shapes, broken request lines. */
  private protocolCase(c: HostileCase): HostileCase {
    const host = `Host: ${this.mainHost}\r\n`;
    const page = this.pick([...this.corpus.articles.slice(0, 5), '/', '/rovat/belfold', '/legfrissebb']);
    c.path = page;
    const r = this.rng.int(0, 15);
    c.kind.push(PROTOCOL_KINDS[r]);
    if (r <= 3) this.slowOrPipelined(c, r, page, host);
    else if (r <= 11) this.oddFraming(c, r, page, host);
    else this.oddHeaderLines(c, r, page, host);
    if (c.abandoned) c.kind.push('abandoned');
    return c;
  }

  /** Abuses 0–3: a trickled request, one abandoned in its headers or its body, pipelined requests. */
  private slowOrPipelined(c: HostileCase, r: number, page: string, host: string): void {
    switch (r) {
      case 0: {
        const text = `GET ${page} HTTP/1.1\r\n${host}User-Agent: slow\r\nConnection: close\r\n\r\n`;
        const pieces: (Buffer | number)[] = [];
        // Slow, but well within the request timeout the suite starts the servers with (a second).
        const n = this.rng.int(3, 6);
        const step = Math.ceil(text.length / n);
        for (let at = 0; at < text.length; at += step)
          pieces.push(Buffer.from(text.slice(at, at + step)), this.rng.int(10, 100));
        c.pieces = pieces.slice(0, -1);
        break;
      }
      case 1:
        c.abandoned = true;
        c.pieces = whole(`GET ${page} HTTP/1.1\r\n${host}X-Slow: `);
        break;
      case 2:
        c.abandoned = true;
        c.path = '/api/newsletter/subscribe';
        c.pieces = whole(
          `POST /api/newsletter/subscribe HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":`,
        );
        break;
      case 3: {
        const n = this.rng.int(2, 4);
        const reqs: string[] = [];
        for (let i = 0; i < n; i++)
          reqs.push(
            `GET ${this.pick([page, '/healthz', '/api/frontend/refresh', '//evil.example/', '/x/'])} HTTP/1.1\r\n${host}${i === n - 1 ? 'Connection: close\r\n' : ''}\r\n`,
          );
        c.pieces = whole(reqs.join(''));
        c.methods = reqs.map(() => 'GET');
        break;
      }
    }
  }

  /** Abuses 4–11: smuggling shapes, bad versions, CONNECT, an asterisk target, an upgrade, HTTP/1.0. */
  private oddFraming(c: HostileCase, r: number, page: string, host: string): void {
    switch (r) {
      case 4:
        c.pieces = whole(
          `POST /api/newsletter/subscribe HTTP/1.1\r\n${host}Content-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\nGET /admin HTTP/1.1\r\n\r\n`,
        );
        break;
      case 5:
        c.pieces = whole(
          `POST /api/subscriptions HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
        );
        break;
      case 6:
        c.pieces = whole(
          `POST /auth/login HTTP/1.1\r\n${host}Content-Length: 3\r\nContent-Length: 30\r\nConnection: close\r\n\r\nabc`,
        );
        break;
      case 7:
        c.pieces = whole(
          this.pick([
            `GET / HTTP/1.2\r\n${host}\r\n`,
            'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
            'GET /\r\n\r\n',
            `GET / HTTP/9.9\r\n${host}\r\n`,
            `GET / FOO/1.1\r\n${host}\r\n`,
          ]),
        );
        break;
      case 8:
        c.pieces = whole(`CONNECT ${this.attackerHost(c)}:443 HTTP/1.1\r\nHost: ${c.hostTokens[0]}:443\r\n\r\n`);
        break;
      case 9:
        c.pieces = whole(`${this.pick(['OPTIONS', 'GET'])} * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`);
        break;
      case 10:
        c.pieces = whole(
          `GET ${page} HTTP/1.1\r\n${host}Connection: Upgrade\r\nUpgrade: ${this.pick(['websocket', 'h2c', 'junk'])}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
        );
        break;
      case 11:
        c.pieces = whole(`GET ${page} HTTP/1.0\r\n\r\n`);
        break;
    }
  }

  /** Abuses 12 on: a long header, very many headers, a malformed one, or (default) no real request at all. */
  private oddHeaderLines(c: HostileCase, r: number, page: string, host: string): void {
    switch (r) {
      case 12:
        c.pieces = whole(
          `GET ${page} HTTP/1.1\r\n${host}X-Long: ${'l'.repeat(this.rng.int(8000, 40000))}\r\nConnection: close\r\n\r\n`,
        );
        break;
      case 13:
        c.pieces = whole(
          `GET ${page} HTTP/1.1\r\n${host}${Array.from({ length: this.rng.int(100, 3000) }, (_, i) => `X-H${i}: ${i}\r\n`).join('')}Connection: close\r\n\r\n`,
        );
        break;
      case 14:
        c.pieces = whole(
          `GET ${page} HTTP/1.1\r\n${host}${this.pick(['Bad Header: x', 'X-Nul: a\u0000b', ' folded: x', 'NoColon', 'X-Obs: caf\u00e9', ': empty-name', 'X-Fold: a\r\n b'])}\r\nConnection: close\r\n\r\n`,
        );
        break;
      default: {
        const text = this.pick([
          '\r\n\r\n',
          'x',
          `GET ${page} HTTP/1.1\r\n\r\n`,
          `get ${page} HTTP/1.1\r\n${host}\r\n`,
        ]);
        // The first two never complete a request: the server's request timeout is their answer.
        c.abandoned = text.length < 5;
        c.pieces = whole(text);
      }
    }
  }

  private serialise(c: HostileCase, d: Draft): HostileCase {
    const headers = [...d.headers];
    const has = (name: string) => headers.some(([k]) => k.toLowerCase() === name);
    if (!d.noHost && !has('host'))
      headers.unshift(['Host', c.server === 'bff' ? this.mainHost : `127.0.0.1:${this.ports.origin}`]);
    if (d.body && !d.noLength && !has('content-length') && !has('transfer-encoding'))
      headers.push(['Content-Length', String(d.body.length)]);
    if (!has('connection')) headers.push(['Connection', 'close']);
    const head = `${d.method} ${d.target} ${d.version ?? 'HTTP/1.1'}\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
    const headBuf = Buffer.from(head, 'latin1');
    c.methods = [d.method];
    const expectsContinue = headers.some(([k, v]) => k.toLowerCase() === 'expect' && /^100-continue$/i.test(v));
    if (d.body && expectsContinue) {
      c.pieces = [headBuf, d.body];
      c.awaitContinueMs = 1000;
    } else {
      c.pieces = d.body ? [Buffer.concat([headBuf, d.body])] : [headBuf];
    }
    return c;
  }

  next(id: number): HostileCase {
    const c: HostileCase = {
      id,
      family: 'page',
      kind: [],
      server: 'bff',
      pieces: [],
      methods: ['GET'],
      path: '/',
      markers: [],
      hostTokens: [],
    };
    const weights: [Family, number][] = [
      ['page', 36],
      ['page-data', 10],
      ['secondary', 3],
      ['api', 14],
      ['media', 4],
      ['auth', 5],
      ['support', 3],
      ['feed', 5],
      ['static', 3],
      ['ops', 2],
      ['origin', 9],
      ['protocol', 6],
    ];
    c.family = weights[this.rng.weightedIndex(weights.map(([, w]) => w))][0];
    switch (c.family) {
      case 'page':
        return this.serialise(c, this.pageCase(c));
      case 'page-data':
        return this.serialise(c, this.pageDataCase(c));
      case 'secondary':
        return this.serialise(c, this.secondaryCase(c));
      case 'api':
        return this.serialise(c, this.apiCase(c));
      case 'media':
        return this.serialise(c, this.mediaCase(c));
      case 'auth':
        return this.serialise(c, this.authCase(c));
      case 'support':
        return this.serialise(c, this.supportCase(c));
      case 'feed':
        return this.serialise(c, this.feedCase(c));
      case 'static':
        return this.serialise(c, this.staticCase(c));
      case 'ops':
        return this.serialise(c, this.opsCase(c));
      case 'origin':
        return this.serialise(c, this.originCase(c));
      case 'protocol':
        return this.protocolCase(c);
    }
  }
}
