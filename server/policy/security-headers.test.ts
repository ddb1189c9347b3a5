import t from 'tap';
import { configFromEnv } from '../config.ts';
import { DOCUMENT_ONLY_HEADERS, securityHeaders } from './security-headers.ts';

t.test('the block: helmet’s headers, the CSP and Permissions-Policy, HSTS only on https', async (t) => {
  const http = securityHeaders(configFromEnv({}));
  t.equal(http['x-content-type-options'], 'nosniff');
  t.equal(http['cross-origin-resource-policy'], 'same-site');
  t.notOk('cross-origin-embedder-policy' in http, 'no COEP: the embeds are frames of other sites');
  t.match(http['content-security-policy'], /^default-src 'self'/);
  t.notMatch(http['content-security-policy'], /'nonce-/, 'the policy of answers that are not streamed pages');
  t.ok(http['permissions-policy']);
  t.notOk('strict-transport-security' in http, 'no HSTS on plain http');
  t.ok(Object.isFrozen(http), 'one block, shared by every reply');
  const https = securityHeaders(configFromEnv({ PUBLIC_ORIGIN_MAIN: 'https://example.hu' }));
  t.match(https['strict-transport-security'], /^max-age=\d+/, 'HSTS on https');
});

t.test('the document-only headers are the block’s, nosniff aside', async (t) => {
  const https = securityHeaders(configFromEnv({ PUBLIC_ORIGIN_MAIN: 'https://example.hu' }));
  t.same(
    [...DOCUMENT_ONLY_HEADERS].sort(),
    Object.keys(https)
      .filter((name) => name !== 'x-content-type-options')
      .sort(),
  );
});
