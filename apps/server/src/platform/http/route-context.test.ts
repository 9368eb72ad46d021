import { type apiRoutes, RoleLevel, SortableField, SortFieldType } from '@hondana/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-kit.ts';
import { portalAddress, useTenantWorld } from '../../../test/tenant-world.ts';
import type { PolicyTarget } from '../policy/policy.ts';
import type { RouteContext } from './route-kit.ts';

const harness = useTenantWorld();

describe('the route context', () => {
  it('has authorize only on routes whose access is a policy action', () => {
    expectTypeOf<RouteContext<typeof apiRoutes.sortFieldAdd>['authorize']>().toEqualTypeOf<
      (target: PolicyTarget) => void
    >();
    expectTypeOf<RouteContext<typeof apiRoutes.publicTerms>>().not.toHaveProperty('authorize');
    expectTypeOf<RouteContext<typeof apiRoutes.authInfo>>().not.toHaveProperty('authorize');
  });

  it('gives a write the caller as the audit trail records them: account, role, address and browser', async () => {
    const { app, world, database } = harness;
    const address = portalAddress(world.a);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/sort-field/add?domain=${address.domain}&path=${address.path}`,
      headers: { host: address.host, 'x-access-token': world.serviceAdminA.token, 'user-agent': 'Audit/1.0' },
      payload: { type: SortFieldType.CONTENT_LIST, field: SortableField.YEAR, title: 'Year' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await auditRowsOf(database.db, 'sortField', response.json().data.id);
    expect(row).toMatchObject({
      actorUserId: world.serviceAdminA.user.id,
      actorRole: RoleLevel.SERVICE_ADMIN,
      actorIp: '127.0.0.1',
      actorUserAgent: 'Audit/1.0',
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
    });
  });

  it("refuses a target outside the route's action by the caller's scope (614)", async () => {
    const { app, world } = harness;
    const address = portalAddress(world.a);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/sort-field/add?domain=${address.domain}&path=${address.path}`,
      headers: { host: address.host, 'x-access-token': world.serviceAdminA.token },
      payload: {
        type: SortFieldType.CONTENT_LIST,
        field: SortableField.AUTHOR,
        title: 'Author',
        serviceId: world.a2.service.id,
      },
    });
    expect(response.json().status).toBe(614);
  });
});
