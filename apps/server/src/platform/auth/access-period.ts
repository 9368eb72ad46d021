import { ResultCode, UserSubscriptionType } from '@hondana/contract';

/** The access period of a user: only subscription type LOGIN limits when the account may be used. */
export interface AccessPeriod {
  subscriptionType: number;
  subscriptionStart: Date | null;
  subscriptionEnd: Date | null;
}

/**
 * The code refusing a user outside their access period, or null: before `subscriptionStart`
 * USER_ACCESS_NOT_STARTED, from `subscriptionEnd` on USER_ACCESS_EXPIRED (the end is the instant access
 * ends). A missing bound leaves that side open.
 */
export function accessPeriodRefusal(user: AccessPeriod, now: Date) {
  if (user.subscriptionType !== UserSubscriptionType.LOGIN) return null;
  const at = now.getTime();
  if (user.subscriptionStart && at < user.subscriptionStart.getTime()) {
    return ResultCode.USER_ACCESS_NOT_STARTED;
  }
  if (user.subscriptionEnd && at >= user.subscriptionEnd.getTime()) return ResultCode.USER_ACCESS_EXPIRED;
  return null;
}
