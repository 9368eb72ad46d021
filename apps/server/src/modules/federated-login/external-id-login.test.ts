import { loginResponseSchema, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type companies, sessions, users } from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import {
  answerOf,
  eduLogin,
  type FederatedWorld,
  post,
  signInAtProvider,
  startAt,
  tenants,
  updateCompany,
  useFederatedWorld,
} from './federated-test-support.ts';

let world: FederatedWorld;
useFederatedWorld((started) => {
  world = started;
});

const expectCode = (response: { json(): unknown }, code: number) =>
  expect(response.json()).toMatchObject({ status: code, message: `api.error.${code}` });

/** One education-ID login on Edu Campus as a demo account, with the given extra fields. */
async function loginAsEdu(login: string, extra: Record<string, unknown> = {}) {
  const started = await startAt(world.app, tenants.edu, 'external_id', eduLogin);
  const answer = answerOf(await signInAtProvider(started.authorizationUrl, login));
  return post(world.app, tenants.edu, '/auth/gakken-id-login', { ...answer, ...extra });
}

const setEdu = (values: Partial<typeof companies.$inferInsert>) =>
  updateCompany(world.database.db, 'Edu Campus', values);

describe('POST /auth/gakken-id-login (education ID) on Edu Campus', () => {
  it('a new reader: terms first (862), then registered at login with the acceptance', async () => {
    expectCode(await loginAsEdu('edu-student-01'), ResultCode.TERMS_ACCEPTANCE_REQUIRED);
    expect(
      await world.database.db.select().from(users).where(eq(users.externalId, 'edu-student-01')),
    ).toEqual([]);

    const response = await loginAsEdu('edu-student-01', {
      is_accept_terms_and_condition: true,
      is_subscribe_mail: true,
      is_mobile_app: true,
    });
    expect(response.json()).toMatchObject({
      status: 200,
      data: { user: { name: 'Edu Student One', path: 'edu' } },
    });
    const login = loginResponseSchema.parse(response.json().data);
    expect(login.appMobileAuthToken).toBe(login.accessToken);
    const [made] = await world.database.db.select().from(users).where(eq(users.externalId, 'edu-student-01'));
    expect(made).toMatchObject({
      roleLevel: 3,
      passwordHash: null,
      email: 'student01@edu.hondana.test',
      isSubscribeMail: true,
      termsAcceptedVersion: 1,
    });
    const [session] = await world.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOpaqueToken(login.accessToken)));
    expect(session).toMatchObject({ loginMethod: 'external_id', isMobileApp: true });
    // Registered and accepted: the next login needs nothing more.
    expect((await loginAsEdu('edu-student-01')).json()).toMatchObject({ status: 200 });
  });

  it('a registered reader who has not accepted the terms in force: 862, then signed in', async () => {
    expectCode(await loginAsEdu('edu-student-02'), ResultCode.TERMS_ACCEPTANCE_REQUIRED);
    const response = await loginAsEdu('edu-student-02', { is_accept_terms_and_condition: true });
    expect(response.json()).toMatchObject({
      status: 200,
      data: { user: { email: 'student02@edu.hondana.test' } },
    });
  });

  it("refuses a child's account (860)", async () => {
    expectCode(
      await loginAsEdu('edu-child-01', { is_accept_terms_and_condition: true }),
      ResultCode.CHILD_ACCOUNT_LOGIN_NOT_ALLOWED,
    );
  });

  it('sends a member without a profile name to the my page (864)', async () => {
    expectCode(await loginAsEdu('edu-incomplete-01'), ResultCode.EXTERNAL_ID_MY_PAGE_REQUIRED);
  });

  it('an unknown ID without auto-registration: 701', async () => {
    await setEdu({ isAutoRegisterAccountAtLogin: false });
    try {
      await world.database.db.delete(users).where(eq(users.externalId, 'edu-student-01'));
      expectCode(
        await loginAsEdu('edu-student-01', { is_accept_terms_and_condition: true }),
        ResultCode.EXTERNAL_ACCOUNT_NOT_REGISTERED,
      );
    } finally {
      await setEdu({ isAutoRegisterAccountAtLogin: true });
    }
  });

  it('is only for EXTERNAL_ID tenants (614 on Demo Library), and Edu Campus has no Google (614)', async () => {
    const demo = await post(world.app, tenants.demo, '/auth/authorization-url', {
      provider: 'external_id',
      redirect_url: 'http://localhost:3000/demo/login',
    });
    expectCode(demo, ResultCode.NO_PERMISSION);
    const google = await post(world.app, tenants.edu, '/auth/authorization-url', {
      provider: 'google',
      redirect_url: eduLogin,
    });
    expectCode(google, ResultCode.NO_PERMISSION);
  });
});
