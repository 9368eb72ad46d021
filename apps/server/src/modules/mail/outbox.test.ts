import { outboxMessageSchema, pageSchema, ResultCode, RoleLevel } from '@hondana/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJobs } from '../../../test/jobs.ts';
import { buildTestApp, testConfig } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import { insertOutboxMessage } from '../../platform/mail/outbox-repository.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import {
  addressOf,
  createPortal,
  createUser,
  openSession,
  tenantQuery,
  unique,
} from '../users/users-test-support.ts';
import { isLoopbackHost } from './routes.ts';

const outboxPage = pageSchema(outboxMessageSchema);
const clock = new ManualClock();
let database: TestDatabase;
let app: App;
let portal: Tenant;
let other: Tenant;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { clock });
  portal = await createPortal(database.db);
  other = await createPortal(database.db);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

/** Registers a reader (whose welcome mail goes to the outbox) and returns the stored message. */
async function registerAndReadOutbox(target: App, tenant: Tenant) {
  const email = `${unique('r')}@example.test`;
  const { host, ...hint } = addressOf(tenant);
  const response = await target.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { host },
    payload: {
      ...hint,
      email,
      username: unique('reader'),
      password: 'Outbox-pass-1',
      confirm_password: 'Outbox-pass-1',
      full_name: 'Outbox Reader',
    },
  });
  expect(response.json().status).toBe(200);
  for (let i = 0; i < 250; i++) {
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}

const get = (target: App, url: string, token?: string) =>
  target.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost:3000', ...(token ? { 'x-access-token': token } : {}) },
  });

