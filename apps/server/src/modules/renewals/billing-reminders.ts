import { DurationType } from '@hondana/contract';
import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { billingRunKeys, subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import { calendarDaysBetween, instantOf } from '../billing/zoned-calendar.ts';
import { RENEWAL_REMINDER_DAYS, type ReminderDays } from '../billing-mail/billing-mail-facts.ts';
import { queueBillingMail } from '../billing-mail/queue-billing-mail.ts';
import { loadSellablePlan } from '../subscription-plans/sellable-plan.ts';
import type { RenewalDeps } from './renewal-deps.ts';
import { priceRenewal, type SubscriptionRow } from './renewal-repository.ts';

const DAY_MS = 86_400_000;
/** How far ahead reminders and card warnings look: the first reminder's days and a day of slack. */
const LOOK_AHEAD_DAYS = Math.max(...RENEWAL_REMINDER_DAYS) + 1;

/**
 * The reminder due `daysLeft` calendar days before a yearly renewal: the closest of 30, 7 and 1 it has
 * reached (a sweep that ran late sends the one that applies now, not the ones it missed); null before 30.
 */
export function reminderDue(daysLeft: number): ReminderDays | null {
  const reached = RENEWAL_REMINDER_DAYS.filter((days) => daysLeft <= days);
  return reached.length === 0 ? null : (Math.min(...reached) as ReminderDays);
}

/** The instant a card of expiry YYMM stops working: the first moment of the next month, in Tokyo. */
export function cardExpiresAt(cardExpire: string): Date | null {
  const match = /^(\d{2})(\d{2})$/.exec(cardExpire);
  if (!match) return null;
  const year = 2000 + Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  const next = { year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1 };
  return instantOf({ ...next, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 }, BILLING_TIME_ZONE);
}

/** Inserts a key in `tx`; true when it is new (the mail it guards is to be sent). */
async function claimKey(tx: Executor, scope: ServiceScope, subscriptionId: number, runKey: string) {
  const rows = await tx
    .insert(billingRunKeys)
    .values({ companyId: scope.companyId, userSubscriptionId: subscriptionId, runKey })
    .onConflictDoNothing()
    .returning({ runKey: billingRunKeys.runKey });
  return rows.length === 1;
}

async function remindOne(deps: RenewalDeps, row: SubscriptionRow, now: Date): Promise<number> {
  const renewsAt = row.nextBillingAt;
  if (!renewsAt) return 0;
  const scope = { companyId: row.companyId, serviceId: row.serviceId };
  const due = renewsAt.getTime();
  return deps.db.transaction(async (tx) => {
    const plan = await loadSellablePlan(tx, scope, row.subscriptionPlanId);
    if (!plan?.autoRenew) return 0;
    let sent = 0;
    const expiresAt = row.cardExpire ? cardExpiresAt(row.cardExpire) : null;
    if (row.cardMask && expiresAt && expiresAt <= renewsAt) {
      if (await claimKey(tx, scope, row.id, `card-expiry:${row.id}:${due}`)) {
        await queueBillingMail(deps, tx, scope, {
          subscriptionId: row.id,
          kind: 'card-expires-before-renewal',
          facts: { planName: plan.name, cardMask: row.cardMask, renewsAt },
        });
        sent += 1;
      }
    }
    const daysBefore = reminderDue(calendarDaysBetween(now, renewsAt, BILLING_TIME_ZONE));
    const yearly = plan.duration.unit === DurationType.YEAR && row.billingState === 'ACTIVE';
    if (yearly && daysBefore !== null) {
      if (await claimKey(tx, scope, row.id, `reminder:${row.id}:${due}:${daysBefore}`)) {
        const { receipt } = await priceRenewal(tx, scope, row, plan, row.paidPeriods + 1);
        await queueBillingMail(deps, tx, scope, {
          subscriptionId: row.id,
          kind: 'renewal-reminder',
          facts: { planName: plan.name, amountYen: receipt.totalYen, renewsAt, daysBefore },
        });
        sent += 1;
      }
    }
    return sent;
  });
}

/**
 * The mails ahead of a charge, in every company, each sent once (its key in billing_run_keys is inserted
 * with it): the reminders 30, 7 and 1 days before a yearly plan renews (the tax-inclusive amount, the
 * day, how to cancel), and the warning that the stored card expires before the next charge (renewals
 * and the charge at a free term's end). Plans that do not renew themselves get neither.
 */
export async function sendBillingRemindersAcrossTenants(
  deps: RenewalDeps,
  now: Date,
): Promise<{ reminded: number }> {
  const horizon = new Date(now.getTime() + LOOK_AHEAD_DAYS * DAY_MS);
  let reminded = 0;
  let afterId = 0;
  for (;;) {
    const rows = await deps.db
      .select({ subscription: userSubscriptions })
      .from(userSubscriptions)
      .innerJoin(
        subscriptionPlans,
        and(
          eq(subscriptionPlans.companyId, userSubscriptions.companyId),
          eq(subscriptionPlans.id, userSubscriptions.subscriptionPlanId),
        ),
      )
      .where(
        and(
          inArray(userSubscriptions.billingState, ['TRIAL', 'ACTIVE']),
          isNotNull(userSubscriptions.nextBillingAt),
          gt(userSubscriptions.nextBillingAt, now),
          lte(userSubscriptions.nextBillingAt, horizon),
          eq(subscriptionPlans.autoRenew, true),
          gt(userSubscriptions.id, afterId),
          // Only rows that may need a mail: yearly plans, and cards that lapse before the charge.
          or(
            eq(subscriptionPlans.durationType, DurationType.YEAR),
            sql`to_date(${userSubscriptions.cardExpire}, 'YYMM') + interval '1 month' <= ${userSubscriptions.nextBillingAt} + interval '1 day'`,
          ),
        ),
      )
      .orderBy(asc(userSubscriptions.id))
      .limit(500);
    for (const { subscription } of rows) reminded += await remindOne(deps, subscription, now);
    const last = rows.at(-1);
    if (!last || rows.length < 500) return { reminded };
    afterId = last.subscription.id;
  }
}
