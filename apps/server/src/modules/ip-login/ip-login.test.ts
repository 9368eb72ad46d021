import {
  AccountStatus,
  loginResponseSchema,
  ResultCode,
  RoleLevel,
  UserGroupAuthMethod,
} from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import {
  companies,
  loginAttempts,
  sessions,
  userGroupIpRanges,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { addressOf, getInfo } from '../auth/auth-test-support.ts';
import { addressOf as connectionAddress } from './service.ts';

let database: TestDatabase;
let app: App;
let proxied: App;
const clock = new ManualClock(new Date('2026-11-26T09:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { clock });
  proxied = await buildTestApp(database.db, { clock, env: { TRUST_PROXY: '10.9.9.9' } });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
  await database.destroy();
});

interface GroupSpec {
  networks: string[];
  maxUsers?: number;
  autoLogin?: boolean;
  authMethod?: UserGroupAuthMethod;
}

/** A company that logs in by IP (automatically too unless told), with the given groups. */
async function ipTenant(groups: GroupSpec[], company: { autoLoginByIp?: boolean; loginByIp?: boolean } = {}) {
  const tenant = await createTenant(database.db);
  await database.db
    .update(companies)
    .set({ loginByIpAddress: company.loginByIp ?? true, autoLoginByIp: company.autoLoginByIp ?? true })
    .where(eq(companies.id, tenant.company.id));
  const made = [];
  for (const [index, spec] of groups.entries()) {
    const [group] = await database.db
      .insert(userGroups)
      .values({
        companyId: tenant.company.id,
        name: `Network ${index + 1}`,
        roleLevel: RoleLevel.IP_USER,
        authMethod: spec.authMethod ?? UserGroupAuthMethod.IP_ADDRESS,
        maxUsers: spec.maxUsers ?? 10,
        autoLogin: spec.autoLogin ?? true,
      })
      .returning();
    if (!group) throw new Error('group not created');
    for (const network of spec.networks)
      await database.db
        .insert(userGroupIpRanges)
        .values({ companyId: tenant.company.id, userGroupId: group.id, network });
    made.push(group);
  }
  return { tenant, groups: made };
}

function postIpLogin(
  target: App,
  tenant: Tenant,
  remoteAddress: string,
  {
    automatic = false,
    body = {},
    headers = {},
  }: { automatic?: boolean; body?: object; headers?: object } = {},
) {
  const address = addressOf(tenant);
  return target.inject({
    method: 'POST',
    url: `/api/v1/auth/${automatic ? 'ip-address-auto-login' : 'ip-address-login'}`,
    headers: { host: address.host, ...headers },
    remoteAddress,
    payload: { keep_login: false, company_domain: address.domain, path: address.path, ...body },
  });
}

async function signedIn(response: Awaited<ReturnType<typeof postIpLogin>>) {
  expect(response.json()).toMatchObject({ status: 200 });
  return loginResponseSchema.parse(response.json().data);
}

const expectCode = (response: Awaited<ReturnType<typeof postIpLogin>>, code: number) =>
  expect(response.json()).toMatchObject({ status: code, message: `api.error.${code}` });

describe('POST /auth/ip-address-login', () => {
  it('signs a visitor in as the IP user of the group whose network holds the address, at both edges', async () => {
    const { tenant, groups } = await ipTenant([{ networks: ['192.0.2.0/24'] }]);
    for (const edge of ['192.0.2.0', '192.0.2.255', '192.0.2.77']) {
      const login = await signedIn(await postIpLogin(app, tenant, edge));
      expect(login.user).toMatchObject({
        roleLevel: RoleLevel.IP_USER,
        name: 'Network 1',
        email: null,
        username: null,
        path: tenant.service.path,
      });
      const info = await getInfo(app, login.accessToken);
      expect(info.json().data).toMatchObject({ roleLevel: RoleLevel.IP_USER });
    }
    // One shared account for the group, a member of it, whatever the number of readers.
    const accounts = await database.db.select().from(users).where(eq(users.companyId, tenant.company.id));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ userGroupId: groups[0]?.id, passwordHash: null });
    const members = await database.db
      .select()
      .from(userGroupMembers)
      .where(eq(userGroupMembers.companyId, tenant.company.id));
    expect(members).toHaveLength(1);
    const opened = await database.db.select().from(sessions).where(eq(sessions.companyId, tenant.company.id));
    expect(opened.map((s) => s.loginMethod)).toEqual(['ip_address', 'ip_address', 'ip_address']);
  });

  it('refuses the addresses just outside the network (723), and writes the refusal', async () => {
    const { tenant } = await ipTenant([{ networks: ['192.0.2.0/24'] }]);
    for (const outside of ['192.0.1.255', '192.0.3.0', '10.0.0.1']) {
      expectCode(await postIpLogin(app, tenant, outside), ResultCode.IP_ADDRESS_NOT_FOUND);
    }
    const attempts = await database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.companyId, tenant.company.id));
    expect(attempts.map((a) => a.resultCode)).toEqual(Array(3).fill(ResultCode.IP_ADDRESS_NOT_FOUND));
    expect(await database.db.select().from(users).where(eq(users.companyId, tenant.company.id))).toEqual([]);
  });

  it('matches IPv6 networks, and an IPv4 address written as IPv6 by the connection', async () => {
    const { tenant } = await ipTenant([{ networks: ['2001:db8:1::/48'] }, { networks: ['198.51.100.0/24'] }]);
    const six = await signedIn(await postIpLogin(app, tenant, '2001:db8:1:ffff::1'));
    expect(six.user.name).toBe('Network 1');
    expectCode(await postIpLogin(app, tenant, '2001:db8:2::1'), ResultCode.IP_ADDRESS_NOT_FOUND);
    const mapped = await signedIn(await postIpLogin(app, tenant, '::ffff:198.51.100.9'));
    expect(mapped.user.name).toBe('Network 2');
    expect(connectionAddress('::FFFF:198.51.100.9')).toBe('198.51.100.9');
    expect(connectionAddress('::ffff:1')).toBe('::ffff:1');
  });

  it('prefers the most specific network when two hold the address', async () => {
    const { tenant } = await ipTenant([{ networks: ['10.0.0.0/8'] }, { networks: ['10.1.2.0/24'] }]);
    expect((await signedIn(await postIpLogin(app, tenant, '10.1.2.3'))).user.name).toBe('Network 2');
    expect((await signedIn(await postIpLogin(app, tenant, '10.1.3.3'))).user.name).toBe('Network 1');
  });

  it('ignores the address the body names, and X-Forwarded-For unless TRUST_PROXY believes the hop', async () => {
    const { tenant } = await ipTenant([{ networks: ['192.0.2.0/24'] }]);
    const spoof = { body: { client_ip_address: '192.0.2.10' }, headers: { 'x-forwarded-for': '192.0.2.10' } };
    expectCode(await postIpLogin(app, tenant, '203.0.113.5', spoof), ResultCode.IP_ADDRESS_NOT_FOUND);
    // The same header through a proxy the configuration trusts is the client's address.
    expectCode(await postIpLogin(proxied, tenant, '203.0.113.5', spoof), ResultCode.IP_ADDRESS_NOT_FOUND);
    await signedIn(await postIpLogin(proxied, tenant, '10.9.9.9', spoof));
  });

  it('gives the group as many readers at once as its max users (427), and a seat back at logout', async () => {
    const { tenant } = await ipTenant([{ networks: ['192.0.2.0/24'], maxUsers: 2 }]);
    const first = await signedIn(await postIpLogin(app, tenant, '192.0.2.1'));
    await signedIn(await postIpLogin(app, tenant, '192.0.2.2'));
    expectCode(await postIpLogin(app, tenant, '192.0.2.3'), ResultCode.USER_GROUP_USER_LIMIT_REACHED);
    // Nobody reading was signed out to make room.
    expect((await getInfo(app, first.accessToken)).json().status).toBe(200);
    await app.inject({
      method: 'GET',
      url: '/api/v1/auth/logout',
      headers: { 'x-access-token': first.accessToken },
    });
    await signedIn(await postIpLogin(app, tenant, '192.0.2.3'));
  });

  it('refuses a company that does not log in by IP (614), a password group (723) and a stopped IP account', async () => {
    const off = await ipTenant([{ networks: ['192.0.2.0/24'] }], { loginByIp: false });
    expectCode(await postIpLogin(app, off.tenant, '192.0.2.1'), ResultCode.NO_PERMISSION);
    const password = await ipTenant([
      { networks: ['192.0.2.0/24'], authMethod: UserGroupAuthMethod.PASSWORD },
    ]);
    expectCode(await postIpLogin(app, password.tenant, '192.0.2.1'), ResultCode.IP_ADDRESS_NOT_FOUND);
    const stopped = await ipTenant([{ networks: ['192.0.2.0/24'] }]);
    await signedIn(await postIpLogin(app, stopped.tenant, '192.0.2.1'));
    await database.db
      .update(users)
      .set({ accountStatus: AccountStatus.STOP })
      .where(eq(users.companyId, stopped.tenant.company.id));
    expectCode(await postIpLogin(app, stopped.tenant, '192.0.2.1'), ResultCode.USER_BLOCKED);
  });

  it("never uses another tenant's networks, and the session belongs to the tenant asked", async () => {
    const campus = await ipTenant([{ networks: ['192.0.2.0/24'] }]);
    const other = await ipTenant([{ networks: ['198.51.100.0/24'] }]);
    expectCode(await postIpLogin(app, other.tenant, '192.0.2.1'), ResultCode.IP_ADDRESS_NOT_FOUND);
    const login = await signedIn(await postIpLogin(app, campus.tenant, '192.0.2.1'));
    const info = await getInfo(
      app,
      login.accessToken,
      `/api/v1/auth/info?servicePath=${other.tenant.service.path}`,
    );
    expect(info.json().status).not.toBe(200);
  });
});

