import type { AuthUser, CompanyDetail, CompanyUpdate } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import { type Answer, type Handlers, ok } from '../../../test-support/render-with-app.tsx';
import { harbourCreated, systemAdmin } from '../companies/company-test-support.ts';
import { companyAdmin } from '../contents/admin-test-support.ts';

export { systemAdmin };

export const T = { timeout: 15_000 };

/** Company 1's admin, who may change its company but not the system admin's fields. */
export const ownAdmin: AuthUser = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'company.read', 'company.update', 'service.read'],
};

export const harbour: CompanyDetail = {
  ...harbourCreated.company,
  email: 'office@harbour.test',
  maxUser: 100,
  beViewerHost: 'viewer.harbour.test',
};

/** The calls of the settings page, the company answered as `detail`, its update by `update`. */
export function settingsHandlers(
  user: AuthUser,
  detail: CompanyDetail,
  update: (body: CompanyUpdate) => Answer = (body) => ok({ ...detail, ...body }),
): Handlers {
  return {
    authInfo: () => ok(user),
    companyDetail: () => ok(detail),
    companyAdmins: () =>
      ok([
        { id: 40, email: 'head@harbour.test', fullName: 'Head Librarian' },
        { id: 41, email: 'deputy@harbour.test', fullName: null },
      ]),
    serviceList: () => ok([harbourCreated.service]),
    companyUpdate: ({ body }) => update(body as CompanyUpdate),
    companyUploadSetting: () => ok({ companyId: detail.id, publishUploads: true }),
    companySecondFactorSetting: () =>
      ok({ companyId: detail.id, staffSecondFactorRequired: false, takesCardPayments: false }),
  };
}

/** A section's form once the company is on screen. */
export const sectionOf = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLFormElement>(`[data-company-section="${id}"]`);
    if (!found) throw new Error(`no ${id} section yet`);
    return found;
  }, T);

export const inputOf = (section: HTMLElement, name: string) =>
  section.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
