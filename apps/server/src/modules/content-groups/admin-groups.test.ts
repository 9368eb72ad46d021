import { type AdminContentGroup, ResultCode } from '@hondana/contract';
import { describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentGroups } from '../../db/schema/index.ts';

const harness = useTenantWorld({}, async ({ world, database }) => {
  await database.db.insert(contentGroups).values([
    { companyId: world.a.company.id, serviceId: world.a.service.id, name: 'Poetry', ordinal: 2 },
    { companyId: world.a.company.id, serviceId: world.a2.service.id, name: 'Maps', ordinal: 1 },
    { companyId: world.b.company.id, serviceId: world.b.service.id, name: 'Other company', ordinal: 1 },
  ]);
});

const names = (data: unknown) => (data as AdminContentGroup[]).map((g) => g.name);

describe('GET /content-group/all', () => {
  endpointTests('contentGroupAll', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      check: (data) => {
        expect(names(data)).toEqual(expect.arrayContaining(['Poetry', 'Maps']));
        expect(names(data)).not.toContain('Other company');
      },
    }),
    badInput: (world) => ({
      as: world.companyAdminA,
      query: { serviceId: 'x' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      query: { serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  endpointTests('contentGroupAll', harness.context, {
    happy: (world) => ({
      as: world.serviceAdminA2,
      at: world.a2,
      check: (data) => expect(names(data)).toEqual(['Maps']),
    }),
  });
});
