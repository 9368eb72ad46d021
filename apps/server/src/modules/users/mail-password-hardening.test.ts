/**
 * No password in mail: after every account flow, neither mail_outbox nor the queued jobs hold a
 * password the user chose, as typed or as the client's hash. The dev outbox is the worst case: it keeps
 * the text whole (nothing is redacted on delivery).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJobs } from '../../../test/jobs.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import { JOBS_SCHEMA } from '../../platform/jobs/job-queue.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { addressOf, createPortal, tenantQuery, tokenOfLink, unique } from './users-test-support.ts';

let database: TestDatabase;
let app: App;
let portal: Tenant;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { clock: new ManualClock() });
  portal = await createPortal(database.db);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const passwords: string[] = [];

/** Every stored mail and every job payload, as text. */
async function storedText(): Promise<string> {
  await waitForJobs(database.db);
  const mails = await database.db.select().from(mailOutbox);
  const jobs = await database.db.execute<{ data: string }>(
    sql.raw(`select coalesce(data::text, '') as data from ${JOBS_SCHEMA}.job`),
  );
  return [
    ...mails.map((m) => `${m.subject}\n${m.text}\n${m.html ?? ''}`),
    ...jobs.rows.map((j) => j.data),
  ].join('\n');
}

async function expectNoPasswordStored() {
  const text = await storedText();
  expect(text.length).toBeGreaterThan(0);
  for (const password of passwords) {
    expect(text).not.toContain(password);
    expect(text).not.toContain(clientPasswordHash(password));
  }
}

async function latestMailTo(to: string) {
  await waitForJobs(database.db);
  const rows = await database.db.select().from(mailOutbox);
  const mine = rows.filter((row) => row.to === to).sort((a, b) => b.id - a.id);
  if (!mine[0]) throw new Error(`no mail to ${to}`);
  return mine[0];
}

const call = (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, token?: string) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { host: addressOf(portal).host, ...(token ? { 'x-access-token': token } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('no password in mail_outbox, after each account flow', () => {
  const email = `${unique('reader')}@example.test`;
  const chosen = 'Chosen-Pass-2026';
  passwords.push(chosen);

  it('self-registration: the mail carries a confirmation link, no password', async () => {
    const { host: _host, ...hint } = addressOf(portal);
    const answer = await call('POST', '/auth/register', {
      ...hint,
      email,
      username: unique('reader'),
      password: chosen,
      confirm_password: chosen,
      full_name: 'Reader',
    });
    expect(answer.json().status).toBe(200);
    expect(tokenOfLink((await latestMailTo(email)).text, 'confirm-registration').token).toBeTruthy();
    await expectNoPasswordStored();
  });

  it('resending the confirmation', async () => {
    await call('PUT', `/auth/resend-confirmation?email=${encodeURIComponent(email)}&${tenantQuery(portal)}`);
    await expectNoPasswordStored();
  });

  it('confirming, then forgot password and reset with a new password', async () => {
    const confirmToken = tokenOfLink((await latestMailTo(email)).text, 'confirm-registration').token;
    const confirmed = await call('PUT', `/auth/confirm-registration/${confirmToken}?${tenantQuery(portal)}`);
    expect(confirmed.json().status).toBe(200);
    const query = new URLSearchParams({ email, domain: 'localhost', service_path: portal.service.path });
    await call('PUT', `/auth/forgot-password?${query}`);
    const resetToken = tokenOfLink((await latestMailTo(email)).text, 'reset-password').token;
    const renewed = 'Renewed-Pass-2026';
    passwords.push(renewed);
    const reset = await call('PUT', `/user/reset-password/${resetToken}?${tenantQuery(portal)}`, {
      new_password: renewed,
      confirm_password: renewed,
    });
    expect(reset.json().status).toBe(200);
    await expectNoPasswordStored();
  });
});
