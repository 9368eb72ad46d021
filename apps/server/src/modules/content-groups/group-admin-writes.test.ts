import {
  type ContentGroupAdminItem,
  type ContentGroupDetail,
  ContentGroupType,
  ResultCode,
} from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { contentGroupContents, contentGroups, contents } from '../../db/schema/index.ts';
import { admin, group, names, useGroupAdminWorld } from './group-admin-test-support.ts';

const { made, harness, data, refused } = useGroupAdminWorld();

describe('POST /content-group/add', () => {
  endpointTests('contentGroupAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: {
        name: '  Travel  ',
        nameTranslations: { ja: '旅行', vn: '' },
        isWrapLine: true,
        itemSize: 180,
        numRow: 2,
        contentIds: [made.books[2] ?? 0, made.books[0] ?? 0],
      },
      check: (detail) => {
        const added = detail as ContentGroupDetail;
        expect(added).toMatchObject({
          name: 'Travel',
          type: ContentGroupType.NORMAL,
          isWrapLine: true,
          itemSize: 180,
        });
        expect(added.nameTranslations).toEqual({ ja: '旅行' });
        expect(added.contentIds).toEqual([made.books[2], made.books[0]]);
        expect(added.serviceId).toBe(world.a.service.id);
      },
    }),
    badInput: (world) => ({ ...admin(world), body: { name: '   ' }, code: ResultCode.GROUP_NAME_REQUIRED }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { name: 'Stolen', contentIds: [made.bookB] },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  it('refuses a long name (751), a duplicate in any case (726), and contents of another service (706)', async () => {
    const { world } = harness;
    await refused(
      'contentGroupAdd',
      { ...admin(world), body: { name: 'x'.repeat(256) } },
      ResultCode.GROUP_NAME_TOO_LONG,
    );
    await refused(
      'contentGroupAdd',
      { ...admin(world), body: { name: 'POETRY' } },
      ResultCode.GROUP_NAME_DUPLICATED,
    );
    await refused(
      'contentGroupAdd',
      { ...admin(world), body: { name: 'Mixed', contentIds: [made.bookA2] } },
      ResultCode.CONTENT_NOT_FOUND,
    );
    const all = await data<ContentGroupAdminItem[]>('contentGroupAll', admin(world));
    expect(names(all)).not.toContain('Mixed');
  });

  it("puts a service admin's group in its own service, and refuses another service (614)", async () => {
    const { world } = harness;
    await refused(
      'contentGroupAdd',
      { as: world.serviceAdminA2, at: world.a2, body: { name: 'Elsewhere', serviceId: world.a.service.id } },
      ResultCode.NO_PERMISSION,
    );
    const added = await data<ContentGroupDetail>('contentGroupAdd', {
      as: world.serviceAdminA2,
      at: world.a2,
      body: { name: 'Poetry' },
    });
    expect(added.serviceId).toBe(world.a2.service.id);
  });
});

