/** Helpers for the auth tests (imported by *.test.ts only). */
export { createUser } from '../../../test/fixtures.ts';

import { afterAll, beforeAll } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { ManualClock } from '../../platform/clock.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

export interface LoginWorld {
  database: TestDatabase;
  app: App;
  /** A tenant of the default account type. */
  tenant: Tenant;
  clock: ManualClock;
}

/** A test database, the app on a manual clock starting at `start`, and one tenant, for a test file. */
export function useLoginWorld(start: Date): LoginWorld {
  const world = { clock: new ManualClock(start) } as LoginWorld;
  beforeAll(async () => {
    world.database = await createTestDatabase();
    world.app = await buildTestApp(world.database.db, { clock: world.clock });
    world.tenant = await createTenant(world.database.db);
  });
  afterAll(async () => {
    await world.app.close();
    await world.database.destroy();
  });
  return world;
}

/** A new client address at each call (`prefix` = two octets), so one test's throttle never touches another's. */
export function addressesFrom(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}

export interface TenantAddress {
  host: string;
  domain?: string;
  path?: string;
}

export interface LoginOptions {
  keepLogin?: boolean;
  loginType?: number;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** POST /auth/login as the login form of a tenant sends it. */
export function postLogin(
  app: App,
  tenant: TenantAddress,
  identifier: string,
  password: string,
  options: LoginOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: tenant.host, ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: {
      email: identifier,
      password_hash: clientPasswordHash(password),
      keep_login: options.keepLogin ?? false,
      ...(options.loginType === undefined ? {} : { login_type: options.loginType }),
      ...(tenant.domain === undefined ? {} : { domain: tenant.domain }),
      ...(tenant.path === undefined ? {} : { path: tenant.path }),
    },
  });
}

export function postAdminLogin(
  app: App,
  email: string,
  password: string,
  options: { host?: string; keepLogin?: boolean; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/admin-login',
    headers: { host: options.host ?? 'localhost:3000' },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: {
      email,
      password_hash: clientPasswordHash(password),
      keep_login: options.keepLogin ?? false,
    },
  });
}

export const getInfo = (app: App, token?: string, url = '/api/v1/auth/info') =>
  app.inject({ method: 'GET', url, headers: token === undefined ? {} : { 'x-access-token': token } });

export const getLogout = (app: App, token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/auth/logout',
    headers: token === undefined ? {} : { 'x-access-token': token },
  });

/** The address of a fixture tenant (createTenant: PATH mode on localhost). */
export const addressOf = (tenant: Tenant): TenantAddress => ({
  host: 'localhost:3000',
  domain: 'localhost',
  path: tenant.service.path,
});
