import { describe, expect, it } from 'vitest';
import {
  countedFailures,
  identifierLockEnd,
  isIpThrottled,
  isLocked,
  lockEndAfterFailure,
  minutesAfter,
} from './lockout-policy.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

describe('lock-out policy', () => {
  it('counts only the failures both since the last reset and inside the window', () => {
    expect(countedFailures(5, 3)).toBe(3);
    expect(countedFailures(2, 7)).toBe(2);
  });

  it('locks for 30 minutes at the fifth counted failure', () => {
    expect(lockEndAfterFailure(4, at(0))).toBeNull();
    expect(lockEndAfterFailure(5, at(0))).toEqual(at(30));
  });

  it('treats the end of a lock as unlocked', () => {
    expect(isLocked(null, at(0))).toBe(false);
    expect(isLocked(at(30), at(29))).toBe(true);
    expect(isLocked(at(30), at(30))).toBe(false);
  });

  it('locks an unknown identifier after five failures within 30 minutes, for 30 minutes', () => {
    const five = [at(20), at(15), at(10), at(5), at(0)];
    expect(identifierLockEnd(five)).toEqual(at(50));
    expect(identifierLockEnd(five.slice(0, 4))).toBeNull();
    expect(identifierLockEnd([at(40), at(15), at(10), at(5), at(0)])).toBeNull();
    expect(identifierLockEnd([at(30), at(15), at(10), at(5), at(0)])).toEqual(minutesAfter(at(30), 30));
  });

  it('throttles an address from the twentieth failure on', () => {
    expect(isIpThrottled(19)).toBe(false);
    expect(isIpThrottled(20)).toBe(true);
  });
});
