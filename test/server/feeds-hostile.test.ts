// Hostile feed input: whatever a client sends to a feed, sitemap or robots.txt route — absolute-form targets,
// fragments, markup and control characters in the path and query, unknown sections, absurd file numbers, odd methods
// and Host / X-Forwarded-* headers — the answer is 200, 301 or 404 (odd methods: 404 or 405), never a 5xx; every XML
// answer is well-formed; every URL in it, self links included, is on the configured public origin with a path we
// built; and nothing the client sent is written back. Fixed cases first, then a seeded generator of hostile targets
// (FEEDS_HOSTILE_SEED, FEEDS_HOSTILE_COUNT to run another seed or more of them).
import t, { type Test } from 'tap';
import { childrenNamed, childText, parseStrictXml, type XmlElement } from '../helpers/strict-xml.ts';
import { startSeededSite } from '../helpers/seeded-site.ts';
import { rawRequest, type RawAnswer } from '../helpers/raw-request.ts';

const SEED = Number(process.env.FEEDS_HOSTILE_SEED ?? 20_261_126);
const COUNT = Number(process.env.FEEDS_HOSTILE_COUNT ?? 300);
const { bff } = await startSeededSite();

/** What an attacker might hope to see written back. */
const MARKERS = ['other.host', 'evil.example', '<script', '</script', 'javascript:', '\u0000'];

function allElements(el: XmlElement): XmlElement[] {
  return [el, ...el.children.flatMap(allElements)];
}

/** Every URL a feed or sitemap names: loc, link, guid and the self link. */
function urlsIn(root: XmlElement): string[] {
  return allElements(root).flatMap((e) => {
    if (e.name === 'atom:link') return [e.attrs.href];
    return ['loc', 'link', 'guid'].includes(e.name) ? [e.text] : [];
  });
}

