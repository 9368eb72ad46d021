import { type AuthUser, type CatalogueDetail, ContentGroupType } from '@hondana/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handlers, ok, renderWithApp } from '../../test-support/render-with-app.tsx';
import { card, elementId, group, handlers, pageOf, resetAfterEach } from './catalogue-test-support.ts';

resetAfterEach();

const reader: AuthUser = {
  id: 7,
  companyId: 1,
  serviceId: 1,
  domain: 'localhost',
  path: 'demo',
  email: 'reader@demo.hondana.test',
  username: 'reader01',
  fullName: 'Demo Reader',
  name: 'Demo Reader',
  lang: 'en',
  roleLevel: 3,
  loginType: 4,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: ['portal.login', 'account.read'],
};

function detailOf(n: number, extra: Partial<CatalogueDetail> = {}): CatalogueDetail {
  return {
    ...card(n),
    description: 'A story.',
    toc: null,
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
  };
}

describe('content detail and favourites (component test)', () => {
  it('draws the layout’s fields with label, size and box, the bookmark at its clamped size, hashtag chips', async () => {
    await renderWithApp(
      '/demo/1/content0000000000000001',
      handlers(
        [group(1, ContentGroupType.NORMAL, 'Novels')],
        () => pageOf([], 1, 10, 0),
        {
          favouriteIconSize: 80,
          buttonFavouritePosition: 'information',
          contentLayoutDetail: [
            { field: 'author', size: 22, label: 'Writer', showLabel: true, showBox: false, ordinal: 1 },
            { field: 'description', size: 15, showLabel: false, showBox: true, ordinal: 2 },
          ],
        },
        { catalogueDetail: () => ok(detailOf(1)) },
      ),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Book 1' });
    expect(heading).toBeTruthy();
    const author = document.querySelector<HTMLElement>('[data-field="author"]');
    expect(author?.textContent).toBe('WriterAuthor 1');
    expect(author?.querySelector('p')?.style.fontSize).toBe('22px');
    const description = document.querySelector<HTMLElement>('[data-field="description"]');
    expect(description?.className).toMatch(/fieldBox/);
    expect(description?.textContent).toBe('A story.');
    const bookmark = document.querySelector('[data-favourite]') as HTMLElement;
    expect(bookmark.querySelector('svg')?.getAttribute('width')).toBe('45');
    expect(screen.getByRole('link', { name: '#mystery' }).getAttribute('href')).toBe(
      '/demo/search?hashtag=5&tag=mystery',
    );
  });

  it('draws the view-book button as the service configures it (label, colours, size, alignment, no icon)', async () => {
    const viewBookButton = {
      label: 'Read now',
      icon: 'none',
      backgroundColor: '#112233',
      textColor: '#fefefe',
      borderColor: '#445566',
      width: 200,
      height: 40,
      align: 'right' as const,
    };
    await renderWithApp(
      '/demo/1/content0000000000000001',
      handlers([group(1, ContentGroupType.NORMAL, 'Novels')], () => pageOf([], 1, 10, 0), undefined, {
        catalogueDetail: () => ok(detailOf(1, { view: true, viewBookButton })),
      }),
    );
    const button = await screen.findByRole('button', { name: 'Read now' });
    expect(button.style.background).toBe('#112233');
    expect(button.style.color).toBe('#fefefe');
    expect(button.style.width).toBe('200px');
    expect(button.style.minHeight).toBe('40px');
    expect(button.querySelector('svg')).toBeNull();
    expect((button.parentElement as HTMLElement).style.justifyContent).toBe('flex-end');
  });

  it('a visitor who favourites gets the login dialog and nothing is sent', async () => {
    let favourite = false;
    const more: Handlers = {
      catalogueDetail: () => ok(detailOf(1, { isFavorite: favourite })),
      favouriteAdd: () => {
        favourite = true;
        return ok({ contentId: elementId(1), isFavorite: true });
      },
      favouriteDelete: () => {
        favourite = false;
        return ok({ contentId: elementId(1), isFavorite: false });
      },
    };
    const visitor = await renderWithApp(
      '/demo/content0000000000000001',
      handlers([group(1, ContentGroupType.NORMAL, 'Novels')], () => pageOf([], 1, 10, 0), {}, more),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Book 1/, pressed: false }));
    expect(await screen.findByRole('dialog', {})).toBeTruthy();
    expect(visitor.network.callsTo('favouriteAdd')).toHaveLength(0);
  });

  it('a reader’s toggle is sent with the token, and the detail is read again with the new state', async () => {
    let favourite = false;
    const more: Handlers = {
      catalogueDetail: () => ok(detailOf(1, { isFavorite: favourite })),
      favouriteAdd: () => {
        favourite = true;
        return ok({ contentId: elementId(1), isFavorite: true });
      },
      favouriteDelete: () => {
        favourite = false;
        return ok({ contentId: elementId(1), isFavorite: false });
      },
    };

    const { network } = await renderWithApp(
      '/demo/content0000000000000001',
      handlers(
        [group(1, ContentGroupType.NORMAL, 'Novels')],
        () => pageOf([], 1, 10, 0),
        {},
        {
          ...more,
          authInfo: () => ok(reader),
          userContentGroups: () =>
            ok([
              group(1, ContentGroupType.NORMAL, 'Novels'),
              group(9, ContentGroupType.FAVORITE, 'Favourites'),
            ]),
        },
      ),
      { cookies: { hondana_token_demo: 'demo-reader-token' } },
    );
    // The session is restored (auth info) before the page is drawn: a longer wait than a visitor's.
    await userEvent.click(await screen.findByRole('button', { name: /Book 1/, pressed: false }));
    // The detail is read again after the toggle: the bookmark is now pressed.
    expect(await screen.findByRole('button', { name: /Book 1/, pressed: true })).toBeTruthy();
    expect(network.callsTo('favouriteAdd')[0]?.body).toEqual({ contentId: elementId(1) });
    expect(network.callsTo('favouriteAdd')[0]?.token).toBe('demo-reader-token');
    await userEvent.click(screen.getByRole('button', { name: /Book 1/, pressed: true }));
    await screen.findByRole('button', { name: /Book 1/, pressed: false });
    expect(network.callsTo('favouriteDelete')[0]?.url).toContain(`/content/favorites/delete/${elementId(1)}`);
  });
});
