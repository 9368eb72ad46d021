import { ResultCode, type ServiceItem } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditRowsOf } from '../../../test/audit-kit.ts';
import { insertContent } from '../../../test/catalogue-kit.ts';
import { tenantGet } from '../../../test/demo-app.ts';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { services } from '../../db/schema/index.ts';

let bookOfA = '';
let emptyService = 0;
const harness = useTenantWorld({}, async ({ world, database }) => {
  bookOfA = (await insertContent(database.db, world.a, { title: 'Partner book' })).elementId;
  const [empty] = await database.db
    .insert(services)
    .values({ companyId: world.a.company.id, name: 'Empty', path: `empty-${Date.now().toString(36)}` })
    .returning();
  emptyService = empty?.id ?? 0;
});
const { send, data } = routeCaller(harness);
const admin = (world: TenantWorld) => ({ as: world.companyAdminA });

let counter = 0;
const freshPath = () => `branch-${Date.now().toString(36)}-${++counter}`;

async function refused(name: Parameters<typeof send>[0], call: Parameters<typeof send>[1], code: number) {
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
}

describe('GET /service/list', () => {
  endpointTests('serviceList', harness.context, {
    happy: (world) => ({
      ...admin(world),
      check: (list) => {
        const ids = (list as ServiceItem[]).map((s) => s.id);
        expect(ids.slice(0, 2)).toEqual([world.a.service.id, world.a2.service.id]);
        expect(ids).not.toContain(world.b.service.id);
      },
    }),
    otherTenantIds: (world) => ({ ...admin(world), query: { companyId: world.b.company.id }, code: 614 }),
  });

  it('shows a service admin its own service only', async () => {
    const list = await data<ServiceItem[]>('serviceList', { as: harness.world.serviceAdminA2 });
    expect(list.map((s) => s.id)).toEqual([harness.world.a2.service.id]);
    expect(list.map((s) => s.id)).not.toContain(emptyService);
  });
});

describe('GET /service/detail/{id}', () => {
  endpointTests('serviceDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: world.a.service.id },
      check: (item) => expect(item).toMatchObject({ path: world.a.service.path, contentCount: 1 }),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: -3 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({ ...admin(world), params: { id: world.b.service.id }, code: 614 }),
  });

  it('keeps a service that holds accounts (812)', async () => {
    await refused(
      'serviceDelete',
      { ...admin(harness.world), params: { id: harness.world.a2.service.id } },
      812,
    );
  });
});

describe('POST /service/add', () => {
  endpointTests('serviceAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: { name: 'Branch', path: freshPath(), referrerUrls: ['https://Partner.Example.com:443/'] },
      check: (item) =>
        expect(item).toMatchObject({
          companyId: world.a.company.id,
          isDefault: false,
          referrerUrls: ['https://partner.example.com'],
        }),
    }),
    badInput: (world) => ({ ...admin(world), body: { name: 'Login', path: 'login' }, code: 415 }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { companyId: world.b.company.id, name: 'Theirs', path: freshPath() },
      code: 614,
    }),
  });

  it('refuses a path taken (414), a path of the wrong form (415), six referrers (852), a referrer that is not an origin (400)', async () => {
    const { world } = harness;
    await refused('serviceAdd', { ...admin(world), body: { name: 'x', path: world.b.service.path } }, 414);
    await refused('serviceAdd', { ...admin(world), body: { name: 'x', path: 'Bad Path!' } }, 415);
    const six = Array.from({ length: 6 }, (_, i) => `https://site${i}.example.com`);
    await refused(
      'serviceAdd',
      { ...admin(world), body: { name: 'x', path: freshPath(), referrerUrls: six } },
      852,
    );
    for (const url of [
      'https://partner.example.com/shelf',
      'ftp://partner.example.com',
      'https://a@b.example.com',
    ]) {
      await refused(
        'serviceAdd',
        { ...admin(world), body: { name: 'x', path: freshPath(), referrerUrls: [url] } },
        ResultCode.BAD_REQUEST,
      );
    }
  });

  it('answers at the new path at once and records the creation', async () => {
    const { world, app, database } = harness;
    const path = freshPath();
    const item = await data<ServiceItem>('serviceAdd', { ...admin(world), body: { name: 'Annex', path } });
    const answer = await tenantGet(app, '/api/v1/service-admin/public/view-settings', {
      host: 'localhost:3000',
      path,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await auditRowsOf(database.db, 'service', item.id)).toMatchObject([{ action: 'create' }]);
  });
});

