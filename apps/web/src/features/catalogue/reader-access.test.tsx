import { ResultCode } from '@hondana/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { testCard, testDetail, testPage } from '../../test-support/catalogue-card.ts';
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { planPage, publicPlan } from '../orders/plans/plan-test-support.ts';

const t = (key: string) => i18next.t(key);

afterEach(() => {
  useSession.setState(initialSessionState);
  vi.restoreAllMocks();
});

const { LOGIN_REQUIRED, NO_PERMISSION, PLAN_REQUIRED_TO_VIEW, CONTENT_DOWNLOAD_NOT_ALLOWED } = ResultCode;
const lockedForVisitor = {
  read: LOGIN_REQUIRED,
  favourite: LOGIN_REQUIRED,
  download: CONTENT_DOWNLOAD_NOT_ALLOWED,
} as const;

function detailAt(tenant: 'demo' | 'open', detail: ReturnType<typeof testDetail>, more: Handlers = {}) {
  return renderWithApp(`/${tenant}/${detail.id}`, {
    ...tenantHandlers(tenant),
    catalogueDetail: () => ok(detail),
    cataloguePage: () => ok(testPage([])),
    ...more,
  });
}

describe('the server’s access outcome, shown one way (component test)', () => {
  it('a card a visitor could read after logging in shows a lock and “Log in to read”', async () => {
    await renderWithApp('/demo', {
      ...tenantHandlers('demo'),
      cataloguePage: () =>
        ok(testPage([testCard(1, { loginRequired: true, access: lockedForVisitor }), testCard(2)])),
    });
    const locked = `[data-card="${testCard(1).id}"] [data-access="login"]`;
    await waitFor(() => expect(document.querySelector(locked)).not.toBeNull());
    expect(document.querySelector(locked)?.textContent).toBe(t('catalogue.detail.logInToRead'));
    expect(document.querySelectorAll(`[data-card="${testCard(2).id}"] [data-access]`)).toHaveLength(0);
  });

  it('a login-required book’s read button says “Log in to read” and opens the login dialog', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await detailAt('demo', testDetail(1, { loginRequired: true, access: lockedForVisitor }));
    const button = await screen.findByRole('button', { name: t('catalogue.detail.logInToRead') });
    expect(screen.getByText(t('catalogue.detail.logInToReadHint'))).toBeTruthy();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('a book a visitor may read without logging in opens the viewer at once, no login asked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(window);
    await detailAt(
      'demo',
      testDetail(1, { viewOnline: true, access: { ...lockedForVisitor, read: 'allowed' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: t('catalogue.detail.viewBook') }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(expect.stringContaining('/view-online/'), '_blank'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a plan content says a plan is needed, and its click offers the plans that unlock it', async () => {
    const unlocking = publicPlan(7, { contentGroups: [{ id: 3, name: 'Manga', nameTranslations: {} }] });
    const other = publicPlan(8, { contentGroups: [{ id: 99, name: 'Other', nameTranslations: {} }] });
    await detailAt(
      'demo',
      testDetail(1, { contentGroupIds: [3], access: { ...lockedForVisitor, read: PLAN_REQUIRED_TO_VIEW } }),
      { publicPlanPage: () => ok(planPage([unlocking, other])) },
    );
    expect(await screen.findByText(t('catalogue.detail.planNeeded'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('catalogue.detail.viewBook') }));
    const dialog = await screen.findByRole('dialog', { name: t('orders.dialog.title') });
    await waitFor(() => expect(dialog.querySelector('[data-plan="7"]')).not.toBeNull());
    expect(dialog.querySelector('[data-plan="8"]')).toBeNull();
    expect(dialog.querySelector('[data-plan-price]')?.textContent).toBe(
      i18next.t('orders.priceInclusive', { yen: '1,100' }),
    );
    expect(dialog.querySelector('[data-plan-before-tax]')?.textContent).toBe(
      i18next.t('orders.priceBeforeTax', { yen: '1,000' }),
    );
  });

  it('no favourite button where the caller may keep none (an IP user, an open portal’s visitor)', async () => {
    await detailAt(
      'demo',
      testDetail(1, { access: { read: 'allowed', favourite: NO_PERMISSION, download: 903 } }),
    );
    await screen.findByRole('button', { name: t('catalogue.detail.viewBook') });
    expect(document.querySelector('[data-favourite]')).toBeNull();
  });
});

describe('an open portal has no login (component test)', () => {
  it('shows no favourite button and never opens the login dialog', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(window);
    await detailAt(
      'open',
      testDetail(1, { access: { read: 'allowed', favourite: NO_PERMISSION, download: 903 } }),
    );
    await waitFor(() => expect(document.querySelector('[data-view-book="allowed"]')).not.toBeNull());
    await userEvent.click(document.querySelector('[data-view-book="allowed"]') as HTMLElement);
    expect(document.querySelector('[data-favourite]')).toBeNull();
    useSession.getState().openLoginModal(() => undefined);
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
