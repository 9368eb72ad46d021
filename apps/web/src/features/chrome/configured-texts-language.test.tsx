import type { CatalogueDetail, ContentGroupSummary, PublicTerms, ViewSettings } from '@hondana/contract';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n as i18next, initI18n } from '../../i18n/i18n.ts';
import { TenantProvider } from '../../tenant/tenant-context.tsx';
import { tenantTheme } from '../../tenant/theme.ts';
import { testDetail } from '../../test-support/catalogue-card.ts';
import settingsFixture from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { TermsDialog } from '../auth/federated/TermsDialog.tsx';

/**
 * Texts an admin configures, shown in the reader's interface language: the terms, the view-book
 * button's label and the result page's title. Demo Library speaks Japanese by default, so a language
 * without a translation shows the Japanese one.
 */
const settings = settingsFixture.data as ViewSettings;

const terms: PublicTerms = {
  id: 1,
  title: 'Demo Libraryの利用規約',
  titleTranslations: { en: 'Demo Library terms of use', ja: 'Demo Libraryの利用規約' },
  body: '<p>本はオンラインで読むためにのみ貸し出します。</p>',
  bodyTranslations: {
    en: '<p>Books are lent for reading online only.</p>',
    ja: '<p>本はオンラインで読むためにのみ貸し出します。</p>',
  },
  version: 1,
  publishedAt: '2026-11-01T00:00:00.000Z',
};

describe('the terms in the reader’s language', () => {
  it('a Japanese reader reads the Japanese terms, an English reader the English ones, a Vietnamese one the default', async () => {
    await initI18n();
    const shown = async (language: 'en' | 'ja' | 'vn') => {
      await act(() => changeLanguage(language));
      const dialog = await screen.findByRole('dialog');
      return {
        title: within(dialog).getByRole('heading').textContent,
        body: dialog.textContent ?? '',
      };
    };
    render(
      <MantineProvider theme={tenantTheme(undefined)}>
        <TenantProvider settings={settings}>
          <TermsDialog terms={terms} accepting={false} onAccept={() => {}} onDecline={() => {}} />
        </TenantProvider>
      </MantineProvider>,
    );
    const ja = await shown('ja');
    expect(ja.title).toBe('Demo Libraryの利用規約');
    expect(ja.body).toContain('本はオンラインで読むためにのみ貸し出します。');
    const en = await shown('en');
    expect(en.title).toBe('Demo Library terms of use');
    expect(en.body).toContain('Books are lent for reading online only.');
    expect(en.body).not.toContain('貸し出します');
    const vn = await shown('vn');
    expect(vn.title).toBe('Demo Libraryの利用規約');
  });
});

const group: ContentGroupSummary = {
  id: 1,
  name: 'Novels',
  nameTranslations: { en: 'Novels', ja: '小説' },
  type: 1,
  isDefault: false,
  ordinal: 1,
  isWrapLine: true,
  itemSize: null,
  numRow: null,
};

const detail: CatalogueDetail = testDetail(1, {
  viewBookButton: {
    label: 'この本を読む',
    labelTranslations: { en: 'Read this book', ja: 'この本を読む' },
    icon: 'eye',
    backgroundColor: '#780000',
    textColor: '#fdf0d5',
    borderColor: '#c1121f',
    width: 280,
    height: 52,
    align: 'center',
  },
});

describe('the view-book button’s label in the reader’s language', () => {
  it('Japanese for a Japanese reader, English for an English one, the default for a Vietnamese one', async () => {
    const handlers: Handlers = {
      ...tenantHandlers('demo'),
      publicContentGroups: () => ok([group]),
      catalogueDetail: () => ok(detail),
    };
    await renderWithApp('/demo/1/content0000000000000001', handlers);
    await waitFor(() => expect(i18next.language).toBe('ja'));
    expect(await screen.findByRole('button', { name: 'この本を読む' })).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Read this book' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'この本を読む' })).toBeNull();
    await act(() => changeLanguage('vn'));
    expect(await screen.findByRole('button', { name: 'この本を読む' })).toBeTruthy();
  });
});

describe('the result page’s title in the reader’s language', () => {
  it('the title the admin wrote, in the reader’s language', async () => {
    const tab = {
      id: 2,
      title: '詳細検索',
      titleTranslations: {},
      type: 2,
      ordinal: 1,
      isShow: true,
      button: {
        label: null,
        icon: 'search',
        backgroundColor: '#1d4e89',
        textColor: '#ffffff',
        align: 'right',
      },
      searchBoxes: [
        {
          id: 21,
          tabId: 2,
          label: 'タイトル',
          isShowLabel: true,
          size: 6,
          operation: 1,
          searchType: 2,
          searchFields: ['title'],
          matchValue: [],
          contentGroupResponseList: [],
          isRequiredAtLogin: false,
          isRequiredAtView: false,
          ordinal: 1,
        },
      ],
    };
    const withTitle = (pageTitle: string | null, pageTitleTranslations = {}) => ({
      ...tenantHandlers('demo'),
      viewSettings: () =>
        ok({
          ...settings,
          contentSearchResultSettingResponse: {
            ...settings.contentSearchResultSettingResponse,
            pageTitle,
            pageTitleTranslations,
          },
        }),
      searchPagePublic: () => ok([tab]),
      sortFieldPublic: () => ok([]),
      parameterSearchPublic: () => ok({ content: [], totalElements: 0, totalPages: 1, number: 1, size: 10 }),
    });
    await renderWithApp(
      '/demo/search?tab=2&b21=x',
      withTitle('検索結果', { en: 'What we found', ja: '検索結果' }) as Handlers,
    );
    await waitFor(() => expect(i18next.language).toBe('ja'));
    expect(await screen.findByRole('heading', { name: '検索結果' })).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'What we found' })).toBeTruthy();
  });
});
