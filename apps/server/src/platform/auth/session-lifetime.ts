/** A "keep me logged in" session slides over 30 days of inactivity; others over the company's minutes. */
export const KEEP_LOGIN_IDLE_MINUTES = 30 * 24 * 60;

/** Admin sessions outside any company (system admins) use this idle timeout. */
export const DEFAULT_IDLE_MINUTES = 24 * 60;

export function sessionIdleMinutes(companyExpiryMinutes: number | undefined, keepLogin: boolean): number {
  if (keepLogin) return Math.max(KEEP_LOGIN_IDLE_MINUTES, companyExpiryMinutes ?? 0);
  return companyExpiryMinutes ?? DEFAULT_IDLE_MINUTES;
}

export const expiryFrom = (now: Date, idleMinutes: number) => new Date(now.getTime() + idleMinutes * 60_000);
