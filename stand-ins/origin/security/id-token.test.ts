// ID token checks of the origin's external sign-in (OpenID Connect Core section 3.1.3.7): signature against the provider's
// keys (RS256, ES256; never none or HMAC), issuer, audience and authorized party, expiry, issue time, nonce, and a
// verified address. Every refusal has its own reason, for the one log line.
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import t from 'tap';
import { verifyIdToken, type Jwk } from './id-token.ts';

const NOW = 1_800_000_000;
// The two RSA keys are made once, here, for these tests alone (generating them cost up to a CPU-second each run): the
// provider's signing key and one it does not publish.
const RSA_SIGNING_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDAbFAV+OlmWXDQ
jjIi9mSxRQj1WJlaSC7pZBd7wxpVmVjx0Jrm7B9DPjyFM8hT7qpIdzpzZrOhdc+M
4CKBHM3uI9GGKi2hfA7P4wjLQgElgpDCxnah4jW5Sc4uniA9hMas/BHFnjQ5w/dh
HPZWRqkMY7vMTDOUa/XJwzJPMGs3Vp/dz4Pdke8xcbF6xy+8IFOmagfM9Imhaelj
fUaFAJz4DZVcixApDsx8QVpV5V8PhVdBXTM/GEX3F5YQ4JHwTnjCLNupZhVudEKz
eWeBDzNVTu5jtCE+tpEVsN8J+eGJpFzHIQFuUF9UzH+ffvHwwuiTB5pUHY8xWs4D
1DVrFC8hAgMBAAECggEABa1kbwOHMmR+7D5XyxmJNsQ+S4vbyXLCBJOWEEodPauO
uOLCYUAT+45LZ5Qzq8tJxaXT6Qn9kIza7PGDfxr4FffDU7Gsozw3bSmKDcIyqbZI
mmCT6TqVAnSjo1M5yQrg+ENfLF0ath4ar0g1Ge5PiEysgq54Yp+NUtDCLB01+p3T
8yoZgptlSQZshMS4MGl7UzSh1L3Sx4czE9mdrDsyL9IzbrEObA14aoFC5thSKPvQ
WRKR6ske0y8Pu08cnLXaTwzDZP8n0J9kO2hj6sJhJjoI78rEIOfylIPKd3RZS/q+
25WJ1H5wkv6gcqtv6vsJWPHUTxCb6aXKT7pCYlD3eQKBgQDki/cLYCpbX1aU4sSZ
XGBj0tuLmNhRYSHDniz3jIC85TYHp5rEqw3QNV7e80ytEt5rlDtrb8riXklEMp6T
5sLz7Cus0ycfy8mGJ6bOVe43jAOfZGPzFsA/P9Qv9FAf81V7irY3zS7j59i/YnPa
5Z+fs4loDLG83q/ynJ5+61epWQKBgQDXiYK4+Kz7i5QY6TPCwhiCj2VfPhohuxA2
tenyz85Hour7XBIffWwc3Zdxjq/uAPVR7rX67tLYC+/5voEFsKWuQUiiIlDsfxvA
/cwq1N48bhmfapdva4XJaJaIwdlifCNgfTAhyGqBPjk/rYsrYHjARzd27DI3eI4I
oT0UPYazCQKBgFRyw14Yso4AtGVfRXXFhHheOXFjkMrBMVCu6b6u1AL4TvaVH8L7
0abVkbCgBf0Ns9Hce/g+3qC2Ziwk6COOaQrogVriytoc2uIPVLt5VQSBX/VNiwEP
rwmv9B+kDtc/ep6jqqED2Aeua5CMOHLx1gGUvXkM97/qKOlkpcwP+dxBAoGBAI1k
N8z/1Ppu5ggxczMgANQlHWsNYjceb9R0IbSXfcqgpWWfUIQ30uRcuSxVXjPTjRri
bZ7fbJEtw48h2aHR794QFYXG3S9Hcv13gKfYXLFnyIc7dXwyHOGzKo0sHV7t8Icr
mJeQ0c1W9FdBkTozXwNDtK7e41JgU0x1+Yt9kQ+BAoGAbQfXn+jKkH0ul0s4zBnx
93Njs09NI5KCqDLi7pC+hrkyoiAGAOwURb5sVAbaewszupKgQTGuhLe1a5/DFDNu
ZFyQ4e0C+Rxap/0lCbmUpTBR+SqLRHB9X1GNSwB+NnQqMnkRhYVNYoXjbVZmck3Z
hCC5R6BEfeOFzY00EnrpVAI=
-----END PRIVATE KEY-----
`;
const RSA_FOREIGN_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC+zA4yJK/Gpxd8
Z5/YtXWT2OWQLs5LzZW4n8rzXQmsMv9WERYmqzbkaRhFSU0fZr+2qM3uRtyQRMPJ
asgc5mUS2Yi2xrpetUoBHKjRdVSrVo0tUN/zBVRhL8GBIVe9dULPt3xTy2i/g9QK
Rfq94z7Ci0ZJ79tZ1QbLnR4m/XS1V5EtduFDyF5rN9yYEIzYsAvKnPo9YK1/9fgM
ptdDmRYOLwnpy3DCXn8K01EQ2BPHPJEOEq0aGLZVnVKZg6IODmzjDlWNVehvhIAE
MmFrww0S9BwdN7Hp6dgeDzAWUTc+D9P6zBYbozyNZOaU4GypYKCvgoTD+yJ6cX6/
PE0WFVsNAgMBAAECggEAAze7RI64VSwTuhIgUL4Mr9PgWTxk18PtkrnFKTIIO/p3
Mmsi2b+Y8ySvl1mLXqxzrr+ti2dwCFHUkHTHz672BOmcw+JZmcfKafbjBPdK2IHi
6yD6SeWs3N+6jnQyv9v2prykMOCVEWfGf27bMfEfaZYCNzR/mUX9sZjifYtYOMes
ETxF4O2PSnkJv+SgR8rwzLvBOVnQFd22LKOSC5uUgUNIbMkhiFDP7bkJNIL5i4w1
AQVh/wdXJc4DBcLmuUtCmwynSWNvrk98dqwSHB5xT0ubI681UUsuaPrBMPmKDMnC
A7vlo0Obopd6gz89tBq72dppvNkr19gXScAQIpWnkQKBgQDoGCzq/TwNDCgcagHx
tVCMkbVqbPHduIkgKCwAbaRfrMDnhzLCTIUlUlVfjBuLjLjUGRxH/Fgvr98Zuzej
H1U8xqg1qllKmLMuqbFPIOyOtHWsP0g1WIZm4b0F5oyoXlh4pURjpI/710meB7lr
Et4kC9iA4M5VFoHS/7M1TipsnQKBgQDScvWCawr224o6JQ13Mpve9SR8+G/eYzzj
ZHO7Z7uXcAN8pNPJg7lyJg6qdR5DboNg80Bk57TJyL0pdcuQoqOrnAU6kkXZ1HZ1
ZFcVJMgmTDcc0jdJ9UaO52S2fwt8js8V9xtT7RZnLBdv/ZqY0Jp4VYviIDp7RuII
UWA8+t2FMQKBgD2SPEhSyd2EPhfbn4xp12aTORd0s21oiSg4wAOVEqg3Ai3p1fNp
rWDLSM7CMoSA3n+V8cS/Ev4DoCIJYqcppskqwnEKMgnyHIbiiaE+UMNC6Hy7hQJx
66XbePPZx7La5ImM/mmYvIHJCUSdM/lN1hSl99eoy9QS1noNT5NymxqZAoGBAIwE
BkouE85oBJBo5IugtUniydMHq85HMlSMGd/exVWdJgTA2VOiezhyD6HjaC4vEePo
E7jO3F7AWvKBt91UCBb+KBBvD2A9Vk8GYlXj8fJhFO3tAvIG6VncpAozfp3xmeAg
VyNAg35DPJi7Hyd66rsTF41sKdypLWuhUKlhsw6RAoGATQoBbuVFYti5C+PMaTep
FYvmnraIwInVHojxqTZNs6PowgLe4p6nIhwqyfb/vVLdbMk1LHjX27e2GUE4B7yd
wW0JZ7gfcWj8AGYRGIyzoqotNAeTuIaZYZuEm/6xs1guN2HYLHNzVzM6aNbyCgSb
z9lYHXmWHe9N32G3ZZ+Ij3c=
-----END PRIVATE KEY-----
`;
const rsaPrivate = createPrivateKey(RSA_SIGNING_KEY);
const rsa = { privateKey: rsaPrivate, publicKey: createPublicKey(rsaPrivate) };
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
    [token(good, { alg: 'RS256', kid: 'rsa-1' }, createPrivateKey(RSA_FOREIGN_KEY)), 'bad signature'],
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
