import { type AdminSearchResult, adminSearchResultSchema, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { insertContent } from '../../../test/catalogue-kit.ts';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { createUser } from '../../../test/fixtures.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';

/** Rows each company gets, named so that one word finds them in A and B alike. */
const made = { readerA: 0, readerA2: 0, readerB: 0, percent: 0, plain: 0, underscore: 0, contentA: 0 };

const harness = useTenantWorld({ env: { WORKER: 'off' } }, async ({ world, database }) => {
  const { db } = database;
  const reader = async (tenant: typeof world.a, fullName: string, over = {}) =>
    (await createUser(db, tenant, { fullName, passwordHash: null, serviceId: tenant.service.id, ...over }))
      .user.id;
  made.readerA = await reader(world.a, '山田 花子 Lighthouse');
  made.readerA2 = await reader(world.a2, 'Lighthouse Keeper of A2');
  made.readerB = await reader(world.b, 'Lighthouse Keeper of B');
  made.percent = await reader(world.a, 'Discount 100% Reader');
  made.plain = await reader(world.a, 'Discount 1000 Reader');
  made.underscore = await reader(world.a, 'Under score', { username: 'x_y_reader' });
  await reader(world.a, 'Under score twin', { username: 'xzy_reader' });
  made.contentA = (
    await insertContent(db, world.a, { title: 'やさしい日本語 Lighthouse', author: '灯台守' })
  ).id;
  await insertContent(db, world.a2, { title: 'Lighthouse logbook of A2' });
  await insertContent(db, world.b, { title: 'Lighthouse atlas of B' });
});

const { send, data } = routeCaller(harness);
const search = (as: WorldUser, query: Record<string, unknown>) =>
  data<AdminSearchResult>('adminSearch', { as, at: null, query }).then((d) =>
    adminSearchResultSchema.parse(d),
  );
const readerIds = (found: AdminSearchResult) => found.readers.map((r) => r.id);

describe('GET /admin/search', () => {
  endpointTests('adminSearch', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      query: { q: 'lighthouse' },
      check: (found) => {
        const { readers, contents, companies } = found as AdminSearchResult;
        expect(readers.map((r) => r.id)).toEqual(expect.arrayContaining([made.readerA, made.readerA2]));
        expect(readers.map((r) => r.id)).not.toContain(made.readerB);
        expect(readers.every((r) => r.companyId === world.a.company.id)).toBe(true);
        expect(contents.map((c) => c.id)).toContain(made.contentA);
        expect(contents.every((c) => c.companyId === world.a.company.id)).toBe(true);
        expect(companies).toEqual([]);
      },
    }),
    badInput: (world) => ({ as: world.companyAdminA, query: { q: 'a' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      as: world.companyAdminB,
      at: world.b,
      query: { q: 'lighthouse', companyId: world.a.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('never lists another company’s readers or contents to a company admin', async () => {
    const found = await search(harness.world.companyAdminB, { q: 'lighthouse' });
    expect(readerIds(found)).toEqual([made.readerB]);
    expect(found.contents.map((c) => c.title)).toEqual(['Lighthouse atlas of B']);
  });

  it('keeps a service admin to the readers and contents of its service', async () => {
    const found = await search(harness.world.serviceAdminA, { q: 'lighthouse' });
    expect(readerIds(found)).toEqual([made.readerA]);
    expect(found.contents.map((c) => c.id)).toEqual([made.contentA]);
    expect(found.companies).toEqual([]);
  });

  it('lists every company’s rows and the companies to a system admin, or one company’s when named', async () => {
    const { world } = harness;
    const everywhere = await search(world.systemAdmin, { q: 'lighthouse' });
    expect(readerIds(everywhere)).toEqual(expect.arrayContaining([made.readerA, made.readerB]));
    const byName = await search(world.systemAdmin, { q: world.b.company.name.slice(-6) });
    expect(byName.companies.map((c) => c.id)).toEqual([world.b.company.id]);
    const byPath = await search(world.systemAdmin, { q: world.a2.service.path });
    expect(byPath.companies.map((c) => c.id)).toEqual([world.a.company.id]);
    const inA = await search(world.systemAdmin, { q: 'lighthouse', companyId: world.a.company.id });
    expect(inA.readers.every((r) => r.companyId === world.a.company.id)).toBe(true);
    expect(readerIds(inA)).toContain(made.readerA);
    const unknown = await send('adminSearch', {
      as: world.systemAdmin,
      at: null,
      query: { q: 'lighthouse', companyId: 999999 },
    });
    expect(unknown.json()).toMatchObject({ status: ResultCode.COMPANY_NOT_FOUND });
  });

  it('finds Japanese text inside names and titles', async () => {
    const found = await search(harness.world.companyAdminA, { q: '田 花' });
    expect(readerIds(found)).toEqual([made.readerA]);
    const titles = await search(harness.world.companyAdminA, { q: '日本語' });
    expect(titles.contents.map((c) => c.id)).toEqual([made.contentA]);
    const author = await search(harness.world.companyAdminA, { q: '灯台' });
    expect(author.contents.map((c) => c.id)).toEqual([made.contentA]);
  });

  it('takes % and _ as the characters typed, not as wildcards', async () => {
    const percent = await search(harness.world.companyAdminA, { q: '0%' });
    expect(readerIds(percent)).toEqual([made.percent]);
    const underscore = await search(harness.world.companyAdminA, { q: 'x_y' });
    expect(readerIds(underscore)).toEqual([made.underscore]);
  });

  it('answers at most five of a kind, those starting with the text first', async () => {
    // Every reader's username starts user_ (fixtures): more than five of them across the companies.
    const found = await search(harness.world.systemAdmin, { q: 'user_' });
    expect(found.readers).toHaveLength(5);
    const starts = await search(harness.world.companyAdminA, { q: 'Lighthouse' });
    expect(starts.readers[0]?.id).toBe(made.readerA2);
  });

  it('refuses a text longer than 100 characters', async () => {
    const response = await send('adminSearch', {
      as: harness.world.companyAdminA,
      at: null,
      query: { q: 'x'.repeat(101) },
    });
    expect(response.json()).toMatchObject({ status: ResultCode.BAD_REQUEST });
  });
});