describe('PUT /service/update/{id}', () => {
  endpointTests('serviceUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: world.a2.service.id },
      body: { name: 'Second shelf', maxContent: 50 },
      check: (item) => expect(item).toMatchObject({ name: 'Second shelf', maxContent: 50 }),
    }),
    badInput: (world) => ({
      as: world.systemAdmin,
      at: null,
      params: { id: world.a2.service.id },
      body: { path: 'assets' },
      code: 415,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: world.b.service.id },
      body: { name: 'x' },
      code: 614,
    }),
  });

  it('lets a service admin rename its service and set referrers, not move it or change its quota (614)', async () => {
    const { world } = harness;
    const mine = { as: world.serviceAdminA2, params: { id: world.a2.service.id } };
    await data('serviceUpdate', { ...mine, body: { name: 'Renamed by its admin' } });
    await refused('serviceUpdate', { ...mine, body: { path: freshPath() } }, 614);
    await refused('serviceUpdate', { ...mine, body: { maxContent: 1 } }, 614);
    await refused(
      'serviceUpdate',
      { as: world.serviceAdminA2, params: { id: world.a.service.id }, body: { name: 'x' } },
      614,
    );
  });

  it('moves a service to another path for a system admin only (a company admin: 614, nothing changed)', async () => {
    const { world } = harness;
    const call = { params: { id: world.a2.service.id } };
    const path = freshPath();
    await refused('serviceUpdate', { ...admin(world), ...call, body: { name: 'Moved', path } }, 614);
    const kept = await data<ServiceItem>('serviceDetail', { ...admin(world), ...call });
    expect(kept.path).toBe(world.a2.service.path);
    expect(kept.name).not.toBe('Moved');
    const moved = await data<ServiceItem>('serviceUpdate', {
      as: world.systemAdmin,
      at: null,
      ...call,
      body: { path },
    });
    expect(moved.path).toBe(path);
    await data('serviceUpdate', {
      as: world.systemAdmin,
      at: null,
      ...call,
      body: { path: world.a2.service.path },
    });
  });

  it('stores origins that the cus-referer check compares exactly', async () => {
    const { world, app, database } = harness;
    await data('serviceUpdate', {
      ...admin(world),
      params: { id: world.a.service.id },
      body: { referrerUrls: ['https://partner.example.com', 'http://library.example.org:8080'] },
    });
    const [row] = await database.db.select().from(services).where(eq(services.id, world.a.service.id));
    expect(row?.referrerUrls).toEqual(['https://partner.example.com', 'http://library.example.org:8080']);
    const address = world.address(world.a);
    const detail = (referer: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/content/public/detail?domain=${address.domain}&path=${address.path}&id=${bookOfA}`,
        headers: { host: address.host, 'cus-referer': referer },
      });
    await vi.waitFor(
      async () => expect((await detail('https://partner.example.com/page')).json().status).toBe(200),
      {
        timeout: 10_000,
      },
    );
    for (const lookalike of [
      'https://partner.example.com.evil.net/',
      'http://library.example.org/',
      'https://evil.net/',
    ]) {
      expect((await detail(lookalike)).json().status).toBe(ResultCode.REFERRER_URL_NOT_FOUND);
    }
  });
});

describe('DELETE /service/delete/{id}', () => {
  endpointTests('serviceDelete', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: emptyService },
      check: async () => {
        const db = harness.database.db;
        expect(await db.$count(services, eq(services.id, emptyService))).toBe(0);
        expect(await auditRowsOf(db, 'service', emptyService)).toMatchObject([{ action: 'delete' }]);
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: world.a.service.id },
      code: ResultCode.SERVICE_IN_USE,
    }),
    otherTenantIds: (world) => ({ ...admin(world), params: { id: world.b.service.id }, code: 614 }),
  });

  it('keeps a service that holds accounts (812)', async () => {
    await refused(
      'serviceDelete',
      { ...admin(harness.world), params: { id: harness.world.a2.service.id } },
      812,
    );
  });
});
