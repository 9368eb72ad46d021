import {
  AccountType,
  apiRoutes,
  type CatalogueCard,
  ContentGroupType,
  type Page,
  PDF_RANGE_CHUNK_SIZE,
  type PdfOpening,
  type PersonalLists,
  ResultCode,
  type ViewerToken,
} from '@hondana/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillGroup, insertGroup, specialGroupOf } from '../../../test/catalogue-kit.ts';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { portalAddress, useTenantWorld } from '../../../test/tenant-world.ts';
import {
  readingHistory,
  services,
  subscriptionPlanContentGroups,
  subscriptionPlans,
  userGroupContentGroups,
  userGroupMembers,
  userGroups,
} from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import {
  loginReader,
  openViewer,
  patternedBytes,
  sealedContent,
  setWatermark,
  viewerCall,
} from './viewer-test-support.ts';

const clock = new ManualClock(new Date());
const ids: Record<string, { id: number; elementId: string }> = {};
let openTenant: Tenant;
let novels = 0;
let planShelf = 0;
let popular = 0;
let tokenA = '';
let tokenB = '';

const harness = useTenantWorld({ clock }, async ({ app, database, world }) => {
  const { db } = database;
  const add = async (key: string, values: Parameters<typeof sealedContent>[4] = {}, at = world.a) => {
    ids[key] = await sealedContent(app, db, at, patternedBytes(3000), { title: key, ...values });
  };
  await add('book');
  await add('viewOnline', { viewOnline: true });
  await add('draft', { state: 'unpublished', published: false });
  await add('hidden', { published: false });
  await add('processing', { state: 'processing' });
  await add('noViewBook', { enableViewBook: false });
  await add('planned');
  await add('a2Book', {}, world.a2);
  await add('bBook', {}, world.b);
  openTenant = await createTenant(db, { accountType: AccountType.OPEN });
  await add('openBook', {}, openTenant);
  await add('recorded', { pdfOpening: recordedOpening });
  novels = await insertGroup(db, world.a, 'Novels');
  popular = await specialGroupOf(db, world.a, ContentGroupType.POPULAR);
  const planGroup = await insertGroup(db, world.a, 'Plan shelf');
  await fillGroup(db, world.a, novels, [ids.book?.id ?? 0]);
  await fillGroup(db, world.a, planGroup, [ids.planned?.id ?? 0]);
  planShelf = planGroup;
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
      name: 'Gold',
      duration: 1,
      price: 1,
    })
    .returning({ id: subscriptionPlans.id });
  await db.insert(subscriptionPlanContentGroups).values({
    companyId: world.a.company.id,
    subscriptionPlanId: plan?.id ?? 0,
    contentGroupId: planGroup,
  });
  await db
    .update(services)
    .set({ referrerUrls: ['https://partner.example/books'] })
    .where(eq(services.id, world.a2.service.id));
  tokenA = (await openViewer(app, world, { as: world.readerA, query: { content_id: ids.book?.elementId } }))
    .token;
  tokenB = (
    await openViewer(app, world, {
      as: world.readerB,
      at: world.b,
      query: { content_id: ids.bBook?.elementId },
    })
  ).token;
});

const recordedOpening: PdfOpening = {
  chunkSize: PDF_RANGE_CHUNK_SIZE,
  document: [[0, 3000]],
  firstPages: [],
};
const element = (key: string) => ids[key]?.elementId ?? '';

async function codeOf(call: Parameters<typeof viewerCall>[3]) {
  const response = await viewerCall(harness.app, harness.world, 'viewerToken', call);
  return response.json().status as number;
}

