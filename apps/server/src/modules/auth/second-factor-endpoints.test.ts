import { loginResponseSchema, ResultCode, RoleLevel } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { createUser } from '../../../test/fixtures.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { auditEvents, secondFactors, sessions } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import { adminLogin, authenticatorCode, enrolThroughApi, post } from './second-factor-test-support.ts';

const clock = new ManualClock(new Date());
const secrets = { confirm: '', recovery: '', remove: '', reset: '' };
let resetTarget = 0;

const harness = useTenantWorld({ clock }, async ({ app, database, world }) => {
  const started = await post(app, '/auth/second-factor/enrolment', undefined, {
    token: world.serviceAdminA2.token,
  });
  secrets.confirm = started.json().data.secret;
  secrets.recovery = (await enrolThroughApi(app, world.companyAdminB.token, clock, '10.62.0.1')).secret;
  secrets.remove = (await enrolThroughApi(app, world.systemAdmin.token, clock, '10.62.0.2')).secret;
  const target = await createUser(database.db, world.a, { roleLevel: RoleLevel.COMPANY_ADMIN });
  const login = await adminLogin(app, target.email, target.password, '10.62.0.3');
  const token = loginResponseSchema.parse(login.json().data).accessToken;
  secrets.reset = (await enrolThroughApi(app, token, clock, '10.62.0.3')).secret;
  resetTarget = target.user.id;
});
const calls = routeCaller(harness);

describe('GET /auth/second-factor', () => {
  endpointTests('secondFactorStatus', harness.context, {
    happy: (w) => ({
      as: w.companyAdminA,
      check: (data) =>
        expect(data).toEqual({ enrolled: false, enrolledAt: null, required: false, recoveryCodesLeft: 0 }),
    }),
  });
});

describe('POST /auth/second-factor/enrolment', () => {
  endpointTests('secondFactorEnrolmentStart', harness.context, {
    happy: (w) => ({
      as: w.serviceAdminA,
      check: (data) =>
        expect(data).toMatchObject({ otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//) }),
    }),
  });
  it('refuses a second enrolment while a confirmed factor exists (932)', async () => {
    const response = await calls.send('secondFactorEnrolmentStart', { as: harness.world.companyAdminB });
    expect(response.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_ALREADY_ENROLLED });
  });
});

describe('POST /auth/second-factor/enrolment/confirm', () => {
  endpointTests('secondFactorEnrolmentConfirm', harness.context, {
    badInput: (w) => ({ as: w.serviceAdminA2, body: { code: '12a456' }, code: ResultCode.BAD_REQUEST }),
    happy: (w) => ({
      as: w.serviceAdminA2,
      body: { code: authenticatorCode(secrets.confirm, clock) },
      check: (data) => expect(data).toMatchObject({ recoveryCodes: expect.any(Array) }),
    }),
  });
  it('refuses a code without an enrolment started (934) and a wrong code (930), enrolling nothing', async () => {
    const { world, database } = harness;
    const none = await calls.send('secondFactorEnrolmentConfirm', {
      as: world.companyAdminA,
      body: { code: '123456' },
    });
    expect(none.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_ENROLMENT_NOT_STARTED });
    await calls.send('secondFactorEnrolmentStart', { as: world.companyAdminA });
    const wrong = await calls.send('secondFactorEnrolmentConfirm', {
      as: world.companyAdminA,
      body: { code: '000000' },
    });
    expect(wrong.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_WRONG_CODE });
    const [row] = await database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, world.companyAdminA.user.id));
    expect(row?.enrolledAt).toBeNull();
  });
});

describe('POST /auth/second-factor/recovery-codes', () => {
  endpointTests('secondFactorRecoveryCodes', harness.context, {
    badInput: (w) => ({ as: w.companyAdminB, body: {}, code: ResultCode.BAD_REQUEST }),
    happy: (w) => ({
      as: w.companyAdminB,
      body: { code: authenticatorCode(secrets.recovery, clock, 1) },
      check: async (data) => {
        const status = await calls.data('secondFactorStatus', { as: w.companyAdminB });
        expect(status).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
        expect(new Set((data as { recoveryCodes: string[] }).recoveryCodes).size).toBe(10);
      },
    }),
  });
  it('answers 933 for an account without a factor', async () => {
    const response = await calls.send('secondFactorRecoveryCodes', {
      as: harness.world.serviceAdminA,
      body: { code: '123456' },
    });
    expect(response.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_NOT_ENROLLED });
  });
});

