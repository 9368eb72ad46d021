import {
  AccountType,
  authUserSchema,
  loginResponseSchema,
  PasswordPolicy,
  ResultCode,
  RoleLevel,
} from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplates, users } from '../../db/schema/index.ts';
import { clientPasswordHash, verifyClientPasswordHash } from '../../platform/crypto/passwords.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { postLogin } from '../auth/auth-test-support.ts';
import {
  type AccountsHarness,
  addressOf,
  createPortal,
  createUser,
  deliveredMail,
  MAIL_FROM,
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

let clients = 0;
/** Each sign-up from an address of its own, so the per-address throttle stays out of these tests. */
function register(tenant: Tenant, body: Record<string, unknown>, url = '/api/v1/auth/register') {
  const { host, ...hint } = addressOf(tenant);
  clients += 1;
  const remoteAddress = `10.20.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  return h.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { host },
    payload: { ...hint, ...body },
  });
}

function confirm(tenant: Tenant, token: string) {
  const { host } = addressOf(tenant);
  const url = `/api/v1/auth/confirm-registration/${token}?${tenantQuery(tenant)}`;
  return h.app.inject({ method: 'PUT', url, headers: { host } });
}

const signUp = (overrides: Record<string, unknown> = {}) => {
  const name = unique('reader');
  return {
    username: name,
    email: `${name}@Example.test`,
    password: 'Secret-pass-1',
    confirm_password: 'Secret-pass-1',
    full_name: 'Reader Person',
    lang: 'en',
    ...overrides,
  };
};

/** Opens the confirmation link of the latest mail to the address. */
async function confirmFromMail(tenant: Tenant, email: string) {
  const mail = await h.smtp.waitFor((m) => m.recipients.includes(email));
  const answer = await confirm(tenant, tokenOfLink(mail.text, 'confirm-registration').token);
  expect(answer.json().status).toBe(200);
}

function expectRefused(response: Awaited<ReturnType<typeof register>>, code: number, http: number) {
  expect(response.json()).toMatchObject({ status: code, message: `api.error.${code}` });
  expect(response.statusCode).toBe(http);
}

const usersOf = (tenant: Tenant) => h.db.select().from(users).where(eq(users.companyId, tenant.company.id));

describe('POST /auth/register', () => {
  it('creates an end user who can log in once the link mailed over SMTP is opened', async () => {
    const portal = await createPortal(h.db, { name: 'Sakura Books' });
    const body = signUp({ full_name: '桜 太郎', lang: 'en' });
    const response = await register(portal, body);
    expect(response.json().status).toBe(200);
    const created = authUserSchema.parse(response.json().data);
    expect(created).toMatchObject({
      companyId: portal.company.id,
      serviceId: portal.service.id,
      email: String(body.email).toLowerCase(),
      username: body.username,
      fullName: '桜 太郎',
      roleLevel: RoleLevel.USER,
      loginType: 4,
      lang: 'en',
      domain: 'localhost',
      path: portal.service.path,
    });

    const [row] = await h.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyClientPasswordHash(row?.passwordHash ?? '', clientPasswordHash('Secret-pass-1'))).toBe(
      true,
    );
    const early = await postLogin(h.app, addressOf(portal), String(body.username), 'Secret-pass-1');
    expect(early.json().status).toBe(ResultCode.EMAIL_NOT_CONFIRMED);

    const mail = await h.smtp.waitFor((m) => m.recipients.includes(created.email ?? ''));
    expect(mail.from).toBe('no-reply@hondana.test');
    expect(MAIL_FROM).toContain(mail.from);
    expect(mail.subject).toBe('Sakura Books: confirm your e-mail address');
    for (const filled of ['桜 太郎', String(body.username), 'Sakura Books']) {
      expect(mail.text).toContain(filled);
    }
    expect(mail.text).not.toContain('Secret-pass-1');
    const { token } = tokenOfLink(mail.text, 'confirm-registration');
    expect(mail.text).toContain(`http://localhost:3000/${portal.service.path}/confirm-registration?token=`);
    expect(mail.text).not.toMatch(/\{\{?\w+\}?\}/);
    expect((await confirm(portal, token)).json()).toEqual({ status: 200, data: { accepted: true } });

    const login = await postLogin(h.app, addressOf(portal), String(body.username), 'Secret-pass-1');
    expect(login.json().status).toBe(200);
    expect(loginResponseSchema.parse(login.json().data).user.id).toBe(created.id);

    // The audit copy is delivered and keeps neither a password nor the link's token.
    const audit = await deliveredMail(h.db, created.email ?? '');
    expect(audit?.sentAt).toBeInstanceOf(Date);
    expect(audit?.text).not.toContain('Secret-pass-1');
    expect(audit?.text).not.toContain(token);
    expect(audit?.text).toContain('[redacted]');
  });

  it('answers the same on /auth/sign-up', async () => {
    const portal = await createPortal(h.db);
    const response = await register(portal, signUp(), '/api/v1/auth/sign-up');
    expect(response.json().status).toBe(200);
    expect(await usersOf(portal)).toHaveLength(1);
  });

  it("fills the company's own template, in the user's language, else the built-in one", async () => {
    const portal = await createPortal(h.db, { name: 'Template Co' });
    await h.db.insert(emailTemplates).values({
      companyId: portal.company.id,
      kind: 'welcome',
      lang: 'en',
      subject: '{companyName} account for {fullName}',
      body: 'Hi {fullName}! Login {username} / {password} at {companyName}. {unknown} stays.',
    });
    const english = signUp({
      full_name: 'Ann Smith',
      lang: 'en',
      password: 'Pw-12345678',
      confirm_password: 'Pw-12345678',
    });
    await register(portal, english);
    const custom = await h.smtp.waitFor((m) => m.recipients.includes(String(english.email).toLowerCase()));
    expect(custom.subject).toBe('Template Co account for Ann Smith');
    // {password} renders the confirmation link, never the password.
    const { link } = tokenOfLink(custom.text, 'confirm-registration');
    expect(custom.text.trimEnd()).toBe(
      `Hi Ann Smith! Login ${english.username} / ${link} at Template Co. {unknown} stays.`,
    );

    const japanese = signUp({ full_name: '山田', lang: 'ja' });
    await register(portal, japanese);
    const builtIn = await h.smtp.waitFor((m) => m.recipients.includes(String(japanese.email).toLowerCase()));
    expect(builtIn.subject).toBe('Template Co：メールアドレスの確認');
    expect(builtIn.text).toContain(`ユーザー名：${japanese.username}`);
  });

  it('refuses an e-mail (707) or a username (789) of a confirmed account of the company', async () => {
    const portal = await createPortal(h.db);
    const first = signUp();
    expect((await register(portal, first)).json().status).toBe(200);
    await confirmFromMail(portal, String(first.email).toLowerCase());
    const sameEmail = await register(portal, signUp({ email: String(first.email).toUpperCase() }));
    expectRefused(sameEmail, ResultCode.USER_EMAIL_DUPLICATED, 409);
    expect(sameEmail.json().data.fields[0]).toMatchObject({ field: 'email' });
    const sameUsername = await register(portal, signUp({ username: String(first.username).toUpperCase() }));
    expectRefused(sameUsername, ResultCode.USERNAME_DUPLICATED, 409);
    expect(await usersOf(portal)).toHaveLength(1);
  });

  it('applies the weak and the strict password policy of the company', async () => {
    const weak = await createPortal(h.db, { passwordPolicy: PasswordPolicy.WEAK });
    const strict = await createPortal(h.db, { passwordPolicy: PasswordPolicy.STRICT });
    const simple = { password: 'abcdefgh', confirm_password: 'abcdefgh' };
    expect((await register(weak, signUp(simple))).json().status).toBe(200);

    const refused = await register(strict, signUp(simple));
    expectRefused(refused, ResultCode.PASSWORD_POLICY_VIOLATION, 400);
    expect(refused.json().data.fields).toEqual([
      { field: 'password', rule: 'uppercase', message: 'validate.password.uppercase' },
      { field: 'password', rule: 'number', message: 'validate.password.number' },
    ]);
    const blank = await register(strict, signUp({ password: 'Abcd 1234', confirm_password: 'Abcd 1234' }));
    expectRefused(blank, ResultCode.PASSWORD_POLICY_VIOLATION, 400);
    expect(blank.json().data.fields).toEqual([
      { field: 'password', rule: 'noBlank', message: 'validate.password.noBlank' },
    ]);
    for (const tenant of [weak, strict]) {
      expectRefused(
        await register(tenant, signUp({ password: 'Ab1', confirm_password: 'Ab1' })),
        ResultCode.PASSWORD_TOO_SHORT,
        400,
      );
    }
    const mismatch = await register(strict, signUp({ password: 'Abcd1234', confirm_password: 'Abcd1235' }));
    expectRefused(mismatch, ResultCode.BAD_REQUEST, 400);
    expect(mismatch.json().data.fields).toEqual([
      { field: 'confirm_password', rule: 'confirmMatch', message: 'validate.confirmMatch' },
    ]);
    expect(
      (await register(strict, signUp({ password: 'Abcd1234', confirm_password: 'Abcd1234' }))).json().status,
    ).toBe(200);
    expect(await usersOf(strict)).toHaveLength(1);
  });

  it('wants a username of 6-64 letters, digits, _ . - where the company logs in by username', async () => {
    const byUsername = await createPortal(h.db, { accountType: AccountType.USERNAME });
    const byEmail = await createPortal(h.db, { accountType: AccountType.EMAIL });
    expectRefused(await register(byUsername, signUp({ username: '' })), ResultCode.USERNAME_REQUIRED, 400);
    expectRefused(
      await register(byUsername, signUp({ username: 'abc' })),
      ResultCode.USERNAME_TOO_SHORT,
      400,
    );
    expectRefused(
      await register(byUsername, signUp({ username: 'bad name!' })),
      ResultCode.USERNAME_FORMAT_INVALID,
      400,
    );
    expectRefused(
      await register(byUsername, signUp({ username: 'x'.repeat(65) })),
      ResultCode.BAD_REQUEST,
      400,
    );
    expect((await register(byUsername, signUp({ username: 'a.b-c_123' }))).json().status).toBe(200);
    const noUsername = await register(byEmail, signUp({ username: undefined }));
    expect(noUsername.json()).toMatchObject({ status: 200, data: { username: null } });
  });

  it('refuses bad input with the field details and changes nothing', async () => {
    const portal = await createPortal(h.db);
    const badEmail = await register(portal, signUp({ email: 'not-an-address' }));
    expectRefused(badEmail, ResultCode.BAD_REQUEST, 400);
    expect(badEmail.json().data.fields[0]).toMatchObject({ field: 'body.email', message: 'validate.email' });
    expectRefused(await register(portal, signUp({ full_name: '   ' })), ResultCode.BAD_REQUEST, 400);
    expect(await usersOf(portal)).toHaveLength(0);
  });

  it("stops at the company's user limit, counting confirmed end users only (417)", async () => {
    const portal = await createPortal(h.db, { maxUser: 1 });
    await createUser(h.db, portal, { roleLevel: RoleLevel.COMPANY_ADMIN });
    await createUser(h.db, portal, { roleLevel: RoleLevel.USER });
    expectRefused(await register(portal, signUp()), ResultCode.COMPANY_USER_LIMIT_REACHED, 409);
    expect(await usersOf(portal)).toHaveLength(2);
  });

  it('is refused where the company does not allow registration (614)', async () => {
    const closed = await createPortal(h.db, { allowRegistration: false });
    expectRefused(await register(closed, signUp()), ResultCode.NO_PERMISSION, 403);
    const open = await createPortal(h.db, { accountType: AccountType.OPEN });
    expectRefused(await register(open, signUp()), ResultCode.NO_PERMISSION, 403);
    expect([...(await usersOf(closed)), ...(await usersOf(open))]).toHaveLength(0);
  });

  it("creates the user in the tenant of the path only, and never through another host's tenant", async () => {
    const alpha = await createPortal(h.db);
    const beta = await createPortal(h.db);
    const body = signUp();
    expect((await register(alpha, body)).json().status).toBe(200);
    const inBeta = await register(beta, body);
    expect(inBeta.json()).toMatchObject({ status: 200, data: { companyId: beta.company.id } });
    const email = String(body.email).toLowerCase();
    const rows = await h.db.select().from(users).where(eq(users.email, email));
    expect(rows.map((r) => r.companyId).sort()).toEqual([alpha.company.id, beta.company.id].sort());

    const crossed = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { host: 'elsewhere.example.com' },
      payload: { ...signUp(), domain: 'localhost', path: alpha.service.path },
    });
    expectRefused(crossed, ResultCode.COMPANY_NOT_FOUND, 404);
    const count = await h.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, alpha.company.id), eq(users.roleLevel, RoleLevel.USER)));
    expect(count).toHaveLength(1);
  });
});
