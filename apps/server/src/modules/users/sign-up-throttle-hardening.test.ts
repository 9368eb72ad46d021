/**
 * Sign-up flooding: anonymous registrations from one address, or for one company, are throttled before
 * any work (no password hashed, no row, no mail), and unconfirmed accounts take no place under the user
 * limit. The registrant's name cannot put text at the top of a platform mail.
 */
import { ResultCode } from '@hondana/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, signUpAttempts, users } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { SIGN_UP_ADDRESS_LIMIT, SIGN_UP_COMPANY_LIMIT } from './registration-policy.ts';
import {
  type AccountsHarness,
  addressOf,
  createPortal,
  startAccountsHarness,
  tenantQuery,
  unique,
} from './users-test-support.ts';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccountsHarness();
});
afterAll(() => h.close());

function register(tenant: Tenant, remoteAddress: string, overrides: Record<string, unknown> = {}) {
  const { host, ...hint } = addressOf(tenant);
  const name = unique('flood');
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress,
    headers: { host },
    payload: {
      ...hint,
      username: name,
      email: `${name}@example.test`,
      password: 'Flood-pass-1',
      confirm_password: 'Flood-pass-1',
      full_name: 'Flood',
      ...overrides,
    },
  });
}

const rowsOf = async (tenant: Tenant) => {
  const [u] = await h.db.select({ n: count() }).from(users).where(eq(users.companyId, tenant.company.id));
  const [m] = await h.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.companyId, tenant.company.id));
  const [a] = await h.db
    .select({ n: count() })
    .from(signUpAttempts)
    .where(eq(signUpAttempts.companyId, tenant.company.id));
  return { users: u?.n ?? 0, mails: m?.n ?? 0, attempts: a?.n ?? 0 };
};

describe('sign-up throttle', () => {
  it(`refuses the sign-up after ${SIGN_UP_ADDRESS_LIMIT} from one address (777), changing nothing`, async () => {
    const portal = await createPortal(h.db, { maxUser: 3 });
    const other = await createPortal(h.db);
    const address = '203.0.113.7';
    for (let i = 0; i < SIGN_UP_ADDRESS_LIMIT; i += 1) {
      expect((await register(portal, address)).json().status).toBe(200);
    }
    // More unconfirmed sign-ups than the limit of three: they take no place.
    const before = await rowsOf(portal);
    expect(before).toEqual({
      users: SIGN_UP_ADDRESS_LIMIT,
      mails: SIGN_UP_ADDRESS_LIMIT,
      attempts: SIGN_UP_ADDRESS_LIMIT,
    });

    const refused = await register(portal, address);
    expect(refused.json()).toMatchObject({ status: ResultCode.SIGN_UP_THROTTLED, message: 'api.error.777' });
    expect(refused.statusCode).toBe(429);
    expect(await rowsOf(portal)).toEqual(before);
    // The address is throttled on every tenant; another address is not.
    expect((await register(other, address)).json().status).toBe(ResultCode.SIGN_UP_THROTTLED);
    expect((await register(portal, '203.0.113.8')).json().status).toBe(200);

    // Resending the confirmation counts toward the same throttle.
    const { host } = addressOf(portal);
    const resend = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/resend-confirmation?email=x%40example.test&${tenantQuery(portal)}`,
      remoteAddress: address,
      headers: { host },
    });
    expect(resend.json().status).toBe(ResultCode.SIGN_UP_THROTTLED);

    // An hour later the address may sign up again.
    h.clock.advance(61 * 60_000);
    expect((await register(portal, address)).json().status).toBe(200);
  });

  it(`refuses the sign-up after ${SIGN_UP_COMPANY_LIMIT} for one company from any address`, async () => {
    const portal = await createPortal(h.db);
    const neighbour = await createPortal(h.db);
    const now = h.clock.now();
    // Earlier sign-ups of the window, from many addresses, as the throttle records them.
    await h.db.insert(signUpAttempts).values(
      Array.from({ length: SIGN_UP_COMPANY_LIMIT - 1 }, (_, i) => ({
        companyId: portal.company.id,
        ip: `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        createdAt: new Date(now.getTime() - 60_000),
      })),
    );
    expect((await register(portal, '192.0.2.1')).json().status).toBe(200);
    const before = await rowsOf(portal);
    expect((await register(portal, '192.0.2.2')).json().status).toBe(ResultCode.SIGN_UP_THROTTLED);
    expect(await rowsOf(portal)).toEqual(before);
    // Another company is not held back by it.
    expect((await register(neighbour, '192.0.2.2')).json().status).toBe(200);
  });
});

describe('the name a registrant chooses, in the mail', () => {
  it('is never the first line, stays on one line and is cut to 40 characters', async () => {
    const portal = await createPortal(h.db);
    const name = `CLICK https://evil.example/claim NOW   to win ${'x'.repeat(30)}`;
    const email = `${unique('named')}@example.test`;
    expect((await register(portal, '192.0.2.50', { email, full_name: name })).json().status).toBe(200);
    const mail = await h.smtp.waitFor((m) => m.recipients.includes(email));
    const lines = mail.text.split('\n');
    expect(lines[0]).not.toContain('CLICK');
    const shown = lines.find((line) => line.includes('CLICK'));
    expect(shown).toBeDefined();
    expect(shown).not.toContain('NOW   to');
    expect(shown).not.toContain('x'.repeat(10));
    expect(shown?.endsWith('…')).toBe(true);
    expect(mail.subject).not.toContain('CLICK');
  });
});
