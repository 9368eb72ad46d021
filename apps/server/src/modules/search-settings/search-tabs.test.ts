import { ResultCode, type SearchTab, SearchTabType } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { contentGroups, searchBoxContentGroups, searchBoxes, searchTabs } from '../../db/schema/index.ts';
import { admin, useSearchPageWorld } from './search-page-test-support.ts';

const { made, harness, data, refused } = useSearchPageWorld();

describe('GET /search-tab/public/list', () => {
  endpointTests('searchPagePublic', harness.context, {
    happy: () => ({ as: null, check: (tabs) => expect((tabs as SearchTab[]).length).toBeGreaterThan(0) }),
  });

  it('shows a visitor the shown tabs in order, and only the shown groups a visitor may open', async () => {
    const tabs = await data<SearchTab[]>('searchPagePublic', { as: null });
    expect(tabs.map((t) => t.id)).toEqual([made.tabFull, made.tabParam]);
    expect(tabs[0]?.button).toMatchObject({ label: 'Find', backgroundColor: '#3d993a', align: 'center' });
    expect(tabs[1]?.titleTranslations).toEqual({ ja: '詳細' });
    const shelf = tabs[1]?.searchBoxes.find((b) => b.id === made.choiceBox);
    expect(shelf?.matchValue).toEqual(['Paper', 'Digital']);
    expect(shelf?.contentGroupResponseList.map((g) => g.id)).toEqual([made.novels]);
    expect(shelf?.contentGroupResponseList[0]?.nameTranslations).toEqual({ ja: '小説' });
  });

  it('offers a signed-in reader the favourites and recently read groups too', async () => {
    const tabs = await data<SearchTab[]>('searchPagePublic', { as: harness.world.readerA });
    const shelf = tabs[1]?.searchBoxes.find((b) => b.id === made.choiceBox);
    expect(shelf?.contentGroupResponseList.map((g) => g.id)).toEqual([
      made.novels,
      made.favourites,
      made.recent,
    ]);
  });

  it("answers only the portal's own service", async () => {
    const tabs = await data<SearchTab[]>('searchPagePublic', { as: null, at: harness.world.a2 });
    expect(tabs.map((t) => [t.id, t.searchBoxes.map((b) => b.id)])).toEqual([[made.tabA2, [made.boxA2]]]);
  });
});

