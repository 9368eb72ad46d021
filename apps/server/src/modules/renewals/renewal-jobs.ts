import { z } from 'zod';
import { defineJobKind } from '../../platform/jobs/job-kind.ts';

/**
 * `renewals.sweep`, every five minutes: enqueues the charges that fell due (one job per subscription,
 * period and attempt, keyed in billing_run_keys), ends the periods of cancelled subscriptions, and
 * mails the yearly reminders and the card warnings, each once.
 */
export const renewalSweepJob = defineJobKind({
  name: 'renewals.sweep',
  payload: z.object({}),
  attempts: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 1800,
  schedule: '*/5 * * * *',
});

/**
 * `renewals.charge`: one charge of a subscription's stored card for period `periodNo` after
 * `declinedAttempts` declines. An attempt whose gateway answer is unknown fails, and the next attempt
 * asks the gateway by order id before anything is charged again.
 */
export const renewalChargeJob = defineJobKind({
  name: 'renewals.charge',
  payload: z.object({
    companyId: z.number().int().positive(),
    serviceId: z.number().int().positive(),
    subscriptionId: z.number().int().positive(),
    periodNo: z.number().int().positive(),
    declinedAttempts: z.number().int().min(0),
    runKey: z.string().min(1),
  }),
  attempts: 6,
  retryDelaySeconds: 120,
  retryDelayMaxSeconds: 3600,
  expireInSeconds: 600,
  // Mostly waiting on the gateway and short transactions: more at once than the default 10.
  batchSize: 25,
});

export type RenewalChargePayload = z.output<typeof renewalChargeJob.payload>;
