import { AccountType, DomainType, ResultCode, RoleLevel } from '@hondana/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { companies, mailOutbox, passwordResetTokens, users } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { postAdminLogin } from '../auth/auth-test-support.ts';
import { accountDepsOf } from './account-deps-of.ts';
import {
  INVITATION_DAYS,
  type InvitationKind,
  queueSetPasswordInvitation,
} from './set-password-invitation.ts';
import { addressOf, createPortal, createUser, tenantQuery } from './users-test-support.ts';

let database: TestDatabase;
let app: App;
const clock = new ManualClock();
beforeAll(async () => {
  database = await createTestDatabase();
  // No worker: the outbox row keeps the mail exactly as queued.
  app = await buildTestApp(database.db, { clock, env: { WORKER: 'off' } });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

type UserRow = typeof users.$inferSelect;
const h = () => database.db;

async function invite(user: UserRow, tenant: Tenant, kind: InvitationKind) {
  return database.db.transaction((tx) =>
    queueSetPasswordInvitation(accountDepsOf(app), tx, { user, company: tenant.company, kind }),
  );
}

async function latestMailTo(to: string) {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}

function linkOf(text: string) {
  const match = /(https?:\/\/\S+\?token=([A-Za-z0-9_-]+)&invitation=1)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no invitation link in: ${text}`);
  return { link: match[1], token: match[2] };
}

const portalCall = (method: 'GET' | 'PUT', tenant: Tenant, token: string, password = '') =>
  app.inject({
    method,
    url: `/api/v1/user/reset-password/${token}?${tenantQuery(tenant)}`,
    headers: { host: addressOf(tenant).host },
    ...(method === 'PUT' ? { payload: { new_password: password, confirm_password: password } } : {}),
  });
const adminCall = (method: 'GET' | 'PUT', token: string, password = '') =>
  app.inject({
    method,
    url: `/api/v1/auth/admin/reset-password/${token}`,
    headers: { host: 'localhost:3000' },
    ...(method === 'PUT' ? { payload: { new_password: password, confirm_password: password } } : {}),
  });

const accepted = { status: 200, data: { accepted: true } };
const refused = (code: number) => ({ status: code, message: `api.error.${code}` });

describe('the set-password invitation', () => {
  it('mails a reader a link to the portal’s page in the reader’s language that sets the first password once', async () => {
    const portal = await createPortal(h(), { name: 'Maple Library' });
    const { user } = await createUser(h(), portal, { passwordHash: null, lang: 'ja' });
    const queued = await invite(user, portal, 'reader');
    expect(queued?.expiresAt.getTime()).toBe(clock.now().getTime() + INVITATION_DAYS * 86_400_000);

    const mail = await latestMailTo(user.email ?? '');
    expect(mail.id).toBe(queued?.outboxId);
    expect(mail.companyId).toBe(portal.company.id);
    expect(mail.subject).toBe('Maple Library：アカウントのご案内（パスワードの設定）');
    expect(mail.text).toContain(`${INVITATION_DAYS}日以内`);
    const { link, token } = linkOf(mail.text);
    expect(link).toBe(
      `http://localhost:3000/${portal.service.path}/reset-password?token=${token}&invitation=1`,
    );
    const [stored] = await h()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).not.toContain(token);

    expect((await portalCall('GET', portal, token)).json()).toEqual(accepted);
    expect((await portalCall('PUT', portal, token, 'First-Pass-2026')).json()).toEqual(accepted);
    const [after] = await h().select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).not.toBeNull();
    expect((await portalCall('PUT', portal, token, 'Second-Pass-2026')).json()).toMatchObject(
      refused(ResultCode.INVALID_KEY),
    );
  });

  it('links a reader of a full-domain company to its own host', async () => {
    const portal = await createPortal(h(), { domainType: DomainType.FULL_DOMAIN, domain: 'birch.localhost' });
    const { user } = await createUser(h(), portal, { passwordHash: null });
    await invite(user, portal, 'reader');
    const { link, token } = linkOf((await latestMailTo(user.email ?? '')).text);
    expect(link).toBe(`http://birch.localhost:3000/reset-password?token=${token}&invitation=1`);
  });

  it.each([
    ['company-admin', RoleLevel.COMPANY_ADMIN],
    ['service-admin', RoleLevel.SERVICE_ADMIN],
  ] as const)(
    'mails a %s the administration site’s link in the company’s language',
    async (kind, roleLevel) => {
      const portal = await createPortal(h(), { name: 'Cedar Books', accountType: AccountType.EMAIL });
      await h().update(companies).set({ defaultLanguage: 'vn' }).where(eq(companies.id, portal.company.id));
      const company = { ...portal.company, defaultLanguage: 'vn' as const };
      const { user } = await createUser(h(), portal, {
        roleLevel,
        passwordHash: null,
        lang: null,
        serviceId: roleLevel === RoleLevel.SERVICE_ADMIN ? portal.service.id : null,
      });
      await invite(user, { ...portal, company }, kind);
      const mail = await latestMailTo(user.email ?? '');
      expect(mail.subject).toBe('Cedar Books: tài khoản quản trị của bạn, hãy đặt mật khẩu');
      const { link, token } = linkOf(mail.text);
      expect(link).toBe(`http://localhost:3000/admin/reset-password?token=${token}&invitation=1`);

      expect((await adminCall('GET', token)).json()).toEqual(accepted);
      expect((await adminCall('PUT', token, 'Staff-First-Pass-2026')).json()).toEqual(accepted);
      expect((await postAdminLogin(app, user.email ?? '', 'Staff-First-Pass-2026')).json().status).toBe(200);
      expect((await adminCall('PUT', token, 'Staff-Other-Pass-2026')).json()).toMatchObject(
        refused(ResultCode.INVALID_KEY),
      );
    },
  );

  it('refuses the link once it has expired, and a new invitation replaces the earlier link', async () => {
    const portal = await createPortal(h());
    const { user } = await createUser(h(), portal, { passwordHash: null });
    await invite(user, portal, 'reader');
    const first = linkOf((await latestMailTo(user.email ?? '')).text).token;
    clock.advance(INVITATION_DAYS * 86_400_000 - 60_000);
    expect((await portalCall('GET', portal, first)).json()).toEqual(accepted);
    clock.advance(61_000);
    expect((await portalCall('GET', portal, first)).json()).toMatchObject(refused(ResultCode.INVALID_KEY));
    expect((await portalCall('PUT', portal, first, 'Late-Pass-2026')).json()).toMatchObject(
      refused(ResultCode.INVALID_KEY),
    );

    await invite(user, portal, 'reader');
    const second = linkOf((await latestMailTo(user.email ?? '')).text).token;
    await invite(user, portal, 'reader');
    const third = linkOf((await latestMailTo(user.email ?? '')).text).token;
    expect((await portalCall('GET', portal, second)).json()).toMatchObject(refused(ResultCode.INVALID_KEY));
    expect((await portalCall('GET', portal, third)).json()).toEqual(accepted);
  });

  it('queues nothing when the transaction rolls back, and nothing for an account without an address', async () => {
    const portal = await createPortal(h());
    const { user } = await createUser(h(), portal, { passwordHash: null });
    await expect(
      h().transaction(async (tx) => {
        await queueSetPasswordInvitation(accountDepsOf(app), tx, {
          user,
          company: portal.company,
          kind: 'reader',
        });
        throw new Error('the account was not created after all');
      }),
    ).rejects.toThrow('not created');
    expect(
      await h()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.email ?? '')),
    ).toEqual([]);
    expect(
      await h().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toEqual([]);

    const { user: noMail } = await createUser(h(), portal, { email: null, passwordHash: null });
    expect(await invite(noMail, portal, 'reader')).toBeNull();
    expect(
      await h().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, noMail.id)),
    ).toEqual([]);
  });

  it('refuses a company that is not the account’s', async () => {
    const portal = await createPortal(h());
    const other = await createPortal(h());
    const { user } = await createUser(h(), portal, { passwordHash: null });
    await expect(invite(user, other, 'reader')).rejects.toThrow('is not of company');
  });
});
