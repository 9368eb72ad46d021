import {
  type apiRoutes,
  type ContentGroupAdminItem,
  type ContentGroupDetail,
  type ContentGroupSummary,
  ContentGroupType,
  ResultCode,
} from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import {
  contentGroupContents,
  contentGroups,
  contents,
  userGroupContentGroups,
  userGroups,
} from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { newElementId } from '../content/content-service.ts';
import { ensureSpecialGroups } from './special-groups.ts';

interface Made {
  poetry: number;
  maps: number;
  otherCompany: number;
  usedByUserGroup: number;
  recommendA: number;
  books: number[];
  bookA2: number;
  bookB: number;
}
const made = {} as Made;

const group = (tenant: Tenant, name: string, extra: Partial<typeof contentGroups.$inferInsert> = {}) => ({
  companyId: tenant.company.id,
  serviceId: tenant.service.id,
  name,
  ...extra,
});

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

const admin = (world: TenantWorld) => ({ as: world.companyAdminA });
const names = (groups: { name: string }[]) => groups.map((g) => g.name);

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