describe('dev outbox (no SMTP_URL)', () => {
  it('keeps the mail in mail_outbox, undelivered and readable whole', async () => {
    const row = await registerAndReadOutbox(app, portal);
    expect(row).toMatchObject({ companyId: portal.company.id, sentAt: null });
    expect(row.text).toMatch(/confirm-registration\?token=[\w-]{20,}/);
    expect(row.text).not.toContain('Outbox-pass-1');
  });

  it('answers each message with its tenant, attempts, error and delivery state', async () => {
    const row = await registerAndReadOutbox(app, portal);
    await waitForJobs(database.db);
    const { user: admin } = await createUser(database.db, null);
    const token = await openSession(database.db, admin, null, clock);
    const queuedId = await insertOutboxMessage(database.db, {
      companyId: null,
      to: 'q@example.test',
      subject: 'Q',
      text: 'T',
    });
    const page = outboxPage.parse((await get(app, '/api/v1/mail-outbox/page?size=50', token)).json().data);
    expect(page.content.find((m) => m.id === row.id)).toMatchObject({
      companyId: portal.company.id,
      sentAt: null,
      attempts: 1,
      lastError: null,
      state: 'kept-in-outbox',
    });
    expect(page.content.find((m) => m.id === queuedId)).toMatchObject({ attempts: 0, state: 'queued' });
  });

  it('is read by the system admin, newest first and paged; not by a reader (611) or a visitor (600)', async () => {
    const first = await registerAndReadOutbox(app, portal);
    const second = await registerAndReadOutbox(app, other);
    const { user: admin } = await createUser(database.db, null);
    const adminToken = await openSession(database.db, admin, null, clock);
    const page = outboxPage.parse(
      (await get(app, '/api/v1/mail-outbox/page?size=2', adminToken)).json().data,
    );
    expect(page.content.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(page).toMatchObject({ number: 1, size: 2 });
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    const next = outboxPage.parse(
      (await get(app, '/api/v1/mail-outbox/page?size=2&page=2', adminToken)).json().data,
    );
    expect(next.content[0]?.id).toBeLessThan(first.id);

    const { user: reader } = await createUser(database.db, portal);
    const readerToken = await openSession(database.db, reader, portal, clock);
    const refused = await get(app, '/api/v1/mail-outbox/page', readerToken);
    expect(refused.json()).toMatchObject({ status: ResultCode.INVALID_ROLE_ACCESS });
    expect(refused.statusCode).toBe(403);
    const { user: companyAdmin } = await createUser(database.db, portal, {
      roleLevel: RoleLevel.COMPANY_ADMIN,
    });
    const staff = await get(
      app,
      '/api/v1/mail-outbox/page',
      await openSession(database.db, companyAdmin, portal, clock),
    );
    expect(staff.json().status).toBe(ResultCode.INVALID_ROLE_ACCESS);
    expect((await get(app, '/api/v1/mail-outbox/page')).json().status).toBe(
      ResultCode.ACCESS_TOKEN_NOT_FOUND,
    );
  });
});

/** Asks for a password reset of `email` on the tenant and waits for the mail to be stored. */
async function requestResetAndReadOutbox(target: App, tenant: Tenant, email: string) {
  const { host, domain, path } = addressOf(tenant);
  const query = new URLSearchParams({ email, domain, ...(path ? { service_path: path } : {}) });
  const response = await target.inject({
    method: 'PUT',
    url: `/api/v1/auth/forgot-password?${query}`,
    headers: { host },
  });
  expect(response.json().status).toBe(200);
  for (let i = 0; i < 250; i++) {
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}

describe('GET /public/demo-outbox/page', () => {
  const demoOutbox = (target: App, tenant: Tenant | undefined, headers: Record<string, string> = {}) =>
    target.inject({
      method: 'GET',
      url: `/api/v1/public/demo-outbox/page?size=100${tenant ? `&${tenantQuery(tenant)}` : ''}`,
      headers: { host: tenant ? addressOf(tenant).host : 'localhost:3000', ...headers },
    });
  const idsOf = (response: { json(): { data: unknown } }) =>
    outboxPage.parse(response.json().data).content.map((m) => m.id);

  it("shows the asking tenant's mail without login, never another tenant's", async () => {
    const demo = await buildTestApp(database.db, { env: { DEMO_DATA: 'on' } });
    try {
      const mine = await registerAndReadOutbox(demo, portal);
      const theirs = await registerAndReadOutbox(demo, other);
      const scoped = idsOf(await demoOutbox(demo, portal));
      expect(scoped).toContain(mine.id);
      expect(scoped).not.toContain(theirs.id);
      expect(idsOf(await demoOutbox(demo, other))).not.toContain(mine.id);
      // No tenant named: refused, never "everything".
      const none = await demoOutbox(demo, undefined);
      expect(none.json().status).toBe(ResultCode.COMPANY_NOT_FOUND);
      // A page of one tenant cannot name another (the domain must be the Host's).
      const crossed = await demo.inject({
        method: 'GET',
        url: `/api/v1/public/demo-outbox/page?${tenantQuery(portal)}`,
        headers: { host: 'elsewhere.localhost:3000' },
      });
      expect(crossed.json().status).toBe(ResultCode.COMPANY_NOT_FOUND);
    } finally {
      await demo.close();
    }
  });

  it('never lists mail addressed to a staff account, of any company', async () => {
    const demo = await buildTestApp(database.db, { env: { DEMO_DATA: 'on' } });
    try {
      const { user: companyAdmin } = await createUser(database.db, portal, {
        roleLevel: RoleLevel.COMPANY_ADMIN,
      });
      const { user: serviceAdmin } = await createUser(database.db, portal, {
        roleLevel: RoleLevel.SERVICE_ADMIN,
      });
      const { user: reader } = await createUser(database.db, portal);
      const toCompanyAdmin = await requestResetAndReadOutbox(demo, portal, companyAdmin.email ?? '');
      const toServiceAdmin = await requestResetAndReadOutbox(demo, portal, serviceAdmin.email ?? '');
      const toReader = await requestResetAndReadOutbox(demo, portal, reader.email ?? '');
      // Mail of this tenant to the address of a system admin, and of another company's admin.
      const { user: systemAdmin } = await createUser(database.db, null);
      const { user: otherAdmin } = await createUser(database.db, other, {
        roleLevel: RoleLevel.COMPANY_ADMIN,
      });
      const toStaffElsewhere = await Promise.all(
        [systemAdmin.email ?? '', (otherAdmin.email ?? '').toUpperCase()].map((to) =>
          insertOutboxMessage(database.db, { companyId: portal.company.id, to, subject: 'S', text: 'T' }),
        ),
      );
      const listed = idsOf(await demoOutbox(demo, portal));
      expect(listed).toContain(toReader.id);
      for (const id of [toCompanyAdmin.id, toServiceAdmin.id, ...toStaffElsewhere]) {
        expect(listed).not.toContain(id);
      }
    } finally {
      await demo.close();
    }
  });

  it('refuses a request forwarded by a proxy', async () => {
    const demo = await buildTestApp(database.db, { env: { DEMO_DATA: 'on' } });
    try {
      const forwarded = await demoOutbox(demo, portal, { 'x-forwarded-for': '203.0.113.9' });
      expect(forwarded.statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });

  it('does not exist without demo data, with SMTP, or when HOST is not a loopback address', async () => {
    const configs: Record<string, string>[] = [
      {},
      { DEMO_DATA: 'on', SMTP_URL: 'smtp://127.0.0.1:1' },
      { DEMO_DATA: 'on', HOST: '0.0.0.0' },
      { DEMO_DATA: 'on', HOST: '192.168.1.20' },
      { DEMO_DATA: 'on', HOST: '::' },
    ];
    for (const env of configs) {
      const target = await buildTestApp(database.db, { env });
      try {
        expect((await demoOutbox(target, portal)).statusCode, JSON.stringify(env)).toBe(404);
      } finally {
        await target.close();
      }
    }
    expect((await demoOutbox(app, portal)).statusCode).toBe(404);
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
      expect(isLoopbackHost(host)).toBe(true);
  });

  it('cannot be on in production: the server refuses to start, naming DEMO_DATA', () => {
    expect(() => testConfig({ DEMO_DATA: 'on', NODE_ENV: 'production', MASTER_KEY: 'a'.repeat(64) })).toThrow(
      /DEMO_DATA: must be off in production/,
    );
  });
});
