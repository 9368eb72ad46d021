import { ResultCode } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { createTenantWorld, type TenantWorld } from '../../../test/tenant-world.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { contentGroups, headerSettings, terms } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

/**
 * The public page-load calls of two services of one company, each with rows of its own: an answer that
 * shows the other service's rows means a dropped service filter.
 */
let database: TestDatabase;
let app: App;
let world: TenantWorld;

async function giveOwnRows(tenant: Tenant, label: string, headerColour: string) {
  const scope = { companyId: tenant.company.id, serviceId: tenant.service.id };
  await database.db.insert(contentGroups).values({ ...scope, name: `Group of ${label}` });
  const published = new Date(Date.now() - 3_600_000);
  await database.db
    .insert(terms)
    .values({ ...scope, title: `Terms of ${label}`, body: '<p>ok</p>', version: 1, publishedAt: published });
  await database.db
    .update(headerSettings)
    .set({ backgroundColor: headerColour })
    .where(and(eq(headerSettings.companyId, scope.companyId), eq(headerSettings.serviceId, scope.serviceId)));
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  world = await createTenantWorld(app, database.db);
  await giveOwnRows(world.a, 'A', '#112233');
  await giveOwnRows(world.a2, 'A2', '#445566');
  await giveOwnRows(world.b, 'B', '#778899');
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});
const context = () => ({ app, world });
const badPath = { path: 'no such/path' };

describe('GET /company/public/get-detail', () => {
  endpointTests('companyPublicDetail', context, {
    happy: (w) => ({
      as: null,
      at: w.a2,
      check: (data) =>
        expect(data).toMatchObject({
          companyId: w.a.company.id,
          serviceId: w.a2.service.id,
          path: w.a2.service.path,
        }),
    }),
    badInput: (w) => ({ as: null, at: w.a2, query: badPath, code: ResultCode.BAD_REQUEST }),
  });
});

describe('GET /service-admin/public/view-settings', () => {
  endpointTests('viewSettings', context, {
    happy: (w) => ({
      as: null,
      at: w.a2,
      check: (data) => expect(JSON.stringify(data)).toContain('#445566'),
    }),
    badInput: (w) => ({ as: null, at: w.a2, query: badPath, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: null,
      at: w.a2,
      query: { domain: 'books.localhost' },
      code: ResultCode.COMPANY_NOT_FOUND,
    }),
  });
});

describe('GET /content-group/public/list', () => {
  endpointTests('publicContentGroups', context, {
    happy: (w) => ({
      as: null,
      at: w.a2,
      check: (data) => expect((data as { name: string }[]).map((g) => g.name)).toEqual(['Group of A2']),
    }),
    badInput: (w) => ({ as: null, at: w.a2, query: badPath, code: ResultCode.BAD_REQUEST }),
  });
});

describe('GET /terms-and-condition/public', () => {
  endpointTests('publicTerms', context, {
    happy: (w) => ({
      as: null,
      at: w.a2,
      check: (data) => expect(data).toMatchObject({ title: 'Terms of A2' }),
    }),
    badInput: (w) => ({ as: null, at: w.a2, query: badPath, code: ResultCode.BAD_REQUEST }),
  });
});
