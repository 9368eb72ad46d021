import { AccountStatus, ResultCode, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { postAdminLogin } from '../auth/auth-test-support.ts';
import {
  type AccountsHarness,
  addressOf,
  createPortal,
  createUser,
  openSession,
  sessionIsLive,
  startAccountsHarness,
  tenantQuery,
  tokenOfLink,
  unique,
} from './users-test-support.ts';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccountsHarness();
});
afterAll(() => h.close());

const forgot = (email: string, host = 'localhost:3000') =>
  h.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/admin/forgot-password?${new URLSearchParams({ email })}`,
    headers: { host },
  });
const check = (token: string) =>
  h.app.inject({
    method: 'GET',
    url: `/api/v1/auth/admin/reset-password/${token}`,
    headers: { host: 'localhost:3000' },
  });
const reset = (token: string, password: string, confirm = password) =>
  h.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/admin/reset-password/${token}`,
    headers: { host: 'localhost:3000' },
    payload: { new_password: password, confirm_password: confirm },
  });
const portalReset = (tenant: Tenant, token: string, password: string) =>
  h.app.inject({
    method: 'PUT',
    url: `/api/v1/user/reset-password/${token}?${tenantQuery(tenant)}`,
    headers: { host: addressOf(tenant).host },
    payload: { new_password: password, confirm_password: password },
  });
const portalForgot = (tenant: Tenant, email: string) => {
  const { host, domain, path } = addressOf(tenant);
  const query = new URLSearchParams({
    email,
    domain,
    login_type: '4',
    ...(path ? { service_path: path } : {}),
  });
  return h.app.inject({ method: 'PUT', url: `/api/v1/auth/forgot-password?${query}`, headers: { host } });
};

const accepted = { status: 200, data: { accepted: true } };

/** Asks the admin site for a reset and returns the mail and the token of its link. */
async function adminLinkFor(email: string) {
  const before = h.smtp.received.length;
  expect((await forgot(email)).json()).toEqual(accepted);
  const mail = await h.smtp.waitFor(
    (m, i = h.smtp.received.indexOf(m)) => i >= before && m.recipients.includes(email),
  );
  return { mail, ...tokenOfLink(mail.text, 'admin/reset-password') };
}

function expectRefused(response: Awaited<ReturnType<typeof reset>>, code: number) {
  expect(response.json()).toMatchObject({ status: code, message: `api.error.${code}` });
}

const tokensOf = (userId: number) =>
  h.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

