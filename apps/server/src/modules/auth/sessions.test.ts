import { AccountType, loginResponseSchema, ResultCode, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { companies, loginAttempts, sessions } from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import { KEEP_LOGIN_IDLE_MINUTES } from '../../platform/auth/session-lifetime.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { addressOf, createUser, getInfo, getLogout, postAdminLogin, postLogin } from './auth-test-support.ts';
import { revokeUserSessions } from './repository.ts';

const MINUTE = 60_000;
let database: TestDatabase;
let app: App;
const clock = new ManualClock(new Date('2026-11-01T09:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { clock });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

async function tenantWith(settings: Partial<typeof companies.$inferInsert>): Promise<Tenant> {
  const tenant = await createTenant(database.db, { accountType: AccountType.EMAIL });
  if (Object.keys(settings).length === 0) return tenant;
  await database.db.update(companies).set(settings).where(eq(companies.id, tenant.company.id));
  return tenant;
}

async function login(tenant: Tenant, member: { email: string; password: string }, keepLogin = false) {
  const response = await postLogin(app, addressOf(tenant), member.email, member.password, { keepLogin });
  expect(response.json()).toMatchObject({ status: 200 });
  return loginResponseSchema.parse(response.json().data);
}

const infoStatus = async (token: string) => (await getInfo(app, token)).json().status;

describe('sessions-per-user limit', () => {
  it('revokes the oldest session over the limit and says so', async () => {
    const tenant = await tenantWith({ sessionsPerUser: 2 });
    const member = await createUser(database.db, tenant);
    const first = await login(tenant, member);
    clock.advance(MINUTE);
    const second = await login(tenant, member);
    expect(second.displayMessageExceededSession).toBe(false);
    clock.advance(MINUTE);
    const third = await login(tenant, member);
    expect(third).toMatchObject({
      displayMessageExceededSession: true,
      exceededSessionMessage: 'toast.error.concurrentSession',
    });
    // The closed session is told apart from one that expired or logged out: the reader learns why.
    const closed = await getInfo(app, first.accessToken);
    expect(closed.json()).toMatchObject({
      status: ResultCode.SESSION_ENDED_BY_LIMIT,
      message: 'api.error.613',
    });
    expect(closed.statusCode).toBe(401);
    expect(await infoStatus(second.accessToken)).toBe(200);
    expect(await infoStatus(third.accessToken)).toBe(200);
    const [revoked] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOpaqueToken(first.accessToken)));
    expect(revoked).toMatchObject({ revokedReason: 'session_limit', revokedAt: clock.now() });
  });

  it('refuses a login over the limit with 750 when the company says so', async () => {
    const tenant = await tenantWith({ sessionsPerUser: 2, refuseOverSessionLimit: true });
    const member = await createUser(database.db, tenant);
    const first = await login(tenant, member);
    const second = await login(tenant, member);
    const third = await postLogin(app, addressOf(tenant), member.email, member.password);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      status: ResultCode.SESSION_MAXIMUM_REACHED,
      message: 'api.error.750',
    });
    expect(await infoStatus(first.accessToken)).toBe(200);
    expect(await infoStatus(second.accessToken)).toBe(200);
    const attempts = await database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.userId, member.user.id));
    expect(attempts.map((a) => a.resultCode)).toEqual([null, null, 750]);
    // An expired session no longer counts.
    clock.advance(tenant.company.sessionExpiryMinutes * MINUTE + MINUTE);
    await login(tenant, member);
  });

  it('lets no two parallel logins slip past the limit', async () => {
    const tenant = await tenantWith({ sessionsPerUser: 2, refuseOverSessionLimit: true });
    const member = await createUser(database.db, tenant);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postLogin(app, addressOf(tenant), member.email, member.password)),
    );
    const statuses = responses.map((r) => r.json().status).sort();
    expect(statuses).toEqual([200, 200, 750, 750, 750, 750]);
  });

  it('limits system admins to a platform constant (oldest revoked)', async () => {
    const sysadmin = await createUser(database.db, null, { roleLevel: RoleLevel.SYSTEM_ADMIN });
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await postAdminLogin(app, sysadmin.email, sysadmin.password);
      tokens.push(response.json().data.accessToken);
      clock.advance(MINUTE);
    }
    expect(await infoStatus(tokens[0] ?? '')).toBe(ResultCode.SESSION_ENDED_BY_LIMIT);
    expect(await infoStatus(tokens[3] ?? '')).toBe(200);
  });
  it('refuses a logged-out or expired token as invalid (601), not as closed by the limit', async () => {
    const tenant = await tenantWith({ sessionsPerUser: 1, sessionExpiryMinutes: 30 });
    const member = await createUser(database.db, tenant);
    const loggedOut = await login(tenant, member);
    expect((await getLogout(app, loggedOut.accessToken)).json()).toMatchObject({ status: 200 });
    expect(await infoStatus(loggedOut.accessToken)).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    const expired = await login(tenant, member);
    clock.advance(31 * MINUTE);
    expect(await infoStatus(expired.accessToken)).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    expect(await infoStatus('never-issued')).toBe(ResultCode.ACCESS_TOKEN_INVALID);
  });
});

