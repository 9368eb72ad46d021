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
import { searchBoxes } from '../../db/schema/index.ts';
import { asRefusal } from '../../platform/database/constraint-refusals.ts';
import { isAppError } from '../../platform/http/app-error.ts';
import { admin, boxBody, keyOf, useSearchPageWorld } from './search-page-test-support.ts';

const { made, harness, send, data, refused } = useSearchPageWorld();

describe('GET /search-box/detail/{id}', () => {
  endpointTests('searchBoxDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.choiceBox },
      check: (box) =>
        expect(box).toMatchObject({
          tabId: made.tabParam,
          operation: SearchOperation.MULTI_CHOICE,
          searchFields: ['param1', 'contentGroup'],
          contentGroupResponseList: [
            { id: made.novels },
            { id: made.hiddenGroup },
            { id: made.favourites },
            { id: made.recent },
          ],
        }),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: -1 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.boxB },
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });

  it("does not show a service admin another service's box (708)", async () => {
    await refused(
      'searchBoxDetail',
      { as: harness.world.serviceAdminA, params: { id: made.boxA2 } },
      ResultCode.SEARCH_BOX_NOT_FOUND,
    );
  });
});

describe('POST /search-box/add', () => {
  endpointTests('searchBoxAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: {
        tabId: made.tabParam,
        label: 'Genre',
        size: 6,
        operation: SearchOperation.SINGLE_CHOICE,
        searchType: SearchTabType.PARAM,
        searchFields: ['param2', 'contentGroup'],
        matchValue: ['Poetry', 'Essays'],
        contentGroupIds: [made.favourites, made.novels],
        isRequiredAtView: true,
      },
      check: (box) =>
        expect(box).toMatchObject({
          label: 'Genre',
          size: 6,
          ordinal: 3,
          matchValue: ['Poetry', 'Essays'],
          contentGroupResponseList: [{ id: made.favourites }, { id: made.novels }],
          isRequiredAtView: true,
          isRequiredAtLogin: false,
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      body: boxBody(made.tabParam, { size: 13 }),
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: boxBody(made.tabB),
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  const rule = (extra: Record<string, unknown>, code = ResultCode.MATCH_VALUE_OR_SEARCH_FIELD_INVALID) =>
    refused('searchBoxAdd', { ...admin(harness.world), body: boxBody(made.tabParam, extra) }, code);

  it('refuses fields the operation cannot search, unknown or repeated fields (422)', async () => {
    await rule({ operation: SearchOperation.DATE_RANGE, searchFields: ['title'] });
    await rule({ operation: SearchOperation.YEAR_RANGE, searchFields: ['author'] });
    await rule({ operation: SearchOperation.PARTIAL, searchFields: ['contentGroup'] });
    await rule({ searchFields: ['price'] });
    await rule({ searchFields: ['title', 'title'] });
    await rule({ searchFields: [] });
  });

  it('refuses a choice box without match values or groups, and repeats (422)', async () => {
    const choice = { operation: SearchOperation.MULTI_CHOICE, searchFields: ['param1'] };
    await rule({ ...choice, matchValue: [] });
    await rule({ ...choice, matchValue: ['Paper', ' paper '] });
    await rule({ ...choice, matchValue: ['A'], contentGroupIds: [made.novels] });
    await rule({ ...choice, searchFields: ['param1', 'contentGroup'], matchValue: ['A'] });
    await rule({
      ...choice,
      searchFields: ['param1', 'contentGroup'],
      matchValue: ['A'],
      contentGroupIds: [made.novels, made.novels],
    });
    await rule({
      ...choice,
      searchFields: ['contentGroup'],
      matchValue: ['A'],
      contentGroupIds: [made.novels],
    });
    await rule({ matchValue: ['A'] });
    await rule({ contentGroupIds: [made.novels] });
  });

  it('accepts a choice box offering only content groups (no match value), stored as such', async () => {
    const { world } = harness;
    const box = await data<SearchBox>('searchBoxAdd', {
      ...admin(world),
      body: boxBody(made.tabParam, {
        operation: SearchOperation.MULTI_CHOICE,
        searchFields: ['contentGroup'],
        matchValue: [],
        contentGroupIds: [made.novels],
      }),
    });
    expect(box).toMatchObject({ matchValue: [], contentGroupResponseList: [{ id: made.novels }] });
    const [row] = await harness.database.db.select().from(searchBoxes).where(eq(searchBoxes.id, box.id));
    expect(row?.matchValues).toEqual([]);
    await rule({ operation: SearchOperation.MULTI_CHOICE, searchFields: ['contentGroup'], matchValue: [] });
  });

  it('refuses a label the tab has, in any case (730), and accepts it on another tab', async () => {
    const { world } = harness;
    await refused(
      'searchBoxAdd',
      { ...admin(world), body: boxBody(made.tabParam, { label: 'TITLE' }) },
      ResultCode.LABEL_DUPLICATED,
    );
    const other = await data<SearchBox>('searchBoxAdd', {
      ...admin(world),
      body: boxBody(made.tabHidden, { label: 'Title' }),
    });
    expect(other).toMatchObject({ tabId: made.tabHidden, ordinal: 1, label: 'Title' });
  });

  it("refuses another service's or company's content group (710), and another service's tab for a service admin (709)", async () => {
    const { world } = harness;
    const groupBox = (ids: number[]) =>
      boxBody(made.tabParam, {
        operation: SearchOperation.MULTI_CHOICE,
        searchFields: ['param1', 'contentGroup'],
        matchValue: ['A'],
        contentGroupIds: ids,
      });
    await refused(
      'searchBoxAdd',
      { ...admin(world), body: groupBox([made.novels, made.groupA2]) },
      ResultCode.CONTENT_GROUP_NOT_FOUND,
    );
    await refused(
      'searchBoxAdd',
      { ...admin(world), body: groupBox([made.groupB]) },
      ResultCode.CONTENT_GROUP_NOT_FOUND,
    );
    await refused(
      'searchBoxAdd',
      { as: world.serviceAdminA, body: boxBody(made.tabA2) },
      ResultCode.TAB_NOT_FOUND,
    );
  });

  it('allows one full-text box per tab (782), also when two arrive together', async () => {
    const { world } = harness;
    const fullText = (tabId: number) =>
      boxBody(tabId, { searchType: SearchTabType.FULL_TEXT, searchFields: [] });
    await refused(
      'searchBoxAdd',
      { ...admin(world), body: fullText(made.tabFull) },
      ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT,
    );
    const tab = await data<SearchTab>('searchTabAdd', {
      ...admin(world),
      body: { title: 'Race', type: SearchTabType.FULL_TEXT, isShow: false },
    });
    const answers = await Promise.all([
      send('searchBoxAdd', { ...admin(world), body: fullText(tab.id) }),
      send('searchBoxAdd', { ...admin(world), body: fullText(tab.id) }),
    ]);
    expect(answers.map((a) => a.json().status).sort()).toEqual([
      ResultCode.OK,
      ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT,
    ]);
    const stored = await harness.database.db.select().from(searchBoxes).where(eq(searchBoxes.tabId, tab.id));
    expect(stored).toHaveLength(1);
  });

  it('the table accepts a choice box without match values only when it offers content groups (422 otherwise)', async () => {
    const { world } = harness;
    const choice = (label: string, searchFields: string[]) =>
      harness.database.db
        .insert(searchBoxes)
        .values({
          ...keyOf(world.a),
          tabId: made.tabParam,
          label,
          operation: SearchOperation.MULTI_CHOICE,
          searchFields: searchFields as never,
          matchValues: [],
        })
        .returning({ id: searchBoxes.id })
        .catch((e: unknown) => e);
    const groupsOnly = await choice('Groups only, by the table', ['contentGroup']);
    expect(groupsOnly).toEqual([{ id: expect.any(Number) }]);
    const answer = asRefusal(await choice('Values missing, by the table', ['param1']));
    expect(isAppError(answer) && answer.code).toBe(ResultCode.MATCH_VALUE_OR_SEARCH_FIELD_INVALID);
  });

  it('answers 782 when the unique index refuses a second full-text box that passed the check', async () => {
    const { world } = harness;
    const error = await harness.database.db
      .insert(searchBoxes)
      .values({
        ...keyOf(world.a),
        tabId: made.tabFull,
        label: 'Sneaked in',
        searchType: SearchTabType.FULL_TEXT,
      })
      .catch((e: unknown) => e);
    const answer = asRefusal(error);
    expect(isAppError(answer) && answer.code).toBe(ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT);
  });
});
