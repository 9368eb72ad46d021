import { AccountType, DomainType, PasswordPolicy, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLocks, mailOutbox, passwordResetTokens } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { postLogin } from '../auth/auth-test-support.ts';
import {
  type AccountsHarness,
  addressOf,
  createPortal,
  createUser,
  deliveredMail,
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

function forgot(tenant: Tenant, email: string) {
  const { host, domain, path } = addressOf(tenant);
  const query = new URLSearchParams({
    email,
    domain,
    login_type: '4',
    ...(path ? { service_path: path } : {}),
  });
  return h.app.inject({ method: 'PUT', url: `/api/v1/auth/forgot-password?${query}`, headers: { host } });
}

function reset(tenant: Tenant, token: string, password: string, confirm = password) {
  return h.app.inject({
    method: 'PUT',
    url: `/api/v1/user/reset-password/${token}?${tenantQuery(tenant)}`,
    headers: { host: addressOf(tenant).host },
    payload: { new_password: password, confirm_password: confirm },
  });
}

/** Asks for a reset and returns the token of the link that arrives. */
async function resetLinkFor(tenant: Tenant, email: string) {
  const before = h.smtp.received.length;
  expect((await forgot(tenant, email)).json()).toEqual({ status: 200, data: { accepted: true } });
  const mail = await h.smtp.waitFor(
    (m, i = h.smtp.received.indexOf(m)) => i >= before && m.recipients.includes(email),
  );
  return { mail, ...tokenOfLink(mail.text, 'reset-password') };
}

function expectRefused(response: Awaited<ReturnType<typeof reset>>, code: number, http: number) {
  expect(response.json()).toMatchObject({ status: code, message: `api.error.${code}` });
  expect(response.statusCode).toBe(http);
}

const HOUR = 3_600_000;

describe('forgot password and reset', () => {
  it('mails a link whose token sets a new password once, and ends every session', async () => {
    const portal = await createPortal(h.db, { name: 'Maple Library' });
    const { user, password } = await createUser(h.db, portal, { lang: 'en' });
    // Locked from the address the test logs in from: the reset must lift it.
    await h.db.insert(loginLocks).values({
      companyId: user.companyId,
      userId: user.id,
      ip: '127.0.0.1',
      lockedUntil: new Date('2030-01-01'),
    });
    const email = user.email ?? '';
    const sessions = [
      await openSession(h.db, user, portal, h.clock),
      await openSession(h.db, user, portal, h.clock),
    ];

    const { mail, link, token } = await resetLinkFor(portal, email);
    expect(link).toBe(`http://localhost:3000/${portal.service.path}/reset-password?token=${token}`);
    expect(mail.subject).toBe('Maple Library: reset your password');
    expect(mail.text).toContain(user.fullName ?? '');
    expect(mail.text).toContain('within 60 minutes');
    const audit = await deliveredMail(h.db, email);
    expect(audit.text).not.toContain(token);

    expect((await reset(portal, token, 'Brand-new-pass-1')).json()).toEqual({
      status: 200,
      data: { accepted: true },
    });
    for (const session of sessions) expect(await sessionIsLive(h.db, session)).toBe(false);
    expect(await h.db.select().from(loginLocks).where(eq(loginLocks.userId, user.id))).toEqual([]);
    const address = addressOf(portal);
    expect((await postLogin(h.app, address, email, 'Brand-new-pass-1')).json().status).toBe(200);
    expect((await postLogin(h.app, address, email, password)).json().status).toBe(ResultCode.WRONG_PASSWORD);

    expectRefused(await reset(portal, token, 'Another-pass-2'), ResultCode.INVALID_KEY, 400);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const portal = await createPortal(h.db);
    const { user } = await createUser(h.db, portal);
    const nobody = `${unique('nobody')}@example.test`;
    const unknown = await forgot(portal, nobody);
    const known = await forgot(portal, user.email ?? '');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await h.smtp.waitFor((m) => m.recipients.includes(user.email ?? ''));
    expect(h.smtp.received.some((m) => m.recipients.includes(nobody))).toBe(false);
    expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, nobody))).toEqual([]);
  });

  it('finds the account by username where the company logs in by it', async () => {
    const portal = await createPortal(h.db, { accountType: AccountType.ALL });
    const { user } = await createUser(h.db, portal);
    await forgot(portal, (user.username ?? '').toUpperCase());
    const mail = await h.smtp.waitFor((m) => m.recipients.includes(user.email ?? ''));
    expect(tokenOfLink(mail.text, 'reset-password').token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('lets a link expire after 60 minutes', async () => {
    const portal = await createPortal(h.db);
    const { user } = await createUser(h.db, portal);
    const { mail, token } = await resetLinkFor(portal, user.email ?? '');
    expect(mail.subject).toContain('đặt lại mật khẩu'); // no language: the company's default (vn)
    h.clock.advance(HOUR + 1000);
    expectRefused(await reset(portal, token, 'Brand-new-pass-1'), ResultCode.INVALID_KEY, 400);
    const [stored] = await h.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.usedAt).toBeNull();
  });

  it('sends at most one mail a minute, and a new link replaces the previous one', async () => {
    const portal = await createPortal(h.db);
    const { user } = await createUser(h.db, portal);
    const { user: other } = await createUser(h.db, portal);
    const email = user.email ?? '';
    const first = await resetLinkFor(portal, email);
    await forgot(portal, email);
    await resetLinkFor(portal, other.email ?? '');
    expect(h.smtp.received.filter((m) => m.recipients.includes(email))).toHaveLength(1);

    h.clock.advance(61_000);
    const second = await resetLinkFor(portal, email);
    expect(second.token).not.toBe(first.token);
    expectRefused(await reset(portal, first.token, 'Brand-new-pass-1'), ResultCode.INVALID_KEY, 400);
    expect((await reset(portal, second.token, 'Brand-new-pass-1')).json().status).toBe(200);
  });

  it('checks the new password before using the token up (policy, confirmation, 610)', async () => {
    const portal = await createPortal(h.db, { passwordPolicy: PasswordPolicy.STRICT });
    const { user, password } = await createUser(h.db, portal);
    const { token } = await resetLinkFor(portal, user.email ?? '');
    expectRefused(await reset(portal, token, 'alllowercase1'), ResultCode.PASSWORD_POLICY_VIOLATION, 400);
    expectRefused(await reset(portal, token, 'Short1'), ResultCode.PASSWORD_TOO_SHORT, 400);
    expectRefused(await reset(portal, token, 'Brand-new-1', 'Brand-new-2'), ResultCode.BAD_REQUEST, 400);
    expectRefused(await reset(portal, token, password), ResultCode.PASSWORD_IN_USE, 400);
    expect((await reset(portal, token, 'Brand-new-1')).json().status).toBe(200);
  });

  it("refuses another tenant's token, and unknown tokens", async () => {
    const alpha = await createPortal(h.db);
    const beta = await createPortal(h.db);
    const { user } = await createUser(h.db, alpha);
    const { token } = await resetLinkFor(alpha, user.email ?? '');
    expectRefused(await reset(beta, token, 'Brand-new-pass-1'), ResultCode.INVALID_KEY, 400);
    expectRefused(await reset(alpha, 'x'.repeat(43), 'Brand-new-pass-1'), ResultCode.INVALID_KEY, 400);
    expectRefused(await reset(alpha, 'short', 'Brand-new-pass-1'), ResultCode.BAD_REQUEST, 400);
    expect((await reset(alpha, token, 'Brand-new-pass-1')).json().status).toBe(200);
  });

  it('links a full-domain tenant without a path prefix', async () => {
    const domain = `${unique('b')}.example.test`;
    const portal = await createPortal(h.db, {
      domainType: DomainType.FULL_DOMAIN,
      domain,
      accountType: AccountType.EMAIL,
    });
    const { user } = await createUser(h.db, portal);
    const { link, token } = await resetLinkFor(portal, user.email ?? '');
    expect(link).toBe(`http://${domain}:3000/reset-password?token=${token}`);
    expect((await reset(portal, token, 'Brand-new-pass-1')).json().status).toBe(200);
  });

  it('is refused where the login page offers no forgot-password link, or accounts have no password (614)', async () => {
    const portal = await createPortal(h.db, {
      accountType: AccountType.USERNAME,
      allowForgotPassword: false,
    });
    const response = await forgot(portal, 'someone@example.test');
    expect(response.json()).toMatchObject({ status: ResultCode.NO_PERMISSION });
    expect(response.statusCode).toBe(403);
    const external = await createPortal(h.db, {
      accountType: AccountType.EXTERNAL_ID,
      allowForgotPassword: true,
    });
    expect((await forgot(external, 'someone@example.test')).json().status).toBe(ResultCode.NO_PERMISSION);
  });
});
