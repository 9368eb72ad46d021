import { AccountType, ResultCode, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { loginAttempts, loginLocks, users } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { addressOf, createUser, getLogout, postAdminLogin, postLogin } from './auth-test-support.ts';
import {
  ACCOUNT_LOCK_FAILURES,
  ACCOUNT_LOCK_MINUTES,
  IP_THROTTLE_FAILURES,
  IP_THROTTLE_WINDOW_MINUTES,
} from './lockout-policy.ts';

const MINUTE = 60_000;
let database: TestDatabase;
let app: App;
let tenant: Tenant;
const clock = new ManualClock(new Date('2026-11-01T09:00:00Z'));
let ipCounter = 0;
/** Each test its own client address, so the per-IP throttle of one test never touches another. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { clock });
  tenant = await createTenant(database.db, { accountType: AccountType.ALL });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const statusOf = async (response: Promise<{ json(): { status: number } }>) => (await response).json().status;

async function fail(identifier: string, times: number, remoteAddress: string) {
  for (let i = 0; i < times; i++) {
    const status = await statusOf(
      postLogin(app, addressOf(tenant), identifier, 'wrong-password', { remoteAddress }),
    );
    expect(status).toBe(ResultCode.WRONG_PASSWORD);
  }
}

async function login(identifier: string, password: string, remoteAddress: string) {
  const response = await postLogin(app, addressOf(tenant), identifier, password, { remoteAddress });
  const body = response.json();
  if (body.status === 200) await getLogout(app, body.data.accessToken);
  return { status: body.status as number, http: response.statusCode };
}

describe('account lock-out', () => {
  it(`locks an account for ${ACCOUNT_LOCK_MINUTES} minutes after ${ACCOUNT_LOCK_FAILURES} failures`, async () => {
    const ip = freshIp();
    const member = await createUser(database.db, tenant);
    await fail(member.email, ACCOUNT_LOCK_FAILURES, ip);
    expect(await login(member.email, member.password, ip)).toEqual({
      status: ResultCode.ACCOUNT_LOCKED,
      http: 423,
    });
    expect(await login(member.email, 'still-wrong', ip)).toMatchObject({ status: ResultCode.ACCOUNT_LOCKED });
    const [lock] = await database.db.select().from(loginLocks).where(eq(loginLocks.userId, member.user.id));
    expect(lock).toMatchObject({ ip, failedCount: 0 });
    expect(lock?.lockedUntil?.toISOString()).toBe(
      new Date(clock.now().getTime() + 30 * MINUTE).toISOString(),
    );

    clock.advance(29 * MINUTE);
    expect((await login(member.email, member.password, ip)).status).toBe(ResultCode.ACCOUNT_LOCKED);
    clock.advance(MINUTE);
    expect((await login(member.email, member.password, ip)).status).toBe(200);
    const [after] = await database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(after).toMatchObject({ lastLoginAt: clock.now() });
    expect(await database.db.select().from(loginLocks).where(eq(loginLocks.userId, member.user.id))).toEqual(
      [],
    );
  });

  it('counts failures by username and by e-mail for the same account', async () => {
    const ip = freshIp();
    const member = await createUser(database.db, tenant);
    await fail(member.email, 3, ip);
    await fail(member.username.toUpperCase(), 2, ip);
    expect((await login(member.username, member.password, ip)).status).toBe(ResultCode.ACCOUNT_LOCKED);
    clock.advance(ACCOUNT_LOCK_MINUTES * MINUTE);
  });

  it('forgets failures older than the window', async () => {
    const ip = freshIp();
    const member = await createUser(database.db, tenant);
    await fail(member.email, ACCOUNT_LOCK_FAILURES - 1, ip);
    clock.advance(31 * MINUTE);
    await fail(member.email, 1, ip);
    expect((await login(member.email, member.password, ip)).status).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const ip = freshIp();
    const member = await createUser(database.db, tenant);
    await fail(member.email, ACCOUNT_LOCK_FAILURES - 1, ip);
    expect((await login(member.email, member.password, ip)).status).toBe(200);
    await fail(member.email, ACCOUNT_LOCK_FAILURES - 1, ip);
    expect((await login(member.email, member.password, ip)).status).toBe(200);
  });

  it('locks an identifier that names no account the same way, so 425 never reveals an account', async () => {
    const ip = freshIp();
    await fail('ghost@example.test', ACCOUNT_LOCK_FAILURES, ip);
    expect((await login('ghost@example.test', 'anything', ip)).status).toBe(ResultCode.ACCOUNT_LOCKED);
    clock.advance(ACCOUNT_LOCK_MINUTES * MINUTE);
    expect((await login('ghost@example.test', 'anything', ip)).status).toBe(ResultCode.WRONG_PASSWORD);
  });

  it('locks staff accounts through the admin login too', async () => {
    const ip = freshIp();
    const admin = await createUser(database.db, tenant, { roleLevel: RoleLevel.COMPANY_ADMIN });
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
      expect(await statusOf(postAdminLogin(app, admin.email, 'wrong', { remoteAddress: ip }))).toBe(609);
    }
    expect(await statusOf(postAdminLogin(app, admin.email, admin.password, { remoteAddress: ip }))).toBe(425);
    clock.advance(ACCOUNT_LOCK_MINUTES * MINUTE);
    const response = await postAdminLogin(app, admin.email, admin.password, { remoteAddress: ip });
    expect(response.json().status).toBe(200);
  });
});

describe('per-IP throttle', () => {
  it(`refuses an address after ${IP_THROTTLE_FAILURES} failures in ${IP_THROTTLE_WINDOW_MINUTES} minutes`, async () => {
    const attacker = freshIp();
    const member = await createUser(database.db, tenant);
    for (let i = 0; i < IP_THROTTLE_FAILURES; i++) await fail(`victim-${i}@example.test`, 1, attacker);

    // Refused without looking at the account: the right password does not help, no failure is counted.
    expect(await login(member.email, member.password, attacker)).toEqual({ status: 425, http: 423 });
    expect(await database.db.select().from(loginLocks).where(eq(loginLocks.userId, member.user.id))).toEqual(
      [],
    );
    // A spoofed X-Forwarded-For changes nothing without TRUST_PROXY.
    const spoofed = await postLogin(app, addressOf(tenant), member.email, member.password, {
      remoteAddress: attacker,
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(spoofed.json().status).toBe(425);

    expect((await login(member.email, member.password, freshIp())).status).toBe(200);
    const attempts = await database.db.select().from(loginAttempts).where(eq(loginAttempts.ip, attacker));
    expect(attempts.filter((a) => a.resultCode === 425)).toHaveLength(2);

    clock.advance(IP_THROTTLE_WINDOW_MINUTES * MINUTE);
    expect((await login(member.email, member.password, attacker)).status).toBe(200);
  });

  it('throttles the admin login from the same address as the user login', async () => {
    const attacker = freshIp();
    for (let i = 0; i < IP_THROTTLE_FAILURES; i++) await fail(`someone-${i}`, 1, attacker);
    const response = await postAdminLogin(app, 'sysadmin@example.test', 'anything', {
      remoteAddress: attacker,
    });
    expect(response.json().status).toBe(ResultCode.ACCOUNT_LOCKED);
    clock.advance(IP_THROTTLE_WINDOW_MINUTES * MINUTE);
  });
});
