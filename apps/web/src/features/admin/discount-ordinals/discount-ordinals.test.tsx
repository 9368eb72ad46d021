import type { DiscountOrdinalItem } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { companyAdmin } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
const cookies = () => ({ hondana_token_admin: `ordinals-${++session}` });
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const admin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'discountOrdinal.read', 'discountOrdinal.manage', 'plan.read'],
};

const item = (id: number, overrides: Partial<DiscountOrdinalItem> = {}): DiscountOrdinalItem => ({
  id,
  serviceId: 12,
  subscriptionPlanId: null,
  planName: null,
  ordinal: 2,
  discountPercent: 20,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});
const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 1,
  size: 20,
});
const row = (id: number) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-ordinal="${id}"]`);
    if (!found) throw new Error(`no discount ${id} yet`);
    return found;
  }, T);

describe('the ordinal discounts page (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('lists service-wide and plan discounts by paid period, and adds one for a plan', async () => {
    const { network } = await renderWithApp(
      '/admin/discount-ordinals',
      {
        authInfo: () => ok(admin),
        discountOrdinalPage: () =>
          ok(
            page([
              item(1),
              item(2, { subscriptionPlanId: 5, planName: 'Monthly', ordinal: 3, discountPercent: 5 }),
            ]),
          ),
        planPage: () => ok(page([])),
        discountOrdinalAdd: () => ok(item(3, { ordinal: 4 })),
      },
      { cookies: cookies() },
    );
    const first = await row(1);
    expect(first.textContent).toContain(t('ordinalAdmin.everyPlan'));
    expect(first.textContent).toContain(t('ordinalAdmin.ordinalValue', { n: 2 }));
    expect((await row(2)).textContent).toContain('Monthly');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('ordinalAdmin.add') }, T));
    const dialog = await screen.findByRole('dialog', {}, T);
    const ordinal = within(dialog).getByLabelText(t('ordinalAdmin.ordinal'), { exact: false });
    await user.clear(ordinal);
    await user.type(ordinal, '4');
    await user.click(within(dialog).getByRole('button', { name: t('ordinalAdmin.save') }));
    await waitFor(() => expect(network.callsTo('discountOrdinalAdd')).toHaveLength(1), T);
    expect(network.callsTo('discountOrdinalAdd')[0]?.body).toEqual({
      ordinal: 4,
      discountPercent: 10,
      subscriptionPlanId: null,
    });
  });
});
