import { type ContentAdmin, ResultCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { contentGroups } from '../../db/schema/index.ts';

/** Contents of company A (first service) and B, written through the real add call. */
const made: { a?: ContentAdmin; a2?: ContentAdmin; b?: ContentAdmin; groupA?: number } = {};
const need = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('set up in beforeAll');
  return value;
};

const harness = useTenantWorld({}, async ({ app, world, database }) => {
  const add = async (token: string, body: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/content/add',
      headers: { host: 'localhost:3000', 'x-access-token': token },
      payload: body,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data as ContentAdmin;
  };
  const [group] = await database.db
    .insert(contentGroups)
    .values({ companyId: world.a.company.id, serviceId: world.a.service.id, name: 'Poetry' })
    .returning();
  made.groupA = group?.id;
  made.a = await add(world.companyAdminA.token, {
    title: 'Harbour poems',
    contentCode: 'HP-001',
    contentGroupIds: [need(made.groupA)],
  });
  made.a2 = await add(world.serviceAdminA2.token, { title: 'Second service handbook' });
  made.b = await add(world.companyAdminB.token, { title: 'Company B atlas' });
});

/** On company A's portal, so another company's token there is refused (601) like on any portal call. */
const admin = (world: TenantWorld) => ({ as: world.companyAdminA });

describe('content administration endpoints', () => {
  endpointTests('contentPage', harness.context, {
    happy: (world) => ({
      ...admin(world),
      query: { text: 'harbour' },
      check: (data) => {
        const page = data as { content: ContentAdmin[]; totalElements: number };
        expect(page.content.map((c) => c.title)).toEqual(['Harbour poems']);
        expect(page.content[0]).toMatchObject({ state: 'unpublished', contentGroupIds: [need(made.groupA)] });
      },
    }),
    badInput: (world) => ({ ...admin(world), query: { state: 'lost' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      query: { companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  endpointTests('contentDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: need(made.a).id },
      check: (data) => expect(data).toMatchObject({ contentCode: 'HP-001', fileKind: null, coverUrl: null }),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: need(made.b).id },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  endpointTests('contentAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: { title: 'Tide tables', year: 2026, print: 1 as const, keywords: 'sea, tides' },
      check: (data) => expect(data).toMatchObject({ title: 'Tide tables', print: 1, state: 'unpublished' }),
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { title: 'Copy', contentCode: 'HP-001' },
      code: ResultCode.CONTENT_ID_DUPLICATED,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { title: 'Into B', serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  endpointTests('contentUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: need(made.a).id },
      body: { author: 'A. Shore', hashtags: ['poetry', 'sea'], param2: 'shelf 3' },
      check: (data) =>
        expect(data).toMatchObject({ author: 'A. Shore', hashtags: ['poetry', 'sea'], param2: 'shelf 3' }),
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: need(made.a).id },
      body: { contentGroupIds: [987654] },
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: need(made.b).id },
      body: { title: 'Hijacked' },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  endpointTests('contentDelete', harness.context, {
    happy: (world) => ({ as: world.serviceAdminA2, at: world.a2, params: { id: need(made.a2).id } }),
    badInput: (world) => ({ ...admin(world), params: { id: -1 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: need(made.b).id },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });
});

describe('a content in groups', () => {
  it('keeps its place in the groups it stays in and its recommendation when its groups are saved', async () => {
    const { app, world, database } = harness;
    const headers = { host: 'localhost:3000', 'x-access-token': world.companyAdminA.token };
    const [maps] = await database.db
      .insert(contentGroups)
      .values({ companyId: world.a.company.id, serviceId: world.a.service.id, name: 'Maps' })
      .returning();
    const groupA = need(made.groupA);
    const second = await app.inject({
      method: 'POST',
      url: '/api/v1/content/add',
      headers,
      payload: { title: 'Second poems', contentGroupIds: [groupA] },
    });
    const secondId = second.json().data.id as number;
    const recommended = await app.inject({
      method: 'POST',
      url: '/api/v1/content-group/trending/add',
      headers,
      payload: { contentId: secondId },
    });
    expect(recommended.json(), recommended.body).toMatchObject({ status: 200 });
    const ordinals = async () =>
      (
        await database.db.execute<{ group_id: number; ordinal: number }>(
          sql`select content_group_id as group_id, ordinal from content_group_contents
              where content_id = ${secondId} order by content_group_id`,
        )
      ).rows;
    const before = await ordinals();

    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/content/update/${secondId}`,
      headers,
      payload: { contentGroupIds: [groupA, maps?.id] },
    });
    expect(saved.json().data.contentGroupIds).toEqual([groupA, maps?.id]);
    const after = await ordinals();
    expect(after).toHaveLength(3);
    for (const kept of before) expect(after).toContainEqual(kept);
  });
});
