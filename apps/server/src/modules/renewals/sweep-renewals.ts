import { and, asc, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import { billingRunKeys, userSubscriptions } from '../../db/schema/index.ts';
import { handleJob } from '../../platform/jobs/job-kind.ts';
import { moveSubscription } from '../billing/subscription-store.ts';
import { sendBillingRemindersAcrossTenants } from './billing-reminders.ts';
import type { RenewalDeps } from './renewal-deps.ts';
import { type RenewalChargePayload, renewalChargeJob, renewalSweepJob } from './renewal-jobs.ts';

/** Subscriptions read (and keys written, jobs enqueued) per transaction of the sweep. */
export const SWEEP_BATCH = 1000;

/** The member-ID provider renews its own subscriptions (its periodic payment): no stored card to charge here. */
const cardRenewed = sql`${userSubscriptions.paymentGateway} is distinct from 'member_id'`;

/** The key of one renewal attempt: a subscription's period and how many declines came before. */
export const renewalRunKey = (s: { id: number; paidPeriods: number; declinedAttempts: number }) =>
  `renewal:${s.id}:${s.paidPeriods + 1}:${s.declinedAttempts}`;

type Cursor = { at: Date; id: number };
type SweepStep = { last: Cursor; count: number; full: boolean };

/** One batch of due charges after `cursor`: their keys inserted and a job per new key, in one transaction. */
function enqueueBatchAcrossTenants(
  deps: Pick<RenewalDeps, 'db' | 'jobs'>,
  now: Date,
  cursor: Cursor | null,
): Promise<SweepStep | null> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        companyId: userSubscriptions.companyId,
        serviceId: userSubscriptions.serviceId,
        id: userSubscriptions.id,
        paidPeriods: userSubscriptions.paidPeriods,
        declinedAttempts: userSubscriptions.declinedAttempts,
        nextBillingAt: userSubscriptions.nextBillingAt,
      })
      .from(userSubscriptions)
      .where(
        and(
          isNotNull(userSubscriptions.nextBillingAt),
          lte(userSubscriptions.nextBillingAt, now),
          cardRenewed,
          cursor
            ? or(
                gt(userSubscriptions.nextBillingAt, cursor.at),
                and(eq(userSubscriptions.nextBillingAt, cursor.at), gt(userSubscriptions.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(userSubscriptions.nextBillingAt), asc(userSubscriptions.id))
      .limit(SWEEP_BATCH);
    const last = due.at(-1);
    if (!last?.nextBillingAt) return null;
    const keyed = await tx
      .insert(billingRunKeys)
      .values(
        due.map((s) => ({ companyId: s.companyId, userSubscriptionId: s.id, runKey: renewalRunKey(s) })),
      )
      .onConflictDoNothing()
      .returning({ companyId: billingRunKeys.companyId, runKey: billingRunKeys.runKey });
    const fresh = new Set(keyed.map((k) => `${k.companyId}/${k.runKey}`));
    const jobs: RenewalChargePayload[] = due
      .filter((s) => fresh.has(`${s.companyId}/${renewalRunKey(s)}`))
      .map((s) => ({
        companyId: s.companyId,
        serviceId: s.serviceId,
        subscriptionId: s.id,
        periodNo: s.paidPeriods + 1,
        declinedAttempts: s.declinedAttempts,
        runKey: renewalRunKey(s),
      }));
    await deps.jobs.sendMany(renewalChargeJob, jobs, { tx });
    return {
      last: { at: last.nextBillingAt, id: last.id },
      count: jobs.length,
      full: due.length === SWEEP_BATCH,
    };
  });
}

/**
 * Every company's charges due at `now` (the due index, by next_billing_at), in batches: each batch
 * inserts its attempts' keys and enqueues a `renewals.charge` job for each key it inserted, in one
 * transaction. A due charge whose key exists already (enqueued by an earlier sweep, running or waiting
 * for its outcome) is skipped, so a second sweep enqueues nothing. Answers the jobs enqueued.
 */
export async function enqueueDueRenewalsAcrossTenants(
  deps: Pick<RenewalDeps, 'db' | 'jobs'>,
  now: Date,
): Promise<number> {
  let cursor: Cursor | null = null;
  let enqueued = 0;
  for (;;) {
    const step: SweepStep | null = await enqueueBatchAcrossTenants(deps, now, cursor);
    if (!step) return enqueued;
    enqueued += step.count;
    if (!step.full) return enqueued;
    cursor = step.last;
  }
}

/**
 * Cancelled subscriptions whose paid (or free) period ran out by `now`, in every company, end by the
 * table's 'period-ends', each in its own transaction. Answers how many ended.
 */
export async function endLapsedPeriodsAcrossTenants(
  deps: Pick<RenewalDeps, 'db'>,
  now: Date,
): Promise<number> {
  let ended = 0;
  for (;;) {
    const lapsed = await deps.db
      .select({
        companyId: userSubscriptions.companyId,
        serviceId: userSubscriptions.serviceId,
        id: userSubscriptions.id,
      })
      .from(userSubscriptions)
      .where(
        and(
          eq(userSubscriptions.billingState, 'CANCEL'),
          lte(sql`coalesce(${userSubscriptions.currentPeriodEnd}, ${userSubscriptions.freeTermEndsAt})`, now),
        ),
      )
      .orderBy(asc(userSubscriptions.id))
      .limit(SWEEP_BATCH);
    let moved = 0;
    for (const s of lapsed) {
      const scope = { companyId: s.companyId, serviceId: s.serviceId };
      const move = await deps.db.transaction((tx) => moveSubscription(tx, scope, s.id, 'period-ends', now));
      if (!('refused' in move)) moved += 1;
    }
    ended += moved;
    if (lapsed.length < SWEEP_BATCH || moved === 0) return ended;
  }
}

/** One pass of the sweep at the clock's now: charges enqueued, periods ended, reminders and warnings mailed. */
export async function sweepRenewals(deps: RenewalDeps) {
  const now = deps.clock.now();
  const enqueued = await enqueueDueRenewalsAcrossTenants(deps, now);
  const ended = await endLapsedPeriodsAcrossTenants(deps, now);
  const mailed = await sendBillingRemindersAcrossTenants(deps, now);
  return { enqueued, ended, ...mailed };
}

export const renewalSweepHandler = (deps: RenewalDeps) =>
  handleJob(renewalSweepJob, async () => {
    await sweepRenewals(deps);
  });