describe('PUT /content-group/update/{id}', () => {
  endpointTests('contentGroupUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.poetry },
      body: {
        refCode: 'P-1',
        numRow: 3,
        contentIds: [made.books[1] ?? 0, made.books[0] ?? 0, made.books[2] ?? 0],
      },
      check: (detail) => {
        const updated = detail as ContentGroupDetail;
        expect(updated).toMatchObject({ name: 'Poetry', refCode: 'P-1', numRow: 3, contentCount: 3 });
        expect(updated.contentIds).toEqual([made.books[1], made.books[0], made.books[2]]);
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.poetry },
      body: { itemSize: 0 },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.otherCompany },
      body: { name: 'Mine now' },
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
  });

  it("keeps the group's own order as sent and reads it back in the detail", async () => {
    const { world } = harness;
    const [one, two, three] = made.books as [number, number, number];
    await data('contentGroupUpdate', {
      ...admin(world),
      params: { id: made.poetry },
      body: { contentIds: [three, one, two] },
    });
    const detail = await data<ContentGroupDetail>('contentGroupDetail', {
      ...admin(world),
      params: { id: made.poetry },
    });
    expect(detail.contentIds).toEqual([three, one, two]);
    const rows = await harness.database.db.select().from(contentGroupContents);
    const ordinals = rows
      .filter((r) => r.contentGroupId === made.poetry)
      .sort((x, y) => x.ordinal - y.ordinal)
      .map((r) => r.contentId);
    expect(ordinals).toEqual([three, one, two]);
  });

  it('renames a special group but gives computed groups no contents (406) and refuses a taken name (726)', async () => {
    const { world } = harness;
    const all = await data<ContentGroupAdminItem[]>('contentGroupAll', {
      ...admin(world),
      query: { serviceId: world.a.service.id },
    });
    const popular = all.find((g) => g.type === ContentGroupType.POPULAR);
    await refused(
      'contentGroupUpdate',
      { ...admin(world), params: { id: popular?.id }, body: { contentIds: [made.books[0]] } },
      ResultCode.BAD_PARAMETERS,
    );
    await refused(
      'contentGroupUpdate',
      { ...admin(world), params: { id: popular?.id }, body: { name: 'poetry' } },
      ResultCode.GROUP_NAME_DUPLICATED,
    );
    const renamed = await data<ContentGroupDetail>('contentGroupUpdate', {
      ...admin(world),
      params: { id: popular?.id },
      body: { name: 'Most read' },
    });
    expect(renamed).toMatchObject({ name: 'Most read', type: ContentGroupType.POPULAR, contentIds: [] });
  });

  it('moves the default mark: one default group per service', async () => {
    const { world } = harness;
    const [essays] = await harness.database.db
      .insert(contentGroups)
      .values(group(world.a, 'Default candidate', { ordinal: 9 }))
      .returning();
    await data('contentGroupUpdate', {
      ...admin(world),
      params: { id: essays?.id },
      body: { isDefault: true },
    });
    const all = await data<ContentGroupAdminItem[]>('contentGroupAll', {
      ...admin(world),
      query: { serviceId: world.a.service.id },
    });
    expect(all.filter((g) => g.isDefault).map((g) => g.name)).toEqual(['Default candidate']);
    await data('contentGroupUpdate', {
      ...admin(world),
      params: { id: made.poetry },
      body: { isDefault: true },
    });
  });
});

describe('DELETE /content-group/delete/{id}', () => {
  endpointTests('contentGroupDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.maps } }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.recommendA },
      code: ResultCode.CONTENT_GROUP_UNDELETABLE,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.otherCompany },
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
  });

  it('refuses the default group (749) and a group a user group names (736), changing nothing', async () => {
    const { world } = harness;
    await refused(
      'contentGroupDelete',
      { ...admin(world), params: { id: made.poetry } },
      ResultCode.CONTENT_GROUP_UNDELETABLE,
    );
    await refused(
      'contentGroupDelete',
      { ...admin(world), params: { id: made.usedByUserGroup } },
      ResultCode.CONTENT_GROUP_IN_USE,
    );
    const all = await data<ContentGroupAdminItem[]>('contentGroupAll', admin(world));
    expect(names(all)).toEqual(expect.arrayContaining(['Poetry', 'Members only']));
  });

  it('deletes a group with contents, keeping the contents', async () => {
    const { world } = harness;
    const added = await data<ContentGroupDetail>('contentGroupAdd', {
      ...admin(world),
      body: { name: 'Short lived', contentIds: [made.books[0] ?? 0] },
    });
    await data('contentGroupDelete', { ...admin(world), params: { id: added.id } });
    await refused(
      'contentGroupDetail',
      { ...admin(world), params: { id: added.id } },
      ResultCode.CONTENT_GROUP_NOT_FOUND,
    );
    const books = await harness.database.db.select().from(contents);
    expect(books.map((b) => b.id)).toContain(made.books[0]);
  });
});
