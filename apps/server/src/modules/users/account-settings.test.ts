import { PasswordPolicy, ResultCode, RoleLevel, userDetailSchema } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
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

type Method = 'GET' | 'PUT' | 'DELETE';
function call(method: Method, url: string, token?: string, payload?: Record<string, unknown>) {
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

describe('PUT /user/change-password', () => {
  const change = (token: string, userId: number, body: Record<string, unknown>) =>
    call('PUT', '/user/change-password', token, { user_id: userId, ...body });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { user, password, token } = await reader();
    const elsewhere = await openSession(h.db, user, portal, h.clock);
    const response = await change(token, user.id, {
      old_pass: password,
      new_pass: 'New-pass-2026',
      confirm_pass: 'New-pass-2026',
    });
    expect(response.json()).toEqual({ status: 200, data: { accepted: true } });
    expect(await sessionIsLive(h.db, token)).toBe(true);
    expect(await sessionIsLive(h.db, elsewhere)).toBe(false);
    const address = addressOf(portal);
    expect((await postLogin(h.app, address, user.email ?? '', 'New-pass-2026')).json().status).toBe(200);
    expect((await postLogin(h.app, address, user.email ?? '', password)).json().status).toBe(
      ResultCode.WRONG_PASSWORD,
    );
  });

  it('answers 702 for a wrong current password (not 609), 610 for the same one, and the policy codes', async () => {
    const { user, password, token } = await reader();
    const wrong = await change(token, user.id, {
      old_pass: 'Not-mine-1',
      new_pass: 'New-pass-2026',
      confirm_pass: 'New-pass-2026',
    });
    expectRefused(wrong, ResultCode.PASSWORD_INCORRECT, 400);
    expectRefused(
      await change(token, user.id, { old_pass: password, new_pass: password, confirm_pass: password }),
      ResultCode.PASSWORD_IN_USE,
      400,
    );
    expectRefused(
      await change(token, user.id, {
        old_pass: password,
        new_pass: 'weakpassword',
        confirm_pass: 'weakpassword',
      }),
      ResultCode.PASSWORD_POLICY_VIOLATION,
      400,
    );
    const mismatch = await change(token, user.id, {
      old_pass: password,
      new_pass: 'New-pass-2026',
      confirm_pass: 'New-pass-2027',
    });
    expectRefused(mismatch, ResultCode.BAD_REQUEST, 400);
    expect(mismatch.json().data.fields[0]).toMatchObject({ field: 'confirm_pass', rule: 'confirmMatch' });
    expect(await sessionIsLive(h.db, token)).toBe(true);
  });

  it("refuses another user's id (614), another tenant's (703), and no session (600)", async () => {
    const { password, token } = await reader();
    const { user: neighbour } = await reader();
    const { user: stranger } = await reader(other);
    const body = { old_pass: password, new_pass: 'New-pass-2026', confirm_pass: 'New-pass-2026' };
    expectRefused(await change(token, neighbour.id, body), ResultCode.NO_PERMISSION, 403);
    expectRefused(await change(token, stranger.id, body), ResultCode.USER_NOT_FOUND, 404);
    expectRefused(
      await call('PUT', '/user/change-password', undefined, { user_id: 1, ...body }),
      ResultCode.ACCESS_TOKEN_NOT_FOUND,
      401,
    );
  });
});

// PUT /user/change-email, confirm-email and undo-email-change: email-change.test.ts

describe('GET /user/detail, PUT /user/update, DELETE /user/cancel', () => {
  it('shows and updates the account settings', async () => {
    const { user, token } = await reader(portal, { fullName: 'Old Name', isReceiveNotify: true });
    const detail = await call('GET', `/user/detail/${user.id}`, token);
    expect(userDetailSchema.parse(detail.json().data)).toMatchObject({
      id: user.id,
      email: user.email,
      fullName: 'Old Name',
      roleLevel: RoleLevel.USER,
      isReceiveNotify: true,
    });
    const updated = await call('PUT', `/user/update/${user.id}`, token, {
      full_name: ' New Name ',
      lang: 'ja',
      is_subscribe_mail: true,
    });
    expect(updated.json().data).toMatchObject({
      fullName: 'New Name',
      lang: 'ja',
      isSubscribeMail: true,
      isReceiveNotify: true,
    });
    expectRefused(
      await call('PUT', `/user/update/${user.id}`, token, { full_name: 'X', lang: 'fr' }),
      ResultCode.BAD_REQUEST,
      400,
    );
    expectRefused(
      await call('PUT', `/user/update/${user.id}`, token, { full_name: '  ', lang: 'en' }),
      ResultCode.BAD_REQUEST,
      400,
    );
  });

  it("refuses another user's id (614), another tenant's (703), IP users (611) and no session (600)", async () => {
    const { token } = await reader();
    const { user: neighbour } = await reader();
    const { user: stranger } = await reader(other);
    for (const [method, url, body] of [
      ['GET', '/user/detail/', undefined],
      ['PUT', '/user/update/', { full_name: 'Name', lang: 'en' }],
      ['DELETE', '/user/cancel/', undefined],
    ] as const) {
      expectRefused(await call(method, `${url}${neighbour.id}`, token, body), ResultCode.NO_PERMISSION, 403);
      expectRefused(await call(method, `${url}${stranger.id}`, token, body), ResultCode.USER_NOT_FOUND, 404);
      expectRefused(
        await call(method, `${url}${neighbour.id}`, undefined, body),
        ResultCode.ACCESS_TOKEN_NOT_FOUND,
        401,
      );
    }
    const ip = await reader(portal, { roleLevel: RoleLevel.IP_USER });
    expectRefused(
      await call('GET', `/user/detail/${ip.user.id}`, ip.token),
      ResultCode.INVALID_ROLE_ACCESS,
      403,
    );
    expect(await h.db.select().from(users).where(eq(users.id, neighbour.id))).toHaveLength(1);
  });

  it('cancels the account: every session ends and the address can register again', async () => {
    const { user, token } = await reader();
    const second = await openSession(h.db, user, portal, h.clock);
    expect((await call('DELETE', `/user/cancel/${user.id}`, token)).json()).toEqual({
      status: 200,
      data: { accepted: true },
    });
    expect(await sessionIsLive(h.db, second)).toBe(false);
    expectRefused(await call('GET', `/user/detail/${user.id}`, token), ResultCode.ACCESS_TOKEN_INVALID, 401);
    expect(await h.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { host: 'localhost:3000' },
      payload: {
        domain: 'localhost',
        path: portal.service.path,
        email: user.email,
        username: unique('again'),
        password: 'Again-2026-x',
        confirm_password: 'Again-2026-x',
        full_name: 'Back Again',
      },
    });
    expect(again.json().status).toBe(200);
  });

  it('keeps staff accounts out of cancel (611)', async () => {
    const { user, token } = await reader(portal, { roleLevel: RoleLevel.COMPANY_ADMIN });
    expectRefused(
      await call('DELETE', `/user/cancel/${user.id}`, token),
      ResultCode.INVALID_ROLE_ACCESS,
      403,
    );
    expect((await call('GET', `/user/detail/${user.id}`, token)).json().status).toBe(200);
  });
});
