import { apiRoutes, type FullTextHit, type FullTextSearchPage, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { fillGroup, insertContent, insertGroup } from '../../../test/catalogue-kit.ts';
import { callRoute } from '../../../test/endpoint-kit.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { replacePages } from '../content/content-file-repository.ts';
import { planGateGroup } from '../viewer/viewer-test-support.ts';

const SECRET = 'the lighthouse keeper hid the treasure under the third stone';
const titles = { free: 'Open harbour', planned: 'Gold harbour', notOnline: 'Quiet harbour' };

const harness = useTenantWorld({}, async ({ database, world }) => {
  const { db } = database;
  const book = async (title: string, viewOnline: boolean) => {
    const { id } = await insertContent(db, world.a, { title, viewOnline, loginRequired: false });
    await replacePages(db, tenantScopeOf(world.a), id, [
      { pageNo: 1, text: 'A cover page' },
      { pageNo: 2, text: SECRET },
      { pageNo: 3, text: `Later: ${SECRET}` },
    ]);
    return id;
  };
  await book(titles.free, true);
  const planned = await book(titles.planned, true);
  await book(titles.notOnline, false);
  const shelf = await insertGroup(db, world.a, 'Gold shelf');
  await fillGroup(db, world.a, shelf, [planned]);
  await planGateGroup(db, world.a, shelf);
});

async function search(as: WorldUser | null, searchKey: string): Promise<Record<string, FullTextHit>> {
  const { app, world } = harness;
  const route = as ? apiRoutes.fullTextSearch : apiRoutes.fullTextSearchPublic;
  const response = await callRoute(app, route, { as, query: { searchKey, size: 20 } }, world);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json().data as FullTextSearchPage;
  return Object.fromEntries(page.content.map((hit) => [hit.title, hit]));
}

const textOf = (hit: FullTextHit | undefined) =>
  (hit?.pages ?? []).flatMap((page) => page.snippet.map((part) => part.text)).join('');

describe('full-text search shows no text of a book the caller may not open', () => {
  it('answers a plan content’s hit and page count to a reader without its plan, with no snippet (839)', async () => {
    const hits = await search(harness.world.readerA, 'treasure');
    expect(hits[titles.free]?.refusal).toBeNull();
    expect(textOf(hits[titles.free])).toContain('treasure');
    expect(hits[titles.planned]).toMatchObject({
      refusal: ResultCode.PLAN_REQUIRED_TO_VIEW,
      pages: [],
      pageHitCount: 2,
    });
  });

  it('cannot rebuild the text by chaining searches', async () => {
    for (const word of ['lighthouse', 'keeper', 'stone', 'third stone', 'hid']) {
      const hits = await search(harness.world.readerA, word);
      expect(hits[titles.planned]?.pages, word).toEqual([]);
    }
  });

  it('gives a visitor no text of a book only readers may open (850: log in), and the view-online book’s', async () => {
    const hits = await search(null, 'treasure');
    expect(hits[titles.notOnline]).toMatchObject({ refusal: ResultCode.LOGIN_REQUIRED, pages: [] });
    expect(hits[titles.planned]).toMatchObject({ refusal: ResultCode.PLAN_REQUIRED_TO_VIEW, pages: [] });
    expect(textOf(hits[titles.free])).toContain('treasure');
  });
});
