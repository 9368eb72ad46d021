import { apiRoutes, type CatalogueDetail, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillGroup, insertContent, insertGroup, tagContents } from '../../../test/catalogue-kit.ts';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { buttons, contentSearchResultSettings, services } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

type Row = { id: number; elementId: string };
const rows: Record<string, Row> = {};
let novels = 0;
let hashtag = 0;

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const add = async (key: string, values: Parameters<typeof insertContent>[2], tenant = world.a) => {
    rows[key] = await insertContent(db, tenant, values);
  };
  await add('book', {
    title: '銀河鉄道の夜',
    author: '宮沢賢治',
    description: 'A night train.',
    toc: '1. 午后の授業',
    keywords: '鉄道',
    series: 'Night',
    printable: 2,
    contentCode: 'GT-1',
  });
  await add('members', { title: 'Members only', loginRequired: true });
  await add('draft', { title: 'Draft', state: 'unpublished', published: false });
  await add('partner', { title: 'Partner book', description: 'Hidden by layout' }, world.a2);
  await add('bBook', { title: 'B book' }, world.b);
  novels = await insertGroup(db, world.a, 'Novels');
  const hidden = await insertGroup(db, world.a, 'Hidden', { isShow: false });
  await fillGroup(db, world.a, novels, [rows.book?.id as number]);
  await fillGroup(db, world.a, hidden, [rows.book?.id as number]);
  hashtag = await tagContents(db, world.a, '宮沢賢治', [rows.book?.id as number]);
  // The second service of A: a content-detail layout of two fields and a partner referrer URL.
  await db
    .update(contentSearchResultSettings)
    .set({
      contentLayoutDetail: [
        { field: 'title', size: 20, showLabel: false, showBox: false, ordinal: 1 },
        { field: 'author', size: 14, showLabel: true, showBox: false, ordinal: 2 },
      ],
    })
    .where(eq(contentSearchResultSettings.serviceId, world.a2.service.id));
  await db
    .update(services)
    .set({ referrerUrls: ['https://partner.example/books'] })
    .where(eq(services.id, world.a2.service.id));
  // The view-book button of A's first service (a search button beside it must not be taken for it).
  const scoped = { companyId: world.a.company.id, serviceId: world.a.service.id };
  await db.insert(buttons).values([
    { ...scoped, actionType: 'search', label: 'Search', ordinal: 0 },
    {
      ...scoped,
      actionType: 'view_book',
      label: 'Read now',
      labelTranslations: { ja: '今すぐ読む', vn: 'Đọc ngay' },
      icon: 'eye',
      isCustom: true,
      position: 'right',
      backgroundColor: '#112233',
      textColor: '#fefefe',
      borderColor: '#445566',
      width: 200,
      height: 40,
      ordinal: 1,
    },
  ]);
});

function detail(as: WorldUser | null, query: Record<string, unknown>, at?: Tenant, referer?: string) {
  const { world, app } = harness;
  const address = world.address(at ?? world.a);
  const search = new URLSearchParams({ domain: address.domain, path: address.path });
  for (const [k, v] of Object.entries(query)) search.set(k, String(v));
  return app.inject({
    method: 'GET',
    url: `/api/v1/content/public/detail?${search}`,
    headers: {
      host: address.host,
      ...(as ? { 'x-access-token': as.token } : {}),
      ...(referer ? { 'cus-referer': referer } : {}),
    },
  });
}

