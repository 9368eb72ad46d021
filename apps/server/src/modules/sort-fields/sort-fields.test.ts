import {
  type apiRoutes,
  ResultCode,
  SortableField,
  type SortFieldItem,
  SortFieldType,
  sortableFields,
  sortFieldByCode,
  sortFieldCodes,
} from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { sortFields } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

interface Made {
  title: number;
  author: number;
  newest: number;
  searchTitle: number;
  a2: number;
  b: number;
}
const made = {} as Made;

const sort = (
  tenant: Tenant,
  field: SortableField,
  ordinal: number,
  extra: Partial<typeof sortFields.$inferInsert> = {},
) => ({
  companyId: tenant.company.id,
  serviceId: tenant.service.id,
  type: SortFieldType.CONTENT_LIST,
  field,
  title: field,
  ordinal,
  ...extra,
});

const harness = useTenantWorld({}, async ({ world, database }) => {
  const rows = await database.db
    .insert(sortFields)
    .values([
      sort(world.a, SortableField.UPLOADED_AT, 1, { isSortFieldDefault: true, isAscDefault: false }),
      sort(world.a, SortableField.TITLE, 2),
      sort(world.a, SortableField.AUTHOR, 3),
      sort(world.a, SortableField.TITLE, 1, { type: SortFieldType.SEARCH_RESULT }),
      sort(world.a2, SortableField.TITLE, 1),
      sort(world.b, SortableField.TITLE, 1),
    ])
    .returning();
  const [newest, title, author, searchTitle, a2, b] = rows.map((r) => r.id) as number[];
  Object.assign(made, { newest, title, author, searchTitle, a2, b });
});

const { send, data } = routeCaller(harness);

async function refused(name: keyof typeof apiRoutes, call: AnyCall, code: number) {
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
}

const admin = (world: TenantWorld) => ({ as: world.companyAdminA });
const publicList = (type?: number) =>
  data<SortFieldItem[]>('sortFieldPublic', { as: null, query: type === undefined ? {} : { type } });

describe('the sort table', () => {
  it('gives every sortable field one code, and 12 is the group order', () => {
    expect(new Set(sortFieldCodes.map((s) => s.code)).size).toBe(sortFieldCodes.length);
    expect(sortFieldCodes.map((s) => s.field).sort()).toEqual([...sortableFields].sort());
    expect(sortFieldByCode(12)?.field).toBe(SortableField.GROUP_ORDER);
    expect(sortFieldByCode(99)).toBeUndefined();
  });
});

describe('GET /sort-field/public', () => {
  endpointTests('sortFieldPublic', harness.context, {
    happy: () => ({
      as: null,
      query: { type: SortFieldType.CONTENT_LIST },
      check: (list) => {
        const items = list as SortFieldItem[];
        expect(items.map((s) => s.field)).toEqual(['uploadedAt', 'title', 'author']);
        expect(items[1]?.code).toBe(1);
      },
    }),
    badInput: () => ({ as: null, query: { type: 7 }, code: ResultCode.BAD_REQUEST }),
  });

  it("lists only the portal's service, both types when none is named", async () => {
    const { world } = harness;
    expect((await publicList()).map((s) => s.id)).toEqual([
      made.newest,
      made.title,
      made.author,
      made.searchTitle,
    ]);
    const a2 = await data<SortFieldItem[]>('sortFieldPublic', { as: null, at: world.a2 });
    expect(a2.map((s) => s.id)).toEqual([made.a2]);
  });
});

describe('GET /sort-field/detail/{id}', () => {
  endpointTests('sortFieldDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.newest },
      check: (item) =>
        expect(item).toMatchObject({ field: 'uploadedAt', isAcsDefault: false, isSortFieldDefault: true }),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.b },
      code: ResultCode.SORT_FIELD_NOT_FOUND,
    }),
  });

  it("refuses a service admin another service's sort field (614)", async () => {
    const { world } = harness;
    await refused(
      'sortFieldDetail',
      { as: world.serviceAdminA, params: { id: made.a2 } },
      ResultCode.NO_PERMISSION,
    );
  });
});

