import type { CatalogueProgress } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { insertContent } from '../../../test/catalogue-kit.ts';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const add = (tenant = world.a, values: Partial<Parameters<typeof insertContent>[2]> = {}) =>
    insertContent(db, tenant, { title: 'book', ...values });
  // Service A: 3 ready, 2 being prepared, and what is neither (hidden by the administrator, failed).
  for (let i = 0; i < 3; i++) await add();
  await add(world.a, { state: 'processing', publishedAt: null });
  await add(world.a, { state: 'processing', publishedAt: null, loginRequired: true });
  await add(world.a, { state: 'processing', published: false, publishedAt: null });
  await add(world.a, { state: 'unpublished', published: false });
  await add(world.a, { state: 'failed', publishedAt: null });
  // A's second service and company B: their own counts, never A's.
  await add(world.a2, { state: 'processing', publishedAt: null });
  for (let i = 0; i < 4; i++) await add(world.b, { state: 'processing', publishedAt: null });
});
const call = routeCaller(harness);

describe('GET /content/public/progress', () => {
  endpointTests('catalogueProgress', harness.context, {
    happy: () => ({ as: null }),
  });

  it('counts the service’s contents still being prepared and those ready, for visitors and readers alike', async () => {
    const { world } = harness;
    const expected: CatalogueProgress = { preparing: 2, ready: 3 };
    expect(await call.data('catalogueProgress', { as: null })).toEqual(expected);
    expect(await call.data('catalogueProgress', { as: world.readerA })).toEqual(expected);
  });

  it('is scoped to the portal’s company and service', async () => {
    const { world } = harness;
    expect(await call.data('catalogueProgress', { as: null, at: world.a2 })).toEqual({
      preparing: 1,
      ready: 0,
    });
    expect(await call.data('catalogueProgress', { as: null, at: world.b })).toEqual({
      preparing: 4,
      ready: 0,
    });
  });
});
