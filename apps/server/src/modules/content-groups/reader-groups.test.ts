import { apiRoutes, ContentGroupType, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentGroups } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

/**
 * The signed-in reader's sidebar groups: the public ones plus favourites and recently read, of the
 * portal's own service only (two services of one company, each with its own rows).
 */

async function giveOwnGroups(tenant: Tenant, label: string) {
  const scope = { companyId: tenant.company.id, serviceId: tenant.service.id };
  await harness.database.db.insert(contentGroups).values([
    { ...scope, name: `Group of ${label}`, ordinal: 3 },
    { ...scope, name: `Favourites of ${label}`, type: ContentGroupType.FAVORITE, ordinal: 1 },
    { ...scope, name: `Recent of ${label}`, type: ContentGroupType.RECENTLY, ordinal: 2 },
    { ...scope, name: `Hidden of ${label}`, ordinal: 4, isShow: false },
  ]);
}

const harness = useTenantWorld({}, async () => {
  await giveOwnGroups(harness.world.a, 'A');
  await giveOwnGroups(harness.world.a2, 'A2');
  await giveOwnGroups(harness.world.b, 'B');
});

describe('GET /content-group/content-group-list', () => {
  endpointTests('userContentGroups', harness.context, {
    happy: (w) => ({
      as: w.readerA2,
      at: w.a2,
      check: (data) =>
        expect((data as { name: string }[]).map((g) => g.name)).toEqual([
          'Favourites of A2',
          'Recent of A2',
          'Group of A2',
        ]),
    }),
    badInput: (w) => ({
      as: w.readerA2,
      at: w.a2,
      query: { path: 'no such/path' },
      code: ResultCode.BAD_REQUEST,
    }),
  });

  it('keeps the personal groups out of the public list', async () => {
    const response = await callRoute(
      harness.app,
      apiRoutes.publicContentGroups,
      { as: null, at: harness.world.a2 },
      harness.world,
    );
    const names = (response.json().data as { name: string }[]).map((g) => g.name);
    expect(names).toEqual(['Group of A2']);
  });
});
