import type { CouponItem } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { companyAdmin } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
const cookies = () => ({ hondana_token_admin: `coupons-${++session}` });
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const admin = { ...companyAdmin, abilities: [...companyAdmin.abilities, 'coupon.read', 'coupon.manage'] };
const reader = { ...companyAdmin, abilities: [...companyAdmin.abilities, 'coupon.read'] };

const coupon = (id: number, overrides: Partial<CouponItem> = {}): CouponItem => ({
  id,
  serviceId: 12,
  code: `CODE${id}`,
  discountPercent: 10,
  expiresAt: null,
  isUnlimited: false,
  usageLimit: 100,
  usedCount: 3,
  usable: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});
const page = (content: CouponItem[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 1,
  size: 20,
});
const row = (code: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-coupon="${code}"]`);
    if (!found) throw new Error(`no coupon ${code} yet`);
    return found;
  }, T);

describe('the coupons page (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('lists coupons with their uses, limit and state, and a menu entry', async () => {
    await renderWithApp(
      '/admin/coupons',
      {
        authInfo: () => ok(admin),
        couponPage: () =>
          ok(
            page([
              coupon(1),
              coupon(2, { isUnlimited: true, usageLimit: null, usable: false, code: 'FREE' }),
            ]),
          ),
        serviceList: () => ok([]),
      },
      { cookies: cookies() },
    );
    const first = await row('CODE1');
    expect(first.textContent).toContain(t('couponAdmin.usedOf', { used: 3, limit: 100 }));
    expect(first.textContent).toContain(t('couponAdmin.usable'));
    const second = await row('FREE');
    expect(second.textContent).toContain(t('couponAdmin.usedUnlimited', { used: 3 }));
    expect(second.textContent).toContain(t('couponAdmin.notUsable'));
    expect(document.querySelector('[data-nav="coupons"]')).not.toBeNull();
  });

  it('adds a coupon through the form, and shows a refusal of the code on the form', async () => {
    let added = 0;
    const { network } = await renderWithApp(
      '/admin/coupons',
      {
        authInfo: () => ok(admin),
        couponPage: () => ok(page([])),
        serviceList: () => ok([]),
        couponAdd: ({ body }) =>
          ++added === 1
            ? { status: 854, message: 'api.error.854', data: { field: 'code' } }
            : ok(coupon(9, { code: (body as { code: string }).code.toUpperCase() })),
      },
      { cookies: cookies() },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('couponAdmin.add') }, T));
    const dialog = await screen.findByRole('dialog', {}, T);
    await user.type(within(dialog).getByLabelText(t('couponAdmin.code'), { exact: false }), 'spring');
    await user.click(within(dialog).getByRole('button', { name: t('couponAdmin.save') }));
    await within(dialog).findByText(t('api.error.854'), { exact: false }, T);
    // Sent as typed: the server keeps codes in capitals.
    expect(network.callsTo('couponAdd')[0]?.body).toMatchObject({
      code: 'spring',
      discountPercent: 10,
      isUnlimited: false,
      usageLimit: 100,
      expiresAt: null,
    });
    await user.click(within(dialog).getByRole('button', { name: t('couponAdmin.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
  });

  it('shows no add or delete to an admin who only reads coupons', async () => {
    await renderWithApp(
      '/admin/coupons',
      { authInfo: () => ok(reader), couponPage: () => ok(page([coupon(1)])), serviceList: () => ok([]) },
      { cookies: cookies() },
    );
    await row('CODE1');
    expect(screen.queryByRole('button', { name: t('couponAdmin.add') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('couponAdmin.delete') })).toBeNull();
  });
});
