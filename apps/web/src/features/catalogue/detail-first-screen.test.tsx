import type { CatalogueCard, CatalogueDetail, ContentGroupSummary, ViewSettings } from '@hondana/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import settingsFixture from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

type Setting = ViewSettings['contentSearchResultSettingResponse'];
const elementId = (n: number) => `content${String(n).padStart(16, '0')}`;

function card(n: number, extra: Partial<CatalogueCard> = {}): CatalogueCard {
  return {
    id: elementId(n),
    detailId: elementId(n),
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
    keywords: 'one, two',
    param1: 'Junior high',
    param2: 'Volume 3',
    param3: 'English',
    param4: null,
    param5: null,
    fileKind: 'pdf',
    coverUrl: `/api/v1/content/cover/${elementId(n)}/large`,
    coverThumbnailUrl: `/api/v1/content/cover/${elementId(n)}/small`,
    view: true,
    viewOnline: false,
    loginRequired: false,
    publishedAt: '2026-11-01T09:00:00.000Z',
    access: { read: 'allowed', favourite: 'allowed', download: 'allowed' },
    ...extra,
  } as CatalogueCard;
}

const detailOf = (n: number, extra: Partial<CatalogueDetail> = {}): CatalogueDetail => ({
  ...card(n, { type: 'new' }),
  description: 'A long description. '.repeat(40),
  toc: 'Chapter 1\nChapter 2\nChapter 3',
  pageCount: 10,
  print: 0,
  printableContent: false,
  contentGroups: [],
  contentGroupIds: [],
  hashtags: [{ id: 5, name: 'mystery' }],
  seriesField: 'series',
  seriesValue: null,
  viewBookButton: null,
  ...extra,
});

const group: ContentGroupSummary = {
  id: 1,
  name: 'Novels',
  nameTranslations: { en: 'Novels', ja: 'Novels', vn: 'Novels' },
  type: 1,
  isDefault: false,
  ordinal: 1,
  isWrapLine: true,
  itemSize: null,
  numRow: null,
};

function handlers(setting: Partial<Setting>, more: Handlers): Handlers {
  const base = settingsFixture.data;
  return {
    ...tenantHandlers('demo'),
    viewSettings: () =>
      ok({
        ...base,
        contentSearchResultSettingResponse: { ...base.contentSearchResultSettingResponse, ...setting },
      }),
    publicContentGroups: () => ok([group]),
    ...more,
  };
}

const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the content detail leads with the book (component test)', () => {
  it('puts title, author and the read button before keywords, contents and description, and the badge under the cover', async () => {
    await renderWithApp(
      '/demo/1/content0000000000000001',
      handlers({ contentLayoutDetail: [] }, { catalogueDetail: () => ok(detailOf(1)) }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Book 1' });
    const author = document.querySelector('[data-field="author"]') as Element;
    const read = document.querySelector('[data-view-book], [data-detail] button:not([data-favourite])');
    expect(read).toBeTruthy();
    for (const later of ['keywords', 'toc', 'description']) {
      const field = document.querySelector(`[data-field="${later}"]`) as Element;
      expect(field, later).toBeTruthy();
      expect(follows(heading, field) && follows(author, field), later).toBe(true);
      expect(follows(read as Element, field), later).toBe(true);
    }
    const badge = document.querySelector('[data-detail] [data-badge]') as HTMLElement;
    expect(badge.textContent).toBeTruthy();
    const cover = document.querySelector('[data-detail] img')?.parentElement as HTMLElement;
    expect(cover.contains(badge)).toBe(false);
  });

  it('shows only the params the service named, labelled in the interface language, else in another', async () => {
    await renderWithApp(
      '/demo/1/content0000000000000001',
      handlers(
        {
          contentLayoutDetail: [],
          paramNames: { param1: { en: 'Audience', ja: '対象' }, param3: { en: 'Language' } },
        },
        { catalogueDetail: () => ok(detailOf(1)) },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Book 1' });
    const text = (field: string) => document.querySelector(`[data-field="${field}"]`)?.textContent ?? null;
    // The demo portal speaks Japanese (its default language).
    expect(text('param1')).toBe('対象Junior high');
    // Named only in English: the name there beats hiding a field the administrator named.
    expect(text('param3')).toBe('LanguageEnglish');
    // Unnamed: never shown, whatever the content holds.
    expect(text('param2')).toBeNull();
  });
});

describe('a share link’s detail (component test)', () => {
  it('leads with title and read button too, and shows only the named params', async () => {
    await renderWithApp(
      '/demo/content/share-token',
      handlers(
        { contentLayoutDetail: [], paramNames: { param1: { ja: '対象' } } },
        { shareDetail: () => ok(detailOf(1)) },
      ),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Book 1' });
    const read = document.querySelector('[data-share-detail] [data-view-book]') as Element;
    const description = document.querySelector('[data-share-detail] [data-field="description"]') as Element;
    expect(follows(heading, read) && follows(read, description)).toBe(true);
    expect(document.querySelector('[data-field="param1"]')?.textContent).toBe('対象Junior high');
    expect(document.querySelector('[data-field="param2"]')).toBeNull();
  });
});

describe('badges on a shelf (component test)', () => {
  it('draws the badge under the cover, in a line every card keeps, so covers and titles line up', async () => {
    const cards = [card(1, { type: 'new' }), card(2), card(3, { type: 'popular' })];
    await renderWithApp(
      '/demo/1',
      handlers(
        {},
        {
          cataloguePage: () => ok({ content: cards, totalElements: 3, totalPages: 1, number: 1, size: 10 }),
        },
      ),
    );
    await screen.findByText('Book 3');
    const articles = [...document.querySelectorAll('article[data-card]')];
    expect(articles).toHaveLength(3);
    for (const article of articles) {
      const cover = article.querySelector('img')?.parentElement as HTMLElement;
      expect(cover.querySelector('[data-badge]')).toBeNull();
      const row = cover.nextElementSibling as HTMLElement;
      expect(row.className).toMatch(/badgeRow/);
    }
    expect(articles[0]?.querySelector('[data-badge="new"]')).toBeTruthy();
    expect(articles[1]?.querySelector('[data-badge]')).toBeNull();
  });
});
