import { loginResponseSchema, ResultCode, RoleLevel, secondFactorStepSchema } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { companies, secondFactors, sessions } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import { addressesFrom } from './auth-test-support.ts';
import {
  adminLogin,
  authenticatorCode,
  enrolThroughApi,
  nextStep,
  post,
} from './second-factor-test-support.ts';

const clock = new ManualClock(new Date('2026-11-28T09:00:00Z'));
const harness = useTenantWorld({ clock });
const nextIp = addressesFrom('10.61');

/** A company admin of company A with a confirmed authenticator, and the address it signs in from. */
async function enrolledAdmin() {
  const { app, database, world } = harness;
  const admin = await createUser(database.db, world.a, { roleLevel: RoleLevel.COMPANY_ADMIN });
  const ip = nextIp();
  const login = await adminLogin(app, admin.email, admin.password, ip);
  const token = loginResponseSchema.parse(login.json().data).accessToken;
  const enrolment = await enrolThroughApi(app, token, clock, ip);
  nextStep(clock);
  return { ...admin, ...enrolment, ip };
}

async function verifyStep(email: string, password: string, ip: string) {
  const response = await adminLogin(harness.app, email, password, ip);
  expect(response.json(), response.body).toMatchObject({ status: 200 });
  return secondFactorStepSchema.parse(response.json().data);
}

const verify = (challengeToken: string, answer: { code?: string; recoveryCode?: string }, ip: string) =>
  post(harness.app, '/auth/admin/second-factor/verify', { challengeToken, ...answer }, { ip });

describe('staff sign-in with a second factor', () => {
  it('answers a verify step instead of a session, then a session for the right code', async () => {
    const admin = await enrolledAdmin();
    const before = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, admin.user.id));
    const step = await verifyStep(admin.email, admin.password, admin.ip);
    expect(step.secondFactor).toBe('verify');
    const afterStep = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, admin.user.id));
    expect(afterStep).toHaveLength(before.length);

    const response = await verify(
      step.challengeToken,
      { code: authenticatorCode(admin.secret, clock) },
      admin.ip,
    );
    expect(response.json(), response.body).toMatchObject({ status: 200 });
    const login = loginResponseSchema.parse(response.json().data);
    expect(login.user).toMatchObject({ id: admin.user.id, roleLevel: RoleLevel.COMPANY_ADMIN });
    // The challenge is single use.
    const again = await verify(
      step.challengeToken,
      { code: authenticatorCode(admin.secret, clock) },
      admin.ip,
    );
    expect(again.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_CHALLENGE_INVALID });
  });

  it('refuses a wrong code and a replayed code of a step already used', async () => {
    const admin = await enrolledAdmin();
    const step = await verifyStep(admin.email, admin.password, admin.ip);
    const wrong = await verify(step.challengeToken, { code: '000000' }, admin.ip);
    expect(wrong.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_WRONG_CODE });
    expect(wrong.statusCode).toBe(401);
    const code = authenticatorCode(admin.secret, clock);
    expect((await verify(step.challengeToken, { code }, admin.ip)).json()).toMatchObject({ status: 200 });

    const second = await verifyStep(admin.email, admin.password, admin.ip);
    const replay = await verify(second.challengeToken, { code }, admin.ip);
    expect(replay.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_WRONG_CODE });
    // The previous step's code is refused too: only later steps count.
    const earlier = await verify(
      second.challengeToken,
      { code: authenticatorCode(admin.secret, clock, -1) },
      admin.ip,
    );
    expect(earlier.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_WRONG_CODE });
    nextStep(clock);
    const fresh = await verify(
      second.challengeToken,
      { code: authenticatorCode(admin.secret, clock) },
      admin.ip,
    );
    expect(fresh.json()).toMatchObject({ status: 200 });
  });

  it('takes a recovery code once', async () => {
    const admin = await enrolledAdmin();
    expect(admin.recoveryCodes).toHaveLength(10);
    const [recoveryCode] = admin.recoveryCodes as [string];
    const step = await verifyStep(admin.email, admin.password, admin.ip);
    const typed = recoveryCode.toUpperCase().replace('-', ' ');
    expect((await verify(step.challengeToken, { recoveryCode: typed }, admin.ip)).json()).toMatchObject({
      status: 200,
    });
    const second = await verifyStep(admin.email, admin.password, admin.ip);
    const reused = await verify(second.challengeToken, { recoveryCode }, admin.ip);
    expect(reused.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_WRONG_CODE });
  });

  it('refuses an expired challenge and a body with both or neither answer', async () => {
    const admin = await enrolledAdmin();
    const step = await verifyStep(admin.email, admin.password, admin.ip);
    const neither = await verify(step.challengeToken, {}, admin.ip);
    expect(neither.json()).toMatchObject({
      status: ResultCode.BAD_REQUEST,
      data: { fields: [expect.objectContaining({ field: 'body.code' })] },
    });
    const both = await verify(step.challengeToken, { code: '123456', recoveryCode: 'abcde-fghij' }, admin.ip);
    expect(both.json()).toMatchObject({ status: ResultCode.BAD_REQUEST });
    clock.advance(5 * 60 * 1000 + 1000);
    const late = await verify(
      step.challengeToken,
      { code: authenticatorCode(admin.secret, clock) },
      admin.ip,
    );
    expect(late.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_CHALLENGE_INVALID });
  });

  it('locks the account from the address after five wrong codes, like wrong passwords', async () => {
    const admin = await enrolledAdmin();
    const step = await verifyStep(admin.email, admin.password, admin.ip);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verify(step.challengeToken, { code: '000000' }, admin.ip);
      expect(wrong.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_WRONG_CODE });
    }
    // The challenge is spent, and the account is locked from that address, a right password included.
    const spent = await verify(
      step.challengeToken,
      { code: authenticatorCode(admin.secret, clock) },
      admin.ip,
    );
    expect(spent.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_CHALLENGE_INVALID });
    const login = await adminLogin(harness.app, admin.email, admin.password, admin.ip);
    expect(login.json()).toMatchObject({ status: ResultCode.ACCOUNT_LOCKED });
    expect((await verifyStep(admin.email, admin.password, nextIp())).secondFactor).toBe('verify');
  });
});

