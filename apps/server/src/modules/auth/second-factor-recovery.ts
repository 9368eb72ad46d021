import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@hondana/contract';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const CODE_LENGTH = 10;

/** One recovery code, `abcde-fghij`: 10 base32 letters (50 bits), enough against guesses under the lock-out. */
function newRecoveryCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  const letters = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** What is stored of a recovery code: the SHA-256 of its letters (lowercase, no hyphen). */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase(), 'utf8')
    .digest('hex');

/** A new set of recovery codes, in clear (to show once) and hashed (to store). */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