describe('GET /content/public/viewer-token', () => {
  endpointTests('viewerToken', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      query: { content_id: element('book'), content_group_id: novels },
      check: (data) => {
        const answer = data as ViewerToken;
        expect(answer.fileUrl).toBe(`/api/v1/viewer-files/${answer.token}`);
        expect(answer.contentInfo).toMatchObject({
          id: element('book'),
          title: 'book',
          extensionType: 'pdf',
          print: 0,
          printableContent: false,
          fileSize: 3000,
          pdfOpening: null,
        });
        const life = Date.parse(answer.expiresAt) - Date.parse(answer.issuedAt);
        expect(life).toBe(15 * 60_000);
        expect(Date.parse(answer.renewAfter) - Date.parse(answer.issuedAt)).toBe(10 * 60_000);
      },
    }),
    badInput: (w) => ({ as: w.readerA, query: { content_id: 'NOT-an-id!' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({ as: w.readerA, query: { content_id: element('bBook') }, code: 706 }),
  });

  it('answers the PDF opening processing recorded, so the viewer reads it at once', async () => {
    const answer = await openViewer(harness.app, harness.world, {
      as: harness.world.readerA,
      query: { content_id: element('recorded') },
    });
    expect(answer.contentInfo.pdfOpening).toEqual(recordedOpening);
  });

  it('refuses with each code of the viewer, in order', async () => {
    const { world } = harness;
    const as = world.readerA;
    expect(await codeOf({ as, query: {} })).toBe(ResultCode.BAD_REQUEST);
    expect(await codeOf({ as, query: { content_id: element('a2Book') } })).toBe(ResultCode.CONTENT_NOT_FOUND);
    expect(await codeOf({ as, query: { content_id: 'a'.repeat(24) } })).toBe(ResultCode.CONTENT_NOT_FOUND);
    expect(await codeOf({ as, query: { content_id: element('draft') } })).toBe(
      ResultCode.CONTENT_UNPUBLISHED,
    );
    expect(await codeOf({ as, query: { content_id: element('hidden') } })).toBe(
      ResultCode.CONTENT_UNPUBLISHED,
    );
    expect(await codeOf({ as, query: { content_id: element('processing') } })).toBe(
      ResultCode.CONTENT_ENCRYPTING,
    );
    expect(await codeOf({ as, query: { content_id: element('noViewBook') } })).toBe(
      ResultCode.CONTENT_VIEW_NOT_ALLOWED,
    );
    expect(await codeOf({ as, query: { content_id: element('planned') } })).toBe(
      ResultCode.PLAN_REQUIRED_TO_VIEW,
    );
    // Another service of the same company: not found, from either side.
    expect(await codeOf({ as: world.readerA2, at: world.a2, query: { content_id: element('book') } })).toBe(
      706,
    );
  });

  it('opens a plan content to a reader whose user group names its content group (the organisation holds it)', async () => {
    const { world, database } = harness;
    const { db } = database;
    const company = world.a.company.id;
    const [group] = await db
      .insert(userGroups)
      .values({ companyId: company, name: 'Licensed readers', authMethod: 1 })
      .returning({ id: userGroups.id });
    const userGroupId = group?.id ?? 0;
    try {
      await db
        .insert(userGroupMembers)
        .values({ companyId: company, userGroupId, userId: world.readerA.user.id });
      // A member of a group that names no content group: still the plan's refusal.
      expect(await codeOf({ as: world.readerA, query: { content_id: element('planned') } })).toBe(
        ResultCode.PLAN_REQUIRED_TO_VIEW,
      );
      await db
        .insert(userGroupContentGroups)
        .values({ companyId: company, userGroupId, contentGroupId: planShelf });
      const token = await viewerCall(harness.app, world, 'viewerToken', {
        as: world.readerA,
        query: { content_id: element('planned') },
      });
      expect(token.json()).toMatchObject({ status: 200 });
    } finally {
      await db.delete(userGroupMembers).where(eq(userGroupMembers.userGroupId, userGroupId));
      await db.delete(userGroupContentGroups).where(eq(userGroupContentGroups.userGroupId, userGroupId));
      await db.delete(userGroups).where(eq(userGroups.id, userGroupId));
    }
  });

  it('lets a visitor open only view-online contents, unless the company is OPEN', async () => {
    expect(await codeOf({ as: null, query: { content_id: element('book') } })).toBe(
      ResultCode.LOGIN_REQUIRED,
    );
    const open = await openViewer(harness.app, harness.world, {
      as: null,
      query: { content_id: element('viewOnline') },
    });
    expect(open.progress).toBeNull();
    const openPortal = await openViewer(harness.app, harness.world, {
      as: null,
      at: openTenant,
      query: { content_id: element('openBook') },
    });
    expect(openPortal.contentInfo.id).toBe(element('openBook'));
  });

  it('checks cus-referer against the service’s referrer URLs (845)', async () => {
    const { app, world } = harness;
    const send = (referer?: string) => {
      const address = portalAddress(world.a2);
      const search = new URLSearchParams({
        content_id: element('a2Book'),
        domain: address.domain,
        path: address.path,
      });
      return app.inject({
        method: 'GET',
        url: `/api/v1/content/public/viewer-token?${search}`,
        headers: {
          host: address.host,
          'x-access-token': world.readerA2.token,
          ...(referer ? { 'cus-referer': referer } : {}),
        },
      });
    };
    expect((await send()).json().status).toBe(ResultCode.REFERRER_URL_NOT_FOUND);
    expect((await send('https://elsewhere.example/')).json().status).toBe(ResultCode.REFERRER_URL_NOT_FOUND);
    expect((await send('https://partner.example/books/shelf')).statusCode).toBe(200);
  });

  it('draws the reader’s e-mail, or the custom text, when the watermark is on', async () => {
    const { app, world, database } = harness;
    const open = (as = world.readerA) =>
      openViewer(app, world, { as, query: { content_id: element('book') } });
    expect((await open()).watermark).toBeNull();
    await setWatermark(database.db, world.a, { enabled: true, useDefaultContent: true, color: '#112233' });
    expect((await open()).watermark).toMatchObject({
      watermarkContent: world.readerA.user.email,
      color: '#112233',
      position: 'diagonal',
    });
    const visitor = await openViewer(app, world, { as: null, query: { content_id: element('viewOnline') } });
    expect(visitor.watermark?.watermarkContent).toBe(world.a.company.customName ?? world.a.company.name);
    await setWatermark(database.db, world.a, { useDefaultContent: false, watermarkContent: 'Library copy' });
    expect((await open()).watermark?.watermarkContent).toBe('Library copy');
    await setWatermark(database.db, world.a, { enabled: false });
  });

  it('writes the reading history: the content shows in recently read and the popular ranking counts it', async () => {
    const { app, world, database } = harness;
    const { db } = database;
    const reader = await insertReader();
    await openViewer(app, world, {
      as: reader,
      query: { content_id: element('book'), content_group_id: novels },
    });
    await openViewer(app, world, { as: reader, query: { content_id: element('book') } });
    const [row] = await db
      .select()
      .from(readingHistory)
      .where(and(eq(readingHistory.userId, reader.user.id), eq(readingHistory.contentId, ids.book?.id ?? 0)));
    expect(row).toMatchObject({ viewCount: 2, contentGroupId: novels });
    // Popular takes three distinct readers by default: a third one opens it (before any list, which
    // keeps the ranking for a few seconds).
    await openViewer(app, world, { as: await insertReader(), query: { content_id: element('book') } });
    const lists = await callRoute(app, apiRoutes.personalLists, { as: reader, query: {} }, world);
    const recent = (lists.json().data as PersonalLists).recentlyRead.content.map((c) => c.id);
    expect(recent).toEqual([element('book')]);

    const views = await db.execute<{ views: number }>(
      sql`select sum(views)::int as views from content_daily_views where content_id = ${ids.book?.id ?? 0}`,
    );
    // Reader A's opening at the start and this reader's two: one view per reader and day.
    expect(views.rows[0]?.views).toBeGreaterThanOrEqual(2);
    const page = await callRoute(
      app,
      apiRoutes.cataloguePage,
      { as: null, query: { content_group_id: popular } },
      world,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json().data as Page<CatalogueCard>).content[0]?.id).toBe(element('book'));
  });
});

