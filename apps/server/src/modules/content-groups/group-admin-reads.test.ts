import {
  type ContentGroupAdminItem,
  type ContentGroupDetail,
  type ContentGroupSummary,
  ContentGroupType,
  ResultCode,
} from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { admin, names, useGroupAdminWorld } from './group-admin-test-support.ts';

const { made, harness, data, refused } = useGroupAdminWorld();

describe('GET /content-group/page', () => {
  endpointTests('contentGroupPage', harness.context, {
    happy: (world) => ({
      ...admin(world),
      query: { name: 'poe', page: 1, size: 10 },
      check: (page) => {
        const { content, totalElements } = page as {
          content: ContentGroupAdminItem[];
          totalElements: number;
        };
        expect(names(content)).toEqual(['Poetry']);
        expect(totalElements).toBe(1);
      },
    }),
    badInput: (world) => ({ ...admin(world), query: { size: 100_000 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      query: { serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it("a service admin pages its own service's groups, specials included, by ordinal", async () => {
    const { world } = harness;
    const page = await data<{ content: ContentGroupAdminItem[] }>('contentGroupPage', {
      as: world.serviceAdminA2,
      at: world.a2,
      query: { size: 50 },
    });
    expect(names(page.content)).toEqual([
      'Maps',
      'Favourites',
      'Recently read',
      'New',
      'Popular',
      'Recommended',
    ]);
  });

  it('finds a group by a translated name and filters by type', async () => {
    const { world } = harness;
    const byTranslation = await data<{ content: ContentGroupAdminItem[] }>('contentGroupPage', {
      ...admin(world),
      query: { name: 'おすすめ', serviceId: world.a.service.id },
    });
    expect(names(byTranslation.content)).toEqual(['Recommended']);
    const popular = await data<{ content: ContentGroupAdminItem[] }>('contentGroupPage', {
      ...admin(world),
      query: { type: ContentGroupType.POPULAR },
    });
    expect(popular.content.map((g) => g.serviceId).sort()).toEqual(
      [world.a.service.id, world.a2.service.id].sort(),
    );
  });
});

describe('GET /content-group/detail/{id}', () => {
  endpointTests('contentGroupDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.poetry },
      check: (detail) => expect((detail as ContentGroupDetail).name).toBe('Poetry'),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.otherCompany },
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
  });

  it("refuses a service admin another service's group of its company", async () => {
    const { world } = harness;
    await refused(
      'contentGroupDetail',
      { as: world.serviceAdminA, params: { id: made.maps } },
      ResultCode.NO_PERMISSION,
    );
  });
});

describe('GET /content-group/public/content-layout-detail', () => {
  endpointTests('contentLayoutDetail', harness.context, {
    happy: () => ({
      as: null,
      query: { contentGroupId: made.poetry },
      check: (g) => expect((g as ContentGroupSummary).name).toBe('Poetry'),
    }),
    badInput: () => ({ as: null, query: { contentGroupId: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: () => ({
      as: null,
      query: { contentGroupId: made.otherCompany },
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
  });

  it("answers 710 for a group of the company's other service", async () => {
    await refused(
      'contentLayoutDetail',
      { as: null, query: { contentGroupId: made.maps } },
      ResultCode.CONTENT_GROUP_NOT_FOUND,
    );
  });
});

describe('the public list follows every change at once (tenant cache)', () => {
  it('shows a renamed, a hidden and a new group in the very next read', async () => {
    const { world } = harness;
    const list = () => data<ContentGroupSummary[]>('publicContentGroups', { as: null });
    expect(names(await list())).toContain('Poetry');
    await data('contentGroupUpdate', {
      ...admin(world),
      params: { id: made.poetry },
      body: { name: 'Verse', itemSize: 150 },
    });
    const renamed = await list();
    expect(names(renamed)).toContain('Verse');
    expect(renamed.find((g) => g.name === 'Verse')?.itemSize).toBe(150);
    await data('contentGroupUpdate', {
      ...admin(world),
      params: { id: made.poetry },
      body: { isShow: false },
    });
    expect(names(await list())).not.toContain('Verse');
    const added = await data<ContentGroupDetail>('contentGroupAdd', {
      ...admin(world),
      body: { name: 'Fresh shelf' },
    });
    expect(names(await list())).toContain('Fresh shelf');
    await data('contentGroupDelete', { ...admin(world), params: { id: added.id } });
    expect(names(await list())).not.toContain('Fresh shelf');
    await data('contentGroupUpdate', {
      ...admin(world),
      params: { id: made.poetry },
      body: { name: 'Poetry', isShow: true },
    });
  });
});
