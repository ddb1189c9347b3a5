// The keys of a browser's push subscription (Push API, RFC 8291 section 3): p256dh an uncompressed P-256 point (65 bytes,
// first byte 4), auth a 16-byte secret, both base64url. Checked before storing, so a send never meets junk.
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decoded(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value.replace(/=+$/, ''), 'base64url') : null;
}

/** null when both keys are usable, else the reason (for a 400). */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): string | null {
  const p256dh = decoded(keys.p256dh);
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 0x04)
    return 'pushSubscription.keys.p256dh must be a base64url uncompressed P-256 public key (65 bytes)';
  const auth = decoded(keys.auth);
  if (!auth || auth.length !== 16) return 'pushSubscription.keys.auth must be a base64url 16-byte secret';
  return null;
}
