import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next, loadTextArea } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { pick } from '../readers/reader-test-support.ts';
import { adminPlan, listOf, planAdmin, preview } from './plan-test-support.ts';

const T = { timeout: 15_000 };
beforeAll(() => loadTextArea('contentAdmin'));
beforeEach(() => useSession.setState(initialSessionState));
let session = 0;
const cookies = () => ({ hondana_token_admin: `plans-${++session}` });
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
/** A field by its label, a required field's mark left out. */
const byLabel = (key: string) => ({ name: (name: string) => name.replace(/\s*\*$/, '') === t(key) });
const service = (id: number, name: string) => ({
  id,
  companyId: 1,
  name,
  path: `s${id}`,
  isDefault: id === 1,
  referrerUrls: [],
  maxContent: null,
  contentCount: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
});
const novels = {
  id: 7,
  name: 'Novels',
  nameTranslations: {},
  type: 1,
  isDefault: false,
  ordinal: 1,
  serviceId: 1,
};

async function paste(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.clear(box);
  await user.paste(text);
}

describe('the plan form and its charge preview (component test, real app, fake network)', () => {
  it('adds a plan with names per language, shows the tax-inclusive total live, keeps free days to 29 and a refusal on its field', async () => {
    let refuse = true;
    const { network } = await renderWithApp(
      '/admin/plans/new',
      {
        authInfo: () => ok(planAdmin),
        planPage: () => ok(listOf([adminPlan(3, { name: 'Gold' })])),
        contentGroupAll: () => ok([novels]),
        planAdd: () =>
          refuse
            ? { status: 710, message: 'api.error.710', data: { field: 'contentGroupIds' } }
            : ok(adminPlan(5, { name: 'Weekly' })),
        planDetail: () => ok(adminPlan(5, { name: 'Weekly' })),
        planChargePreview: () => ok(preview),
        serviceList: () => ok([service(1, 'Library'), service(2, 'Branch')]),
      },
      { cookies: cookies() },
    );
    const form = within(
      await screen.findByRole('group', { name: (name) => name === t('planAdmin.form.names') }, T),
    );
    const user = userEvent.setup();
    await paste(user, form.getByRole('textbox', byLabel('planAdmin.form.name')), 'Weekly');
    await paste(
      user,
      form.getByRole('textbox', {
        name: t('planAdmin.form.nameIn', { language: t('planAdmin.form.language.ja') }),
      }),
      '週刊',
    );
    const price = screen.getByRole('textbox', byLabel('planAdmin.form.price'));
    await paste(user, price, '1000');
    // The default tax mode is inclusive: 1,000 yen shown, 909 before tax.
    expect(
      screen.getByText(t('planAdmin.form.shownTotal', { shown: '1,000', net: '910', tax: '90' })),
    ).toBeTruthy();
    await paste(user, screen.getByRole('textbox', byLabel('planAdmin.form.freeTermDays')), '30');
    const serviceBox = screen
      .getAllByLabelText(t('planAdmin.form.service'))
      .find((element) => element.getAttribute('aria-haspopup') === 'listbox');
    await pick(user, serviceBox as HTMLElement, 'Branch');
    await user.click(screen.getByRole('button', { name: t('planAdmin.form.save') }));
    await waitFor(() => expect(screen.getByText(t('api.error.710'))).toBeTruthy(), T);
    const sent = network.callsTo('planAdd')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Weekly',
      nameTranslations: { ja: '週刊' },
      price: 1000,
      freeTermDays: 29,
      taxMode: 'inclusive',
      serviceId: 2,
    });

    refuse = false;
    await paste(user, screen.getByRole('textbox', byLabel('planAdmin.form.freeTermDays')), '14');
    await user.click(screen.getByRole('button', { name: t('planAdmin.form.save') }));
    await screen.findByRole('heading', { name: 'Weekly', level: 1 }, T);
    expect(network.callsTo('planAdd')).toHaveLength(2);
  });

  it('shows the 24 months of charges with the rule each applied and the ordinal discounts, and a coupon asks again', async () => {
    const { network } = await renderWithApp(
      '/admin/plans/5',
      {
        authInfo: () => ok(planAdmin),
        planPage: () => ok(listOf([adminPlan(5)])),
        contentGroupAll: () => ok([novels]),
        planDetail: () => ok(adminPlan(5, { inUse: true })),
        planChargePreview: () => ok(preview),
        discountOrdinalPage: () =>
          ok(
            listOf([
              {
                id: 1,
                serviceId: 1,
                subscriptionPlanId: null,
                planName: null,
                ordinal: 2,
                discountPercent: 50,
                createdAt: '2026-11-20T09:00:00.000Z',
              },
            ]),
          ),
      },
      { cookies: cookies() },
    );
    const section = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-charge-preview] table');
      if (!found) throw new Error('no preview yet');
      return found;
    }, T);
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText('¥550')).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByText(t('planAdmin.preview.rules.ordinal', { percent: 50 })),
    ).toBeTruthy();
    const user = userEvent.setup();
    await paste(user, screen.getByRole('textbox', { name: t('planAdmin.preview.coupon') }), 'SPRING');
    await user.click(screen.getByRole('button', { name: t('planAdmin.preview.apply') }));
    await waitFor(
      () =>
        expect(network.callsTo('planChargePreview').some((c) => c.url.includes('couponCode=SPRING'))).toBe(
          true,
        ),
      T,
    );
    // The ordinal discounts that apply are listed beside it, read only.
    expect(
      screen.getByText(new RegExp(t('planAdmin.ordinals.item', { ordinal: 2, percent: 50 }))),
    ).toBeTruthy();
    // A plan in use is explained, and only archiving is offered.
    expect(screen.getByText(t('planAdmin.detail.inUseTitle'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('planAdmin.detail.delete') })).toBeNull();
    expect(screen.getByRole('button', { name: t('planAdmin.detail.archive') })).toBeTruthy();
  });
});
