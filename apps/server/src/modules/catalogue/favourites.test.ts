import {
  apiRoutes,
  type CatalogueCard,
  ContentGroupType,
  type PersonalLists,
  ResultCode,
} from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  daysAgo,
  fillGroup,
  insertContent,
  insertGroup,
  specialGroupOf,
} from '../../../test/catalogue-kit.ts';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { createUser } from '../../../test/fixtures.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import {
  favourites,
  readingHistory,
  subscriptionPlanContentGroups,
  subscriptionPlans,
  userSubscriptions,
} from '../../db/schema/index.ts';

type Row = { id: number; elementId: string };
const rows: Record<string, Row> = {};
const groups: Record<string, number> = {};
let otherReaderId = 0;
let planId = 0;

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const a = world.a;
  const add = async (key: string, title: string, values: Record<string, unknown> = {}, tenant = a) => {
    rows[key] = await insertContent(db, tenant, { title, ...values });
  };
  for (const key of ['sakura', 'abc', 'vol10', 'vol2', 'planned', 'spare']) await add(key, key);
  await add('draft', 'draft', { state: 'unpublished', published: false });
  await add('other', 'other', {}, world.a2);
  await add('bBook', 'bBook', {}, world.b);
  const id = (key: string) => rows[key]?.id as number;
  groups.novels = await insertGroup(db, a, 'Novels');
  groups.plan = await insertGroup(db, a, 'Plan shelf');
  groups.favourites = await specialGroupOf(db, a, ContentGroupType.FAVORITE);
  groups.recent = await specialGroupOf(db, a, ContentGroupType.RECENTLY);
  groups.a2 = await insertGroup(db, world.a2, 'A2 shelf');
  await fillGroup(db, a, groups.novels, [id('sakura'), id('abc'), id('vol10'), id('vol2'), id('spare')]);
  await fillGroup(db, a, groups.plan, [id('planned')]);
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ companyId: a.company.id, serviceId: a.service.id, name: 'Gold', duration: 1, price: 1000 })
    .returning({ id: subscriptionPlans.id });
  planId = plan?.id as number;
  await db
    .insert(subscriptionPlanContentGroups)
    .values({ companyId: a.company.id, subscriptionPlanId: planId, contentGroupId: groups.plan });

  const readerA = world.readerA.user.id;
  const other = await createUser(db, a, { serviceId: a.service.id });
  otherReaderId = other.user.id;
  await db.insert(favourites).values([
    { companyId: a.company.id, userId: readerA, contentId: id('abc'), createdAt: daysAgo(3) },
    { companyId: a.company.id, userId: readerA, contentId: id('vol10'), createdAt: daysAgo(2) },
    { companyId: a.company.id, userId: readerA, contentId: id('draft'), createdAt: daysAgo(1) },
    { companyId: a.company.id, userId: otherReaderId, contentId: id('sakura') },
  ]);
  await db.insert(readingHistory).values([
    { companyId: a.company.id, userId: readerA, contentId: id('sakura'), lastReadAt: daysAgo(2) },
    { companyId: a.company.id, userId: readerA, contentId: id('vol2'), lastReadAt: daysAgo(1) },
    { companyId: a.company.id, userId: readerA, contentId: id('draft'), lastReadAt: daysAgo(0) },
    { companyId: a.company.id, userId: otherReaderId, contentId: id('abc') },
  ]);
});

const keyOf = (elementId: string) => Object.entries(rows).find(([, r]) => r.elementId === elementId)?.[0];
const keys = (page: { content: CatalogueCard[] }) => page.content.map((c) => keyOf(c.id));

describe('GET /content-group/favorites-recently-read', () => {
  endpointTests('personalLists', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      check: (data) => {
        const lists = data as PersonalLists;
        expect(keys(lists.favorites)).toEqual(['vol10', 'abc']);
        expect(lists.favorites.content.every((c) => c.isFavorite)).toBe(true);
        expect(keys(lists.recentlyRead)).toEqual(['vol2', 'sakura']);
        expect(lists.recentlyRead.totalElements).toBe(2);
      },
    }),
    badInput: (w) => ({ as: w.readerA, query: { size: 500 }, code: ResultCode.BAD_REQUEST }),
  });

  it('serves the same lists as the favourite and recently-read groups of the public page', async () => {
    const { world, app } = harness;
    const group = async (id: number) =>
      (
        await callRoute(
          app,
          apiRoutes.cataloguePage,
          { as: world.readerA, query: { content_group_id: id } },
          world,
        )
      ).json().data;
    expect(keys(await group(groups.favourites as number))).toEqual(['vol10', 'abc']);
    expect(keys(await group(groups.recent as number))).toEqual(['vol2', 'sakura']);
  });
});

