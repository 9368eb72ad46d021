import { inject } from 'vitest';

/** The demo tenants the server loads with DEMO_DATA=on (README "demo tenant" table). */
export type DemoTenant = 'demo' | 'open' | 'campus' | 'books' | 'edu';

/** `http://localhost:<port>` of the server under test. */
export function baseUrl(): string {
  return inject('e2eBaseUrl');
}

/**
 * The address of `path` (empty or starting with "/") in a demo tenant: the path-mode tenants live under
 * `/demo`, `/open`, `/campus` and `/edu` of the base URL, Books Domain on its own host `books.localhost`.
 */
export function tenantUrl(tenant: DemoTenant, path = ''): string {
  if (path !== '' && !path.startsWith('/')) throw new Error(`tenantUrl: path "${path}" must start with "/"`);
  const base = new URL(baseUrl());
  if (tenant === 'books') {
    base.hostname = 'books.localhost';
    return `${base.origin}${path}`;
  }
  return `${base.origin}/${tenant}${path}`;
}