describe('POST /sort-field/add', () => {
  endpointTests('sortFieldAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: {
        type: SortFieldType.CONTENT_LIST,
        field: SortableField.GROUP_ORDER,
        title: 'Our order',
        titleTranslations: { ja: '並び順', vn: 'Thứ tự' },
      },
      check: (item) =>
        expect(item).toMatchObject({
          code: 12,
          ordinal: 4,
          serviceId: world.a.service.id,
          titleTranslations: { ja: '並び順' },
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { type: SortFieldType.CONTENT_LIST, field: 'price', title: 'Price' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: {
        type: SortFieldType.CONTENT_LIST,
        field: SortableField.YEAR,
        title: 'Year',
        serviceId: world.b.service.id,
      },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('refuses a field the type has (734), allows it in the other type, and moves the default mark', async () => {
    const { world } = harness;
    await refused(
      'sortFieldAdd',
      {
        ...admin(world),
        body: { type: SortFieldType.CONTENT_LIST, field: SortableField.TITLE, title: 'Again' },
      },
      ResultCode.SORT_FIELD_DUPLICATED,
    );
    const added = await data<SortFieldItem>('sortFieldAdd', {
      ...admin(world),
      body: {
        type: SortFieldType.SEARCH_RESULT,
        field: SortableField.AUTHOR,
        title: 'Author',
        isSortFieldDefault: true,
      },
    });
    const search = await publicList(SortFieldType.SEARCH_RESULT);
    expect(search.filter((s) => s.isSortFieldDefault).map((s) => s.id)).toEqual([added.id]);
    expect((await publicList(SortFieldType.CONTENT_LIST)).find((s) => s.isSortFieldDefault)?.id).toBe(
      made.newest,
    );
  });
});

describe('PUT /sort-field/update/{id}', () => {
  endpointTests('sortFieldUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.author },
      body: { title: 'Writer', titleTranslations: { en: 'Writer', ja: '著者' }, isAcsDefault: false },
      check: (item) =>
        expect(item).toMatchObject({
          title: 'Writer',
          isAcsDefault: false,
          type: SortFieldType.CONTENT_LIST,
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.author },
      body: { title: '' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.b },
      body: { title: 'Mine' },
      code: ResultCode.SORT_FIELD_NOT_FOUND,
    }),
  });

  it('refuses a field its type already has (734) and shows a change in the next public read', async () => {
    const { world } = harness;
    await refused(
      'sortFieldUpdate',
      { ...admin(world), params: { id: made.author }, body: { field: SortableField.TITLE } },
      ResultCode.SORT_FIELD_DUPLICATED,
    );
    await publicList();
    await data('sortFieldUpdate', {
      ...admin(world),
      params: { id: made.author },
      body: { title: 'By author' },
    });
    expect((await publicList()).find((s) => s.id === made.author)?.title).toBe('By author');
  });
});

describe('PUT /sort-field/update (reorder)', () => {
  endpointTests('sortFieldReorder', harness.context, {
    happy: (world) => ({
      as: world.serviceAdminA2,
      at: world.a2,
      body: { type: SortFieldType.CONTENT_LIST, ids: [made.a2] },
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { type: SortFieldType.CONTENT_LIST, ids: [made.title, made.title] },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { type: SortFieldType.CONTENT_LIST, ids: [made.b] },
      code: ResultCode.BAD_PARAMETERS,
    }),
  });

  it('sets the order of the whole type, and refuses a list that misses one', async () => {
    const { world } = harness;
    const current = (await publicList(SortFieldType.CONTENT_LIST)).map((s) => s.id);
    const reversed = [...current].reverse();
    await refused(
      'sortFieldReorder',
      { ...admin(world), body: { type: SortFieldType.CONTENT_LIST, ids: reversed.slice(1) } },
      ResultCode.BAD_PARAMETERS,
    );
    const answer = await data<SortFieldItem[]>('sortFieldReorder', {
      ...admin(world),
      body: { type: SortFieldType.CONTENT_LIST, ids: reversed },
    });
    expect(answer.map((s) => [s.id, s.ordinal])).toEqual(reversed.map((id, i) => [id, i + 1]));
    expect((await publicList(SortFieldType.CONTENT_LIST)).map((s) => s.id)).toEqual(reversed);
  });
});

describe('DELETE /sort-field/delete/{id}', () => {
  endpointTests('sortFieldDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.searchTitle } }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.newest },
      code: ResultCode.SORT_FIELD_UNDELETABLE,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.b },
      code: ResultCode.SORT_FIELD_NOT_FOUND,
    }),
  });

  it('deletes a sort field that is not the default, gone from the next public read', async () => {
    const { world } = harness;
    await publicList();
    await data('sortFieldDelete', { ...admin(world), params: { id: made.title } });
    expect((await publicList()).map((s) => s.id)).not.toContain(made.title);
    await refused(
      'sortFieldDetail',
      { ...admin(world), params: { id: made.title } },
      ResultCode.SORT_FIELD_NOT_FOUND,
    );
  });
});

describe('PUT /sort-field/reset-sort-field', () => {
  endpointTests('sortFieldReset', harness.context, {
    happy: (world) => ({
      as: world.serviceAdminA2,
      at: world.a2,
      body: { type: SortFieldType.CONTENT_LIST },
      check: (list) => {
        const items = list as SortFieldItem[];
        expect(items.map((s) => s.field)).toEqual(['uploadedAt', 'title', 'author']);
        expect(items.map((s) => s.titleTranslations.ja)).toEqual(['新着順', 'タイトル', '著者']);
        expect(items.filter((s) => s.isSortFieldDefault)).toHaveLength(1);
      },
    }),
    badInput: (world) => ({ ...admin(world), body: { type: 3 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it("resets both types of one service only, shown in the next public read; the other service's stay", async () => {
    const { world } = harness;
    await publicList();
    const answer = await data<SortFieldItem[]>('sortFieldReset', { ...admin(world), body: {} });
    expect(answer.map((s) => [s.type, s.field])).toEqual([
      [1, 'uploadedAt'],
      [1, 'title'],
      [1, 'author'],
      [2, 'uploadedAt'],
      [2, 'title'],
      [2, 'author'],
    ]);
    expect((await publicList()).map((s) => s.id)).toEqual(answer.map((s) => s.id));
    const b = await harness.database.db.select().from(sortFields);
    expect(b.map((r) => r.id)).toContain(made.b);
  });
});
