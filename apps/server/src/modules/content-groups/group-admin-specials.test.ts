import {
  type ContentGroupAdminItem,
  type ContentGroupDetail,
  ContentGroupType,
  ResultCode,
} from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { contentGroups } from '../../db/schema/index.ts';
import { admin, names, useGroupAdminWorld } from './group-admin-test-support.ts';

const { made, harness, data, refused } = useGroupAdminWorld();

describe('POST /content-group/reset-content-group', () => {
  endpointTests('contentGroupReset', harness.context, {
    happy: (world) => ({
      as: world.serviceAdminA2,
      at: world.a2,
      body: {},
      check: (list) => {
        const types = (list as ContentGroupAdminItem[]).map((g) => g.type);
        for (const type of [2, 3, 4, 5, 6]) expect(types).toContain(type);
      },
    }),
    badInput: (world) => ({ ...admin(world), body: { serviceId: -1 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('restores the special groups names and layout, creates a missing one, keeps normal groups and contents', async () => {
    const { world } = harness;
    const { db } = harness.database;
    const all = await data<ContentGroupAdminItem[]>('contentGroupAll', {
      ...admin(world),
      query: { serviceId: world.a.service.id },
    });
    const favourites = all.find((g) => g.type === ContentGroupType.FAVORITE);
    await data('contentGroupUpdate', {
      ...admin(world),
      params: { id: made.recommendA },
      body: {
        name: 'Staff picks',
        isWrapLine: true,
        numRow: 4,
        isShow: false,
        contentIds: [made.books[0] ?? 0],
      },
    });
    await db.delete(contentGroups).where(eq(contentGroups.id, favourites?.id ?? 0));
    const reset = await data<ContentGroupAdminItem[]>('contentGroupReset', {
      ...admin(world),
      body: { serviceId: world.a.service.id },
    });
    const recommend = reset.find((g) => g.type === ContentGroupType.RECOMMEND);
    expect(recommend).toMatchObject({
      id: made.recommendA,
      name: 'Recommended',
      isWrapLine: false,
      numRow: null,
      isShow: true,
    });
    expect(recommend?.contentCount).toBe(1);
    expect(reset.filter((g) => g.type === ContentGroupType.FAVORITE)).toHaveLength(1);
    expect(names(reset)).toContain('Poetry');
  });
});

describe('PUT /content-group/update-ref-code', () => {
  endpointTests('contentGroupUpdateRefCode', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: {
        contentGroups: [
          { id: made.poetry, refCode: 'POE' },
          { id: made.usedByUserGroup, refCode: null },
        ],
      },
      check: (list) =>
        expect((list as ContentGroupAdminItem[]).map((g) => [g.id, g.refCode])).toEqual([
          [made.poetry, 'POE'],
          [made.usedByUserGroup, null],
        ]),
    }),
    badInput: (world) => ({ ...admin(world), body: { contentGroups: [] }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: {
        contentGroups: [
          { id: made.poetry, refCode: 'X' },
          { id: made.otherCompany, refCode: 'X' },
        ],
      },
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
  });

  it('changes nothing when one of the groups is out of reach', async () => {
    const { world } = harness;
    const detail = await data<ContentGroupDetail>('contentGroupDetail', {
      ...admin(world),
      params: { id: made.poetry },
    });
    expect(detail.refCode).not.toBe('X');
  });
});

describe('trending add and remove', () => {
  endpointTests('trendingAdd', harness.context, {
    happy: (world) => ({ ...admin(world), body: { contentId: made.books[1] ?? 0 } }),
    badInput: (world) => ({ ...admin(world), body: { contentId: 'one' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { contentId: made.bookB },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });
  endpointTests('trendingDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { contentId: made.books[2] ?? 0 } }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { contentId: made.bookB },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  it("adds a content last to its service's recommend group, once, and removes it", async () => {
    const { world } = harness;
    const [one, two, three] = made.books as [number, number, number];
    await data('contentGroupUpdate', {
      ...admin(world),
      params: { id: made.recommendA },
      body: { contentIds: [one] },
    });
    await data('trendingAdd', { ...admin(world), body: { contentId: three } });
    await data('trendingAdd', { ...admin(world), body: { contentId: two } });
    await data('trendingAdd', { ...admin(world), body: { contentId: three } });
    const detail = () =>
      data<ContentGroupDetail>('contentGroupDetail', { ...admin(world), params: { id: made.recommendA } });
    expect((await detail()).contentIds).toEqual([one, three, two]);
    await data('trendingDelete', { ...admin(world), params: { contentId: three } });
    expect((await detail()).contentIds).toEqual([one, two]);
  });

  it("refuses a service admin another service's content (614)", async () => {
    const { world } = harness;
    await refused(
      'trendingAdd',
      { as: world.serviceAdminA, body: { contentId: made.bookA2 } },
      ResultCode.NO_PERMISSION,
    );
  });
});