describe('GET /search-tab/list', () => {
  endpointTests('searchTabList', harness.context, {
    happy: (world) => ({
      ...admin(world),
      check: (tabs) => {
        const list = tabs as SearchTab[];
        expect(list.slice(0, 4).map((t) => t.id)).toEqual([
          made.tabFull,
          made.tabParam,
          made.tabHidden,
          made.tabDoomed,
        ]);
        const shelf = list[1]?.searchBoxes.find((b) => b.id === made.choiceBox);
        expect(shelf?.contentGroupResponseList).toHaveLength(4);
      },
    }),
    badInput: (world) => ({ ...admin(world), query: { serviceId: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      query: { serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it("lists a service admin's own service, and a company admin's named one", async () => {
    const { world } = harness;
    const own = await data<SearchTab[]>('searchTabList', { as: world.serviceAdminA2, at: world.a2 });
    expect(own.map((t) => t.id)).toEqual([made.tabA2]);
    const named = await data<SearchTab[]>('searchTabList', {
      ...admin(world),
      query: { serviceId: world.a2.service.id },
    });
    expect(named.map((t) => t.id)).toEqual([made.tabA2]);
  });
});

describe('GET /search-tab/detail/{id}', () => {
  endpointTests('searchTabDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.tabParam },
      check: (tab) =>
        expect((tab as SearchTab).searchBoxes.map((b) => b.id)).toEqual([made.titleBox, made.choiceBox]),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.tabB },
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  it("does not show a service admin another service's tab (709)", async () => {
    await refused(
      'searchTabDetail',
      { as: harness.world.serviceAdminA, params: { id: made.tabA2 } },
      ResultCode.TAB_NOT_FOUND,
    );
  });
});

describe('POST /search-tab/add', () => {
  endpointTests('searchTabAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: {
        title: 'Added tab',
        titleTranslations: { ja: '追加' },
        type: SearchTabType.PARAM,
        button: { label: 'Go', icon: 'search', backgroundColor: '#112233', align: 'right' as const },
      },
      check: (tab) =>
        expect(tab).toMatchObject({
          title: 'Added tab',
          titleTranslations: { ja: '追加' },
          ordinal: 5,
          isShow: true,
          searchBoxes: [],
          button: {
            label: 'Go',
            icon: 'search',
            backgroundColor: '#112233',
            textColor: '#ffffff',
            align: 'right',
          },
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { title: 'Bad colour', type: SearchTabType.PARAM, button: { backgroundColor: 'red' } },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { title: 'Theirs', type: SearchTabType.PARAM, serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('refuses a title the service has, in any case (729), and allows it in another service', async () => {
    const { world } = harness;
    await refused(
      'searchTabAdd',
      { ...admin(world), body: { title: 'DETAILS', type: SearchTabType.PARAM } },
      ResultCode.TAB_DUPLICATED,
    );
    const other = await data<SearchTab>('searchTabAdd', {
      as: world.serviceAdminA2,
      at: world.a2,
      body: { title: 'Details', type: SearchTabType.PARAM },
    });
    expect(other.ordinal).toBe(2);
    await harness.database.db.delete(searchTabs).where(eq(searchTabs.id, other.id));
  });
});

describe('PUT /search-tab/update/{id}', () => {
  endpointTests('searchTabUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.tabHidden },
      body: { title: 'Hidden again', button: { label: '', textColor: '#000000' } },
      check: (tab) =>
        expect(tab).toMatchObject({
          title: 'Hidden again',
          isShow: false,
          button: { label: null, textColor: '#000000', backgroundColor: '#3d993a' },
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.tabHidden },
      body: { type: 9 },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.tabB },
      body: { title: 'Mine' },
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  it("refuses another tab's title (729); keeping its own title is fine", async () => {
    const { world } = harness;
    await refused(
      'searchTabUpdate',
      { ...admin(world), params: { id: made.tabParam }, body: { title: 'full TEXT' } },
      ResultCode.TAB_DUPLICATED,
    );
    const same = await data<SearchTab>('searchTabUpdate', {
      ...admin(world),
      params: { id: made.tabParam },
      body: { title: 'Details', isShow: true },
    });
    expect(same.title).toBe('Details');
  });
});

describe('PUT /search-tab/reorder', () => {
  endpointTests('searchTabReorder', harness.context, {
    happy: (world) => ({ as: world.serviceAdminA2, at: world.a2, body: { ids: [made.tabA2] } }),
    badInput: (world) => ({
      ...admin(world),
      body: { ids: [made.tabFull, made.tabFull] },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { ids: [made.tabB] },
      code: ResultCode.BAD_PARAMETERS,
    }),
  });

  it('sets the order of every tab, and refuses a list missing one (406)', async () => {
    const { world } = harness;
    const current = (await data<SearchTab[]>('searchTabList', admin(world))).map((t) => t.id);
    const reversed = [...current].reverse();
    await refused(
      'searchTabReorder',
      { ...admin(world), body: { ids: reversed.slice(1) } },
      ResultCode.BAD_PARAMETERS,
    );
    const answer = await data<SearchTab[]>('searchTabReorder', { ...admin(world), body: { ids: reversed } });
    expect(answer.map((t) => [t.id, t.ordinal])).toEqual(reversed.map((id, i) => [id, i + 1]));
    await data('searchTabReorder', { ...admin(world), body: { ids: current } });
  });
});

describe('DELETE /search-tab/delete/{id}', () => {
  endpointTests('searchTabDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.tabParam } }),
    badInput: (world) => ({ ...admin(world), params: { id: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.tabB },
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  it('takes the tab with its boxes and their group links; the groups stay', async () => {
    const { db } = harness.database;
    expect(await db.select().from(searchBoxes).where(eq(searchBoxes.tabId, made.tabParam))).toEqual([]);
    expect(
      await db
        .select()
        .from(searchBoxContentGroups)
        .where(eq(searchBoxContentGroups.searchBoxId, made.choiceBox)),
    ).toEqual([]);
    expect(await db.select().from(contentGroups).where(eq(contentGroups.id, made.novels))).toHaveLength(1);
    await refused(
      'searchTabDetail',
      { ...admin(harness.world), params: { id: made.tabParam } },
      ResultCode.TAB_NOT_FOUND,
    );
    const tabs = await data<SearchTab[]>('searchPagePublic', { as: null });
    expect(tabs.map((t) => t.id)).not.toContain(made.tabParam);
    expect(tabs[0]?.id).toBe(made.tabFull);
  });
});
