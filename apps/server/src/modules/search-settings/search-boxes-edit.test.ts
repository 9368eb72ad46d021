import {
  ResultCode,
  type SearchBox,
  SearchOperation,
  type SearchTab,
  SearchTabType,
} from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { searchBoxContentGroups, searchBoxes } from '../../db/schema/index.ts';
import { admin, boxBody, useSearchPageWorld } from './search-page-test-support.ts';

const { made, harness, data, refused } = useSearchPageWorld();

describe('PUT /search-box/update/{id}', () => {
  endpointTests('searchBoxUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.titleBox },
      body: { label: 'Title or author', isShowLabel: false, isRequiredAtLogin: true },
      check: (box) =>
        expect(box).toMatchObject({
          label: 'Title or author',
          isShowLabel: false,
          isRequiredAtLogin: true,
          searchFields: ['title', 'author'],
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.titleBox },
      body: { matchValue: [''] },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.boxB },
      body: { label: 'Mine' },
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });

  it('checks the rules on the resulting box (422, 730, 782, 710)', async () => {
    const { world } = harness;
    const update = (id: number, body: Record<string, unknown>, code: number) =>
      refused('searchBoxUpdate', { ...admin(world), params: { id }, body }, code);
    const invalid = ResultCode.MATCH_VALUE_OR_SEARCH_FIELD_INVALID;
    await update(made.choiceBox, { matchValue: ['Paper', 'PAPER'] }, invalid);
    await update(made.choiceBox, { contentGroupIds: [] }, invalid);
    await update(made.choiceBox, { operation: SearchOperation.PARTIAL }, invalid);
    await update(made.titleBox, { operation: SearchOperation.MONTH_RANGE }, invalid);
    await update(made.titleBox, { label: 'shelf' }, ResultCode.LABEL_DUPLICATED);
    await update(made.choiceBox, { contentGroupIds: [made.groupA2] }, ResultCode.CONTENT_GROUP_NOT_FOUND);
  });

  it('changes the groups of a choice box, and a second full-text box in a tab is refused (782)', async () => {
    const { world } = harness;
    const box = await data<SearchBox>('searchBoxUpdate', {
      ...admin(world),
      params: { id: made.choiceBox },
      body: { contentGroupIds: [made.recent, made.novels], matchValue: ['Digital'] },
    });
    expect(box.contentGroupResponseList.map((g) => g.id)).toEqual([made.recent, made.novels]);
    expect(box.matchValue).toEqual(['Digital']);
    const added = await data<SearchBox>('searchBoxAdd', {
      ...admin(world),
      body: boxBody(made.tabFull, { label: 'Author', searchFields: ['author'] }),
    });
    await refused(
      'searchBoxUpdate',
      {
        ...admin(world),
        params: { id: added.id },
        body: { searchType: SearchTabType.FULL_TEXT, searchFields: [] },
      },
      ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT,
    );
    await data('searchBoxDelete', { ...admin(world), params: { id: added.id } });
  });
});

describe('PUT /search-box/reorder', () => {
  endpointTests('searchBoxReorder', harness.context, {
    happy: (world) => ({
      as: world.serviceAdminA2,
      at: world.a2,
      body: { tabId: made.tabA2, ids: [made.boxA2] },
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { tabId: made.tabParam, ids: [made.titleBox] },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { tabId: made.tabB, ids: [made.boxB] },
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  it("sets the order of a tab's boxes, and refuses another tab's box (406)", async () => {
    const { world } = harness;
    const tab = await data<SearchTab>('searchTabDetail', { ...admin(world), params: { id: made.tabParam } });
    const reversed = tab.searchBoxes.map((b) => b.id).reverse();
    await refused(
      'searchBoxReorder',
      { ...admin(world), body: { tabId: made.tabParam, ids: [...reversed.slice(1), made.fullBox] } },
      ResultCode.BAD_PARAMETERS,
    );
    const answer = await data<SearchTab>('searchBoxReorder', {
      ...admin(world),
      body: { tabId: made.tabParam, ids: reversed },
    });
    expect(answer.searchBoxes.map((b) => [b.id, b.ordinal])).toEqual(reversed.map((id, i) => [id, i + 1]));
  });
});

describe('DELETE /search-box/delete/{id}', () => {
  endpointTests('searchBoxDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.doomedBox } }),
    badInput: (world) => ({ ...admin(world), params: { id: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.boxB },
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });

  it('takes the box and its group links away', async () => {
    const { db } = harness.database;
    expect(await db.select().from(searchBoxes).where(eq(searchBoxes.id, made.doomedBox))).toEqual([]);
    expect(
      await db
        .select()
        .from(searchBoxContentGroups)
        .where(eq(searchBoxContentGroups.searchBoxId, made.doomedBox)),
    ).toEqual([]);
  });
});
