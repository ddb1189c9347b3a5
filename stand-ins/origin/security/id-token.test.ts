// ID token checks of the origin's external sign-in (OpenID Connect Core section 3.1.3.7): signature against the provider's
// keys (RS256, ES256; never none or HMAC), issuer, audience and authorized party, expiry, issue time, nonce, and a
// verified address. Every refusal has its own reason, for the one log line.
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import t from 'tap';
import { verifyIdToken, type Jwk } from './id-token.ts';

const NOW = 1_800_000_000;
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const rsaJwk: Jwk = { ...rsa.publicKey.export({ format: 'jwk' }), kid: 'rsa-1', alg: 'RS256', use: 'sig' };
const ecJwk: Jwk = { ...ec.publicKey.export({ format: 'jwk' }), kid: 'ec-1' };
const keys = [rsaJwk, ecJwk];
const expect = { issuer: 'https://id.example', clientId: 'hirportal', nonce: 'nonce-value-1234567890', nowS: NOW };
const good = {
  iss: 'https://id.example',
  aud: 'hirportal',
  sub: 'u1',
  email: 'szerk@example.hu',
  email_verified: true,
  nonce: expect.nonce,
  iat: NOW - 10,
  exp: NOW + 300,
  name: 'Szerk',
};

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
function token(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'RS256', kid: 'rsa-1' },
  key: KeyObject = rsa.privateKey,
): string {
  const data = `${b64(header)}.${b64(claims)}`;
  const alg = header.alg;
  const sig =
    alg === 'ES256'
      ? sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', Buffer.from(data), key);
  return `${data}.${sig.toString('base64url')}`;
}

t.test('a good token, RS256 and ES256', async (t) => {
  t.same(verifyIdToken(token(good), keys, expect), {
    ok: true,
    claims: { sub: 'u1', email: 'szerk@example.hu', name: 'Szerk' },
  });
  t.equal(verifyIdToken(token(good, { alg: 'ES256', kid: 'ec-1' }, ec.privateKey), keys, expect).ok, true);
  t.equal(verifyIdToken(token({ ...good, email_verified: 'true' }), keys, expect).ok, true, "'true' as a string");
  t.equal(
    verifyIdToken(token({ ...good, aud: ['hirportal', 'mas'], azp: 'hirportal' }), keys, expect).ok,
    true,
    'several audiences with azp',
  );
  t.equal(verifyIdToken(token({ ...good, exp: NOW - 30 }), keys, expect).ok, true, 'within the allowed clock skew');
  t.equal(verifyIdToken(token(good, { alg: 'RS256' }), [rsaJwk], expect).ok, true, 'no kid: the only key of its type');
});

t.test('refusals, each with its reason', async (t) => {
  const reason = (tok: string, k: Jwk[] = keys) => {
    const r = verifyIdToken(tok, k, expect);
    return r.ok ? 'accepted' : r.reason;
  };
  const [h, p] = token(good).split('.');
  const hmac = `${b64({ alg: 'HS256', kid: 'rsa-1' })}.${p}`;
  const cases: [string, string][] = [
    ['not a token', 'malformed'],
    [`${h}.${p}`, 'malformed'],
    [`${b64({ alg: 'none' })}.${p}.`, 'algorithm none refused'],
    [
      `${hmac}.${createHmac('sha256', JSON.stringify(rsaJwk)).update(hmac).digest('base64url')}`,
      'algorithm HS256 refused',
    ],
    [token(good, { alg: 'RS256', kid: 'ismeretlen' }), 'unknown signing key'],
    [
      token(good, { alg: 'RS256', kid: 'rsa-1' }, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
      'bad signature',
    ],
    [`${h}.${b64({ ...good, email: 'mas@example.hu' })}.${token(good).split('.')[2]}`, 'bad signature'],
    [token({ ...good, iss: 'https://mas.example' }), 'wrong issuer'],
    [token({ ...good, aud: 'mas-kliens' }), 'wrong audience'],
    [token({ ...good, aud: ['hirportal', 'mas'] }), 'wrong authorized party'],
    [token({ ...good, exp: NOW - 61 }), 'expired'],
    [token({ ...good, exp: undefined }), 'expired'],
    [token({ ...good, iat: NOW + 120 }), 'issued in the future'],
    [token({ ...good, nonce: 'mas-nonce' }), 'wrong nonce'],
    [token({ ...good, nonce: undefined }), 'wrong nonce'],
    [token({ ...good, sub: '' }), 'no subject'],
    [token({ ...good, email: undefined }), 'no email'],
    [token({ ...good, email_verified: false }), 'email not verified'],
    [token({ ...good, email_verified: undefined }), 'email not verified'],
  ];
  for (const [tok, want] of cases) t.equal(reason(tok), want, want);
  t.equal(
    reason(token(good, { alg: 'ES256', kid: 'rsa-1' }, ec.privateKey)),
    'unknown signing key',
    'a key of the wrong type is no key',
  );
  t.equal(reason(token(good), []), 'unknown signing key', 'an empty key set');
});
