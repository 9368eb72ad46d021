import { ResultCode } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin } from './contents/admin-test-support.ts';

/** The system admin: no company, every console ability. */
const systemAdmin = {
  ...companyAdmin,
  id: 1,
  companyId: null,
  serviceId: null,
  domain: null,
  path: null,
  email: 'sysadmin@hondana.test',
  roleLevel: 1,
  loginType: 1,
  abilities: [...companyAdmin.abilities, 'userGroup.read'],
} as const;
const refused = () => ({ status: ResultCode.BAD_REQUEST, message: 'api.error.400', data: null });
const T = { timeout: 15_000 };

describe('company pages for the system admin (component test, real app, fake network)', () => {
  it.each(['/admin/contents', '/admin/user-groups'])(
    '%s asks for a company first instead of showing a refused call',
    async (path) => {
      const { network } = await renderWithApp(
        path,
        {
          authInfo: () => ok(systemAdmin),
          contentPage: refused,
          userGroupPage: refused,
          contentGroupAll: refused,
        },
        { cookies: adminCookies },
      );
      const notice = await waitFor(() => {
        const found = document.querySelector('[data-page="company-first"]');
        if (!found) throw new Error('no notice yet');
        return found;
      }, T);
      expect(notice.querySelector('h1')?.textContent).toBe(i18next.t('adminConsole.picker.title'));
      expect(notice.textContent).toContain(i18next.t('adminConsole.picker.text'));
      expect(notice.querySelector('form[data-company-picker]')).not.toBeNull();
      expect(document.querySelector('[data-toast="error"]')).toBeNull();
      expect(network.calls.filter((c) => c.name !== 'authInfo')).toEqual([]);
    },
  );
});
