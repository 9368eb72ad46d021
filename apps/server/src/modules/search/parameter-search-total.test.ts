import {
  apiRoutes,
  type CatalogueCard,
  SearchableField as F,
  SearchOperation as Op,
} from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { insertContent, newElementId } from '../../../test/catalogue-kit.ts';
import { callRoute } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contents } from '../../db/schema/index.ts';
import { EXACT_TOTAL_LIMIT, SORT_WINDOW } from './parameter-query.ts';
import { insertSearchBox, insertSearchTab } from './parameter-search-test-support.ts';

const RED = EXACT_TOTAL_LIMIT + 3;
const BLUE = EXACT_TOTAL_LIMIT - 1;
const box: Record<string, number> = {};
/** Element ids of the red contents, newest first, and of every colour. */
const redIds: string[] = [];
const colourIds: string[] = [];
const named: Record<string, string> = {};

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const { a } = world;
  const now = Date.now();
  const rows = Array.from({ length: RED + BLUE }, (_, i) => {
    const elementId = newElementId();
    if (i < RED) redIds.push(elementId);
    colourIds.push(elementId);
    return {
      companyId: a.company.id,
      serviceId: a.service.id,
      elementId,
      title: `Book ${i}`,
      param2: i < RED ? 'Red' : 'Blue',
      state: 'published',
      published: true,
      loginRequired: false,
      publishedAt: new Date(now - (i + 1) * 60_000),
      fileKind: 'pdf',
      pageCount: 3,
      coverUrl: `/api/v1/content/cover/${elementId}/large?v=1`,
    } as const;
  });
  await db.insert(contents).values(rows);
  named.poem = (await insertContent(db, a, { title: 'Moon Poem', year: 1990 })).elementId;
  named.year = (await insertContent(db, a, { title: 'Sun', year: 2001 })).elementId;
  const tab = await insertSearchTab(db, a);
  box.colour = await insertSearchBox(db, a, tab, {
    operation: Op.MULTI_CHOICE,
    searchFields: [F.PARAM2],
    matchValues: ['Red', 'Blue'],
  });
  box.titleOrYear = await insertSearchBox(db, a, tab, {
    operation: Op.MULTI_CHOICE,
    searchFields: [F.TITLE, F.YEAR],
    matchValues: ['moon poem', '2001', 'None'],
  });
});

async function search(value: string[], page = 1, size = 20, searchBoxId = box.colour as number) {
  const response = await callRoute(
    harness.app,
    apiRoutes.parameterSearchPublic,
    { as: null, query: { page, size }, body: [{ searchBoxId, value }] },
    harness.world,
  );
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { content: CatalogueCard[]; totalElements: number };
  return { ids: data.content.map((card) => card.id), total: data.totalElements };
}

describe('parameter search totals past the exact-count limit', () => {
  it(`counts exactly up to ${EXACT_TOTAL_LIMIT} matches`, async () => {
    expect(await search(['Blue'], 1, 1)).toMatchObject({ total: BLUE });
    const last = await search(['Blue'], Math.ceil(BLUE / 20));
    expect(last.ids).toHaveLength(BLUE % 20);
    expect(await search(['Blue'], 60)).toEqual({ ids: [], total: BLUE });
  });

  it(`answers ${EXACT_TOTAL_LIMIT} beyond, with the pages still in the sort order`, async () => {
    expect(await search(['Red'])).toEqual({ ids: redIds.slice(0, 20), total: EXACT_TOTAL_LIMIT });
    expect(await search(['Red'], 3)).toEqual({ ids: redIds.slice(40, 60), total: EXACT_TOTAL_LIMIT });
    expect(await search(['Red'], 60)).toEqual({ ids: [], total: EXACT_TOTAL_LIMIT });
    const both = await search(['Red', 'Blue'], 1, 5);
    expect(both).toEqual({ ids: redIds.slice(0, 5), total: EXACT_TOTAL_LIMIT });
  });

  it(`finds a broad search's pages past the first ${SORT_WINDOW} contents of the sort order too`, async () => {
    const both = ['Red', 'Blue'];
    const lastInWindow = SORT_WINDOW / 20;
    expect(await search(both, lastInWindow)).toEqual({
      ids: colourIds.slice(SORT_WINDOW - 20, SORT_WINDOW),
      total: EXACT_TOTAL_LIMIT,
    });
    expect(await search(both, lastInWindow + 1)).toEqual({
      ids: colourIds.slice(SORT_WINDOW, SORT_WINDOW + 20),
      total: EXACT_TOTAL_LIMIT,
    });
  });

  it('compares choice values with text fields case-insensitively and with the year as a number', async () => {
    const { ids, total } = await search(['moon poem', '2001'], 1, 20, box.titleOrYear);
    expect(new Set(ids)).toEqual(new Set([named.poem, named.year]));
    expect(total).toBe(2);
    expect(await search(['None'], 1, 20, box.titleOrYear)).toEqual({ ids: [], total: 0 });
  });
});
