import { AccountType, authUserSchema, loginResponseSchema, ResultCode, RoleLevel } from '@hondana/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts, startDemoApp } from '../../../test/demo-app.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { loginAttempts, sessions, users } from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import { addressOf, createUser, getInfo, getLogout, postLogin } from './auth-test-support.ts';

let demo: Awaited<ReturnType<typeof startDemoApp>>;

beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(() => demo.close());

const READER = 'Demo-Reader-2026';

async function loginOk(...args: Parameters<typeof postLogin>) {
  const response = await postLogin(...args);
  expect(response.json()).toMatchObject({ status: 200 });
  expect(response.statusCode).toBe(200);
  return loginResponseSchema.parse(response.json().data);
}

function expectRefused(response: Awaited<ReturnType<typeof postLogin>>, code: number, http: number) {
  expect(response.json()).toMatchObject({ status: code, message: `api.error.${code}` });
  expect(response.statusCode).toBe(http);
}

describe('POST /auth/login by account type', () => {
  it.each([
    ['e-mail', 'reader@demo.hondana.test', 'email'],
    ['username', 'reader01', 'identity'],
    ['e-mail in another case', 'Reader@DEMO.hondana.test', 'email'],
    ['username in another case', 'READER01', 'identity'],
  ])('ALL (demo): logs in by %s', async (_, identifier, loginMethod) => {
    const login = await loginOk(demo.app, demoHosts.demo, identifier, READER);
    expect(login.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login).toMatchObject({
      exceededSessionMessage: null,
      displayMessageExceededSession: false,
      appMobileAuthToken: null,
    });
    expect(login.user).toMatchObject({
      email: 'reader@demo.hondana.test',
      username: 'reader01',
      name: '山田 花子',
      lang: 'ja',
      roleLevel: RoleLevel.USER,
      loginType: 4,
      domain: 'localhost',
      path: 'demo',
    });
    const [session] = await demo.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOpaqueToken(login.accessToken)));
    expect(session).toMatchObject({
      loginMethod,
      userId: login.user.id,
      companyId: login.user.companyId,
      serviceId: login.user.serviceId,
      ip: '127.0.0.1',
      keepLogin: false,
    });
    await getLogout(demo.app, login.accessToken);
  });

  it('EMAIL (books.localhost): logs in by e-mail, refuses a username', async () => {
    const login = await loginOk(demo.app, demoHosts.books, 'reader@books.hondana.test', 'Books-Reader-2026');
    expect(login.user).toMatchObject({ domain: 'books.localhost', path: 'books', name: 'Books Reader' });
    const [reader] = await demo.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'reader@books.hondana.test'));
    await demo.database.db
      .update(users)
      .set({ username: 'booksreader' })
      .where(eq(users.id, reader?.id ?? 0));
    expectRefused(await postLogin(demo.app, demoHosts.books, 'booksreader', 'Books-Reader-2026'), 609, 401);
  });

  it('USERNAME (campus): logs in by username, refuses an e-mail', async () => {
    const login = await loginOk(demo.app, demoHosts.campus, 'student01', 'Campus-Student-2026');
    expect(login.user).toMatchObject({ username: 'student01', path: 'campus', name: 'Student One' });
    await demo.database.db
      .update(users)
      .set({ email: 'student01@campus.hondana.test' })
      .where(eq(users.username, 'student01'));
    const byEmail = await postLogin(
      demo.app,
      demoHosts.campus,
      'student01@campus.hondana.test',
      'Campus-Student-2026',
    );
    expectRefused(byEmail, 609, 401);
  });

  it('gives a new token at every login', async () => {
    const first = await loginOk(demo.app, demoHosts.demo, 'reader01', READER);
    const second = await loginOk(demo.app, demoHosts.demo, 'reader01', READER);
    expect(second.accessToken).not.toBe(first.accessToken);
    for (const token of [first.accessToken, second.accessToken]) {
      expect((await getInfo(demo.app, token)).statusCode).toBe(200);
      await getLogout(demo.app, token);
    }
  });

  it('stores only the hash of the token', async () => {
    const login = await loginOk(demo.app, demoHosts.demo, 'reader01', READER);
    const rows = await demo.database.db.select().from(sessions).where(eq(sessions.userId, login.user.id));
    expect(rows.some((row) => row.tokenHash === login.accessToken)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashOpaqueToken(login.accessToken))).toBe(true);
    await getLogout(demo.app, login.accessToken);
  });
});

