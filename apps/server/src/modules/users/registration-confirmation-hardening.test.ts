/**
 * Self-registration proves the mailbox before the account is usable: an unconfirmed account cannot sign
 * in and takes no place under the user limit, its link expires, resending is throttled, and unconfirmed
 * accounts expire, so nobody can squat an address.
 */
import { ResultCode } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJobs } from '../../../test/jobs.ts';
import { users } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { postLogin } from '../auth/auth-test-support.ts';
import { CONFIRMATION_HOURS, UNCONFIRMED_DAYS } from './registration-policy.ts';
import {
  type AccountsHarness,
  addressOf,
  createPortal,
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

const HOUR = 3_600_000;
let clients = 0;

function register(tenant: Tenant, email: string, password = 'Chosen-pass-1') {
  const { host, ...hint } = addressOf(tenant);
  clients += 1;
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: `10.40.${Math.floor(clients / 250)}.${(clients % 250) + 1}`,
    headers: { host },
    payload: {
      ...hint,
      email,
      username: unique('reader'),
      password,
      confirm_password: password,
      full_name: 'Reader',
      lang: 'en',
    },
  });
}

const put = (tenant: Tenant, url: string) =>
  h.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: { host: addressOf(tenant).host } });
const confirm = (tenant: Tenant, token: string) =>
  put(tenant, `/auth/confirm-registration/${token}?${tenantQuery(tenant)}`);
const resend = (tenant: Tenant, email: string) =>
  put(tenant, `/auth/resend-confirmation?email=${encodeURIComponent(email)}&${tenantQuery(tenant)}`);

/** Every mail to the address so far, oldest first. */
const mailsTo = (email: string) => h.smtp.received.filter((m) => m.recipients.includes(email));
const lastToken = async (email: string, count: number) => {
  await h.smtp.waitFor(() => mailsTo(email).length >= count);
  return tokenOfLink(mailsTo(email)[count - 1]?.text ?? '', 'confirm-registration').token;
};

const accountsOf = (tenant: Tenant, email: string) =>
  h.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, tenant.company.id), eq(users.email, email)));

describe('an unconfirmed registration', () => {
  it('cannot sign in, and takes no place under the user limit until its link is opened', async () => {
    const portal = await createPortal(h.db, { maxUser: 1 });
    const first = `${unique('a')}@example.test`;
    const second = `${unique('b')}@example.test`;
    expect((await register(portal, first)).json().status).toBe(200);
    expect((await register(portal, second)).json().status).toBe(200);
    const login = await postLogin(h.app, addressOf(portal), first, 'Chosen-pass-1');
    expect(login.json()).toMatchObject({ status: ResultCode.EMAIL_NOT_CONFIRMED, message: 'api.error.776' });

    expect((await confirm(portal, await lastToken(first, 1))).json().status).toBe(200);
    expect((await postLogin(h.app, addressOf(portal), first, 'Chosen-pass-1')).json().status).toBe(200);
    // The one place is taken now: the second link is refused (417) and stays usable.
    const secondToken = await lastToken(second, 1);
    expect((await confirm(portal, secondToken)).json().status).toBe(ResultCode.COMPANY_USER_LIMIT_REACHED);
    expect((await accountsOf(portal, second))[0]?.unconfirmedSince).not.toBeNull();
  });

  it('has a link that works once, within its hours, on its own tenant only', async () => {
    const portal = await createPortal(h.db);
    const other = await createPortal(h.db);
    const email = `${unique('c')}@example.test`;
    await register(portal, email);
    const token = await lastToken(email, 1);
    expect((await confirm(other, token)).json().status).toBe(ResultCode.INVALID_KEY);
    h.clock.advance((CONFIRMATION_HOURS + 1) * HOUR);
    expect((await confirm(portal, token)).json().status).toBe(ResultCode.INVALID_KEY);
    expect((await accountsOf(portal, email))[0]?.unconfirmedSince).not.toBeNull();

    // A resent link works, once.
    expect((await resend(portal, email)).json()).toEqual({ status: 200, data: { accepted: true } });
    const fresh = await lastToken(email, 2);
    expect((await confirm(portal, fresh)).json().status).toBe(200);
    expect((await confirm(portal, fresh)).json().status).toBe(ResultCode.INVALID_KEY);
  });

  it('gets at most one resent mail a minute, and the answer never tells whether it exists', async () => {
    const portal = await createPortal(h.db);
    const email = `${unique('d')}@example.test`;
    await register(portal, email);
    await lastToken(email, 1);
    expect((await resend(portal, email)).json()).toEqual({ status: 200, data: { accepted: true } });
    expect((await resend(portal, `${unique('nobody')}@example.test`)).json()).toEqual({
      status: 200,
      data: { accepted: true },
    });
    h.clock.advance(61_000);
    expect((await resend(portal, email)).json().status).toBe(200);
    await lastToken(email, 2);
    await waitForJobs(h.db);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('is confirmed by a password reset, whose link proves the mailbox as well', async () => {
    const portal = await createPortal(h.db);
    const email = `${unique('r')}@example.test`;
    await register(portal, email);
    const confirmToken = await lastToken(email, 1);
    const query = new URLSearchParams({ email, domain: 'localhost', service_path: portal.service.path });
    await put(portal, `/auth/forgot-password?${query}`);
    await h.smtp.waitFor(() => mailsTo(email).length >= 2);
    const resetToken = tokenOfLink(mailsTo(email)[1]?.text ?? '', 'reset-password').token;
    const reset = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/user/reset-password/${resetToken}?${tenantQuery(portal)}`,
      headers: { host: addressOf(portal).host },
      payload: { new_password: 'Reset-pass-1', confirm_password: 'Reset-pass-1' },
    });
    expect(reset.json().status).toBe(200);
    expect((await postLogin(h.app, addressOf(portal), email, 'Reset-pass-1')).json().status).toBe(200);
    expect((await confirm(portal, confirmToken)).json().status).toBe(ResultCode.INVALID_KEY);
  });

  it('is replaced by a newer sign-up of the address, and deleted once expired', async () => {
    const portal = await createPortal(h.db);
    const email = `${unique('e')}@example.test`;
    await register(portal, email, 'Squatter-pass-1');
    const squatToken = await lastToken(email, 1);
    // The owner signs up too: the squatter's account and link are gone, the owner's password counts.
    expect((await register(portal, email, 'Owner-pass-1')).json().status).toBe(200);
    expect(await accountsOf(portal, email)).toHaveLength(1);
    expect((await confirm(portal, squatToken)).json().status).toBe(ResultCode.INVALID_KEY);
    expect((await confirm(portal, await lastToken(email, 2))).json().status).toBe(200);
    expect((await postLogin(h.app, addressOf(portal), email, 'Owner-pass-1')).json().status).toBe(200);

    const stale = `${unique('f')}@example.test`;
    await register(portal, stale);
    await lastToken(stale, 1);
    h.clock.advance((UNCONFIRMED_DAYS * 24 + 1) * HOUR);
    expect((await resend(portal, stale)).json().status).toBe(200);
    await waitForJobs(h.db);
    expect(mailsTo(stale)).toHaveLength(1);
    await register(portal, `${unique('g')}@example.test`);
    expect(await accountsOf(portal, stale)).toEqual([]);
  });
});
