import { describe, expect, it } from 'vitest';
import { clientPasswordHash, hashPassword } from '../../platform/crypto/passwords.ts';
import { firstMatchingCandidate } from './password-check.ts';

describe('firstMatchingCandidate', () => {
  it('finds the first account whose stored hash matches, whatever the number of slots', async () => {
    const [one, two] = [await hashPassword('first-secret'), await hashPassword('second-secret')];
    expect(await firstMatchingCandidate([one, two], clientPasswordHash('second-secret'), 4)).toBe(1);
    expect(await firstMatchingCandidate([one, two, one], clientPasswordHash('first-secret'), 1)).toBe(0);
    expect(await firstMatchingCandidate([one], clientPasswordHash('other'), 1)).toBe(-1);
  });

  it('never matches when there is no account or no password', async () => {
    expect(await firstMatchingCandidate([], clientPasswordHash(''), 1)).toBe(-1);
    expect(await firstMatchingCandidate([null], clientPasswordHash(''), 1)).toBe(-1);
  });
});
