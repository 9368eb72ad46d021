import type { CompanyListItem } from '@hondana/contract';
import { consoleHref } from '../kit/console-scope.ts';

/** Where a company's portal answers: its own domain, or the platform's host with each service path. */
export const companyAddress = (company: Pick<CompanyListItem, 'domain' | 'paths'>) =>
  [company.domain, ...company.paths.map((path) => `/${path}`)].join(' · ');

/** The console acting on a company opens at its settings. */
export const companyHref = (companyId: number) =>
  consoleHref({ companyId, serviceId: null }, 'company-settings');
