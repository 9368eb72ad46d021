import type { AuthUser } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin } from '../contents/admin-test-support.ts';

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
  });
});
