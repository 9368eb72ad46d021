/**
 * Billing work done once: a key per renewal attempt of a subscription period, per reminder and per card
 * warning. The renewal sweep enqueues a job only when it inserts its key, in the same transaction, so
 * a second sweep (or a second worker) finds nothing to do; reminders and warnings are mailed only with
 * their key's insert. Rows go with their subscription.
 */
import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, ref } from './columns.ts';
import { companyId, tenantFk } from './companies.ts';
import { userSubscriptions } from './subscriptions.ts';

export const billingRunKeys = pgTable(
  'billing_run_keys',
  {
    companyId: companyId(),
    userSubscriptionId: ref('user_subscription_id').notNull(),
    /** e.g. `renewal:<subscription>:<period>:<declined attempts>`, `reminder:<subscription>:<due>:<days>`. */
    runKey: text('run_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk(
      'billing_run_keys_subscription_fk',
      [t.companyId, t.userSubscriptionId],
      [userSubscriptions.companyId, userSubscriptions.id],
    ),
    unique('billing_run_keys_uq').on(t.companyId, t.runKey),
    index('billing_run_keys_subscription_idx').on(t.companyId, t.userSubscriptionId),
    index('billing_run_keys_created_idx').on(t.createdAt),
  ],
);