describe('GET /content/public/detail', () => {
  endpointTests('catalogueDetail', harness.context, {
    happy: () => ({
      as: null,
      query: { id: rows.book?.elementId ?? '', content_group_id: novels },
      check: (data) =>
        expect(data).toMatchObject({
          id: rows.book?.elementId,
          detailId: rows.book?.elementId,
          contentId: 'GT-1',
          title: '銀河鉄道の夜',
          author: '宮沢賢治',
          description: 'A night train.',
          toc: '1. 午后の授業',
          print: 2,
          printableContent: true,
          isFavorite: false,
          isSubscriptionPlan: false,
          contentGroups: [{ id: novels, name: 'Novels', type: 1 }],
          contentGroupIds: [novels],
          hashtags: [{ id: hashtag, name: '宮沢賢治' }],
          seriesField: 'series',
          seriesValue: 'Night',
        }),
    }),
    badInput: () => ({ as: null, query: {}, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: () => ({
      as: null,
      query: { id: rows.bBook?.elementId ?? '' },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  it('answers the service’s view-book button look, and null where the service has none', async () => {
    const mine = (await detail(null, { id: rows.book?.elementId })).json().data as CatalogueDetail;
    expect(mine.viewBookButton).toEqual({
      label: 'Read now',
      labelTranslations: { ja: '今すぐ読む', vn: 'Đọc ngay' },
      icon: 'eye',
      backgroundColor: '#112233',
      textColor: '#fefefe',
      borderColor: '#445566',
      width: 200,
      height: 40,
      align: 'right',
    });
    const partner = await detail(
      null,
      { id: rows.partner?.elementId },
      harness.world.a2,
      'https://partner.example/books/1',
    );
    expect((partner.json().data as CatalogueDetail).viewBookButton).toBeNull();
  });

  it('opens by detail_id too', async () => {
    const response = await detail(null, { detail_id: rows.book?.elementId });
    expect((response.json().data as CatalogueDetail).title).toBe('銀河鉄道の夜');
  });

  it('hides an unpublished content and another service’s (706); shows a visitor a login-required one to log in and read (850)', async () => {
    expect((await detail(null, { id: rows.draft?.elementId })).json().status).toBe(
      ResultCode.CONTENT_NOT_FOUND,
    );
    expect((await detail(harness.world.readerA, { id: rows.draft?.elementId })).json().status).toBe(
      ResultCode.CONTENT_NOT_FOUND,
    );
    expect((await detail(null, { id: rows.partner?.elementId })).json().status).toBe(
      ResultCode.CONTENT_NOT_FOUND,
    );
    const visitor = await detail(null, { id: rows.members?.elementId });
    expect(visitor.json().data).toMatchObject({
      title: 'Members only',
      access: { read: ResultCode.LOGIN_REQUIRED, favourite: ResultCode.LOGIN_REQUIRED },
    });
    const reader = await detail(harness.world.readerA, { id: rows.members?.elementId });
    expect(reader.json().data).toMatchObject({
      title: 'Members only',
      loginRequired: true,
      access: { read: 'allowed', favourite: 'allowed' },
    });
  });

  it('answers only the fields of the service’s detail layout', async () => {
    const response = await detail(
      null,
      { id: rows.partner?.elementId },
      harness.world.a2,
      'https://partner.example/books/1',
    );
    expect(response.json().data).toMatchObject({
      title: 'Partner book',
      description: null,
      toc: null,
      keywords: null,
    });
  });

  it('checks cus-referer against the service’s referrer URLs when it has any (845)', async () => {
    const { a2 } = harness.world;
    const id = rows.partner?.elementId;
    expect((await detail(null, { id }, a2)).json().status).toBe(ResultCode.REFERRER_URL_NOT_FOUND);
    expect((await detail(null, { id }, a2, 'https://evil.example/books')).json().status).toBe(
      ResultCode.REFERRER_URL_NOT_FOUND,
    );
    expect((await detail(null, { id }, a2, 'HTTPS://Partner.example/books/7')).statusCode).toBe(200);
    const inPortal = `http://${harness.world.address(a2).host}/${a2.service.path}/search`;
    expect((await detail(null, { id }, a2, inPortal)).statusCode).toBe(200);
    // A service without referrer URLs needs no header.
    expect((await detail(null, { id: rows.book?.elementId })).statusCode).toBe(200);
  });

  it('refuses another tenant’s token (601)', async () => {
    const response = await detail(harness.world.readerB, { id: rows.book?.elementId });
    expect(response.json().status).toBe(ResultCode.ACCESS_TOKEN_INVALID);
  });

  it('documents the optional token in OpenAPI', async () => {
    const document = (await harness.app.inject({ url: '/api/docs/json' })).json();
    const operation = document.paths['/api/v1/content/public/detail'].get;
    expect(operation.security).toEqual([{}, { accessToken: [] }]);
    expect(operation.description).toContain('token (optional)');
  });

  it('sends a visitor nothing personal; callRoute reaches it as a visitor', async () => {
    const response = await callRoute(
      harness.app,
      apiRoutes.catalogueDetail,
      { as: null, query: { id: rows.book?.elementId ?? '' } },
      harness.world,
    );
    expect(response.json().data).toMatchObject({ isFavorite: false, isRegistered: false });
  });
});