describe('the administration site’s forgot password', () => {
  it('mails the system admin a one-time link to the admin site that sets the password and ends every session', async () => {
    const { user, password } = await createUser(h.db, null, { lang: 'en' });
    const email = user.email ?? '';
    const session = await openSession(h.db, user, null, h.clock);
    const { mail, link, token } = await adminLinkFor(email);
    expect(link).toBe(`http://localhost:3000/admin/reset-password?token=${token}`);
    expect(mail.subject).toBe('Hondana: reset your password');
    const [outbox] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(outbox?.companyId).toBeNull();

    expect((await check(token)).json()).toEqual(accepted);
    // The system admin's policy is the strict one; nothing is used up by a refused password.
    expectRefused(await reset(token, 'alllowercase1'), ResultCode.PASSWORD_POLICY_VIOLATION);
    expectRefused(await reset(token, password), ResultCode.PASSWORD_IN_USE);
    expect((await reset(token, 'Brand-new-Pass-1')).json()).toEqual(accepted);

    expect(await sessionIsLive(h.db, session)).toBe(false);
    expect((await postAdminLogin(h.app, email, 'Brand-new-Pass-1')).json().status).toBe(200);
    expect((await postAdminLogin(h.app, email, password)).json().status).toBe(ResultCode.WRONG_PASSWORD);
    expectRefused(await reset(token, 'Other-new-Pass-2'), ResultCode.INVALID_KEY);
    expectRefused(await check(token), ResultCode.INVALID_KEY);
  });

  it.each([
    ['company admin', RoleLevel.COMPANY_ADMIN],
    ['service admin', RoleLevel.SERVICE_ADMIN],
  ])('resets a %s of a company, whose role stays, and whose token no portal takes', async (_, roleLevel) => {
    const portal = await createPortal(h.db, { name: 'Birch Library' });
    const { user } = await createUser(h.db, portal, {
      roleLevel,
      serviceId: roleLevel === RoleLevel.SERVICE_ADMIN ? portal.service.id : null,
    });
    const { mail, token } = await adminLinkFor(user.email ?? '');
    expect(mail.subject).toContain('Birch Library');
    const other = await createPortal(h.db);
    expectRefused(await portalReset(other, token, 'Brand-new-pass-1'), ResultCode.INVALID_KEY);
    expect((await reset(token, 'Brand-new-Pass-1')).json()).toEqual(accepted);
    const [after] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.roleLevel).toBe(roleLevel);
    expect((await postAdminLogin(h.app, user.email ?? '', 'Brand-new-Pass-1')).json().status).toBe(200);
  });

  it('answers a reader’s address and an unknown one as a staff address, and mails them nothing', async () => {
    const portal = await createPortal(h.db);
    const { user: reader } = await createUser(h.db, portal);
    const { user: staff } = await createUser(h.db, null);
    const nobody = `${unique('nobody')}@example.test`;
    const answers = [await forgot(reader.email ?? ''), await forgot(nobody), await forgot(staff.email ?? '')];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(answers[2]?.statusCode);
      expect(answer.body).toBe(answers[2]?.body);
    }
    await h.smtp.waitFor((m) => m.recipients.includes(staff.email ?? ''));
    for (const address of [reader.email ?? '', nobody]) {
      expect(h.smtp.received.some((m) => m.recipients.includes(address))).toBe(false);
      expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, address))).toEqual([]);
    }
    expect(await tokensOf(reader.id)).toEqual([]);
  });

  it('refuses a reader’s portal link: a reader cannot reset through the admin site', async () => {
    const portal = await createPortal(h.db);
    const { user: reader } = await createUser(h.db, portal);
    const before = h.smtp.received.length;
    await portalForgot(portal, reader.email ?? '');
    const mail = await h.smtp.waitFor(
      (m, i = h.smtp.received.indexOf(m)) => i >= before && m.recipients.includes(reader.email ?? ''),
    );
    const { token } = tokenOfLink(mail.text, 'reset-password');
    expectRefused(await check(token), ResultCode.INVALID_KEY);
    expectRefused(await reset(token, 'Brand-new-Pass-1'), ResultCode.INVALID_KEY);
    const [stored] = await tokensOf(reader.id);
    expect(stored?.usedAt).toBeNull();
    expect((await portalReset(portal, token, 'Brand-new-Pass-1')).json().status).toBe(200);
  });

  it('sends at most one mail a minute, refuses a suspended account and bad input', async () => {
    const { user } = await createUser(h.db, null);
    const email = user.email ?? '';
    await adminLinkFor(email);
    await forgot(email);
    const { user: other } = await createUser(h.db, null);
    await adminLinkFor(other.email ?? '');
    expect(h.smtp.received.filter((m) => m.recipients.includes(email))).toHaveLength(1);

    h.clock.advance(61_000);
    const { token } = await adminLinkFor(email);
    await h.db.update(users).set({ accountStatus: AccountStatus.STOP }).where(eq(users.id, user.id));
    expectRefused(await check(token), ResultCode.USER_BLOCKED);
    expectRefused(await reset('x'.repeat(43), 'Brand-new-Pass-1'), ResultCode.INVALID_KEY);
    expectRefused(await reset('short', 'Brand-new-Pass-1'), ResultCode.BAD_REQUEST);
    expectRefused(await forgot(''), ResultCode.BAD_REQUEST);
  });
});
