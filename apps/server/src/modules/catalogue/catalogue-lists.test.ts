import { type CatalogueCard, ResultCode, sortFieldCodes } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';

import { useCatalogueListsWorld } from './catalogue-lists-test-support.ts';

const { rows, groups, tags, portals, harness, keyOf, titlesOf, page, pageKeys } = useCatalogueListsWorld();

describe('GET /content/public/page', () => {
  endpointTests('cataloguePage', harness.context, {
    happy: (w) => ({
      as: null,
      query: { content_group_id: groups.novels },
      check: (data) => {
        expect(titlesOf(data)).toEqual(['vol10', 'sakura', 'ame', 'vol2', 'abc']);
        expect((data as { totalElements: number }).totalElements).toBe(5);
        const vol10 = (data as { content: CatalogueCard[] }).content[0];
        expect(vol10).toMatchObject({
          id: rows.vol10?.elementId,
          detailId: rows.vol10?.elementId,
          isFavorite: false,
          coverUrl: `/api/v1/content/cover/${rows.vol10?.elementId}/large?v=1`,
          coverThumbnailUrl: `/api/v1/content/cover/${rows.vol10?.elementId}/small?v=1`,
        });
        const ame = (data as { content: CatalogueCard[] }).content[2];
        expect(ame?.access).toEqual({
          read: ResultCode.LOGIN_REQUIRED,
          favourite: ResultCode.LOGIN_REQUIRED,
          download: ResultCode.CONTENT_DOWNLOAD_NOT_ALLOWED,
        });
        expect(w.a.service.id).toBeGreaterThan(0);
      },
    }),
    badInput: () => ({
      as: null,
      query: { content_group_id: groups.novels, sort_field: 99 },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: () => ({
      as: null,
      query: { content_group_id: groups.b },
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
  });

  it('lists a group in its own order; a login-required content readable by a signed-in reader', async () => {
    expect(await pageKeys(harness.world.readerA, { content_group_id: groups.novels })).toEqual([
      'vol10',
      'sakura',
      'ame',
      'vol2',
      'abc',
    ]);
    expect(
      await pageKeys(harness.world.readerA, { content_group_id: groups.novels, sort_field: 12 }),
    ).toEqual(['vol10', 'sakura', 'ame', 'vol2', 'abc']);
    const cards = (await page(harness.world.readerA, { content_group_id: groups.novels })).json().data
      .content as CatalogueCard[];
    expect(cards.find((c) => keyOf(c.id) === 'ame')?.access.read).toBe('allowed');
  });

  it('never shows unpublished, processing or failed contents to a visitor, in any list or count', async () => {
    const hidden = ['kame', 'proc', 'failed', 'other', 'bBook'];
    const queries = [
      {},
      { content_group_id: groups.novels },
      { content_group_id: groups.new },
      { content_group_id: groups.popular },
      { content_group_id: groups.recommend },
      { hashtag_id: tags.mystery },
      { hashtag_id: tags.secret },
      { series: 'Saga' },
      ...sortFieldCodes.map((s) => ({ sort_field: s.code })),
    ];
    for (const query of queries) {
      const response = await page(null, { ...query, size: 100 });
      const data = response.json().data as { content: CatalogueCard[]; totalElements: number };
      const keys = data.content.map((c) => keyOf(c.id));
      for (const key of hidden) expect(keys, JSON.stringify(query)).not.toContain(key);
      expect(data.totalElements, JSON.stringify(query)).toBe(keys.length);
    }
  });

  it('lists the whole catalogue newest first when no group is named', async () => {
    expect(await pageKeys(null, {})).toEqual(['ame', 'sakura', 'vol10', 'vol2', 'abc']);
    expect(await pageKeys(harness.world.readerA, {})).toEqual(['ame', 'sakura', 'vol10', 'vol2', 'abc']);
  });

  it('computes the new, popular and recommend groups and badges from the settings and the views', async () => {
    expect(await pageKeys(harness.world.readerA, { content_group_id: groups.new })).toEqual([
      'ame',
      'sakura',
    ]);
    expect(await pageKeys(null, { content_group_id: groups.popular })).toEqual(['vol2', 'sakura']);
    expect(await pageKeys(null, { content_group_id: groups.recommend })).toEqual(['abc']);
    const data = (await page(harness.world.readerA, { size: 100 })).json().data as {
      content: CatalogueCard[];
    };
    const badges = Object.fromEntries(data.content.map((c) => [keyOf(c.id), c.type]));
    expect(badges).toEqual({ ame: 'new', sakura: 'popular', vol10: null, vol2: 'popular', abc: 'recommend' });
  });

  it('refuses a hidden group, another service’s group (710) and a personal group to a visitor (600)', async () => {
    for (const [groupId, code] of [
      [groups.hidden, ResultCode.CONTENT_GROUP_NOT_FOUND],
      [groups.a2, ResultCode.CONTENT_GROUP_NOT_FOUND],
      [groups.b, ResultCode.CONTENT_GROUP_NOT_FOUND],
      [groups.favourites, ResultCode.ACCESS_TOKEN_NOT_FOUND],
    ] as const) {
      const response = await page(null, { content_group_id: groupId });
      expect(response.json().status, String(groupId)).toBe(code);
    }
  });

  it('sorts by every sort-field code, empty values last, ties by id', async () => {
    const collator = new Intl.Collator('ja', { numeric: true });
    const fields: Record<string, Record<string, unknown>> = {
      sakura: { title: 'さくら', author: 'Bさん', year: 2001, publishedAt: 5, uploadedAt: 6, param1: 'p-b' },
      ame: { title: 'アメ', author: 'Aさん', year: null, publishedAt: 3, uploadedAt: 3, param1: 'p-a' },
      vol10: { title: '第10巻', author: 'Cさん', year: 1999, publishedAt: 50, uploadedAt: 50 },
      vol2: { title: '第2巻', author: 'Cさん', year: 2010, publishedAt: 60, uploadedAt: 61 },
      abc: { title: 'abc', year: 2005, publishedAt: 200, uploadedAt: 200, contentCode: 'ABC-1' },
    };
    const visible = Object.keys(fields);
    const idOf = (key: string) => rows[key]?.id as number;
    for (const sort of sortFieldCodes) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const got = await pageKeys(harness.world.readerA, {
          content_group_id: groups.novels,
          sort_field: sort.code,
          sort: direction,
        });
        if (sort.kind === 'groupOrder') {
          expect(got).toEqual(['vol10', 'sakura', 'ame', 'vol2', 'abc']);
          continue;
        }
        if (sort.field === 'createdAt') {
          expect([...(got as string[])].sort()).toEqual([...visible].sort());
          continue;
        }
        const value = (key: string) => fields[key]?.[sort.field] ?? null;
        const compare = (x: string, y: string) => {
          const a = value(x);
          const b = value(y);
          if (a === null || b === null) return a === b ? idOf(x) - idOf(y) : a === null ? 1 : -1;
          let order =
            sort.kind === 'text'
              ? collator.compare(String(a), String(b))
              : sort.kind === 'date'
                ? Number(b) - Number(a) // days ago: larger is older
                : Number(a) - Number(b);
          if (direction === 'DESC') order = -order;
          return order || idOf(x) - idOf(y);
        };
        expect(got, `${sort.field} ${direction}`).toEqual([...visible].sort(compare));
      }
    }
  });

  it('pages: last page, an empty page past the end, the size cap', async () => {
    const reader = harness.world.readerA;
    const last = (await page(reader, { content_group_id: groups.novels, size: 2, page: 3 })).json().data;
    expect(last).toMatchObject({ totalElements: 5, totalPages: 3, number: 3, size: 2 });
    expect(titlesOf(last)).toEqual(['abc']);
    const past = (await page(reader, { content_group_id: groups.novels, size: 2, page: 4 })).json().data;
    expect(past).toMatchObject({ content: [], totalElements: 5, totalPages: 3, number: 4 });
    for (const query of [{ size: 101 }, { page: 0 }, { size: 0 }]) {
      expect((await page(reader, query)).json().status).toBe(ResultCode.BAD_REQUEST);
    }
  });

  it('lists a series by its volumes’ titles in natural order (第2巻 before 第10巻)', async () => {
    expect(await pageKeys(null, { series: 'Saga' })).toEqual(['vol2', 'vol10']);
  });

  it('lists a hashtag’s contents; a visitor sees the same', async () => {
    expect(await pageKeys(null, { hashtag_id: tags.mystery })).toEqual(['ame', 'sakura']);
    expect(await pageKeys(harness.world.readerA, { hashtag_id: tags.mystery })).toEqual(['ame', 'sakura']);
    expect(await pageKeys(harness.world.readerA, { hashtag_id: tags.a2 })).toEqual([]);
  });

  it('answers personal flags only for the reader whose token is sent, and refuses a bad token (601)', async () => {
    const { world } = harness;
    const other = await page(world.readerB, { content_group_id: groups.novels });
    expect(other.json().status).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    const forged = { ...world.readerA, token: 'x'.repeat(43) };
    expect((await page(forged, {})).json().status).toBe(ResultCode.ACCESS_TOKEN_INVALID);
  });

  it('refuses visitors of a login-only portal (600) and shows an OPEN company’s visitors everything', async () => {
    expect((await page(null, {}, portals.loginOnly)).json().status).toBe(ResultCode.ACCESS_TOKEN_NOT_FOUND);
    const openPage = (await page(null, {}, portals.open)).json().data as { content: CatalogueCard[] };
    expect(openPage.content.map((c) => c.title)).toEqual(['Members only']);
  });
});