describe('POST /auth/second-factor/remove', () => {
  endpointTests('secondFactorRemove', harness.context, {
    badInput: (w) => ({ as: w.systemAdmin, body: { password_hash: 'plain' }, code: ResultCode.BAD_REQUEST }),
    happy: (w) => ({
      as: w.systemAdmin,
      body: { password_hash: clientPasswordHash(w.systemAdmin.password) },
      check: async () => {
        const status = await calls.data('secondFactorStatus', { as: w.systemAdmin });
        expect(status).toMatchObject({ enrolled: false });
      },
    }),
  });
  it('refuses a wrong password (702) and keeps the factor', async () => {
    const { world } = harness;
    const wrong = await calls.send('secondFactorRemove', {
      as: world.companyAdminB,
      body: { password_hash: clientPasswordHash('not-the-password') },
    });
    expect(wrong.json()).toMatchObject({ status: ResultCode.PASSWORD_INCORRECT });
    expect(await calls.data('secondFactorStatus', { as: world.companyAdminB })).toMatchObject({
      enrolled: true,
    });
  });
});

describe('PUT /auth/admin/second-factor/reset/:userId', () => {
  endpointTests('secondFactorReset', harness.context, {
    badInput: (w) => ({ as: w.systemAdmin, params: { userId: 'abc' }, code: ResultCode.BAD_REQUEST }),
    happy: (w) => ({
      as: w.systemAdmin,
      params: { userId: resetTarget },
      check: async () => {
        const { db } = harness.database;
        expect(await db.select().from(secondFactors).where(eq(secondFactors.userId, resetTarget))).toEqual(
          [],
        );
        const [event] = await db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entity, 'second_factor'), eq(auditEvents.entityId, String(resetTarget))));
        expect(event).toMatchObject({
          action: 'reset',
          actorUserId: w.systemAdmin.user.id,
          companyId: w.a.company.id,
        });
        const live = await db.select().from(sessions).where(eq(sessions.userId, resetTarget));
        expect(live.every((s) => s.revokedReason === 'second_factor_reset')).toBe(true);
      },
    }),
  });
  it("refuses company admins, of the account's company or another (611), and answers 703 and 933", async () => {
    const { world } = harness;
    for (const as of [world.companyAdminA, world.companyAdminB]) {
      const refused = await calls.send('secondFactorReset', {
        as,
        params: { userId: world.companyAdminB.user.id },
      });
      expect(refused.json()).toMatchObject({ status: ResultCode.INVALID_ROLE_ACCESS });
    }
    expect(await calls.data('secondFactorStatus', { as: world.companyAdminB })).toMatchObject({
      enrolled: true,
    });
    const unknown = await calls.send('secondFactorReset', {
      as: world.systemAdmin,
      params: { userId: 999_999_999 },
    });
    expect(unknown.json()).toMatchObject({ status: ResultCode.USER_NOT_FOUND });
    const none = await calls.send('secondFactorReset', {
      as: world.systemAdmin,
      params: { userId: world.readerA.user.id },
    });
    expect(none.json()).toMatchObject({ status: ResultCode.SECOND_FACTOR_NOT_ENROLLED });
  });
});

describe('GET /company/second-factor-setting/detail', () => {
  endpointTests('companySecondFactorSetting', harness.context, {
    happy: (w) => ({
      as: w.serviceAdminA,
      check: (data) =>
        expect(data).toEqual({
          companyId: w.a.company.id,
          staffSecondFactorRequired: false,
          takesCardPayments: false,
          effective: false,
        }),
    }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      query: { companyId: w.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });
});

describe('PUT /company/second-factor-setting/update', () => {
  endpointTests('companySecondFactorSettingUpdate', harness.context, {
    badInput: (w) => ({
      as: w.companyAdminA,
      body: { staffSecondFactorRequired: 'yes' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      body: { companyId: w.b.company.id, staffSecondFactorRequired: true },
      code: ResultCode.NO_PERMISSION,
    }),
    happy: (w) => ({
      as: w.companyAdminA,
      body: { staffSecondFactorRequired: true },
      check: async (data) => {
        expect(data).toMatchObject({
          companyId: w.a.company.id,
          staffSecondFactorRequired: true,
          effective: true,
        });
        const [event] = await harness.database.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entity, 'company'), eq(auditEvents.entityId, String(w.a.company.id))));
        expect(event).toMatchObject({ action: 'update', after: { staffSecondFactorRequired: true } });
      },
    }),
  });
});