/** Checks one answer against the rules above; answers what was wrong. */
/** A control character in a path, raw or percent-encoded. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_IN_PATH = /%[01][0-9a-f]|%7f|[\x00-\x1f\x7f]/i;

function faults(target: string, res: RawAnswer, opts: { method: string }): string[] {
  const out: string[] = [];
  // OPTIONS answers with what the path allows (the methods the router has for it).
  const allowed =
    opts.method === 'GET' || opts.method === 'HEAD' ? [200, 301, 404] : opts.method === 'OPTIONS' ? [204] : [404, 405];
  // Refused app-wide with a 400 and its reason (kit/input-guards.ts): a prototype key in the query,
  // a control character in the path.
  const refused =
    res.status === 400 &&
    (/__proto__|constructor|prototype/.test(target) || CONTROL_IN_PATH.test(target.split('?')[0]));
  if (!allowed.includes(res.status) && !refused) out.push(`status ${res.status}`);
  if (res.status === 301) {
    const location = new URL(res.headers.location ?? '', bff.url);
    if (location.origin !== new URL(bff.url).origin) out.push(`redirect off the site: ${res.headers.location}`);
  }
  const type = res.headers['content-type'] ?? '';
  // Only our own answers are held to "nothing written back": Fastify's 404 for an unrouted method echoes the URL in
  // JSON (the app-wide hostile-input rule, not the feeds').
  const ours = opts.method === 'GET' || opts.method === 'HEAD';
  // An HTML page (a path no feed route owns, answered by the page handler) carries script tags of its own.
  const markers = /html/.test(type) ? MARKERS.filter((m) => !m.includes('script')) : MARKERS;
  for (const m of markers) if (ours && res.body.toLowerCase().includes(m)) out.push(`writes back '${m}'`);
  if (res.status === 200 && opts.method === 'GET' && /xml/.test(type)) {
    try {
      const doc = parseStrictXml(res.body);
      for (const url of urlsIn(doc)) {
        if (
          !url.startsWith(bff.config.publicOrigin.main + '/') &&
          !url.startsWith(bff.config.publicOrigin.regional + '/')
        ) {
          out.push(`URL off the public origin: ${url}`);
        }
      }
      const self = childrenNamed(childrenNamed(doc, 'channel')[0] ?? doc, 'atom:link')[0]?.attrs.href;
      if (self !== undefined && !/^http:\/\/[^/]+\/rss(\/rovat\/[a-z0-9-]+)?$/.test(self))
        out.push(`self link ${self}`);
    } catch (err) {
      out.push(`invalid XML: ${(err as Error).message}`);
    }
  }
  return out.map((f) => `${opts.method} ${JSON.stringify(target)}: ${f}`);
}

async function check(t: Test, target: string, opts: { method?: string; host?: string; headers?: string[] } = {}) {
  const method = opts.method ?? 'GET';
  const res = await rawRequest(bff.url, target, { ...opts, method });
  t.same(faults(target, res, { method }), [], `${method} ${target.slice(0, 120)} → ${res.status}`);
  return res;
}

const FEEDS = [
  '/rss',
  '/rss/rovat/belfold',
  '/rss/rovat/g7',
  '/sitemap.xml',
  '/sitemap-1.xml',
  '/sitemap-news.xml',
  '/robots.txt',
];

t.test('the self link is built from configuration, whatever the request line says', async (t) => {
  const main = bff.config.publicOrigin.main;
  for (const [target, self] of [
    ['/rss#</script><script>x</script>', `${main}/rss`],
    ['/rss?<script>=1#x', `${main}/rss`],
    ['http://other.host/rss', `${main}/rss`],
    ['http://other.host/rss?x="y"', `${main}/rss`],
    ['https://evil.example:8443/rss/rovat/belfold?a', `${main}/rss/rovat/belfold`],
    ['http://other.host/rss/rovat/after', `${main}/rss/rovat/after`],
  ] as const) {
    const res = await check(t, target);
    t.equal(res.status, 200, `${target} is the feed`);
    const channel = childrenNamed(parseStrictXml(res.body), 'channel')[0];
    t.equal(childrenNamed(channel, 'atom:link')[0].attrs.href, self, `${target}: self link ${self}`);
  }
  // The regional host by its Host header, and by an absolute-form target (whose authority wins over Host, RFC 9112 section 3.2.2).
  for (const [target, host] of [
    ['/rss', 'ro.localhost'],
    ['http://ro.localhost/rss', 'other.host'],
  ] as const) {
    const regional = await check(t, target, { host });
    const channel = childrenNamed(parseStrictXml(regional.body), 'channel')[0];
    t.equal(
      childrenNamed(channel, 'atom:link')[0].attrs.href,
      `${bff.config.publicOrigin.regional}/rss`,
      `${target} (Host ${host}): the regional origin`,
    );
    t.equal(childText(channel, 'link'), `${bff.config.publicOrigin.regional}/`);
  }
});

t.test('absolute-form targets and odd host headers never reach a URL we write', async (t) => {
  for (const path of FEEDS) {
    await check(t, `http://other.host${path}`);
    await check(t, `http://evil.example${path}?a=b`, { host: 'evil.example' });
    await check(t, path, {
      host: 'evil.example',
      headers: ['X-Forwarded-Host: evil.example', 'X-Forwarded-Proto: javascript'],
    });
    await check(t, path, {
      headers: ['X-Forwarded-Host: ro.localhost, evil.example', 'Accept-Encoding: gzip;q=abc, br;q=-1'],
    });
  }
});

t.test('junk queries, unknown sections, absurd sitemap numbers: 200 or 404', async (t) => {
  const expect404 = [
    '/rss/rovat/nincs-ilyen-rovat',
    '/rss/rovat/archivalt-rovat',
    '/rss/rovat/%3Cscript%3E',
    '/rss/rovat/BELFOLD',
    '/rss/rovat/..%2F..%2Fetc%2Fpasswd',
    `/rss/rovat/${'x'.repeat(300)}`,
    '/rss/rovat/-belfold',
    '/sitemap-0.xml',
    '/sitemap-00.xml',
    '/sitemap-01.xml',
    '/sitemap--1.xml',
    '/sitemap-1e3.xml',
    '/sitemap-0x1.xml',
    '/sitemap-2.xml',
    '/sitemap-999999.xml',
    '/sitemap-99999999999999999999999.xml',
    '/sitemap-1.5.xml',
    '/sitemap-1.xml.gz',
    '/sitemap-.xml',
    '/sitemap-1.XML',
    '/sitemap-Infinity.xml',
    '/sitemap-NaN.xml',
  ];
  for (const target of expect404) t.equal((await check(t, target)).status, 404, `${target} → 404`);
  // A control character in the path is refused before any route.
  for (const target of ['/rss/rovat/belfold%00', '/sitemap-%31.xml%00'])
    t.equal((await check(t, target)).status, 400, `${target} → 400`);
  const expect200 = [
    '/rss?page=-1',
    '/rss?oldal=99999999999999999999',
    '/rss?%ff%fe=%00',
    '/sitemap.xml?page=0',
    '/sitemap-1.xml?x=<y>',
    '/sitemap-news.xml?since=-1',
    '/robots.txt?<a>',
    '/rss/rovat/belfold?filters={"a":1}',
    `/rss?${'q='.repeat(500)}`,
  ];
  for (const target of expect200) t.equal((await check(t, target)).status, 200, `${target} → 200`);
  t.equal(
    (await check(t, '/rss?__proto__[x]=1&constructor=1')).status,
    400,
    'prototype keys → 400 (the app-wide rule)',
  );
});

t.test('odd methods: no 5xx, and HEAD answers like GET without a body', async (t) => {
  for (const path of FEEDS) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH']) {
      await check(t, `${path}?<script>`, { method });
    }
    const head = await check(t, path, { method: 'HEAD' });
    t.equal(head.status, 200, `HEAD ${path}`);
    t.equal(head.body, '', `HEAD ${path} has no body`);
  }
});

/** mulberry32: a small seeded generator, so any failing case can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

t.test(`${COUNT} generated hostile targets (seed ${SEED})`, async (t) => {
  const random = rng(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  // Hostile text where a feed route takes input: the section slug, the sitemap file name, the query, the fragment.
  const prefixes = ['', '', 'http://other.host', 'https://evil.example:1', 'http://127.0.0.1@evil.example'];
  const params = ['/rss/rovat/', '/sitemap-'];
  const routes = [
    '/rss',
    '/rss/rovat/belfold',
    '/rss/rovat/after',
    '/sitemap.xml',
    '/sitemap-1.xml',
    '/sitemap-news.xml',
    '/robots.txt',
  ];
  const pieces = [
    '%3Cscript%3E',
    '<script>',
    '</script>',
    '"',
    "'",
    '&',
    '&amp;',
    '%00',
    '%0d%0a',
    '%2F%2Fevil.example',
    '%5C',
    '..',
    '%2e%2e',
    '=',
    '[]',
    '{}',
    '%ff',
    '%C3%A9',
    'é',
    '😀',
    '1',
    '0',
    '-1',
    '99999999999',
    '.xml',
    'belfold',
    'javascript:alert(1)',
    '%E2%80%A8',
    '__proto__',
    'a'.repeat(200),
  ];
  // In a path parameter, a slash (raw or %2F) makes it another route's path, and a broken percent-escape (%ff) is
  // refused by Fastify with its own 400 before routing: both are the page handler's and the app's, not ours.
  const paramPieces = pieces.filter((p) => !/\/|%2F|%ff/i.test(p));
  const text = (from: readonly string[]) =>
    Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(from)).join('');
  const failures: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const prefix = pick(prefixes);
    const where = random();
    let target =
      where < 0.4
        ? pick(params) + text(paramPieces)
        : `${pick(routes)}${where < 0.8 || prefix ? '?' : '#'}${text(pieces)}`;
    // Fastify refuses an absolute-form target holding a fragment with its own 400 before any route runs.
    target = prefix + target;
    // Only what a request line can carry: anything else is refused by Node's HTTP parser before any route runs.
    target = target.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
    const method = random() < 0.1 ? pick(['HEAD', 'POST', 'OPTIONS']) : 'GET';
    const res = await rawRequest(bff.url, target, { method, host: random() < 0.2 ? 'evil.example' : undefined });
    failures.push(...faults(target, res, { method }));
  }
  t.same(failures.slice(0, 20), [], `no faults (${failures.length})`);
});
