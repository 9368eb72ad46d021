import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { mailOutbox, subscriptionPlans } from '../../db/schema/index.ts';
import { JOBS_SCHEMA, JobQueue } from '../../platform/jobs/job-queue.ts';
import { mailSendJob } from '../../platform/mail/mail-jobs.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { startSubscription } from '../billing/subscription-store.ts';
import { exampleFacts } from './billing-mail-test-support.ts';
import { queueBillingMail } from './queue-billing-mail.ts';

let database: TestDatabase;
let jobs: JobQueue;
let tenant: Tenant;
let other: Tenant;
const publicUrl = 'http://localhost:3000';

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await JobQueue.open({
    connectionString: database.url,
    kinds: [mailSendJob],
    maintenance: false,
    instanceName: 'billing-mail-test',
  });
  tenant = await createTenant(database.db);
  other = await createTenant(database.db);
});
afterAll(async () => {
  await jobs.close();
  await database.destroy();
});

async function subscribedReader(lang: 'en' | 'ja' | 'vn', options: { noEmail?: boolean } = {}) {
  const { user } = await createUser(database.db, tenant, {
    lang,
    ...(options.noEmail ? { email: null } : {}),
  });
  const scope = tenantScopeOf(tenant);
  const [plan] = await database.db
    .insert(subscriptionPlans)
    .values({ ...scope, name: 'Gold', duration: 1, durationType: 1, price: 1000 })
    .returning();
  if (!plan) throw new Error('plan not created');
  const moved = await database.db.transaction((tx) =>
    startSubscription(tx, scope, {
      userId: user.id,
      planId: plan.id,
      event: 'start-paid',
      at: new Date('2026-11-01T00:00:00Z'),
      paymentGateway: 'sandbox',
    }),
  );
  if ('refused' in moved) throw new Error(moved.refused);
  return { user, subscriptionId: moved.id };
}

const mailJobsOf = async (outboxId: number) => {
  const rows = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = 'mail.send' and (data->>'outboxId')::int = ${outboxId}`,
  );
  return rows.rows[0]?.count ?? 0;
};

describe('queueBillingMail', () => {
  it("queues the mail in the reader's language with the link to their /subscription page, and its delivery job", async () => {
    const { user, subscriptionId } = await subscribedReader('ja');
    const outboxId = await database.db.transaction((tx) =>
      queueBillingMail({ jobs, publicUrl }, tx, tenantScopeOf(tenant), {
        subscriptionId,
        kind: 'payment-declined',
        facts: exampleFacts['payment-declined'],
      }),
    );
    if (outboxId === null) throw new Error('not queued');
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(mail?.to).toBe(user.email);
    expect(mail?.companyId).toBe(tenant.company.id);
    expect(mail?.subject).toContain('お支払いができませんでした');
    expect(mail?.text).toContain(`/${tenant.service.path}/subscription`);
    expect(mail?.text).toContain('¥1,100（税込）');
    expect(await mailJobsOf(outboxId)).toBe(1);
  });

  it('by user id as well, in the company language when the reader has none', async () => {
    const { user } = await createUser(database.db, tenant, { lang: null });
    const outboxId = await database.db.transaction((tx) =>
      queueBillingMail({ jobs, publicUrl }, tx, tenantScopeOf(tenant), {
        userId: user.id,
        kind: 'cancelled',
        facts: exampleFacts.cancelled,
      }),
    );
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, outboxId ?? 0));
    expect(tenant.company.defaultLanguage).toBe('vn');
    expect(mail?.subject).toContain('đã được hủy');
  });

  it('exists only if the change it reports commits (outbox): a rolled-back move leaves no mail and no job', async () => {
    const { user, subscriptionId } = await subscribedReader('en');
    const before = await database.db.$count(mailOutbox, eq(mailOutbox.to, user.email ?? ''));
    await expect(
      database.db.transaction(async (tx) => {
        await queueBillingMail({ jobs, publicUrl }, tx, tenantScopeOf(tenant), {
          subscriptionId,
          kind: 'receipt',
          facts: exampleFacts.receipt,
        });
        throw new Error('the move failed');
      }),
    ).rejects.toThrow('the move failed');
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.to, user.email ?? ''))).toBe(before);
  });

  it('queues nothing for a reader without an e-mail address, and refuses another company’s subscription', async () => {
    const { subscriptionId } = await subscribedReader('en', { noEmail: true });
    const none = await database.db.transaction((tx) =>
      queueBillingMail({ jobs, publicUrl }, tx, tenantScopeOf(tenant), {
        subscriptionId,
        kind: 'cancelled',
        facts: exampleFacts.cancelled,
      }),
    );
    expect(none).toBeNull();
    const { subscriptionId: mine } = await subscribedReader('en');
    await expect(
      database.db.transaction((tx) =>
        queueBillingMail({ jobs, publicUrl }, tx, tenantScopeOf(other), {
          subscriptionId: mine,
          kind: 'cancelled',
          facts: exampleFacts.cancelled,
        }),
      ),
    ).rejects.toThrow(/no such reader/);
    const leaked = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, other.company.id)));
    expect(leaked).toEqual([]);
  });
});