describe('a company that requires a second factor of its staff', () => {
  it('sends a staff member without one to enrolment, with no session until it is confirmed', async () => {
    const { app, database, world } = harness;
    const ip = nextIp();
    const setting = await app.inject({
      method: 'PUT',
      url: '/api/v1/company/second-factor-setting/update',
      headers: { host: 'localhost:3000', 'x-access-token': world.companyAdminB.token },
      payload: { staffSecondFactorRequired: true },
    });
    expect(setting.json(), setting.body).toMatchObject({ status: 200, data: { effective: true } });
    const staff = await createUser(database.db, world.b, {
      roleLevel: RoleLevel.SERVICE_ADMIN,
      serviceId: world.b.service.id,
    });
    const step = await verifyStep(staff.email, staff.password, ip);
    expect(step.secondFactor).toBe('enrol');
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, staff.user.id))).toEqual([]);
    // A verify call cannot use an enrolment's challenge.
    const misuse = await verify(step.challengeToken, { code: '123456' }, ip);
    expect(misuse.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_CHALLENGE_INVALID });

    const started = await post(app, '/auth/admin/second-factor/enrolment', {
      challengeToken: step.challengeToken,
    });
    expect(started.json(), started.body).toMatchObject({ status: 200 });
    const { secret, otpauthUri, qrSvg } = started.json().data;
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg /);
    const [stored] = await database.db
      .select()
      .from(secondFactors)
      .where(and(eq(secondFactors.userId, staff.user.id), eq(secondFactors.companyId, world.b.company.id)));
    expect(stored?.secretEnc).not.toContain(secret);
    expect(stored?.enrolledAt).toBeNull();

    const wrong = await post(
      app,
      '/auth/admin/second-factor/enrolment/confirm',
      {
        challengeToken: step.challengeToken,
        code: '000000',
      },
      { ip },
    );
    expect(wrong.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_WRONG_CODE });
    const done = await post(
      app,
      '/auth/admin/second-factor/enrolment/confirm',
      {
        challengeToken: step.challengeToken,
        code: authenticatorCode(secret, clock),
      },
      { ip },
    );
    expect(done.json(), done.body).toMatchObject({ status: 200 });
    expect(loginResponseSchema.parse(done.json().data.login).user.id).toBe(staff.user.id);
    expect(done.json().data.recoveryCodes).toHaveLength(10);
    nextStep(clock);
    expect((await verifyStep(staff.email, staff.password, ip)).secondFactor).toBe('verify');
  });

  it('requires it of a company that takes card payments, and then of system admins', async () => {
    const { database, world } = harness;
    const sysadmin = await createUser(database.db, null);
    const ip = nextIp();
    const free = await adminLogin(harness.app, sysadmin.email, sysadmin.password, ip);
    // Company B above already requires it, so a system admin must enrol too.
    expect(secondFactorStepSchema.parse(free.json().data).secondFactor).toBe('enrol');
    const staff = await createUser(database.db, world.a, { roleLevel: RoleLevel.COMPANY_ADMIN });
    // The sandbox takes no money: its staff sign in by password alone.
    await database.db
      .update(companies)
      .set({ paymentGateway: 'sandbox' })
      .where(eq(companies.id, world.a.company.id));
    const plain = await adminLogin(harness.app, staff.email, staff.password, ip);
    expect(plain.json(), plain.body).toMatchObject({ status: 200 });
    expect(plain.json().data.secondFactor).toBeUndefined();
    await database.db
      .update(companies)
      .set({ paymentGateway: 'card' })
      .where(eq(companies.id, world.a.company.id));
    expect((await verifyStep(staff.email, staff.password, ip)).secondFactor).toBe('enrol');
  });
});
