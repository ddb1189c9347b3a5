// A streamed page's script nonce (its Content-Security-Policy lets in the inline scripts that carry this value): 16
// bytes from the system's cryptographic generator, as before, but drawn from a block filled 256 nonces at a time. A
// call into the generator for each page was about 0.7 % of an uncached answer's CPU; the bytes are as unpredictable,
// and each is handed out once.
import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
const block = Buffer.alloc(NONCE_BYTES * 256);
let next = block.length;

export function scriptNonce(): string {
  if (next === block.length) {
    randomFillSync(block);
    next = 0;
  }
  const nonce = block.toString('base64', next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}