describe('POST /auth/ip-address-auto-login', () => {
  it('signs in automatically when the company and the group allow it', async () => {
    const { tenant } = await ipTenant([{ networks: ['192.0.2.0/24'] }]);
    const login = await signedIn(await postIpLogin(app, tenant, '192.0.2.8', { automatic: true }));
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.companyId, tenant.company.id)));
    expect(session?.loginMethod).toBe('auto_ip_address');
    expect(login.user.roleLevel).toBe(RoleLevel.IP_USER);
  });

  it('answers 431 when the group or the company does not log in automatically, and writes no attempt', async () => {
    const manualGroup = await ipTenant([{ networks: ['192.0.2.0/24'], autoLogin: false }]);
    expectCode(
      await postIpLogin(app, manualGroup.tenant, '192.0.2.8', { automatic: true }),
      ResultCode.USER_GROUP_NOT_AUTO_LOGIN,
    );
    // The button still works for that group.
    await signedIn(await postIpLogin(app, manualGroup.tenant, '192.0.2.8'));
    const manualCompany = await ipTenant([{ networks: ['192.0.2.0/24'] }], { autoLoginByIp: false });
    expectCode(
      await postIpLogin(app, manualCompany.tenant, '192.0.2.8', { automatic: true }),
      ResultCode.USER_GROUP_NOT_AUTO_LOGIN,
    );
    expectCode(
      await postIpLogin(app, manualCompany.tenant, '203.0.113.1', { automatic: true }),
      ResultCode.USER_GROUP_NOT_AUTO_LOGIN,
    );
    const refused = await database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.companyId, manualCompany.tenant.company.id));
    expect(refused).toEqual([]);
  });

  it('accepts the compatibility fields ip and loginType and ignores them', async () => {
    const { tenant } = await ipTenant([{ networks: ['192.0.2.0/24'] }]);
    expectCode(
      await postIpLogin(app, tenant, '203.0.113.1', {
        automatic: true,
        body: { ip: '192.0.2.1', loginType: 'auto_ip_address' },
      }),
      ResultCode.IP_ADDRESS_NOT_FOUND,
    );
  });

  it('refuses a malformed body with the contract’s code and changes nothing', async () => {
    const { tenant } = await ipTenant([{ networks: ['192.0.2.0/24'] }]);
    const response = await postIpLogin(app, tenant, '192.0.2.1', { body: { keep_login: 'yes' } });
    expect(response.statusCode).toBe(400);
    expect(
      await database.db.select().from(sessions).where(eq(sessions.companyId, tenant.company.id)),
    ).toEqual([]);
  });
});
