// Rules with one home each: a literal scan of the BFF, the browser code and shared/ (comments do not count) refuses the
// rule written anywhere else. The embedded services under stand-ins/origin/ are other services and keep their own.
import { join } from 'node:path';
import t from 'tap';
import { findings, rel, ROOT, sourceFiles } from '../source-files.ts';

const ours = [
  ...sourceFiles(join(ROOT, 'server')),
  ...sourceFiles(join(ROOT, 'shared')),
  ...sourceFiles(join(ROOT, 'client')),
]
  .filter((f) => !rel(f).startsWith('stand-ins/origin/'))
  .filter((f) => !/\.test\.tsx?$/.test(f));
const outside = (...homes: string[]) => ours.filter((f) => !homes.includes(rel(f)));

// Cookie lifetimes: shared/cookie-lifetimes.ts. A cookie is set for the lifetime its home gives it (siteCookie takes it
// by the cookie's name); elsewhere a cookie's Max-Age is 0 (cleared) or computed from the home's value.
const COOKIE_HOME = 'shared/cookie-lifetimes.ts';
/** A Max-Age written as a number: a cookie attribute in a string, a serialiser's option, a siteCookie argument. */
const COOKIE_MAX_AGE_LITERAL =
  /;\s*max-age=\d|\bmaxAge\s*:\s*[1-9]|\bsiteCookie\([^;]*?,\s*[1-9][\d_]*(\s*\*\s*[\d_]+)*\s*\)/gi;
/**
 * A constant named as an age or a lifetime, or as a cookie's (or a hide's) seconds: a cookie's lifetime, unless it is
 * one of NOT_COOKIE_AGES (a feed's cache age, a sitemap's window).
 */
const AGE_CONSTANT = /\b(?:const|let)\s+(\w*(?:MAX_AGE|LIFETIME)\w*|\w*(?:COOKIE|HIDE)\w*_M?S)\s*=/g;
const NOT_COOKIE_AGES = ['FEED_MAX_AGE_S', 'NEWS_SITEMAP_MAX_AGE_S'];

t.test("no cookie's lifetime is written outside its home", async (t) => {
  // The answer policy's cache rules have a maxAge of their own: a Cache-Control number, not a cookie's.
  const files = outside(COOKIE_HOME, 'server/policy/answer-policy.ts');
  t.ok(files.length > 200, `${files.length} files scanned`);
  t.same(findings(COOKIE_MAX_AGE_LITERAL, files), []);
  t.same(
    findings(AGE_CONSTANT, outside(COOKIE_HOME)).filter((f) => !NOT_COOKIE_AGES.some((n) => f.endsWith(` ${n} =`))),
    [],
  );
  t.same(
    [
      ...`a=1; Max-Age=600; Path=/ | serialize(n, v, { maxAge: 3600 }) | siteCookie('x', v, config, 24 * 3600)`.matchAll(
        COOKIE_MAX_AGE_LITERAL,
      ),
    ].length,
    3,
    'the scan sees a cookie attribute, an option and an argument',
  );
  t.same(
    [...`siteCookie('x', '', config, 0); 'public, max-age=60'`.matchAll(COOKIE_MAX_AGE_LITERAL)].length,
    0,
    'a cleared cookie and a Cache-Control value are not lifetimes',
  );
  t.same(
    [...`const OTP_MAX_AGE_S = 300; export const NEWSLETTER_HIDE_ARTICLE_S = 2;`.matchAll(AGE_CONSTANT)].length,
    2,
    'the scan sees a named lifetime',
  );
});

