import { AccountType, authUserSchema, loginResponseSchema, ResultCode, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from '../../../test/demo-app.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { companies, sessions } from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import { createUser, getInfo, getLogout, postAdminLogin } from './auth-test-support.ts';

let demo: Awaited<ReturnType<typeof startDemoApp>>;

beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(() => demo.close());

async function adminLoginOk(...args: Parameters<typeof postAdminLogin>) {
  const response = await postAdminLogin(...args);
  expect(response.json()).toMatchObject({ status: 200 });
  return loginResponseSchema.parse(response.json().data);
}

function expectRefused(response: Awaited<ReturnType<typeof postAdminLogin>>, code: number) {
  expect(response.json()).toMatchObject({ status: code, message: `api.error.${code}` });
}

describe('POST /auth/admin-login', () => {
  it('logs in the system admin: no company, no tenant, loginType 1', async () => {
    const login = await adminLoginOk(demo.app, 'sysadmin@hondana.test', 'Hondana-Admin-2026');
    expect(login.user).toMatchObject({
      roleLevel: RoleLevel.SYSTEM_ADMIN,
      loginType: 1,
      companyId: null,
      serviceId: null,
      domain: null,
      path: null,
      name: 'System Admin',
    });
    const [session] = await demo.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOpaqueToken(login.accessToken)));
    expect(session).toMatchObject({ companyId: null, serviceId: null, loginMethod: 'email' });
    const info = await getInfo(demo.app, login.accessToken);
    expect(authUserSchema.parse(info.json().data)).toEqual(login.user);
    await getLogout(demo.app, login.accessToken);
  });

  it('logs in a company admin into its company and a service admin into its service', async () => {
    const admin = await adminLoginOk(demo.app, 'ADMIN@demo.hondana.test', 'Demo-Admin-2026');
    expect(admin.user).toMatchObject({
      roleLevel: RoleLevel.COMPANY_ADMIN,
      loginType: 2,
      domain: 'localhost',
      path: null,
      serviceId: null,
    });
    expect(admin.user.companyId).toEqual(expect.any(Number));
    const service = await adminLoginOk(demo.app, 'service@demo.hondana.test', 'Demo-Service-2026');
    expect(service.user).toMatchObject({
      roleLevel: RoleLevel.SERVICE_ADMIN,
      loginType: 3,
      companyId: admin.user.companyId,
      path: 'demo',
    });
    const info = await getInfo(demo.app, service.accessToken);
    expect(info.json().data).toMatchObject({ roleLevel: RoleLevel.SERVICE_ADMIN, path: 'demo' });
    await getLogout(demo.app, admin.accessToken);
    await getLogout(demo.app, service.accessToken);
  });

  it('answers on any host', async () => {
    const login = await adminLoginOk(demo.app, 'sysadmin@hondana.test', 'Hondana-Admin-2026', {
      host: 'books.localhost',
    });
    await getLogout(demo.app, login.accessToken);
  });

  it('refuses end users and IP users with 611 after the right password', async () => {
    expectRefused(await postAdminLogin(demo.app, 'reader@demo.hondana.test', 'Demo-Reader-2026'), 611);
    expectRefused(await postAdminLogin(demo.app, 'reader@books.hondana.test', 'Books-Reader-2026'), 611);
    const tenant = await createTenant(demo.database.db);
    const ipUser = await createUser(demo.database.db, tenant, { roleLevel: RoleLevel.IP_USER });
    expectRefused(await postAdminLogin(demo.app, ipUser.email, ipUser.password), 611);
  });

  it('answers a wrong password and an unknown address the same way (609)', async () => {
    const wrong = await postAdminLogin(demo.app, 'admin@demo.hondana.test', 'Demo-Reader-2026');
    const unknown = await postAdminLogin(demo.app, 'nobody@hondana.test', 'Demo-Admin-2026');
    const reader = await postAdminLogin(demo.app, 'reader@demo.hondana.test', 'wrong');
    expectRefused(wrong, ResultCode.WRONG_PASSWORD);
    expect(unknown.json()).toEqual(wrong.json());
    expect(reader.json()).toEqual(wrong.json());
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a suspended admin with 830 after the right password', async () => {
    const tenant = await createTenant(demo.database.db);
    const admin = await createUser(demo.database.db, tenant, {
      roleLevel: RoleLevel.COMPANY_ADMIN,
      accountStatus: 1,
    });
    const contact = `contact-${tenant.company.id}@example.test`;
    await demo.database.db
      .update(companies)
      .set({ email: contact })
      .where(eq(companies.id, tenant.company.id));
    const refused = await postAdminLogin(demo.app, admin.email, admin.password);
    expectRefused(refused, ResultCode.USER_BLOCKED);
    expect(refused.json().data).toEqual({ contactEmail: contact });
    expectRefused(await postAdminLogin(demo.app, admin.email, 'wrong'), ResultCode.WRONG_PASSWORD);
  });

  it('finds the right account when one address belongs to several companies', async () => {
    const email = 'shared-admin@example.test';
    const first = await createTenant(demo.database.db, { accountType: AccountType.ALL });
    const second = await createTenant(demo.database.db, { accountType: AccountType.ALL });
    const readerTenant = await createTenant(demo.database.db);
    const reader = await createUser(demo.database.db, readerTenant, { email, password: 'Reader-Pass-1' });
    const adminOne = await createUser(demo.database.db, first, {
      email,
      roleLevel: RoleLevel.COMPANY_ADMIN,
      password: 'Admin-One-Pass',
    });
    const adminTwo = await createUser(demo.database.db, second, {
      email,
      roleLevel: RoleLevel.SERVICE_ADMIN,
      serviceId: second.service.id,
      password: 'Admin-Two-Pass',
    });
    const one = await adminLoginOk(demo.app, email, adminOne.password);
    expect(one.user).toMatchObject({ id: adminOne.user.id, companyId: first.company.id });
    const two = await adminLoginOk(demo.app, email, adminTwo.password);
    expect(two.user).toMatchObject({
      id: adminTwo.user.id,
      companyId: second.company.id,
      path: second.service.path,
    });
    expectRefused(await postAdminLogin(demo.app, email, reader.password), ResultCode.INVALID_ROLE_ACCESS);
    expectRefused(await postAdminLogin(demo.app, email, 'none-of-them'), ResultCode.WRONG_PASSWORD);
  });

  it('answers 400 with the fields of a bad body', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/v1/auth/admin-login',
      payload: { email: 'sysadmin@hondana.test', password_hash: 'Z'.repeat(64) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: ResultCode.BAD_REQUEST,
      data: { fields: [expect.objectContaining({ field: 'body.password_hash' })] },
    });
  });
});
