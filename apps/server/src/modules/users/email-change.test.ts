import { PasswordPolicy, ResultCode, userDetailSchema } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeTokens, users } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { postLogin } from '../auth/auth-test-support.ts';
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
let portal: Tenant;
let other: Tenant;

beforeAll(async () => {
  h = await startAccountsHarness();
  portal = await createPortal(h.db, { name: 'Harbor Books', passwordPolicy: PasswordPolicy.STRICT });
  other = await createPortal(h.db);
});
afterAll(() => h.close());

const DAY = 86_400_000;

function call(method: 'GET' | 'PUT', url: string, token?: string, payload?: Record<string, unknown>) {
  return h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { host: 'localhost:3000', ...(token ? { 'x-access-token': token } : {}) },
    ...(payload ? { payload } : {}),
  });
}

function expectRefused(response: Awaited<ReturnType<typeof call>>, code: number, http: number) {
  expect(response.json()).toMatchObject({ status: code, message: `api.error.${code}` });
  expect(response.statusCode).toBe(http);
}

/** A reader of `tenant` with a live session. */
async function reader(tenant = portal, values: Parameters<typeof createUser>[2] = {}) {
  const { user, password } = await createUser(h.db, tenant, { lang: 'en', ...values });
  const token = await openSession(h.db, user, tenant, h.clock);
  return { user, password, token };
}

const linkCall = (route: 'confirm-email' | 'undo-email-change', tenant: Tenant, token: string) =>
  h.app.inject({
    method: 'PUT',
    url: `/api/v1/user/${route}/${token}?${tenantQuery(tenant)}`,
    headers: { host: addressOf(tenant).host },
  });
const confirm = (tenant: Tenant, token: string) => linkCall('confirm-email', tenant, token);
const undo = (tenant: Tenant, token: string) => linkCall('undo-email-change', tenant, token);

const emailOf = async (id: number) => (await h.db.select().from(users).where(eq(users.id, id)))[0]?.email;

/** Asks for the change, opens the confirmation link, and answers the undo link mailed to the old address. */
async function changeAndConfirm(
  tenant: Tenant,
  token: string,
  id: number,
  password: string,
  oldEmail: string,
) {
  const newEmail = `${unique('new')}@example.test`;
  const asked = await call('PUT', `/user/change-email/${id}`, token, { new_email: newEmail, password });
  expect(asked.json()).toEqual({ status: 200, data: { accepted: true } });
  const mail = await h.smtp.waitFor((m) => m.recipients.includes(newEmail));
  expect((await confirm(tenant, tokenOfLink(mail.text, 'confirm-email').token)).json()).toEqual({
    status: 200,
    data: { email: newEmail },
  });
  const notice = await h.smtp.waitFor((m) => m.recipients.includes(oldEmail) && m.text.includes(newEmail));
  return { newEmail, notice, undoLink: tokenOfLink(notice.text, 'undo-email-change') };
}

describe('PUT /user/change-email/{id}: the current password', () => {
  it('refuses a missing password (400 naming it) and a wrong one (702), sending nothing', async () => {
    const { user, token } = await reader();
    const newEmail = `${unique('nopass')}@example.test`;
    const missing = await call('PUT', `/user/change-email/${user.id}`, token, { new_email: newEmail });
    expectRefused(missing, ResultCode.BAD_REQUEST, 400);
    expect(missing.json().data.fields.map((f: { field: string }) => f.field)).toContain('body.password');
    const wrong = await call('PUT', `/user/change-email/${user.id}`, token, {
      new_email: newEmail,
      password: 'Not-my-pass-1',
    });
    expectRefused(wrong, ResultCode.PASSWORD_INCORRECT, 400);
    const tokens = await h.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    expect(tokens).toEqual([]);
    expect(await sessionIsLive(h.db, token)).toBe(true);
  });

  it("refuses another user's id (614) and another tenant's (703)", async () => {
    const { password, token } = await reader();
    const { user: neighbour } = await reader();
    const { user: stranger } = await reader(other);
    const body = { new_email: `${unique('x')}@example.test`, password };
    expectRefused(
      await call('PUT', `/user/change-email/${neighbour.id}`, token, body),
      ResultCode.NO_PERMISSION,
      403,
    );
    expectRefused(
      await call('PUT', `/user/change-email/${stranger.id}`, token, body),
      ResultCode.USER_NOT_FOUND,
      404,
    );
  });

  it('refuses an address in use (707), when asked and again when confirmed', async () => {
    const { user, password, token } = await reader();
    const { user: neighbour } = await reader();
    expectRefused(
      await call('PUT', `/user/change-email/${user.id}`, token, { new_email: neighbour.email, password }),
      ResultCode.USER_EMAIL_DUPLICATED,
      409,
    );
    const wanted = `${unique('wanted')}@example.test`;
    await call('PUT', `/user/change-email/${user.id}`, token, { new_email: wanted, password });
    const mail = await h.smtp.waitFor((m) => m.recipients.includes(wanted));
    await createUser(h.db, portal, { email: wanted });
    const { token: confirmation } = tokenOfLink(mail.text, 'confirm-email');
    expectRefused(await confirm(portal, confirmation), ResultCode.USER_EMAIL_DUPLICATED, 409);
    expectRefused(await confirm(other, confirmation), ResultCode.INVALID_KEY, 400);
  });
});

