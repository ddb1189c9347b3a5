// What the edge refuses before any route sees a request: a Content-Type our parsers (and the proxy's) cannot
// read, a path with a control character or a dot segment in any spelling, and what a framework error becomes.
import t from 'tap';
import { isWellFormedMediaType } from './media-type.ts';
import { pathProblem } from './request-target.ts';
import { clientErrorOf } from './client-error.ts';

t.test('media types: the grammar the proxy parses, nothing looser', async (t) => {
  for (const ok of [
    'application/json',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'text/plain;charset="utf-8"',
    'multipart/form-data; boundary=----WebKitFormBoundaryx7',
    'application/x-www-form-urlencoded',
    'Application/JSON',
    ' application/json ',
    'application/json; charset=utf-8 ',
    'x/y',
  ]) {
    t.ok(isWellFormedMediaType(ok), ok);
  }
  for (const bad of [
    'application/json;;;',
    'application/json; charset',
    'text/plain;=',
    'application/json;',
    ';',
    'application/json; charset="',
    'application/json; a=b;;c',
    'application/jso\tn',
    '/json',
    'application/',
    'application',
    'application/json; charset=utf-8; x',
    'application/json\u0000',
    'text/html; charset=\u00ff\u0001',
    'application/json, text/plain',
  ]) {
    t.notOk(isWellFormedMediaType(bad), JSON.stringify(bad));
  }
});

t.test('paths: control characters and dot segments, encoded or not, anywhere', async (t) => {
  for (const bad of [
    '/%09/evil.example/%2e.',
    '/%0d/x',
    '/x/%0A',
    '/%00',
    '/a\tb',
    '/a/%7f',
    '/%1b[31m',
    '/%c2%85',
    '/%2509/x',
    '/.',
    '/..',
    '/./x',
    '/../x',
    '/a/.',
    '/a/..',
    '/a/%2e',
    '/a/%2e%2e/b',
    '/a/.%2e/b',
    '/a/%2E%2E',
    '/a/%2e./b',
    '/%2E/',
    '/a/%252e%252e/b',
    '/rovat/belfold/./',
    '/api/%2e%2e/healthz',
    '/a\\..\\b',
    '/a/%5c..%5cb',
  ]) {
    t.match(pathProblem(bad), { status: /^(400|404)$/ }, JSON.stringify(bad));
  }
  t.match(pathProblem('/%09/evil.example/%2e.'), { status: 400 }, 'a control character is a malformed request');
  t.match(pathProblem('/a/%2E%2e/b'), { status: 404 }, 'a dot segment names no page');
  for (const ok of [
    '/',
    '/rovat/belfold',
    '/a.b/c',
    '/.well-known/x',
    '/a/...',
    '/a/.b',
    '/r%C3%A9sz/%C5%91',
    '/x?y=%09',
    '/x?path=/../a',
    '/belfold/2026/01/01/cikk',
    '/%zz',
    '/a%2Fb',
  ]) {
    t.equal(pathProblem(ok), null, JSON.stringify(ok));
  }
});

t.test('framework and parser errors become 4xx with a short reason; anything else is not a client error', async (t) => {
  const ctp = Object.assign(new Error('Unsupported Media Type'), {
    code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    statusCode: 415,
  });
  t.match(clientErrorOf(ctp), { statusCode: 415 });
  const empty = Object.assign(new Error("Body cannot be empty when content-type is set to 'application/json'"), {
    code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
    statusCode: 400,
  });
  t.match(clientErrorOf(empty), { statusCode: 400 });
  t.match(
    clientErrorOf(new TypeError('invalid parameter format')),
    { statusCode: 400, message: /Content-Type/ },
    "the proxy's own parser error",
  );
  t.match(clientErrorOf(new TypeError('invalid media type')), { statusCode: 400, message: /Content-Type/ });
  t.match(clientErrorOf(Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 })), { statusCode: 400 });
  t.equal(clientErrorOf(new Error('boom')), null);
  t.equal(clientErrorOf(Object.assign(new Error('upstream'), { statusCode: 503 })), null);
});