describe('POST /content/favorites/add', () => {
  endpointTests('favouriteAdd', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      body: { contentId: rows.sakura?.elementId ?? '', contentGroupId: groups.novels ?? null },
      check: (data) => expect(data).toEqual({ contentId: rows.sakura?.elementId, isFavorite: true }),
    }),
    badInput: (w) => ({ as: w.readerA, body: { contentId: 'Not An Id' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: w.readerA,
      body: { contentId: rows.bBook?.elementId ?? '' },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  const add = (body: Record<string, unknown>) =>
    callRoute(harness.app, apiRoutes.favouriteAdd, { as: harness.world.readerA, body }, harness.world);

  it('refuses a favourite already there (783), leaving one row', async () => {
    const response = await add({ contentId: rows.vol10?.elementId });
    expect(response.json().status).toBe(ResultCode.FAVORITE_ALREADY_ADDED);
    expect(response.statusCode).toBe(409);
    const stored = await harness.database.db
      .select()
      .from(favourites)
      .where(
        and(
          eq(favourites.userId, harness.world.readerA.user.id),
          eq(favourites.contentId, rows.vol10?.id as number),
        ),
      );
    expect(stored).toHaveLength(1);
  });

  it('refuses another service’s content or group, and an unpublished content', async () => {
    expect((await add({ contentId: rows.other?.elementId })).json().status).toBe(
      ResultCode.CONTENT_NOT_FOUND,
    );
    expect((await add({ contentId: rows.draft?.elementId })).json().status).toBe(
      ResultCode.CONTENT_NOT_FOUND,
    );
    expect((await add({ contentId: rows.spare?.elementId, contentGroupId: groups.a2 })).json().status).toBe(
      ResultCode.CONTENT_GROUP_NOT_FOUND,
    );
  });

  it('needs a plan for a plan’s content (840) until the reader registers', async () => {
    expect((await add({ contentId: rows.planned?.elementId })).json().status).toBe(
      ResultCode.PLAN_REQUIRED_FOR_FAVORITE,
    );
    const { world, database } = harness;
    await database.db.insert(userSubscriptions).values({
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
      userId: world.readerA.user.id,
      subscriptionPlanId: planId,
      billingState: 'ACTIVE',
      accessEndsAt: new Date(Date.now() + 86_400_000),
    });
    const response = await add({ contentId: rows.planned?.elementId });
    expect(response.statusCode, response.body).toBe(200);
    const card = (
      await callRoute(
        harness.app,
        apiRoutes.catalogueDetail,
        { as: world.readerA, query: { id: rows.planned?.elementId ?? '' } },
        world,
      )
    ).json().data;
    expect(card).toMatchObject({ isFavorite: true, isSubscriptionPlan: true, isRegistered: true });
  });

  it('shows the favourite flag to its reader only', async () => {
    const { world, app } = harness;
    const flagOf = async (as: typeof world.readerA | null) => {
      const data = (
        await callRoute(
          app,
          apiRoutes.cataloguePage,
          { as, query: { content_group_id: groups.novels } },
          world,
        )
      ).json().data as { content: CatalogueCard[] };
      return data.content.find((c) => c.id === rows.sakura?.elementId)?.isFavorite;
    };
    expect(await flagOf(world.readerA)).toBe(true);
    expect(await flagOf(null)).toBe(false);
  });
});

describe('DELETE /content/favorites/delete/{id}', () => {
  endpointTests('favouriteDelete', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      params: { id: rows.abc?.elementId ?? '' },
      check: (data) => expect(data).toEqual({ contentId: rows.abc?.elementId, isFavorite: false }),
    }),
    badInput: (w) => ({ as: w.readerA, params: { id: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: w.readerA,
      params: { id: rows.bBook?.elementId ?? '' },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  it('never removes another reader’s favourite (706), and a second delete finds nothing', async () => {
    const { world, app, database } = harness;
    const remove = (id: string | undefined) =>
      callRoute(app, apiRoutes.favouriteDelete, { as: world.readerA, params: { id: id ?? '' } }, world);
    // sakura is a favourite of both readers once the add test ran; spare is only nobody's.
    expect((await remove(rows.spare?.elementId)).json().status).toBe(ResultCode.CONTENT_NOT_FOUND);
    expect((await remove(rows.abc?.elementId)).json().status).toBe(ResultCode.CONTENT_NOT_FOUND);
    expect((await remove(rows.sakura?.elementId)).statusCode).toBe(200);
    const left = await database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, otherReaderId), eq(favourites.contentId, rows.sakura?.id as number)));
    expect(left).toHaveLength(1);
  });
});
