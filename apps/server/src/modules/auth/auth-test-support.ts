/** Helpers for the auth tests (imported by *.test.ts only). */
export { createUser } from '../../../test/fixtures.ts';

import type { App } from '../../app.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

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