describe('confirming a new address', () => {
  it('changes the address, ends every session, and mails the old address an undo link', async () => {
    const { user, password, token } = await reader();
    const elsewhere = await openSession(h.db, user, portal, h.clock);
    const oldEmail = user.email ?? '';
    const newEmail = `${unique('new')}@example.test`;
    await call('PUT', `/user/change-email/${user.id}`, token, {
      new_email: newEmail.toUpperCase(),
      password,
    });
    const mail = await h.smtp.waitFor((m) => m.recipients.includes(newEmail));
    expect(mail.subject).toBe('Harbor Books: confirm your new e-mail address');
    const link = tokenOfLink(mail.text, 'confirm-email');
    expect(link.link).toBe(`http://localhost:3000/${portal.service.path}/confirm-email?token=${link.token}`);
    expect(await emailOf(user.id)).toBe(oldEmail);
    expect(await sessionIsLive(h.db, token)).toBe(true);

    expect((await confirm(portal, link.token)).json()).toEqual({ status: 200, data: { email: newEmail } });
    expect(await emailOf(user.id)).toBe(newEmail);
    expect(await sessionIsLive(h.db, token)).toBe(false);
    expect(await sessionIsLive(h.db, elsewhere)).toBe(false);
    expectRefused(await confirm(portal, link.token), ResultCode.INVALID_KEY, 400);

    const notice = await h.smtp.waitFor((m) => m.recipients.includes(oldEmail));
    expect(notice.subject).toBe('Harbor Books: the e-mail address of your account was changed');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain('7 days');
    const undoLink = tokenOfLink(notice.text, 'undo-email-change');
    expect(undoLink.link).toBe(
      `http://localhost:3000/${portal.service.path}/undo-email-change?token=${undoLink.token}`,
    );
  });
});

describe('PUT /user/undo-email-change/{token}', () => {
  it('puts the old address back, ends every session, and works once', async () => {
    const { user, password, token } = await reader();
    const oldEmail = user.email ?? '';
    const { newEmail, undoLink } = await changeAndConfirm(portal, token, user.id, password, oldEmail);
    // Whoever holds the new mailbox logs in and asks for a reset link there.
    const address = addressOf(portal);
    const intruder = await postLogin(h.app, address, newEmail, password);
    expect(intruder.json().status).toBe(200);
    const intruderToken = intruder.json().data.accessToken as string;

    expectRefused(await undo(other, undoLink.token), ResultCode.INVALID_KEY, 400);
    expect((await undo(portal, undoLink.token)).json()).toEqual({ status: 200, data: { email: oldEmail } });
    expect(await emailOf(user.id)).toBe(oldEmail);
    expect(await sessionIsLive(h.db, intruderToken)).toBe(false);
    expectRefused(await undo(portal, undoLink.token), ResultCode.INVALID_KEY, 400);
    expect((await postLogin(h.app, address, oldEmail, password)).json().status).toBe(200);
    expect((await postLogin(h.app, address, newEmail, password)).json().status).toBe(
      ResultCode.WRONG_PASSWORD,
    );
  });

  it('expires 7 days after the change', async () => {
    const { user, password, token } = await reader();
    const oldEmail = user.email ?? '';
    const { newEmail, undoLink } = await changeAndConfirm(portal, token, user.id, password, oldEmail);
    h.clock.advance(7 * DAY + 1_000);
    expectRefused(await undo(portal, undoLink.token), ResultCode.INVALID_KEY, 400);
    expect(await emailOf(user.id)).toBe(newEmail);
  });

  it('cancels the undo links of later changes, so a later mailbox cannot take the account back', async () => {
    const { user, password, token } = await reader();
    const first = user.email ?? '';
    const a = await changeAndConfirm(portal, token, user.id, password, first);
    const again = await openSession(h.db, { ...user, email: a.newEmail }, portal, h.clock);
    const b = await changeAndConfirm(portal, again, user.id, password, a.newEmail);
    expect(await emailOf(user.id)).toBe(b.newEmail);
    expect((await undo(portal, a.undoLink.token)).json().data).toEqual({ email: first });
    expectRefused(await undo(portal, b.undoLink.token), ResultCode.INVALID_KEY, 400);
    expect(await emailOf(user.id)).toBe(first);
  });
});

describe("a system admin's change", () => {
  it('applies at once with the admin’s own password and tells the old address (no undo link)', async () => {
    const { user: admin, password: adminPassword } = await createUser(h.db, null);
    const adminToken = await openSession(h.db, admin, null, h.clock);
    const { user: target } = await reader(other);
    const newEmail = `${unique('moved')}@example.test`;
    expectRefused(
      await call('PUT', `/user/change-email/${target.id}`, adminToken, {
        new_email: newEmail,
        password: 'Wrong-1a',
      }),
      ResultCode.PASSWORD_INCORRECT,
      400,
    );
    const response = await call('PUT', `/user/change-email/${target.id}`, adminToken, {
      new_email: newEmail,
      password: adminPassword,
    });
    expect(response.json().status).toBe(200);
    expect(userDetailSchema.parse(response.json().data)).toMatchObject({ id: target.id, email: newEmail });
    const notice = await h.smtp.waitFor((m) => m.recipients.includes(target.email ?? ''));
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain('undo-email-change');

    const { user: taken } = await reader(other);
    expectRefused(
      await call('PUT', `/user/change-email/${target.id}`, adminToken, {
        new_email: taken.email,
        password: adminPassword,
      }),
      ResultCode.USER_EMAIL_DUPLICATED,
      409,
    );
    expectRefused(
      await call('PUT', '/user/change-email/999999', adminToken, {
        new_email: newEmail,
        password: adminPassword,
      }),
      ResultCode.USER_NOT_FOUND,
      404,
    );
  });
});
