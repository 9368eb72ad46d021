import { apiRoutes, type CatalogueCard, ContentGroupType } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { daysAgo, insertContent, specialGroupOf } from '../../../test/catalogue-kit.ts';
import { callRoute, routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentDailyViewers, contentSearchResultSettings } from '../../db/schema/index.ts';
import { inService, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';

const HOUR_MS = 3_600_000;
const rows: Record<string, { id: number; elementId: string }> = {};
const groups: Record<string, number> = {};
const NEW_DAYS = 10;
const POPULAR_DAYS = 7;

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const a = world.a;
  await db
    .update(contentSearchResultSettings)
    .set({ newPeriodDays: NEW_DAYS, popularPeriodDays: POPULAR_DAYS, popularMinReaders: 3 })
    .where(inService(contentSearchResultSettings, tenantScopeOf(a)));
  const add = async (key: string, publishedAt: Date) => {
    rows[key] = await insertContent(db, a, { title: key, publishedAt });
  };
  // Either side of the new period's edge, by an hour.
  await add('justNew', new Date(Date.now() - NEW_DAYS * 24 * HOUR_MS + HOUR_MS));
  await add('justOld', new Date(Date.now() - NEW_DAYS * 24 * HOUR_MS - HOUR_MS));
  await add('threeReaders', daysAgo(100));
  await add('twoReaders', daysAgo(100));
  await add('oneReaderManyDays', daysAgo(100));
  await add('readersAtEdge', daysAgo(100));
  await add('readersTooEarly', daysAgo(100));
  groups.new = await specialGroupOf(db, a, ContentGroupType.NEW);
  groups.popular = await specialGroupOf(db, a, ContentGroupType.POPULAR);

  const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);
  const viewed = (key: string, viewerKey: string, daysBack: number) => ({
    companyId: a.company.id,
    contentId: rows[key]?.id as number,
    day: day(daysBack),
    viewerKey,
  });
  await db.insert(contentDailyViewers).values([
    viewed('threeReaders', 'u:1', 0),
    viewed('threeReaders', 'u:2', 3),
    viewed('threeReaders', 'v:visitor', 5),
    // The same reader on several days is one reader.
    viewed('twoReaders', 'u:1', 0),
    viewed('twoReaders', 'u:1', 1),
    viewed('twoReaders', 'u:2', 2),
    viewed('oneReaderManyDays', 'u:9', 0),
    viewed('oneReaderManyDays', 'u:9', 1),
    viewed('oneReaderManyDays', 'u:9', 2),
    viewed('oneReaderManyDays', 'u:9', 3),
    // Day 6 is the oldest day of a 7-day period (today included); day 7 is outside it.
    viewed('readersAtEdge', 'u:1', POPULAR_DAYS - 1),
    viewed('readersAtEdge', 'u:2', POPULAR_DAYS - 1),
    viewed('readersAtEdge', 'u:3', POPULAR_DAYS - 1),
    viewed('readersTooEarly', 'u:1', POPULAR_DAYS),
    viewed('readersTooEarly', 'u:2', POPULAR_DAYS),
    viewed('readersTooEarly', 'u:3', POPULAR_DAYS),
    viewed('readersTooEarly', 'u:4', 0),
  ]);
});

const { data } = routeCaller(harness);
const keyOf = (elementId: string) => Object.entries(rows).find(([, r]) => r.elementId === elementId)?.[0];

async function listed(query: Record<string, unknown>) {
  const response = await callRoute(
    harness.app,
    apiRoutes.cataloguePage,
    { as: null, query: { size: 100, ...query } },
    harness.world,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { content: CatalogueCard[] }).content;
}

const badges = async () => Object.fromEntries((await listed({})).map((card) => [keyOf(card.id), card.type]));

describe('badges', () => {
  it('calls new only what was published within the period, on either side of its edge', async () => {
    expect((await badges()).justNew).toBe('new');
    expect((await badges()).justOld).toBe(null);
    expect((await listed({ content_group_id: groups.new })).map((c) => keyOf(c.id))).toEqual(['justNew']);
  });

  it('calls popular what enough distinct readers opened within the period, most readers first', async () => {
    const popular = (await listed({ content_group_id: groups.popular })).map((c) => keyOf(c.id));
    expect(popular).toEqual(['threeReaders', 'readersAtEdge']);
    expect(await badges()).toMatchObject({
      threeReaders: 'popular',
      readersAtEdge: 'popular',
      twoReaders: null,
      oneReaderManyDays: null,
      readersTooEarly: null,
    });
  });

  it('follows the threshold the administrator sets', async () => {
    const { world } = harness;
    const current = await data<Record<string, unknown>>('searchResultSettingDetail', {
      as: world.companyAdminA,
    });
    const { buttonResponseList: _b, sortFieldResponseList: _s, ...fields } = current;
    await data('searchResultSettingUpdate', {
      as: world.companyAdminA,
      body: { ...fields, popularMinReaders: 2 },
    });
    const popular = (await listed({ content_group_id: groups.popular })).map((c) => keyOf(c.id));
    expect(popular).toEqual(['threeReaders', 'readersAtEdge', 'twoReaders']);
  });
});
