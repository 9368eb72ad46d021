/** The search page tests' world: tabs and boxes in tenants A, A2 and B, and helpers bound to it (imported by *.test.ts only). */
import { type apiRoutes, ContentGroupType, SearchOperation, SearchTabType } from '@hondana/contract';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { type AnyCall, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { contentGroups, searchBoxContentGroups, searchBoxes, searchTabs } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

export interface Made {
  novels: number;
  hiddenGroup: number;
  favourites: number;
  recent: number;
  groupA2: number;
  groupB: number;
  tabFull: number;
  tabParam: number;
  tabHidden: number;
  tabDoomed: number;
  tabA2: number;
  tabB: number;
  fullBox: number;
  titleBox: number;
  choiceBox: number;
  doomedBox: number;
  boxA2: number;
  boxB: number;
}
export const keyOf = (tenant: Tenant) => ({ companyId: tenant.company.id, serviceId: tenant.service.id });

/**
 * A tenant world with the search page's tabs, boxes and group offers (call once at a test file's top level):
 * `made` holds their ids, `refused` checks a refusal left the search page's tables as they were.
 */
export function useSearchPageWorld() {
  const made = {} as Made;

  const harness = useTenantWorld({}, async ({ world, database }) => {
    const { db } = database;
    const group = async (
      tenant: Tenant,
      name: string,
      extra: Partial<typeof contentGroups.$inferInsert> = {},
    ) => {
      const [row] = await db
        .insert(contentGroups)
        .values({ ...keyOf(tenant), name, ...extra })
        .returning();
      return row?.id ?? 0;
    };
    made.novels = await group(world.a, 'Novels', { nameTranslations: { ja: '小説' } });
    made.hiddenGroup = await group(world.a, 'Hidden shelf', { isShow: false });
    made.favourites = await group(world.a, 'Favourites', { type: ContentGroupType.FAVORITE });
    made.recent = await group(world.a, 'Recently read', { type: ContentGroupType.RECENTLY });
    made.groupA2 = await group(world.a2, 'A2 shelf');
    made.groupB = await group(world.b, 'B shelf');

    const tab = async (
      tenant: Tenant,
      title: string,
      ordinal: number,
      extra: Partial<typeof searchTabs.$inferInsert> = {},
    ) => {
      const [row] = await db
        .insert(searchTabs)
        .values({ ...keyOf(tenant), title, ordinal, ...extra })
        .returning();
      return row?.id ?? 0;
    };
    made.tabFull = await tab(world.a, 'Full text', 1, { type: SearchTabType.FULL_TEXT, buttonLabel: 'Find' });
    made.tabParam = await tab(world.a, 'Details', 2, { titleTranslations: { ja: '詳細' } });
    made.tabHidden = await tab(world.a, 'Hidden', 3, { isShow: false });
    made.tabDoomed = await tab(world.a, 'Doomed', 4, { isShow: false });
    made.tabA2 = await tab(world.a2, 'Full text', 1);
    made.tabB = await tab(world.b, 'B tab', 1);

    const box = async (
      tenant: Tenant,
      tabId: number,
      label: string,
      ordinal: number,
      extra: Partial<typeof searchBoxes.$inferInsert> = {},
    ) => {
      const [row] = await db
        .insert(searchBoxes)
        .values({ ...keyOf(tenant), tabId, label, ordinal, searchFields: ['title'], ...extra })
        .returning();
      return row?.id ?? 0;
    };
    made.fullBox = await box(world.a, made.tabFull, 'Words', 1, {
      searchType: SearchTabType.FULL_TEXT,
      searchFields: [],
    });
    made.titleBox = await box(world.a, made.tabParam, 'Title', 1, { searchFields: ['title', 'author'] });
    made.choiceBox = await box(world.a, made.tabParam, 'Shelf', 2, {
      operation: SearchOperation.MULTI_CHOICE,
      searchFields: ['param1', 'contentGroup'],
      matchValues: ['Paper', 'Digital'],
    });
    made.doomedBox = await box(world.a, made.tabDoomed, 'Doomed box', 1, {
      operation: SearchOperation.SINGLE_CHOICE,
      matchValues: ['x'],
      searchFields: ['param2', 'contentGroup'],
    });
    made.boxA2 = await box(world.a2, made.tabA2, 'A2 box', 1);
    made.boxB = await box(world.b, made.tabB, 'B box', 1);
    const offer = (searchBoxId: number, ids: number[]) =>
      db.insert(searchBoxContentGroups).values(
        ids.map((contentGroupId, i) => ({
          companyId: world.a.company.id,
          searchBoxId,
          contentGroupId,
          ordinal: i + 1,
        })),
      );
    await offer(made.choiceBox, [made.novels, made.hiddenGroup, made.favourites, made.recent]);
    await offer(made.doomedBox, [made.novels]);
  });

  const { send, data } = routeCaller(harness);

  /** Every row of the search page's tables, to show a refusal wrote nothing. */
  async function searchRows() {
    const { db } = harness.database;
    return {
      tabs: await db.select().from(searchTabs).orderBy(asc(searchTabs.id)),
      boxes: await db.select().from(searchBoxes).orderBy(asc(searchBoxes.id)),
      offers: await db
        .select()
        .from(searchBoxContentGroups)
        .orderBy(asc(searchBoxContentGroups.searchBoxId), asc(searchBoxContentGroups.contentGroupId)),
    };
  }

  /** The call is refused with `code` and the search page's tables are as they were. */
  async function refused(name: keyof typeof apiRoutes, call: AnyCall, code: number) {
    const before = await searchRows();
    const response = await send(name, call);
    expect(response.json(), response.body).toMatchObject({ status: code });
    expect(response.statusCode).not.toBe(200);
    expect(await searchRows()).toEqual(before);
  }

  return { made, harness, send, data, searchRows, refused };
}

export const admin = (world: TenantWorld) => ({ as: world.companyAdminA });
export const boxBody = (tabId: number, extra: Record<string, unknown> = {}) => ({
  tabId,
  label: `Box ${Math.random().toString(36).slice(2, 8)}`,
  operation: SearchOperation.PARTIAL,
  searchType: SearchTabType.PARAM,
  searchFields: ['title'],
  ...extra,
});
