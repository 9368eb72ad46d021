import type { AuthUser } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin } from '../contents/admin-test-support.ts';
import { harbour, inputOf, sectionOf } from './company-settings-test-support.ts';

// A file of its own: the signed-in user of a test file's first render stays for its other tests.
const serviceAdmin: AuthUser = {
  ...companyAdmin,
  roleLevel: 5,
  serviceId: 1,
  abilities: [...companyAdmin.abilities, 'company.read'],
};

describe('company settings for a service admin (component test, real app, fake network)', () => {
  it('shows the company’s choice without letting them change it', async () => {
    const { network } = await renderWithApp(
      '/admin/company-settings',
      {
        authInfo: () => ok(serviceAdmin),
        companyUploadSetting: () => ok({ companyId: 1, publishUploads: false }),
        companyDetail: () => ok({ ...harbour, id: 1 }),
      },
      { cookies: adminCookies },
    );
    const toggle = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[data-publish-uploads]');
      if (!found) throw new Error('no switch yet');
      return found;
    });
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
    expect(document.querySelector('[data-read-only]')?.textContent).toBe(
      i18next.t('companySettings.readOnly'),
    );
    expect(network.callsTo('companyUploadSettingUpdate')).toEqual([]);
    // Every setting is shown, none can be changed or saved.
    const company = await sectionOf('company');
    expect(inputOf(company, 'email').disabled).toBe(true);
    expect(inputOf(await sectionOf('portal'), 'gtmId').disabled).toBe(true);
    expect(document.querySelector('[data-read-only-settings]')?.textContent).toBe(
      i18next.t('companyForm.readOnly'),
    );
    expect(document.querySelectorAll('[data-company-section] button[type="submit"]')).toHaveLength(0);
    expect(network.callsTo('companyAdmins')).toEqual([]);
  });
});