// Request size limits: shared/request-limits.ts, for the BFF and its pages. A route names its limit from there; the
// embedded services pass their own to the server options and guards (no default stands in for them), and never
// import the BFF's.
const LIMITS_HOME = 'shared/request-limits.ts';
/** A body limit or a form field's length written as a number. */
const LIMIT_LITERAL = /\bbodyLimit\s*[:=]\s*[\d(]|\bformField\([^;]*?,\s*\d[\d_]*\s*\)|\bmaxLength\s*:\s*\d/g;
/** A constant named as a request's size limit (a body's, a form's, a field's or a path's length). */
const LIMIT_CONSTANT =
  /\b(?:const|let)\s+(\w*(?:BODY_LIMIT|BODY_MAX|_LIMIT_BYTES|FORM_LIMIT|QUERY_VALUE_MAX|MAX_\w*LENGTH|_MAX_LENGTH)\w*)\s*=/g;
/**
 * Not a request's size: a redirect target's (the same-site rule's own bound), the shared §9 input lengths of the
 * search box and the prediction game, and a push topic's (the browser makes a tag's, decision 098), which the embedded
 * publisher checks too.
 */
const NOT_REQUEST_LIMITS = [
  'MAX_TARGET_LENGTH',
  'SEARCH_TERM_MAX_LENGTH',
  'SHARE_INPUT_MAX_LENGTH',
  'PUSH_TOPIC_MAX_LENGTH',
];

t.test('no request size limit is written outside its home', async (t) => {
  const bff = outside(LIMITS_HOME).filter((f) => rel(f).startsWith('server/'));
  // shared/api-types.ts is the publisher API's contract, which the embedded publisher checks as well.
  const schemas = outside(LIMITS_HOME, 'shared/api-types.ts').filter((f) => !rel(f).startsWith('client/'));
  t.same(findings(LIMIT_LITERAL, bff), []);
  t.same(
    findings(LIMIT_CONSTANT, schemas).filter((f) => !NOT_REQUEST_LIMITS.some((n) => f.endsWith(` ${n} =`))),
    [],
  );
  t.same(
    [
      ...`{ bodyLimit: 4_096 } | addFormParser(s, bodyLimit = 8 * 1024) | formField(b, 'code', 16) | Type.String({ maxLength: 64 })`.matchAll(
        LIMIT_LITERAL,
      ),
    ].length,
    4,
    'the scan sees a body limit, a default, a field length and a schema length',
  );
  t.same(
    [
      ...`const FORM_LIMIT = 8 * 1024; const QUERY_VALUE_MAX = 2048; const EMAIL_MAX_LENGTH = 254;`.matchAll(
        LIMIT_CONSTANT,
      ),
    ].length,
    3,
    'the scan sees a named limit',
  );
});

t.test("the embedded services do not read the BFF's request limits", async (t) => {
  const services = sourceFiles(join(ROOT, 'stand-ins'));
  t.ok(services.length > 20, `${services.length} files scanned`);
  t.same(findings(/from\s+['"][^'"]*request-limits(\.ts)?['"]/g, services), []);
});

// Section paths (/rovat/{slug}, /{subSite}/rovat/{slug}) are matched by one function, sectionPathParts
// (shared/section-url.ts), which builds them too (sectionPath): no pattern or comparison of a section path elsewhere.
const SECTION_HOME = 'shared/section-url.ts';
/** A regular expression naming the section segment, a comparison with a built section path, a prefix test on one. */
const SECTION_MATCH =
  /\\\/rovat\b|RegExp\(\s*[`'"][^`'"]*\/rovat|[=!]==?\s*sectionPath\(|\b(?:startsWith|endsWith|includes)\(\s*['"`][^'"`]*\/rovat/g;

t.test('no section path is matched outside its home', async (t) => {
  t.same(findings(SECTION_MATCH, outside(SECTION_HOME)), []);
  t.same(
    [
      ...[
        '/^\\/rovat\\/([^/]+)$/.exec(p)',
        'new RegExp(`^(?:/${SUB_SITE})?/rovat/([a-z0-9-]+)$`)',
        'p === sectionPath(main, HIKE)',
        "p.startsWith('/rovat/')",
      ]
        .join('; ')
        .matchAll(SECTION_MATCH),
    ].length,
    4,
    'the scan sees a pattern, a built pattern, a comparison and a prefix test',
  );
});

// The request's domain is resolved once, by the hook that decorates it (server/request/host-domain.ts): everything
// after it reads `req.domain`, never the Host header again.
const HOST_HOME = 'server/request/host-domain.ts';
const HOST_RESOLVED = /\bhostDomain\(|\breq(?:uest)?\.hostname\b/g;

t.test("the request's domain is resolved in one place", async (t) => {
  const bff = outside(HOST_HOME).filter((f) => rel(f).startsWith('server/'));
  t.same(findings(HOST_RESOLVED, bff), []);
  t.same(
    [...`hostDomain(config, req.hostname); redirect(request.hostname, url)`.matchAll(HOST_RESOLVED)].length,
    3,
    'the scan sees a resolution and a read of the Host',
  );
});

// The global hooks run in the order of one list (server/global-hooks.ts), which buildApp registers: a hook on the root
// app is added only by a function the list calls, and those functions are called from the list alone.
const HOOKS_HOME = 'server/global-hooks.ts';
const ROOT_HOOK =
  /\bapp\.addHook\(\s*'(?:onRequest|preParsing|preValidation|preHandler|preSerialization|onSend|onResponse|onRoute|onError|onTimeout|onRequestAbort)'/g;
/** The modules whose hooks the list registers (each keeps its hook's code beside the rule it enforces). */
const HOOK_MODULES = [
  HOOKS_HOME,
  'server/request/host-domain.ts',
  'kit/input-guards.ts',
  'server/policy/method-not-allowed.ts',
  'server/policy/site-cookies.ts',
  'server/policy/answer-policy.ts',
  'server/policy/preview-gate.ts',
  'server/policy/asset-headers.ts',
  'server/policy/security-headers.ts',
  'server/routes/push-routes.ts',
  'server/policy/redirect-hook.ts',
  'server/tracing/otel-tracing.ts',
  'server/ssr/page-hits.ts',
];
const HOOK_REGISTRATION =
  /(?<!function )\b(?:registerRequestDomain|registerInputGuards|registerNotFoundAnswers|normaliseCookieNames|registerAnswerPolicy|registerPreviewGate|registerAssetHeaders|registerSecurityHeaders|registerPushDeviceCap|registerRedirectHook)\(|(?<=\.)(?:registerRequestSpans|registerEarlyAnswers)\(|\bregister\(\s*fastifyCookie\b/g;

t.test('global hooks are added from one ordered list', async (t) => {
  const bff = ours.filter((f) => rel(f).startsWith('server/'));
  t.same(
    findings(
      ROOT_HOOK,
      outside(...HOOK_MODULES).filter((f) => bff.includes(f)),
    ),
    [],
  );
  t.same(
    findings(
      HOOK_REGISTRATION,
      outside(HOOKS_HOME).filter((f) => bff.includes(f)),
    ),
    [],
  );
  t.same(
    [...`app.addHook('onRequest', f); scope.addHook('onRoute', g); app.addHook('onClose', h)`.matchAll(ROOT_HOOK)]
      .length,
    1,
    'the scan sees a request hook on the root, not a scope’s or a closing one',
  );
  t.same(
    [
      ...`registerPreviewGate(app, config, auth); export function registerPreviewGate(app) {} await app.register(fastifyCookie)`.matchAll(
        HOOK_REGISTRATION,
      ),
    ].length,
    2,
    'the scan sees a registration, not a definition',
  );
});