describe('session expiry', () => {
  it("expires after the company's idle minutes, and each request slides it", async () => {
    const tenant = await tenantWith({ sessionExpiryMinutes: 60 });
    const member = await createUser(database.db, tenant);
    const session = await login(tenant, member);
    expect(session.expireDate).toBe(new Date(clock.now().getTime() + 60 * MINUTE).toISOString());
    clock.advance(59 * MINUTE);
    expect(await infoStatus(session.accessToken)).toBe(200);
    clock.advance(59 * MINUTE);
    expect(await infoStatus(session.accessToken)).toBe(200);
    clock.advance(60 * MINUTE);
    expect(await infoStatus(session.accessToken)).toBe(ResultCode.ACCESS_TOKEN_INVALID);
  });

  it('keep_login gives the longer lifetime', async () => {
    const tenant = await tenantWith({ sessionExpiryMinutes: 60 });
    const member = await createUser(database.db, tenant);
    const kept = await login(tenant, member, true);
    const short = await login(tenant, member, false);
    expect(kept.expireDate).toBe(
      new Date(clock.now().getTime() + KEEP_LOGIN_IDLE_MINUTES * MINUTE).toISOString(),
    );
    clock.advance(2 * 24 * 60 * MINUTE);
    expect(await infoStatus(kept.accessToken)).toBe(200);
    expect(await infoStatus(short.accessToken)).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOpaqueToken(kept.accessToken)));
    expect(row?.keepLogin).toBe(true);
  });
});

describe('revokeUserSessions', () => {
  it("ends a user's sessions within its company, optionally keeping one", async () => {
    const tenant = await tenantWith({ sessionsPerUser: 5 });
    const other = await tenantWith({});
    const member = await createUser(database.db, tenant);
    const [a, b, c] = [await login(tenant, member), await login(tenant, member), await login(tenant, member)];
    const [current] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOpaqueToken(c.accessToken)));

    expect(
      await revokeUserSessions(database.db, tenantScopeOf(other), member.user.id, 'password_changed'),
    ).toBe(0);
    const ended = await revokeUserSessions(
      database.db,
      tenantScopeOf(tenant),
      member.user.id,
      'password_changed',
      {
        exceptSessionId: current?.id ?? 0,
        now: clock.now(),
      },
    );
    expect(ended).toBe(2);
    expect(await infoStatus(a.accessToken)).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    expect(await infoStatus(b.accessToken)).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    expect(await infoStatus(c.accessToken)).toBe(200);
    expect(
      await revokeUserSessions(database.db, tenantScopeOf(tenant), member.user.id, 'account_cancelled'),
    ).toBe(1);
    expect(await infoStatus(c.accessToken)).toBe(ResultCode.ACCESS_TOKEN_INVALID);
  });
});
