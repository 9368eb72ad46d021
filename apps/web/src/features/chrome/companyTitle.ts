import type { CompanyPublicDetail } from '@hondana/contract';

/** The portal's display name: page title, else custom name, else service name. */
export const companyTitle = (company: CompanyPublicDetail): string =>
  company.titlePage || company.customName || company.serviceName;
