import type { CatalogueCard, CatalogueDetail } from '@hondana/contract';

/** The public id of test content `n`: `content` and 16 digits. */
export const testElementId = (n: number) => `content${String(n).padStart(16, '0')}`;

/** A card of an open, readable PDF titled "Book n", as the catalogue calls answer it. */
export function testCard(n: number, extra: Partial<CatalogueCard> = {}): CatalogueCard {
  return {
    id: testElementId(n),
    detailId: testElementId(n),
    contentId: null,
    type: null,
    isFavorite: false,
    isRegistered: false,
    isSubscriptionPlan: false,
    title: `Book ${n}`,
    author: `Author ${n}`,
    distributorName: null,
    series: null,
    year: null,
    keywords: null,
    param1: null,
    param2: null,
    param3: null,
    param4: null,
    param5: null,
    fileKind: 'pdf',
    coverUrl: null,
    coverThumbnailUrl: null,
    view: true,
    viewOnline: false,
    loginRequired: false,
    publishedAt: '2026-11-01T09:00:00.000Z',
    access: { read: 'allowed', favourite: 'allowed', download: 903 },
    ...extra,
  };
}

/** The detail of test content `n`. */
export function testDetail(n: number, extra: Partial<CatalogueDetail> = {}): CatalogueDetail {
  return {
    ...testCard(n),
    description: 'A story.',
    toc: null,
    pageCount: 10,
    print: 0,
    printableContent: false,
    contentGroups: [],
    contentGroupIds: [],
    hashtags: [],
    seriesField: 'series',
    seriesValue: null,
    viewBookButton: null,
    ...extra,
  };
}

/** One page of cards, as the catalogue and search calls answer it. */
export const testPage = <T>(content: T[], total = content.length, size = 10) => ({
  content,
  totalElements: total,
  totalPages: Math.max(1, Math.ceil(total / size)),
  number: 1,
  size,
});
