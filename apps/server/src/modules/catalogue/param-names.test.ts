import { apiRoutes, type CatalogueDetail } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { insertContent } from '../../../test/catalogue-kit.ts';
import { callRoute } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentSearchResultSettings } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { inService, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';

const books: Record<string, string> = {};
const params = {
  param1: 'Junior high',
  param2: 'Volume 3',
  param3: 'English',
  param4: 'PDF',
  param5: '2024/05/01',
};

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  // A: params 1 and 3 named (3 only in Japanese); A2: nothing named.
  await db
    .update(contentSearchResultSettings)
    .set({ paramNames: { param1: { en: 'Audience', ja: '対象' }, param3: { ja: '言語' } } })
    .where(inService(contentSearchResultSettings, tenantScopeOf(world.a)));
  books.a = (await insertContent(db, world.a, { title: 'Named', ...params })).elementId;
  books.a2 = (await insertContent(db, world.a2, { title: 'Unnamed', ...params })).elementId;
});

async function detailOf(id: string, at: Tenant) {
  const response = await callRoute(
    harness.app,
    apiRoutes.catalogueDetail,
    { as: null, at, query: { id } },
    harness.world,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CatalogueDetail;
}

describe('param names', () => {
  it('sends a reader only the params the service named, in any language', async () => {
    const detail = await detailOf(books.a as string, harness.world.a);
    expect(detail).toMatchObject({
      param1: 'Junior high',
      param2: null,
      param3: 'English',
      param4: null,
      param5: null,
    });
  });

  it('sends no param at all where none is named', async () => {
    const detail = await detailOf(books.a2 as string, harness.world.a2);
    expect([detail.param1, detail.param2, detail.param3, detail.param4, detail.param5]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('answers the names to the portal with its view settings', async () => {
    const response = await callRoute(harness.app, apiRoutes.viewSettings, { as: null }, harness.world);
    expect(response.json().data.contentSearchResultSettingResponse.paramNames).toEqual({
      param1: { en: 'Audience', ja: '対象' },
      param3: { ja: '言語' },
    });
  });
});
