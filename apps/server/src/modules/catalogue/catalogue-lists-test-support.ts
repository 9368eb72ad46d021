/** The catalogue list tests' world and calls bound to it (imported by *.test.ts only). */
import { apiRoutes, type CatalogueCard, ContentGroupType, PageAccessMode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  daysAgo,
  fillGroup,
  insertContent,
  insertGroup,
  specialGroupOf,
  tagContents,
} from '../../../test/catalogue-kit.ts';
import { callRoute } from '../../../test/endpoint-kit.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { companies, contentDailyViewers } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

/**
 * A tenant world with contents, groups, hashtags, series and views, and two more portals (call once at a
 * test file's top level); `page` and `pageKeys` read the catalogue's public page.
 */
export function useCatalogueListsWorld() {
  type Row = { id: number; elementId: string };
  const rows: Record<string, Row> = {};
  const groups: Record<string, number> = {};
  const tags: Record<string, number> = {};
  /** A portal whose company lets only signed-in readers in, and an OPEN company's portal. */
  const portals = {} as { loginOnly: Tenant; open: Tenant };

  const harness = useTenantWorld({}, async ({ world, database }) => {
    const { db } = database;
    const a = world.a;
    const add = async (key: string, values: Parameters<typeof insertContent>[2], tenant = a) => {
      rows[key] = await insertContent(db, tenant, values);
    };
    await add('sakura', {
      title: 'さくら',
      author: 'Bさん',
      year: 2001,
      publishedAt: daysAgo(5),
      uploadedAt: daysAgo(6),
      param1: 'p-b',
    });
    await add('ame', {
      title: 'アメ',
      author: 'Aさん',
      loginRequired: true,
      publishedAt: daysAgo(3),
      uploadedAt: daysAgo(3),
      param1: 'p-a',
    });
    await add('kame', { title: 'かめ', state: 'unpublished', published: false, publishedAt: daysAgo(1) });
    await add('vol10', {
      title: '第10巻',
      author: 'Cさん',
      series: 'Saga',
      year: 1999,
      publishedAt: daysAgo(50),
      uploadedAt: daysAgo(50),
    });
    await add('vol2', {
      title: '第2巻',
      author: 'Cさん',
      series: 'Saga',
      year: 2010,
      publishedAt: daysAgo(60),
      uploadedAt: daysAgo(61),
    });
    await add('proc', { title: 'Processing', state: 'processing', publishedAt: null, coverUrl: null });
    await add('failed', { title: 'Failed', state: 'failed', publishedAt: null, coverUrl: null });
    await add('abc', {
      title: 'abc',
      year: 2005,
      publishedAt: daysAgo(200),
      uploadedAt: daysAgo(200),
      contentCode: 'ABC-1',
    });
    await add('other', { title: 'Other service book' }, world.a2);
    await add('bBook', { title: 'B book' }, world.b);
    const id = (key: string) => rows[key]?.id as number;

    groups.novels = await insertGroup(db, a, 'Novels', { ordinal: 1 });
    groups.hidden = await insertGroup(db, a, 'Hidden', { isShow: false });
    groups.new = await specialGroupOf(db, a, ContentGroupType.NEW);
    groups.popular = await specialGroupOf(db, a, ContentGroupType.POPULAR);
    groups.recommend = await specialGroupOf(db, a, ContentGroupType.RECOMMEND);
    groups.favourites = await specialGroupOf(db, a, ContentGroupType.FAVORITE);
    groups.a2 = await insertGroup(db, world.a2, 'A2 group');
    groups.b = await insertGroup(db, world.b, 'B group');
    await fillGroup(
      db,
      a,
      groups.novels,
      ['vol10', 'sakura', 'ame', 'kame', 'proc', 'failed', 'vol2', 'abc'].map(id),
    );
    await fillGroup(db, a, groups.hidden, [id('sakura')]);
    await fillGroup(db, a, groups.recommend, [id('abc')]);
    await fillGroup(db, world.a2, groups.a2, [id('other')]);
    await fillGroup(db, world.b, groups.b, [id('bBook')]);
    tags.mystery = await tagContents(db, a, 'mystery', [id('sakura'), id('ame'), id('kame')]);
    tags.secret = await tagContents(db, a, 'secret', [id('kame'), id('proc')]);
    tags.a2 = await tagContents(db, world.a2, 'a2 tag', [id('other')]);

    const today = new Date().toISOString().slice(0, 10);
    const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);
    // Distinct readers within the popular period (30 days): vol2 4, sakura 3, ame 2 (under the 3 needed).
    const readers = (key: string, count: number, onDay: string) =>
      Array.from({ length: count }, (_, n) => ({
        companyId: a.company.id,
        contentId: id(key),
        day: onDay,
        viewerKey: `u:${n + 1}`,
      }));
    await db
      .insert(contentDailyViewers)
      .values([
        ...readers('vol2', 4, today),
        ...readers('sakura', 3, day(2)),
        ...readers('ame', 2, today),
        ...readers('abc', 9, day(40)),
        ...readers('kame', 9, today),
      ]);

    portals.loginOnly = await createTenant(db);
    await db
      .update(companies)
      .set({ pageAccessMode: PageAccessMode.LOGIN_REQUIRED })
      .where(eq(companies.id, portals.loginOnly.company.id));
    portals.loginOnly.company.pageAccessMode = PageAccessMode.LOGIN_REQUIRED;
    portals.open = await createTenant(db, { accountType: 'OPEN' });
    await insertContent(db, portals.open, { title: 'Members only', loginRequired: true });
  });

  const keyOf = (elementId: string) => Object.entries(rows).find(([, r]) => r.elementId === elementId)?.[0];
  const titlesOf = (data: unknown) => (data as { content: CatalogueCard[] }).content.map((c) => keyOf(c.id));

  async function page(as: WorldUser | null, query: Record<string, unknown>, at?: Tenant) {
    const response = await callRoute(
      harness.app,
      apiRoutes.cataloguePage,
      { as, at: at ?? harness.world.a, query },
      harness.world,
    );
    return response;
  }
  async function pageKeys(as: WorldUser | null, query: Record<string, unknown>) {
    const response = await page(as, query);
    expect(response.statusCode, response.body).toBe(200);
    return titlesOf(response.json().data);
  }

  return { rows, groups, tags, portals, harness, keyOf, titlesOf, page, pageKeys };
}
