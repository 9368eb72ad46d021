import { DomainType, ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { Tenant } from './resolve-tenant.ts';
import { resolveTenant } from './resolve-tenant.ts';

let database: TestDatabase;
let alpha: Tenant;
let beta: Tenant;
let portal: Tenant;
let fullDomain: Tenant;

beforeAll(async () => {
  database = await createTestDatabase();
  alpha = await createTenant(database.db, { path: 'alpha', domain: 'localhost' });
  beta = await createTenant(database.db, { path: 'beta', domain: 'localhost' });
  portal = await createTenant(database.db, { path: 'gamma', domain: 'portal.example.com' });
  fullDomain = await createTenant(database.db, {
    domainType: DomainType.FULL_DOMAIN,
    domain: 'books.example.com',
    path: 'books',
  });
});
afterAll(() => database.destroy());

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: number }) => error.code,
  );

describe('resolveTenant', () => {
  it('finds a PATH tenant by host and path', async () => {
    const tenant = await resolveTenant(database.db, { host: 'localhost:3000', path: 'alpha' });
    expect(tenant.company.id).toBe(alpha.company.id);
    expect(tenant.service.id).toBe(alpha.service.id);
    const other = await resolveTenant(database.db, {
      host: 'localhost',
      domain: 'localhost',
      path: '/BETA/',
    });
    expect(other.company.id).toBe(beta.company.id);
  });

  it('finds a FULL_DOMAIN tenant by host alone, whatever path is sent', async () => {
    for (const path of [undefined, 'alpha', 'anything']) {
      const tenant = await resolveTenant(database.db, { host: 'Books.Example.com:443', path });
      expect(tenant.company.id).toBe(fullDomain.company.id);
      expect(tenant.service.id).toBe(fullDomain.service.id);
    }
  });

  it("refuses a path that the host does not serve (another host's tenant)", async () => {
    expect(await codeOf(resolveTenant(database.db, { host: 'localhost', path: 'gamma' }))).toBe(
      ResultCode.SERVICE_PATH_NOT_FOUND,
    );
    const found = await resolveTenant(database.db, { host: 'portal.example.com', path: 'gamma' });
    expect(found.company.id).toBe(portal.company.id);
  });

  it('refuses a full-domain tenant reached by path on another host', async () => {
    expect(await codeOf(resolveTenant(database.db, { host: 'localhost', path: 'books' }))).toBe(
      ResultCode.SERVICE_PATH_NOT_FOUND,
    );
  });

  it('refuses a domain value that names another host than the request', async () => {
    expect(
      await codeOf(
        resolveTenant(database.db, { host: 'localhost', domain: 'books.example.com', path: 'alpha' }),
      ),
    ).toBe(ResultCode.COMPANY_NOT_FOUND);
  });

  it('refuses unknown tenants with their result codes', async () => {
    expect(await codeOf(resolveTenant(database.db, { host: 'localhost' }))).toBe(
      ResultCode.COMPANY_NOT_FOUND,
    );
    expect(await codeOf(resolveTenant(database.db, { host: 'localhost', path: 'nowhere' }))).toBe(
      ResultCode.SERVICE_PATH_NOT_FOUND,
    );
    expect(await codeOf(resolveTenant(database.db, { host: 'unknown.example.com' }))).toBe(
      ResultCode.COMPANY_NOT_FOUND,
    );
  });
});
