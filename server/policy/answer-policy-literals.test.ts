// Every Cache-Control, Vary and Surrogate-Key header of the BFF comes from the answer policy (decision 039): no file
// under server/ but the policy module names those headers in code (comments do not count). The embedded services under
// stand-ins/origin/ are separate services: each keeps its Cache-Control values in one home of its own, and no other file
// of theirs writes a value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { findings, rel, ROOT, sourceFiles, withoutComments } from '../../tooling/source-files.ts';

/** The BFF's policy module: the only file that may name the headers. */
const BFF_POLICY = ['server/policy/answer-policy.ts'];
/** The embedded services' homes of their Cache-Control values. */
const SERVICE_HOMES = [
  'stand-ins/origin/cache-policy.ts',
  'stand-ins/livescore/cache-control.ts',
  'stand-ins/crm/cache-control.ts',
  'stand-ins/quiz/cache-control.ts',
  'stand-ins/event-data/cache-control.ts',
  'stand-ins/payments/cache-control.ts',
];

/** A header name written as a string or an object key, or a raw `Name:` line in a template. */
const HEADER_NAME =
  /['"`](cache-control|vary|surrogate-key)['"`]|(^|[{,\s])(vary)\s*:|(Cache-Control|Vary|Surrogate-Key):\s/gi;
/** A Cache-Control value written as a literal. */
const CACHE_VALUE = /['"`](public, |private, |no-store|no-cache|max-age=)[^'"`]*['"`]/g;

const server = sourceFiles(join(ROOT, 'server'));

t.test('no cache header is named in the BFF outside the answer policy', async (t) => {
  const bff = server.filter((f) => !rel(f).startsWith('stand-ins/origin/') && !BFF_POLICY.includes(rel(f)));
  t.ok(bff.length > 50, `${bff.length} files scanned`);
  t.same(findings(HEADER_NAME, bff), []);
});

t.test('no Cache-Control value is written in the BFF outside the answer policy', async (t) => {
  const bff = server.filter((f) => !rel(f).startsWith('stand-ins/origin/') && !BFF_POLICY.includes(rel(f)));
  t.same(findings(CACHE_VALUE, bff), []);
});

t.test('each embedded service writes its Cache-Control values in its one home', async (t) => {
  const services = server.filter((f) => rel(f).startsWith('stand-ins/origin/') && !SERVICE_HOMES.includes(rel(f)));
  t.same(findings(CACHE_VALUE, services), []);
});

t.test('the scan sees what it looks for', async (t) => {
  const sample = withoutComments(
    `// reply.header('cache-control', 'no-store')\nreply.header('cache-control', x); const h = { vary: 'a' };\nconst raw = \`Cache-Control: no-store\\r\\n\`;`,
  );
  t.same(
    [...sample.matchAll(HEADER_NAME)].map((m) => m[0].trim().toLowerCase()),
    ["'cache-control'", 'vary:', 'cache-control:'],
  );
  t.same([...`x('private, no-store'); y("public, max-age=60")`.matchAll(CACHE_VALUE)].length, 2);
});

// A personal route's answers are private by the policy's rule (personalRoutes): a file that declares its routes
// personal picks no 'private' kind by hand, which would be the same rule written again at each answer.
const HAND_PICKED_PRIVATE = /\b(answerAs|refuse|refuseAs)\([^;]*?'private'/g;

t.test('files with personal routes pick no private kind by hand', async (t) => {
  const personal = server.filter(
    (f) => /\bpersonalRoutes\(/.test(withoutComments(readFileSync(f, 'utf8'))) && !BFF_POLICY.includes(rel(f)),
  );
  t.ok(personal.length >= 6, `${personal.length} files declare personal routes`);
  t.same(findings(HAND_PICKED_PRIVATE, personal), []);
  t.same(
    [...`refuse(reply, 403, M, 'private'); answerAs(reply.code(303), 'private')`.matchAll(HAND_PICKED_PRIVATE)].length,
    2,
    'the scan sees a hand-picked kind',
  );
});

// Elsewhere an answer that nobody may keep names why (a page the reader alone may see, an answer per device, preview
// mode's refusal), and an API answer names its kind instead of handing the policy a max-age: the value stays in the
// policy, with its reason.
const MAX_AGE_ARGUMENT = /\banswerAs\([^;]*?,\s*'[\w.]+',\s*\d+\s*\)/g;

t.test('no BFF file picks the bare private kind or hands the policy a max-age number', async (t) => {
  const bff = server.filter((f) => !rel(f).startsWith('stand-ins/origin/') && !BFF_POLICY.includes(rel(f)));
  t.same(findings(HAND_PICKED_PRIVATE, bff), []);
  t.same(findings(MAX_AGE_ARGUMENT, bff), []);
  t.same(
    [...`answerAs(reply, 'api', 3600).send(k); answerAs(reply, 'api', maxAge)`.matchAll(MAX_AGE_ARGUMENT)].length,
    1,
    'the scan sees a number, not a derived max-age',
  );
});

// Nor a Cache-Control word standing alone as a value: who may keep an answer is the policy's kind (or a plain
// `shared` flag the policy turns into one, shareableOr), never a 'private' or 'public' string of a module's own.
const BARE_DIRECTIVE = /['"`](private|public|no-store)['"`]/g;

t.test('no BFF file outside the policy writes a bare cache directive as a string', async (t) => {
  const bff = server.filter((f) => !rel(f).startsWith('stand-ins/origin/') && !BFF_POLICY.includes(rel(f)));
  t.same(findings(BARE_DIRECTIVE, bff), []);
  t.same(
    [...`type S = 'shared' | 'private'; return "public";`.matchAll(BARE_DIRECTIVE)].length,
    2,
    'the scan sees a bare directive',
  );
});

// Retry-After has one home too (retryAfter, retryAfterHeader): its name and the default wait are the policy's.
const RETRY_AFTER_NAME = /['"`]retry-after['"`]/gi;

t.test('no BFF file outside the policy names the Retry-After header', async (t) => {
  const bff = server.filter((f) => !rel(f).startsWith('stand-ins/origin/') && !BFF_POLICY.includes(rel(f)));
  t.same(findings(RETRY_AFTER_NAME, bff), []);
  t.same(
    [...`reply.header('retry-after', '5'); h["Retry-After"] = x`.matchAll(RETRY_AFTER_NAME)].length,
    2,
    'the scan sees the name',
  );
});

// Vary comes from the table alone: a route's with its kind (answerAs), a page document's with its rule's kind
// (documentHeaders); no file outside the policy writes it by its constant either.
const VARY_CONSTANT = /\bVARY_HEADER\b/g;

t.test('no BFF file outside the policy writes Vary', async (t) => {
  const bff = server.filter((f) => !rel(f).startsWith('stand-ins/origin/') && !BFF_POLICY.includes(rel(f)));
  t.same(findings(VARY_CONSTANT, bff), []);
  t.same([...`{ ...headers, [VARY_HEADER]: 'Accept-Encoding' }`.matchAll(VARY_CONSTANT)].length, 1, 'the scan sees it');
});
