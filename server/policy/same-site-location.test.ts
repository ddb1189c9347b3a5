// The redirect rule (server/policy/same-site-location.ts) against the open-redirect tricks of the field: every form below
// must land on our own origin when a browser resolves the Location we emit, whether it reaches us as a redirect
// target, as the path of a trailing-slash or /elo redirect, or as a remembered login path.
import t from 'tap';
import { safeReturnPath } from '../auth/login-return-path.ts';
import { configFromEnv } from '../config.ts';
import { createRedirector } from './redirect-hook.ts';
import { sameSiteLocation, sameSitePath } from './same-site-location.ts';

const ORIGIN = 'http://localhost:3100';
const REGIONAL = 'http://ro.localhost:3100';
const PAGE = `${ORIGIN}/rovat/belfold`;

/** Known bypass forms: slashes and backslashes, encodings, invisible characters, dot segments, schemes, userinfo, IDN. */
const BYPASS_FORMS = [
  // leading slashes and backslashes
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/\\\\evil.example',
  '//\\evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%2F%5Cevil.example',
  '/%5C%2Fevil.example',
  '/%2F%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%2525252F%2525252Fevil.example',
  // tabs, newlines, controls and spaces inside (browsers drop tabs and newlines)
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/%00/evil.example',
  ' //evil.example',
  '/ /evil.example',
  '/%20/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  '/\u202e/evil.example',
  '/x\r\nLocation: http://evil.example',
  '/%0d%0aLocation:%20http://evil.example',
  // dot segments, plain and encoded
  '/.//evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  '/%2e%2e//evil.example',
  '/%2e%2e%2f%2fevil.example',
  '/.%2e/%2fevil.example',
  '/a/../..//evil.example',
  '/%2e/%2f/evil.example',
  '/a/%2e%2e/%2e%2e/%2f/evil.example',
  // schemes, absolute and scheme-relative forms
  'https://evil.example',
  'http://evil.example/x',
  'HTTP://EVIL.EXAMPLE',
  'http:evil.example',
  'http:/evil.example',
  'http:\\\\evil.example',
  'https:/\\evil.example',
  'javascript:alert(1)',
  'jAvAsCrIpT:alert(1)',
  'data:text/html,x',
  'vbscript:x',
  'https://localhost:3100/',
  'http://localhost:3101/',
  'http://localhost/',
  'ftp://localhost:3100/',
  '//127.0.0.1:3100',
  'http://[::1]:3100/',
  // userinfo smuggling
  '//localhost:3100@evil.example',
  'http://localhost:3100@evil.example/',
  'http://user:pass@localhost:3100/',
  'http://localhost:3100.evil.example/',
  'http://evil.example\\@localhost:3100/',
  'http://evil.example#@localhost:3100/',
  'http://evil.example?@localhost:3100/',
  '//evil.example%2F@localhost:3100',
  'http://evil.example%40localhost:3100/',
  // IDN and look-alikes
  'http://l\u043ecalhost:3100/',
  'http://xn--lcalhost-9ob:3100/',
  '//\uff45\uff56\uff49\uff4c\uff0e\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45',
  '//evil\u3002example',
  '/\uff0fevil.example',
  '\uff0f\uff0fevil.example',
  // not a path at all
  'evil.example',
  '.evil.example',
  '@evil.example',
  '?//evil.example',
  '#//evil.example',
  '',
  // mixed cases and mixtures
  '/%2F/%5C/evil.example',
  '/\\%2Fevil.example',
  '/%2f\\evil.example',
  '/%5C\t/evil.example',
  '//%09evil.example',
];