describe('POST /auth/login refusals', () => {
  it('answers a wrong password and an unknown account the same way (609)', async () => {
    const wrong = await postLogin(demo.app, demoHosts.demo, 'reader01', 'not-the-password');
    const unknown = await postLogin(demo.app, demoHosts.demo, 'nobody@demo.hondana.test', READER);
    expectRefused(wrong, ResultCode.WRONG_PASSWORD, 401);
    expectRefused(unknown, ResultCode.WRONG_PASSWORD, 401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a suspended account with 830 only after the right password', async () => {
    const right = await postLogin(demo.app, demoHosts.demo, 'stopped@demo.hondana.test', 'Demo-Stopped-2026');
    expectRefused(right, ResultCode.USER_BLOCKED, 403);
    // Told whom to ask: the company's e-mail, only once the password proved the account.
    expect(right.json().data).toEqual({ contactEmail: 'contact@demo.hondana.test' });
    const wrong = await postLogin(demo.app, demoHosts.demo, 'stopped@demo.hondana.test', 'wrong-password');
    expectRefused(wrong, ResultCode.WRONG_PASSWORD, 401);
    expect(wrong.json().data).toBeNull();
  });

  it("refuses another tenant's reader as if unknown (609)", async () => {
    for (const tenant of [demoHosts.campus, demoHosts.books]) {
      expectRefused(await postLogin(demo.app, tenant, 'reader@demo.hondana.test', READER), 609, 401);
    }
    expectRefused(await postLogin(demo.app, demoHosts.campus, 'reader01', READER), 609, 401);
  });

  it('refuses staff and IP users with 611 after the right password, 609 before', async () => {
    const admin = await postLogin(demo.app, demoHosts.demo, 'admin@demo.hondana.test', 'Demo-Admin-2026');
    expectRefused(admin, ResultCode.INVALID_ROLE_ACCESS, 403);
    const service = await postLogin(demo.app, demoHosts.demo, 'demoservice', 'Demo-Service-2026');
    expectRefused(service, ResultCode.INVALID_ROLE_ACCESS, 403);
    const wrong = await postLogin(demo.app, demoHosts.demo, 'admin@demo.hondana.test', 'Demo-Reader-2026');
    expectRefused(wrong, ResultCode.WRONG_PASSWORD, 401);

    const tenant = await createTenant(demo.database.db, { accountType: AccountType.ALL });
    const ipUser = await createUser(demo.database.db, tenant, { roleLevel: RoleLevel.IP_USER });
    const ip = await postLogin(demo.app, addressOf(tenant), ipUser.username, ipUser.password);
    expectRefused(ip, ResultCode.INVALID_ROLE_ACCESS, 403);
  });

  it('refuses the system admin on a tenant login (unknown there)', async () => {
    const response = await postLogin(demo.app, demoHosts.demo, 'sysadmin@hondana.test', 'Hondana-Admin-2026');
    expectRefused(response, ResultCode.WRONG_PASSWORD, 401);
  });

  it('refuses a login_type other than the end-user one with 611', async () => {
    for (const loginType of [1, 2, 3, 5]) {
      const response = await postLogin(demo.app, demoHosts.demo, 'reader01', READER, { loginType });
      expectRefused(response, ResultCode.INVALID_ROLE_ACCESS, 403);
    }
    const login = await loginOk(demo.app, demoHosts.demo, 'reader01', READER, { loginType: 4 });
    await getLogout(demo.app, login.accessToken);
  });

  it('refuses password login on OPEN (614) and EXTERNAL_ID (861) tenants', async () => {
    expectRefused(
      await postLogin(demo.app, demoHosts.open, 'reader01', READER),
      ResultCode.NO_PERMISSION,
      403,
    );
    const tenant = await createTenant(demo.database.db, { accountType: AccountType.EXTERNAL_ID });
    const member = await createUser(demo.database.db, tenant);
    const response = await postLogin(demo.app, addressOf(tenant), member.email, member.password);
    expectRefused(response, ResultCode.EXTERNAL_ID_LOGIN_REQUIRED, 401);
  });

  it('refuses an unknown tenant or a domain of another host', async () => {
    expectRefused(
      await postLogin(demo.app, { host: 'localhost', path: 'nowhere' }, 'reader01', READER),
      ResultCode.SERVICE_PATH_NOT_FOUND,
      404,
    );
    const crossed = await postLogin(
      demo.app,
      { host: 'books.localhost', domain: 'localhost', path: 'demo' },
      'reader01',
      READER,
    );
    expectRefused(crossed, ResultCode.COMPANY_NOT_FOUND, 404);
  });

  it('answers 400 with the fields of a bad body', async () => {
    const badHash = await demo.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: demoHosts.demo.host },
      payload: { email: 'reader01', password_hash: 'abc', path: 'demo' },
    });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json()).toMatchObject({
      status: ResultCode.BAD_REQUEST,
      data: { fields: [expect.objectContaining({ field: 'body.password_hash' })] },
    });
    const noEmail = await demo.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: demoHosts.demo.host },
      payload: { password_hash: 'a'.repeat(64), path: 'demo' },
    });
    expect(noEmail.json().data.fields).toEqual([expect.objectContaining({ field: 'body.email' })]);
  });

  it('records every attempt with the lowercased identifier, the IP and the result', async () => {
    await postLogin(demo.app, demoHosts.demo, 'Audit.Me@Demo.Hondana.Test', READER, {
      remoteAddress: '10.9.8.7',
    });
    await postLogin(demo.app, demoHosts.demo, 'ADMIN@demo.hondana.test', 'Demo-Admin-2026', {
      remoteAddress: '10.9.8.7',
    });
    const login = await loginOk(demo.app, demoHosts.demo, 'Reader01', READER, { remoteAddress: '10.9.8.7' });
    const rows = await demo.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '10.9.8.7'))
      .orderBy(loginAttempts.id);
    expect(
      rows.map(({ identifier, resultCode, succeeded }) => ({ identifier, resultCode, succeeded })),
    ).toEqual([
      { identifier: 'audit.me@demo.hondana.test', resultCode: 609, succeeded: false },
      { identifier: 'admin@demo.hondana.test', resultCode: 611, succeeded: false },
      { identifier: 'reader01', resultCode: null, succeeded: true },
    ]);
    expect(rows[2]).toMatchObject({
      userId: login.user.id,
      companyId: login.user.companyId,
      loginMethod: 'identity',
    });
    await getLogout(demo.app, login.accessToken);
  });

  it('takes the IP from the connection, not from X-Forwarded-For (no TRUST_PROXY)', async () => {
    await postLogin(demo.app, demoHosts.demo, 'spoof-check', READER, {
      remoteAddress: '10.1.1.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const [row] = await demo.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.identifier, 'spoof-check'))
      .orderBy(desc(loginAttempts.id));
    expect(row?.ip).toBe('10.1.1.1');
  });
});

