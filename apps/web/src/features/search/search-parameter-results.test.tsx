import type { ViewSettings } from '@hondana/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import settingsFixture from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, ok, renderWithApp } from '../../test-support/render-with-app.tsx';
import { card, handlers, pageOf, parameterTab, resetAfterEach } from './search-test-support.tsx';

resetAfterEach();

describe('parameter results (component test)', () => {
  const setting = settingsFixture.data.contentSearchResultSettingResponse;
  const withSetting = (patch: Partial<ViewSettings['contentSearchResultSettingResponse']>): Handlers => ({
    viewSettings: () =>
      ok({ ...settingsFixture.data, contentSearchResultSettingResponse: { ...setting, ...patch } }),
  });

  it('lays the cards out as the result setting asks (rows × items, paging top and bottom) and sorts by the search fields', async () => {
    const { network } = await renderWithApp('/demo/search?tab=2&b21=%E7%8C%AB', {
      ...handlers([parameterTab], {
        ...withSetting({ numRow: 2, itemsPerRow: 3, pagingPosition: 3, pageTitle: '蔵書検索' }),
        sortFieldPublic: () =>
          ok([
            {
              id: 31,
              serviceId: 1,
              type: 2,
              field: 'title',
              code: 1,
              title: 'Title',
              titleTranslations: {},
              ordinal: 1,
              isAcsDefault: true,
              isSortFieldDefault: false,
            },
            {
              id: 32,
              serviceId: 1,
              type: 2,
              field: 'uploadedAt',
              code: 6,
              title: 'Uploaded',
              titleTranslations: {},
              ordinal: 2,
              isAcsDefault: false,
              isSortFieldDefault: true,
            },
          ]),
        parameterSearchPublic: ({ query }) =>
          ok({
            ...pageOf(
              Array.from({ length: 6 }, (_, i) => card(i + 1)),
              20,
            ),
            number: Number(query.get('page') ?? 1),
            size: 6,
          }),
      }),
    });
    await waitFor(() => expect(document.querySelectorAll('[data-card]').length).toBe(6), { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('蔵書検索');
    expect(document.querySelector('[data-pager="top"]')).not.toBeNull();
    expect(document.querySelector('[data-pager="bottom"]')).not.toBeNull();
    const first = network.callsTo('parameterSearchPublic')[0];
    expect(first?.url).toContain('size=6');
    // The default search sort field (uploaded, descending by default) is sent by its code.
    expect(first?.url).toContain('sort_field=6');
    expect(first?.url).toContain('sort=DESC');
    expect(first?.body).toEqual([{ searchBoxId: 21, value: '猫' }]);
    expect(document.querySelector('[data-layout="wrap"]')?.getAttribute('style')).toContain('--per-row: 3');
  });

  it('a title view lists titles; no match says so', async () => {
    await renderWithApp('/demo/search?tab=2&b21=zzz', {
      ...handlers([parameterTab], {
        ...withSetting({ listView: 2 }),
        parameterSearchPublic: () => ok(pageOf([])),
      }),
    });
    expect(await screen.findByText('条件に合う本はありません。', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('/search without a search invites one; its button opens the overlay', async () => {
    await renderWithApp('/demo/search', handlers([parameterTab]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '検索を開く' }, { timeout: 5_000 }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
