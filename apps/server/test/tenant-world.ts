import { randomBytes } from 'node:crypto';
import { LoginMethod, RoleLevel } from '@hondana/contract';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app.ts';
import { services } from '../src/db/schema/index.ts';
import { openSession } from '../src/modules/auth/open-session.ts';
import { provisionServiceSettings } from '../src/modules/branding/repository.ts';
import { clientPasswordHash } from '../src/platform/crypto/passwords.ts';
import type { Database } from '../src/platform/database/connection.ts';
import type { Tenant } from '../src/platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../src/platform/tenancy/tenant-scope.ts';
import { createTenant, createUser } from './fixtures.ts';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** How a browser of a portal addresses it: the Host header and the tenant hint it sends. */
export interface PortalAddress {
  host: string;
  domain: string;
  path: string;
}

export interface WorldUser {
  user: Awaited<ReturnType<typeof createUser>>['user'];
  password: string;
  /** Access token of a session opened through the real login call. */
  token: string;
}

/**
 * Two companies, the first with two services, and a user of every role: enough for the standard
 * tests to catch a dropped company filter (company B) and a dropped service filter (A's second
 * service) alike.
 */
export interface TenantWorld {
  a: Tenant;
  /** Second service of company A. */
  a2: Tenant;
  b: Tenant;
  address: (tenant: Tenant) => PortalAddress;
  readerA: WorldUser;
  readerA2: WorldUser;
  readerB: WorldUser;
  /** The shared account of an IP user group of A (opened as an IP login would: that login comes later). */
  ipUserA: WorldUser;
  companyAdminA: WorldUser;
  serviceAdminA: WorldUser;
  serviceAdminA2: WorldUser;
  companyAdminB: WorldUser;
  systemAdmin: WorldUser;
}

export const portalAddress = (tenant: Tenant): PortalAddress => ({
  host: `${tenant.company.domain}:3000`,
  domain: tenant.company.domain,
  path: tenant.service.path,
});

async function addService(db: Database, tenant: Tenant): Promise<Tenant> {
  const [service] = await db
    .insert(services)
    .values({
      companyId: tenant.company.id,
      name: `Second service ${randomBytes(3).toString('hex')}`,
      path: `s${randomBytes(4).toString('hex')}`,
      isDefault: false,
    })
    .returning();
  if (!service) throw new Error('service not created');
  const second = { company: tenant.company, service };
  await provisionServiceSettings(db, tenantScopeOf(second));
  return second;
}

async function signIn(app: App, address: PortalAddress | null, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: address ? '/api/v1/auth/login' : '/api/v1/auth/admin-login',
    headers: { host: address?.host ?? 'localhost:3000' },
    payload: {
      email,
      password_hash: clientPasswordHash(password),
      ...(address ? { domain: address.domain, path: address.path } : {}),
    },
  });
  const token = response.json()?.data?.accessToken;
  if (response.statusCode !== 200 || typeof token !== 'string') {
    throw new Error(`login of ${email} failed: ${response.body}`);
  }
  return token;
}

export async function createTenantWorld(app: App, db: Database): Promise<TenantWorld> {
  const a = await createTenant(db);
  const a2 = await addService(db, a);
  const b = await createTenant(db);
  const member = async (tenant: Tenant | null, role: RoleLevel): Promise<WorldUser> => {
    const { user, password } = await createUser(db, tenant, {
      roleLevel: role,
      serviceId: tenant && role !== RoleLevel.COMPANY_ADMIN ? tenant.service.id : null,
    });
    const portal = role === RoleLevel.USER && tenant ? portalAddress(tenant) : null;
    return { user, password, token: await signIn(app, portal, user.email ?? '', password) };
  };
  const ipUser = async (tenant: Tenant): Promise<WorldUser> => {
    const { user, password } = await createUser(db, tenant, { roleLevel: RoleLevel.IP_USER });
    const attempt = {
      companyId: tenant.company.id,
      identifier: '127.0.0.1',
      loginMethod: LoginMethod.IP_ADDRESS,
      ip: '127.0.0.1',
      now: new Date(),
    };
    const session = await openSession(db, attempt, {
      user,
      company: tenant.company,
      serviceId: tenant.service.id,
      loginMethod: LoginMethod.IP_ADDRESS,
      keepLogin: false,
      isMobileApp: false,
      userAgent: null,
    });
    return { user, password, token: session.accessToken };
  };
  return {
    a,
    a2,
    b,
    address: portalAddress,
    readerA: await member(a, RoleLevel.USER),
    readerA2: await member(a2, RoleLevel.USER),
    readerB: await member(b, RoleLevel.USER),
    ipUserA: await ipUser(a),
    companyAdminA: await member(a, RoleLevel.COMPANY_ADMIN),
    serviceAdminA: await member(a, RoleLevel.SERVICE_ADMIN),
    serviceAdminA2: await member(a2, RoleLevel.SERVICE_ADMIN),
    companyAdminB: await member(b, RoleLevel.COMPANY_ADMIN),
    systemAdmin: await member(null, RoleLevel.SYSTEM_ADMIN),
  };
}

/** The app, its database and the world of one test file, set up once for the file. */
export interface WorldHarness {
  readonly app: App;
  readonly database: TestDatabase;
  readonly world: TenantWorld;
  /** What `endpointTests` is given. */
  context: () => { app: App; world: TenantWorld };
}

/**
 * A fresh database, the app over it and the tenant world, for the whole test file; `prepare` adds the
 * file's own rows once the world exists. Closed after the file's tests.
 */
export function useTenantWorld(
  options: Parameters<typeof buildTestApp>[1] = {},
  prepare?: (harness: WorldHarness) => Promise<void>,
): WorldHarness {
  let database: TestDatabase | undefined;
  let app: App | undefined;
  let world: TenantWorld | undefined;
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the tenant world is set up in beforeAll');
    return value;
  };
  const harness: WorldHarness = {
    get app() {
      return need(app);
    },
    get database() {
      return need(database);
    },
    get world() {
      return need(world);
    },
    context: () => ({ app: need(app), world: need(world) }),
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database.db, options);
    world = await createTenantWorld(app, database.db);
    await prepare?.(harness);
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  return harness;
}