/** A reader of A of their own, so history counts start at zero. */
async function insertReader() {
  const { app, world, database } = harness;
  const { createUser } = await import('../../../test/fixtures.ts');
  const { user, password } = await createUser(database.db, world.a, { serviceId: world.a.service.id });
  return { user, password, token: await loginReader(app, world.a, user, password) };
}

describe('POST /content/public/viewer-token/renew', () => {
  endpointTests('viewerTokenRenew', harness.context, {
    happy: () => ({
      as: null,
      body: { token: tokenA },
      check: (data) => {
        const answer = data as ViewerToken;
        expect(answer.contentInfo.id).toBe(element('book'));
      },
    }),
    badInput: () => ({ as: null, body: { token: 'short' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: () => ({ as: null, body: { token: tokenB }, code: ResultCode.VIEWER_TOKEN_INVALID }),
  });

  const renew = (token: string, at?: Tenant) =>
    viewerCall(harness.app, harness.world, 'viewerTokenRenew', { as: null, at, body: { token } });

  it('refuses a forged token (767) and counts no view', async () => {
    const { database, world } = harness;
    const forged = `${tokenA.slice(0, 10)}${tokenA[10] === 'A' ? 'B' : 'A'}${tokenA.slice(11)}`;
    expect((await renew(forged)).json().status).toBe(ResultCode.VIEWER_TOKEN_INVALID);
    const count = async () =>
      (
        await database.db
          .select({ n: readingHistory.viewCount })
          .from(readingHistory)
          .where(
            and(
              eq(readingHistory.userId, world.readerA.user.id),
              eq(readingHistory.contentId, ids.book?.id ?? 0),
            ),
          )
      )[0]?.n;
    const before = await count();
    expect((await renew(tokenA)).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('expires after 15 minutes (765): renewing before keeps the reader reading', async () => {
    const { app, world } = harness;
    const first = await openViewer(app, world, { as: world.readerA, query: { content_id: element('book') } });
    clock.advance(11 * 60_000);
    const renewed = (await renew(first.token)).json().data as ViewerToken;
    clock.advance(5 * 60_000);
    expect((await renew(first.token)).json().status).toBe(ResultCode.VIEWER_TOKEN_EXPIRED);
    const bytes = await app.inject({ method: 'GET', url: first.fileUrl });
    expect(bytes.json().status).toBe(ResultCode.VIEWER_TOKEN_EXPIRED);
    expect((await app.inject({ method: 'GET', url: renewed.fileUrl })).statusCode).toBe(200);
    clock.advance(15 * 60_000);
    expect((await renew(renewed.token)).json().status).toBe(ResultCode.VIEWER_TOKEN_EXPIRED);
    clock.set(new Date());
  });
});
