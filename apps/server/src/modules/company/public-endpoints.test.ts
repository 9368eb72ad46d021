import { ResultCode } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentGroups, headerSettings, terms } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

/**
 * The public page-load calls of two services of one company, each with rows of its own: an answer that
 * shows the other service's rows means a dropped service filter.
 */

async function giveOwnRows(tenant: Tenant, label: string, headerColour: string) {
  const scope = { companyId: tenant.company.id, serviceId: tenant.service.id };
  await harness.database.db.insert(contentGroups).values({ ...scope, name: `Group of ${label}` });
  const published = new Date(Date.now() - 3_600_000);
  await harness.database.db
    .insert(terms)
    .values({ ...scope, title: `Terms of ${label}`, body: '<p>ok</p>', version: 1, publishedAt: published });
  await harness.database.db
    .update(headerSettings)
    .set({ backgroundColor: headerColour })
    .where(and(eq(headerSettings.companyId, scope.companyId), eq(headerSettings.serviceId, scope.serviceId)));
}

const harness = useTenantWorld({}, async () => {
  await giveOwnRows(harness.world.a, 'A', '#112233');
  await giveOwnRows(harness.world.a2, 'A2', '#445566');
  await giveOwnRows(harness.world.b, 'B', '#778899');
});
const badPath = { path: 'no such/path' };

describe('GET /company/public/get-detail', () => {
  endpointTests('companyPublicDetail', harness.context, {
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
  endpointTests('viewSettings', harness.context, {
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
  endpointTests('publicContentGroups', harness.context, {
    happy: (w) => ({
      as: null,
      at: w.a2,
      check: (data) => expect((data as { name: string }[]).map((g) => g.name)).toEqual(['Group of A2']),
    }),
    badInput: (w) => ({ as: null, at: w.a2, query: badPath, code: ResultCode.BAD_REQUEST }),
  });
});

describe('GET /terms-and-condition/public', () => {
  endpointTests('publicTerms', harness.context, {
    happy: (w) => ({
      as: null,
      at: w.a2,
      check: (data) => expect(data).toMatchObject({ title: 'Terms of A2' }),
    }),
    badInput: (w) => ({ as: null, at: w.a2, query: badPath, code: ResultCode.BAD_REQUEST }),
  });
});
