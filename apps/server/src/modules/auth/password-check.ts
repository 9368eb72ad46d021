import { randomBytes } from 'node:crypto';
import { hashClientPasswordHash, verifyClientPasswordHash } from '../../platform/crypto/passwords.ts';

let dummyHash: Promise<string> | undefined;

/**
 * An argon2id hash with the same parameters as real ones, of a value nobody knows: checked when there
 * is no account (or no password) so that the answer takes as long as for a real account.
 */
const dummy = () => {
  dummyHash ??= hashClientPasswordHash(randomBytes(32).toString('hex'));
  return dummyHash;
};

/**
 * Checks `clientHash` against the stored hash of each candidate, always doing exactly `slots` argon2
 * verifications (missing candidates and accounts without a password use the dummy hash), so the time
 * taken tells nothing about how many accounts exist. Answers the index of the first match, or -1.
 */
export async function firstMatchingCandidate(
  storedHashes: readonly (string | null)[],
  clientHash: string,
  slots: number,
): Promise<number> {
  const fallback = await dummy();
  const checks = Array.from({ length: Math.max(slots, storedHashes.length) }, (_, i) =>
    verifyClientPasswordHash(storedHashes[i] ?? fallback, clientHash).then(
      (matches) => matches && i < storedHashes.length && storedHashes[i] !== null,
    ),
  );
  return (await Promise.all(checks)).indexOf(true);
}
