import { type CatalogueProgress, ContentGroupType } from '@hondana/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { testCard } from '../../test-support/catalogue-card.ts';
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { PROGRESS_POLL_MS, showsPreparing } from './use-catalogue-progress.ts';

afterEach(() => {
  cleanup();
  useSession.setState(initialSessionState);
});

const novels = {
  id: 1,
  name: 'Novels',
  nameTranslations: { en: 'Novels', ja: '小説', vn: 'Tiểu thuyết' },
  type: ContentGroupType.NORMAL,
  isDefault: false,
  ordinal: 1,
  isWrapLine: false,
  itemSize: null,
  numRow: null,
};

const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 1, size: 10 };

function handlers(progress: () => CatalogueProgress, more: Handlers = {}): Handlers {
  return {
    ...tenantHandlers('demo'),
    publicContentGroups: () => ok([novels]),
    cataloguePage: () => ok(emptyPage),
    catalogueProgress: () => ok(progress()),
    ...more,
  };
}

describe('the home when it has nothing to show (component test)', () => {
  it('tells a visitor the books need a login and offers the login', async () => {
    await renderWithApp(
      '/demo',
      handlers(() => ({ preparing: 0, ready: 12 })),
    );
    expect(
      await screen.findByRole('heading', { name: 'ログインすると本が表示されます' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('このライブラリーの本は会員向けです。ログインして本をご覧ください。'),
    ).toBeTruthy();
    const main = document.querySelector('main') as HTMLElement;
    const login = main.querySelector('[data-home-empty="login"] button') as HTMLButtonElement;
    expect(login.textContent).toBe('ログイン');
    await userEvent.setup().click(login);
    await waitFor(() => expect(useSession.getState().loginModalOpen).toBe(true));
    expect(document.querySelector('[data-shelf-loader]')).toBeNull();
  });

  it('says there are no books yet when the library has none, without a login offer', async () => {
    await renderWithApp(
      '/demo',
      handlers(() => ({ preparing: 0, ready: 0 })),
    );
    expect(
      await screen.findByRole('heading', { name: 'まだ本がありません' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(document.querySelector('[data-home-empty="login"]')).toBeNull();
  });

  it('shows the progress while books are prepared, asks again, and shows the shelves once they are ready', async () => {
    let progress: CatalogueProgress = { preparing: 66, ready: 34 };
    let cards = 0;
    const { network } = await renderWithApp(
      '/demo',
      handlers(() => progress, {
        cataloguePage: () =>
          ok({
            ...emptyPage,
            content: Array.from({ length: cards }, (_, i) => testCard(i + 1)),
            totalElements: cards,
          }),
      }),
    );
    const status = await screen.findByText('本を準備しています：100冊中34冊完了', {}, { timeout: 5_000 });
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('34');
    // No empty-state message and no endless placeholders while preparing.
    expect(document.querySelector('[data-home-empty]')).toBeNull();
    expect(document.querySelector('[data-shelf-loader]')).toBeNull();

    progress = { preparing: 0, ready: 100 };
    cards = 2;
    await waitFor(() => expect(network.callsTo('catalogueProgress').length).toBeGreaterThan(1), {
      timeout: PROGRESS_POLL_MS * 3,
    });
    await waitFor(() => expect(document.querySelectorAll('[data-card]').length).toBe(2), { timeout: 5_000 });
    expect(document.querySelector('[data-home-preparing]')).toBeNull();
  });
});

describe('when the home shows the preparing notice', () => {
  it('while a tenth or more of the books are being prepared, or whenever no shelf has books yet', () => {
    expect(showsPreparing({ preparing: 0, ready: 10 }, 0)).toBe(false);
    expect(showsPreparing({ preparing: 66, ready: 34 }, 3)).toBe(true);
    expect(showsPreparing({ preparing: 10, ready: 90 }, 3)).toBe(true);
    expect(showsPreparing({ preparing: 1, ready: 4999 }, 3)).toBe(false);
    expect(showsPreparing({ preparing: 1, ready: 4999 }, 0)).toBe(true);
  });
});
