/**
 * Lock-out rules for password logins (docs/decisions.md, "Accounts: login and sessions"). Pure
 * functions over times, so they are tested without a database.
 */

/** Failed password checks of one account from one address within the window that lock it from there. */
export const ACCOUNT_LOCK_FAILURES = 5;
export const ACCOUNT_LOCK_WINDOW_MINUTES = 30;
export const ACCOUNT_LOCK_MINUTES = 30;

/** Failed password checks from one IP address within the window after which that IP is refused. */
export const IP_THROTTLE_FAILURES = 20;
export const IP_THROTTLE_WINDOW_MINUTES = 15;

const MINUTE = 60_000;

export const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * MINUTE);
export const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * MINUTE);

export const isLocked = (lockedUntil: Date | null, now: Date) =>
  lockedUntil !== null && lockedUntil.getTime() > now.getTime();

/**
 * Failures that count for an account after one more failure: those since its counter was last reset
 * (success, lock, unlock: `consecutive`) that are also inside the window (`inWindow`). Both are the
 * latest failures of the same sequence, so the smaller number is their intersection.
 */
export const countedFailures = (consecutive: number, inWindow: number) => Math.min(consecutive, inWindow);

/** The end of the lock the failures counted so far call for, or null. */
export const lockEndAfterFailure = (counted: number, now: Date): Date | null =>
  counted >= ACCOUNT_LOCK_FAILURES ? minutesAfter(now, ACCOUNT_LOCK_MINUTES) : null;

/**
 * An identifier that names no account locks like an account would, so a 425 never tells that an
 * account exists. `failures` are its latest failed attempts, newest first (at most
 * ACCOUNT_LOCK_FAILURES): locked for ACCOUNT_LOCK_MINUTES after the failure that completed
 * ACCOUNT_LOCK_FAILURES failures within the window.
 */
export function identifierLockEnd(failures: readonly Date[]): Date | null {
  if (failures.length < ACCOUNT_LOCK_FAILURES) return null;
  const newest = failures[0] as Date;
  const oldest = failures[ACCOUNT_LOCK_FAILURES - 1] as Date;
  if (newest.getTime() - oldest.getTime() > ACCOUNT_LOCK_WINDOW_MINUTES * MINUTE) return null;
  return minutesAfter(newest, ACCOUNT_LOCK_MINUTES);
}

/** The per-IP throttle: refused once the IP has this many failures in the window. */
export const isIpThrottled = (recentIpFailures: number) => recentIpFailures >= IP_THROTTLE_FAILURES;
