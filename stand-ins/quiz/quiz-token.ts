// A reader's quiz token (§5: exactly 24 characters): 24 characters of [A-Za-z0-9] from the system's CSPRNG, about
// 143 bits, drawn without modulo bias (bytes ≥ 248 are skipped, 248 = 4 × 62).
import { randomBytes } from 'node:crypto';
import { QUIZ_TOKEN_LENGTH } from '../../shared/constants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LIMIT = 256 - (256 % ALPHABET.length);

export function newQuizToken(): string {
  let out = '';
  while (out.length < QUIZ_TOKEN_LENGTH) {
    for (const byte of randomBytes(QUIZ_TOKEN_LENGTH * 2)) {
      if (byte < LIMIT) out += ALPHABET[byte % ALPHABET.length];
      if (out.length === QUIZ_TOKEN_LENGTH) break;
    }
  }
  return out;
}

/** The shape a token must have before it is even looked up. */
export const QUIZ_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9]{${QUIZ_TOKEN_LENGTH}}$`);