describe('GET /auth/info and GET /auth/logout', () => {
  it('refuses a missing token (600) and an unknown one (601)', async () => {
    for (const call of [getInfo, getLogout]) {
      const missing = await call(demo.app);
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ status: ResultCode.ACCESS_TOKEN_NOT_FOUND });
      const unknown = await call(demo.app, 'x'.repeat(43));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({ status: ResultCode.ACCESS_TOKEN_INVALID });
    }
  });

  it("answers the session's own user and tenant on its own portal, and when no portal is named", async () => {
    const login = await loginOk(demo.app, demoHosts.demo, 'reader01', READER);
    for (const url of ['/api/v1/auth/info', '/api/v1/auth/info?servicePath=demo']) {
      const response = await demo.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost:3000', 'x-access-token': login.accessToken },
      });
      expect(response.statusCode).toBe(200);
      const info = authUserSchema.parse(response.json().data);
      expect(info).toEqual(login.user);
      expect(info).toMatchObject({ path: 'demo', domain: 'localhost', email: 'reader@demo.hondana.test' });
      expect(info.abilities).toContain('account.cancel');
      expect(info.abilities).not.toContain('adminSite.open');
    }
    await getLogout(demo.app, login.accessToken);
  });

  it("refuses a session on another tenant's portal (601), by host or by service path", async () => {
    const login = await loginOk(demo.app, demoHosts.demo, 'reader01', READER);
    for (const [host, url] of [
      ['books.localhost', '/api/v1/auth/info'],
      ['localhost', '/api/v1/auth/info?servicePath=campus'],
      ['localhost', '/api/v1/auth/logout?path=campus'],
    ] as const) {
      const response = await demo.app.inject({
        method: 'GET',
        url,
        headers: { host, 'x-access-token': login.accessToken },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: ResultCode.ACCESS_TOKEN_INVALID });
    }
    expect((await getInfo(demo.app, login.accessToken)).statusCode).toBe(200);
    await getLogout(demo.app, login.accessToken);
  });

  it('logout ends only the calling session; its token is refused afterwards (601)', async () => {
    const kept = await loginOk(demo.app, demoHosts.demo, 'reader01', READER);
    const ended = await loginOk(demo.app, demoHosts.demo, 'reader01', READER);
    const logout = await getLogout(demo.app, ended.accessToken);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: 200, data: null });
    expect((await getInfo(demo.app, ended.accessToken)).json().status).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    expect((await getLogout(demo.app, ended.accessToken)).json().status).toBe(
      ResultCode.ACCESS_TOKEN_INVALID,
    );
    expect((await getInfo(demo.app, kept.accessToken)).statusCode).toBe(200);
    const [row] = await demo.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashOpaqueToken(ended.accessToken))));
    expect(row?.revokedReason).toBe('logout');
    await getLogout(demo.app, kept.accessToken);
  });

  it('refuses the token of an account suspended after login (830)', async () => {
    const tenant = await createTenant(demo.database.db, { accountType: AccountType.EMAIL });
    const member = await createUser(demo.database.db, tenant);
    const login = await loginOk(demo.app, addressOf(tenant), member.email, member.password);
    await demo.database.db.update(users).set({ accountStatus: 1 }).where(eq(users.id, member.user.id));
    expect((await getInfo(demo.app, login.accessToken)).json().status).toBe(ResultCode.USER_BLOCKED);
  });
});

describe('OpenAPI', () => {
  it('documents the auth routes with their tag and the access-token security', async () => {
    const spec = (await demo.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/v1/auth/login'].post.tags).toEqual(['auth']);
    expect(spec.paths['/api/v1/auth/admin-login'].post.tags).toEqual(['auth']);
    expect(spec.paths['/api/v1/auth/info'].get.security).toEqual([{ accessToken: [] }]);
    expect(spec.paths['/api/v1/auth/logout'].get.security).toEqual([{ accessToken: [] }]);
    expect(Object.keys(spec.paths['/api/v1/auth/login'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '423']),
    );
  });
});
