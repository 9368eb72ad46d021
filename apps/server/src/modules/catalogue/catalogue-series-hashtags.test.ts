import { apiRoutes, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import type { WorldUser } from '../../../test/tenant-world.ts';

import { useCatalogueListsWorld } from './catalogue-lists-test-support.ts';

const { rows, tags, harness, titlesOf } = useCatalogueListsWorld();

describe('GET /content/public/page/series-content', () => {
  endpointTests('catalogueSeries', harness.context, {
    happy: () => ({
      as: null,
      query: { id: rows.vol10?.elementId ?? '' },
      check: (data) => expect(titlesOf(data)).toEqual(['vol2']),
    }),
    badInput: () => ({ as: null, query: { id: 'NOT-AN-ID' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: () => ({
      as: null,
      query: { id: rows.bBook?.elementId },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  it('answers an empty page for a content without a series, and 706 for one nobody may see', async () => {
    const send = (id: string | undefined, as: WorldUser | null = null) =>
      callRoute(harness.app, apiRoutes.catalogueSeries, { as, query: { id } }, harness.world);
    expect((await send(rows.abc?.elementId)).json().data).toMatchObject({ content: [], totalElements: 0 });
    expect((await send(rows.kame?.elementId)).json().status).toBe(ResultCode.CONTENT_NOT_FOUND);
    expect((await send(rows.other?.elementId)).json().status).toBe(ResultCode.CONTENT_NOT_FOUND);
    expect((await send(rows.ame?.elementId)).json().data).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe('hashtags', () => {
  endpointTests('hashtagList', harness.context, {
    happy: () => ({
      as: null,
      check: (data) => expect(data).toEqual([{ id: tags.mystery, name: 'mystery', count: 2 }]),
    }),
    badInput: () => ({ as: null, query: { path: 'bad/path' }, code: ResultCode.BAD_REQUEST }),
  });

  it('counts what the caller may see', async () => {
    const response = await callRoute(
      harness.app,
      apiRoutes.hashtagList,
      { as: harness.world.readerA },
      harness.world,
    );
    expect(response.json().data).toEqual([{ id: tags.mystery, name: 'mystery', count: 2 }]);
  });

  endpointTests('hashtagSearchPublic', harness.context, {
    happy: () => ({
      as: null,
      body: { ids: [tags.mystery as number, tags.a2 as number] },
      check: (data) => expect(titlesOf(data)).toEqual(['ame', 'sakura']),
    }),
    badInput: () => ({ as: null, body: { ids: [] }, code: ResultCode.BAD_REQUEST }),
  });

  endpointTests('hashtagSearch', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      body: { ids: [tags.mystery as number, tags.secret as number] },
      check: (data) => expect(titlesOf(data)).toEqual(['ame', 'sakura']),
    }),
    badInput: (w) => ({ as: w.readerA, body: { ids: ['x'] }, code: ResultCode.BAD_REQUEST }),
  });
});
