/** The content group admin tests' world and helpers bound to it (imported by *.test.ts only). */
import { type apiRoutes, ContentGroupType } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type AnyCall, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { contentGroups, contents, userGroupContentGroups, userGroups } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { newElementId } from '../content/content-service.ts';
import { ensureSpecialGroups } from './special-groups.ts';

export interface Made {
  poetry: number;
  maps: number;
  otherCompany: number;
  usedByUserGroup: number;
  recommendA: number;
  books: number[];
  bookA2: number;
  bookB: number;
}
export const group = (
  tenant: Tenant,
  name: string,
  extra: Partial<typeof contentGroups.$inferInsert> = {},
) => ({
  companyId: tenant.company.id,
  serviceId: tenant.service.id,
  name,
  ...extra,
});

/** A tenant world with groups, a user group and books in tenants A, A2 and B (call once at a test file's top level). */
export function useGroupAdminWorld() {
  const made = {} as Made;

  const harness = useTenantWorld({}, async ({ world, database }) => {
    const { db } = database;
    for (const tenant of [world.a, world.a2, world.b]) await ensureSpecialGroups(db, tenantScopeOf(tenant));
    const rows = await db
      .insert(contentGroups)
      .values([
        group(world.a, 'Poetry', { ordinal: 1, isDefault: true }),
        group(world.a2, 'Maps', { ordinal: 1 }),
        group(world.b, 'Other company', { ordinal: 1 }),
        group(world.a, 'Members only', { ordinal: 2 }),
        group(world.a, 'Essays', { ordinal: 3 }),
      ])
      .returning();
    const id = (name: string) => rows.find((r) => r.name === name)?.id ?? 0;
    made.poetry = id('Poetry');
    made.maps = id('Maps');
    made.otherCompany = id('Other company');
    made.usedByUserGroup = id('Members only');
    const [userGroup] = await db
      .insert(userGroups)
      .values({ companyId: world.a.company.id, name: 'Staff' })
      .returning();
    await db.insert(userGroupContentGroups).values({
      companyId: world.a.company.id,
      userGroupId: userGroup?.id ?? 0,
      contentGroupId: made.usedByUserGroup,
    });
    const book = (tenant: Tenant, title: string) => ({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      elementId: newElementId(),
      title,
    });
    const books = await db
      .insert(contents)
      .values([
        book(world.a, 'One'),
        book(world.a, 'Two'),
        book(world.a, 'Three'),
        book(world.a2, 'A2'),
        book(world.b, 'B'),
      ])
      .returning();
    made.books = books.slice(0, 3).map((b) => b.id);
    made.bookA2 = books[3]?.id ?? 0;
    made.bookB = books[4]?.id ?? 0;
    const [recommend] = await db
      .select()
      .from(contentGroups)
      .where(
        and(
          eq(contentGroups.serviceId, world.a.service.id),
          eq(contentGroups.type, ContentGroupType.RECOMMEND),
        ),
      );
    made.recommendA = recommend?.id ?? 0;
  });

  const { send, data } = routeCaller(harness);

  async function refused(name: keyof typeof apiRoutes, call: AnyCall, code: number) {
    const response = await send(name, call);
    expect(response.json(), response.body).toMatchObject({ status: code });
    expect(response.statusCode).not.toBe(200);
  }

  return { made, harness, send, data, refused };
}

export const admin = (world: TenantWorld) => ({ as: world.companyAdminA });
export const names = (groups: { name: string }[]) => groups.map((g) => g.name);