const ownOrigin = (location: string, page = PAGE) => new URL(location, page).origin;
/** The path of a Location as an intermediary that percent-decodes (repeatedly) and reads '\\' as '/' sees it. */
function decodedPath(location: string): string {
  let path = new URL(location, PAGE).pathname;
  for (let i = 0; i < 5; i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  return path.replace(/\\/g, '/');
}
/** A form as a test name: TAP output is line-based, so line separators and controls are spelt out. */
const shown = (s: string) =>
  JSON.stringify(s).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

t.test(`${BYPASS_FORMS.length} bypass forms stay on the site as redirect targets`, async (t) => {
  t.ok(BYPASS_FORMS.length >= 50, 'at least 50 forms');
  for (const form of BYPASS_FORMS) {
    const location = sameSiteLocation(form, ORIGIN);
    t.equal(ownOrigin(location), ORIGIN, `${shown(form)} → ${location}`);
    t.notMatch(location, /[\s\\]/, 'nothing a browser would drop or turn into a slash');
    t.notOk(decodedPath(location).startsWith('//'), 'a proxy that decodes the path still sees one leading slash');
    const path = sameSitePath(form, ORIGIN);
    if (path !== null) {
      // The page-data endpoint answers the bare path; the app resolves it against the page.
      t.equal(ownOrigin(path), ORIGIN, `${shown(form)} as a path: ${path}`);
      t.notOk(path.startsWith('//'), 'one leading slash');
    }
  }
});

t.test('bypass forms in the path of a trailing-slash, /elo or fbclid redirect stay on the site', async (t) => {
  const config = configFromEnv({}, { publicOrigin: { main: ORIGIN, regional: REGIONAL } });
  const redirect = createRedirector(config);
  for (const form of BYPASS_FORMS.filter((f) => f.startsWith('/') && !/[\s\u00a0\u2028\u200b\ufeff\u202e]/.test(f))) {
    for (const pathAndQuery of [`${form}/`, `${form}/elo`, `${form}?fbclid=x`, `${form}/?oldal=1`]) {
      for (const domain of ['main', 'regional'] as const) {
        const r = await redirect(domain, pathAndQuery);
        if (!r) continue;
        const site = domain === 'main' ? ORIGIN : REGIONAL;
        t.equal(ownOrigin(r.href, site + '/x'), site, `${domain} ${shown(pathAndQuery)} → ${r.href}`);
        t.notOk(r.location.startsWith('//'), 'the page-data answer has one leading slash');
      }
    }
  }
});

t.test(
  "a compact-date redirect stays on the site, whatever its path holds and whatever the publisher names as the article's URL",
  async (t) => {
    const config = configFromEnv({}, { publicOrigin: { main: ORIGIN, regional: REGIONAL } });
    const forms = BYPASS_FORMS.filter((f) => f.startsWith('/') && !/[\s\u00a0\u2028\u200b\ufeff\u202e]/.test(f));
    // The lookup answers each bypass form in turn: a publisher's url is data, and goes through the same rule.
    let answer = 0;
    const redirect = createRedirector(config, async () => BYPASS_FORMS[answer++ % BYPASS_FORMS.length]);
    let moved = 0;
    for (const form of forms) {
      for (const pathAndQuery of [
        `${form}/20240102/egy-cikk`,
        `/penz/20240102/egy-cikk?x=${form}`,
        `/penz/20240102${form}`,
      ]) {
        for (const domain of ['main', 'regional'] as const) {
          const r = await redirect(domain, pathAndQuery);
          if (!r) continue;
          moved++;
          const site = domain === 'main' ? ORIGIN : REGIONAL;
          t.equal(ownOrigin(r.href, site + '/x'), site, `${domain} ${shown(pathAndQuery)} → ${r.href}`);
          t.notOk(r.location.startsWith('//'), 'the page-data answer has one leading slash');
          t.notOk(decodedPath(r.href).startsWith('//'), 'a proxy that decodes the path still sees one leading slash');
        }
      }
    }
    t.ok(moved > forms.length, `${moved} compact-date moves checked`);
    t.ok(answer >= BYPASS_FORMS.length, "every bypass form was answered as an article's URL");
  },
);

t.test('the remembered login path never leaves the site', async (t) => {
  for (const form of BYPASS_FORMS) {
    const path = safeReturnPath(form, ORIGIN);
    t.equal(ownOrigin(path), ORIGIN, `${shown(form)} → ${path}`);
    t.notOk(path.startsWith('//'));
  }
});

t.test('same-site targets keep their path and query, normalised', async (t) => {
  const kept: [string, string][] = [
    ['/rovat/belfold?oldal=2', '/rovat/belfold?oldal=2'],
    ['/cimke/%C3%A1rv%C3%ADz', '/cimke/%C3%A1rv%C3%ADz'],
    ['/cimke/árvíz', '/cimke/%C3%A1rv%C3%ADz'],
    [`${ORIGIN}/legfrissebb?x=1`, '/legfrissebb?x=1'],
    ['HTTP://LOCALHOST:3100/english', '/english'],
    ['/a?next=//evil.example', '/a?next=//evil.example'],
    ['/belfold/2026/11/25/cikk#kommentek', '/belfold/2026/11/25/cikk'],
    ['/x/../legfrissebb', '/legfrissebb'],
    ['/@evil.example', '/@evil.example'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example/rovat/belfold', '/evil.example/rovat/belfold'],
  ];
  for (const [target, path] of kept) {
    t.equal(sameSitePath(target, ORIGIN), path, target);
    t.equal(sameSiteLocation(target, ORIGIN), ORIGIN + path);
  }
  t.equal(
    sameSiteLocation('//evil.example/%2F', ORIGIN, '/tamogatas'),
    `${ORIGIN}/evil.example/%2F`.replace('/%2F', '/%2F'),
  );
  t.equal(
    sameSiteLocation('/%2F%2Fevil.example', ORIGIN, '/tamogatas'),
    `${ORIGIN}/tamogatas`,
    "the fallback is the caller's",
  );
});

t.test('the Location is built on the configured origin, whatever the origin string looks like', async (t) => {
  t.equal(sameSiteLocation('/x', 'https://telex.hu/'), 'https://telex.hu/x');
  t.equal(
    sameSiteLocation('/x', 'https://telex.hu/valami/'),
    'https://telex.hu/x',
    'only the origin of the configuration counts',
  );
  t.equal(sameSiteLocation('https://telex.hu/y', 'https://telex.hu'), 'https://telex.hu/y');
  t.equal(
    sameSiteLocation('http://telex.hu/y', 'https://telex.hu'),
    'https://telex.hu/',
    'another scheme is another origin',
  );
});
