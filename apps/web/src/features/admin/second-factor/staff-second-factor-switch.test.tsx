import type { AuthUser } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
const admin: AuthUser = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'company.read', 'company.update'],
};

describe('the company settings’ "two-step verification required for staff" (component test)', () => {
  it('saves each change and says card payments require it anyway', async () => {
    const { network } = await renderWithApp(
      '/admin/company-settings',
      {
        authInfo: () => ok(admin),
        companyUploadSetting: () => ok({ companyId: 1, publishUploads: true }),
        companySecondFactorSetting: () =>
          ok({ companyId: 1, staffSecondFactorRequired: false, takesCardPayments: true, effective: true }),
        companySecondFactorSettingUpdate: ({ body }) => {
          const { staffSecondFactorRequired } = body as { staffSecondFactorRequired: boolean };
          return ok({ companyId: 1, staffSecondFactorRequired, takesCardPayments: true, effective: true });
        },
      },
      { cookies: adminCookies },
    );
    const toggle = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[data-staff-second-factor]');
      if (!found) throw new Error('no switch yet');
      return found;
    }, T);
    expect(toggle.checked).toBe(false);
    expect(document.querySelector('[data-card-payments]')?.textContent).toBe(
      i18next.t('secondFactor.company.cardPayments'),
    );
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true), T);
    expect(network.callsTo('companySecondFactorSettingUpdate')[0]?.body).toEqual({
      staffSecondFactorRequired: true,
    });
    expect(toggle.closest('fieldset')?.textContent).toContain(i18next.t('secondFactor.company.on'));
  });
});
