// Stands in for a browser: its push-subscription keys (a P-256 key pair and a 16-byte auth secret) and the decryption
// of what a push service delivers (RFC 8291 aes128gcm, RFC 8188 framing): ECDH with the browser's private key, HKDF
// for the content key and nonce, AES-128-GCM. Plus a local HTTP server standing in for the browser vendor's push
// service, which keeps every request and answers with the status a test chooses.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from './loopback-server.ts';

export interface BrowserKeys {
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
/** HKDF (RFC 5869) with one block of output, which is all RFC 8291 needs. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  hmac(hmac(salt, ikm), Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt(body: Buffer): Buffer {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id = the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const asPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
      const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('not a final record');
      return padded.subarray(0, end);
    },
  };
}

/** Checks a VAPID Authorization header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`; returns the JWT claims. */
export function verifyVapid(header: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID header: ${header}`);
  if (m[2] !== publicKey) throw new Error('the header names another public key');
  const [head, claims, signature] = m[1].split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
}

export interface PushDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceStub {
  url: string;
  deliveries: PushDelivery[];
  /** the status to answer for a path (default 201) */
  statusFor: Map<string, number>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStub> {
  const deliveries: PushDelivery[] = [];
  const statusFor = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusFor.get(req.url!) ?? 201).end();
    });
  });
  return { ...(await listenOnLoopback(server)), deliveries, statusFor };
}
