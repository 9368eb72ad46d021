import {
  AccountType,
  type CompanyCreate,
  companyCreateSchema,
  DEFAULT_LANGUAGE,
  DomainType,
  type Language,
  languages,
} from '@hondana/contract';
import { z } from 'zod';

/** The creation form's fields as typed: empty text stands for a setting not sent. */
export interface CompanyCreateValues extends Record<string, unknown> {
  name: string;
  email: string;
  domainType: DomainType;
  domain: string;
  accountType: AccountType;
  defaultLanguage: Language;
  service: { name: string; path: string };
  admin: { email: string; fullName: string };
}

export const emptyCompany: CompanyCreateValues = {
  name: '',
  email: '',
  domainType: DomainType.PATH,
  domain: '',
  accountType: AccountType.EMAIL,
  defaultLanguage: DEFAULT_LANGUAGE,
  service: { name: '', path: '' },
  admin: { email: '', fullName: '' },
};

/** A new company's form starts in the creator's own language: whoever sets up a portal most likely serves readers of it. */
export function newCompanyIn(language: string): CompanyCreateValues {
  const known = languages.find((candidate) => candidate === language);
  return { ...emptyCompany, defaultLanguage: known ?? DEFAULT_LANGUAGE };
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * The body of POST /company/add from the form: a PATH company sends no domain (the server takes the
 * platform's host), blank optional texts are left out.
 */
export function companyCreateBody(values: CompanyCreateValues): CompanyCreate {
  return {
    name: values.name,
    email: blankToUndefined(values.email),
    domainType: values.domainType,
    domain: values.domainType === DomainType.FULL_DOMAIN ? values.domain : undefined,
    accountType: values.accountType,
    defaultLanguage: values.defaultLanguage,
    service: { name: values.service.name, path: values.service.path },
    admin: { email: values.admin.email, fullName: blankToUndefined(values.admin.fullName) },
  };
}

/** The contract's schema checking the body the form would send, its issues named by the form's fields. */
export const companyCreateFormSchema = z.preprocess(
  (values) => companyCreateBody(values as CompanyCreateValues),
  companyCreateSchema.superRefine((body, context) => {
    // Optional in the contract (the server answers 415), but a form can say so before sending.
    if (body.domainType === DomainType.FULL_DOMAIN && !body.domain)
      context.addIssue({ code: 'custom', path: ['domain'], message: 'required' });
    if (!body.service.path)
      context.addIssue({ code: 'custom', path: ['service', 'path'], message: 'required' });
  }),
);

/** The text of the issues the form adds to the contract's. */
export const companyFormMessages = { domain: 'validate.required', 'service.path': 'validate.required' };

/** The form field a refusal names in its `field` (414, 415 on the path or domain; 413 on the admin's e-mail). */
export function fieldOfRefusal(data: unknown): 'domain' | 'service.path' | 'admin.email' | null {
  const field = (data as { field?: unknown } | null)?.field;
  if (field === 'domain') return 'domain';
  if (field === 'path') return 'service.path';
  if (field === 'admin.email' || field === 'email') return 'admin.email';
  return null;
}
