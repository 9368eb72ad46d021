/** Cards, groups and fake answers the catalogue screens' component tests share (imported by *.test.tsx only). */
import type { CatalogueCard, ContentGroupSummary, Page, ViewSettings } from '@hondana/contract';
import { afterEach } from 'vitest';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { testCard, testElementId } from '../../test-support/catalogue-card.ts';
import settingsFixture from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, ok, tenantHandlers } from '../../test-support/render-with-app.tsx';

/** Call once at a test file's top level: each test starts signed out. */
export function resetAfterEach() {
  afterEach(() => {
    // The session store outlives a render: the next test starts with no session and no dialog.
    useSession.setState(initialSessionState);
  });
}

export const elementId = testElementId;

/** A test card whose cover the server serves. */
export function card(n: number, extra: Partial<CatalogueCard> = {}): CatalogueCard {
  return testCard(n, {
    coverUrl: `/api/v1/content/cover/${elementId(n)}/large`,
    coverThumbnailUrl: `/api/v1/content/cover/${elementId(n)}/small`,
    ...extra,
  });
}

export const pageOf = (
  cards: CatalogueCard[],
  number: number,
  size: number,
  total: number,
): Page<CatalogueCard> => ({
  content: cards,
  totalElements: total,
  totalPages: Math.ceil(total / size),
  number,
  size,
});

export function group(
  id: number,
  type: number,
  name: string,
  layout: Partial<ContentGroupSummary> = {},
): ContentGroupSummary {
  return {
    id,
    name,
    nameTranslations: { en: name, ja: name, vn: name },
    type: type as ContentGroupSummary['type'],
    isDefault: false,
    ordinal: id,
    isWrapLine: false,
    itemSize: null,
    numRow: null,
    ...layout,
  };
}

export const baseSettings = settingsFixture.data;
export type Setting = ViewSettings['contentSearchResultSettingResponse'];

export function handlers(
  groups: ContentGroupSummary[],
  page: (query: URLSearchParams) => Page<CatalogueCard>,
  setting: Partial<Setting> = {},
  more: Handlers = {},
): Handlers {
  const settings = {
    ...baseSettings,
    contentSearchResultSettingResponse: { ...baseSettings.contentSearchResultSettingResponse, ...setting },
  };
  return {
    ...tenantHandlers('demo'),
    viewSettings: () => ok(settings),
    publicContentGroups: () => ok(groups),
    cataloguePage: ({ query }) => ok(page(query)),
    ...more,
  };
}
