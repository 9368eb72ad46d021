import { DomainType, ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { Tenant } from './resolve-tenant.ts';
import { hostAliasesFor, isLoopbackHost, normaliseHost, resolveTenant } from './resolve-tenant.ts';

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

  it('refuses a loopback alias when no aliases are given (the hint of a non-loopback PUBLIC_URL)', async () => {
    expect(await codeOf(resolveTenant(database.db, { host: '127.0.0.1:3000', path: 'alpha' }))).toBe(
      ResultCode.SERVICE_PATH_NOT_FOUND,
    );
    const aliases = hostAliasesFor('https://portal.example.com');
    expect(await codeOf(resolveTenant(database.db, { host: '127.0.0.1:3000', path: 'alpha', aliases }))).toBe(
      ResultCode.SERVICE_PATH_NOT_FOUND,
    );
  });
});

describe('loopback names while PUBLIC_URL is a loopback address', () => {
  const aliases = hostAliasesFor('http://localhost:3000');

  it('serves the path tenants of PUBLIC_URL on every loopback name', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '127.1.2.3', '[::1]:3000', 'LOCALHOST.']) {
      const tenant = await resolveTenant(database.db, { host, path: 'alpha', aliases });
      expect(tenant.company.id).toBe(alpha.company.id);
    }
  });

  it('accepts a domain that names a loopback alias of the host, and still refuses other hosts', async () => {
    const viaIp = await resolveTenant(database.db, {
      host: '127.0.0.1:3000',
      domain: '127.0.0.1',
      path: 'beta',
      aliases,
    });
    expect(viaIp.company.id).toBe(beta.company.id);
    const mixed = await resolveTenant(database.db, {
      host: '[::1]:3000',
      domain: 'localhost',
      path: 'beta',
      aliases,
    });
    expect(mixed.company.id).toBe(beta.company.id);
    expect(
      await codeOf(
        resolveTenant(database.db, {
          host: '127.0.0.1',
          domain: 'portal.example.com',
          path: 'gamma',
          aliases,
        }),
      ),
    ).toBe(ResultCode.COMPANY_NOT_FOUND);
  });

  it('does not make other hosts or loopback subdomains aliases', async () => {
    expect(
      await codeOf(resolveTenant(database.db, { host: 'portal.example.com', path: 'alpha', aliases })),
    ).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
    expect(
      await codeOf(resolveTenant(database.db, { host: 'books.localhost', path: 'alpha', aliases })),
    ).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
  });

  it('aliases to the host of a loopback PUBLIC_URL, whichever loopback name it uses', async () => {
    expect(hostAliasesFor('http://127.0.0.1:8080').canonical('localhost')).toBe('127.0.0.1');
    expect(hostAliasesFor('http://[::1]:3000').canonical('127.0.0.1')).toBe('[::1]');
    expect(hostAliasesFor('https://books.example.com').canonical('127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('host names', () => {
  it('are normalised without port, case or trailing dot, IPv6 in brackets', () => {
    expect(normaliseHost('Books.Example.COM.:443')).toBe('books.example.com');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost('::1')).toBe('[::1]');
    expect(normaliseHost('127.0.0.1:3000')).toBe('127.0.0.1');
  });

  it('know the loopback names', () => {
    for (const host of ['localhost', '127.0.0.1', '127.255.0.9', '[::1]', '[::ffff:127.0.0.1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['books.localhost', '128.0.0.1', '[::2]', '10.0.0.1', 'localhost.example.com']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
