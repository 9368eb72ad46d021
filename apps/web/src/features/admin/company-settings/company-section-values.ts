import {
  type CompanyDetail,
  type CompanyUpdate,
  companyUpdateSchema,
  isValidDomain,
  isValidHostAndPort,
} from '@hondana/contract';
import { z } from 'zod';

type Translations = { en: string; ja: string; vn: string };

/** The form's values of every section: texts as typed ('' for a setting left empty), numbers or ''. */
export interface CompanyFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  ownerId: string;
  defaultLanguage: string;
  domainType: string;
  domain: string;
  accountType: string;
  loginByIpAddress: boolean;
  autoLoginByIp: boolean;
  googleLogin: string;
  microsoftLogin: string;
  isAutoRegisterAccountAtLogin: boolean;
  serviceCode: string;
  passwordPolicy: string;
  titleOfEmailField: string;
  titleOfEmailFieldTranslations: Translations;
  titleOfPasswordField: string;
  titleOfPasswordFieldTranslations: Translations;
  isShowLinkRegisterUser: boolean;
  allowRegistration: boolean;
  maxUser: number | string;
  maxContent: number | string;
  sessionExpiryMinutes: number | string;
  sessionsPerUser: number | string;
  refuseOverSessionLimit: boolean;
  showSubscriptionStatus: boolean;
  isEnableWebMobile: boolean;
  gtmId: string;
  beViewerHost: string;
  beWebsiteHost: string;
  beLoginName: string;
  bePassword: string;
}

export type CompanyFormField = keyof CompanyFormValues & keyof CompanyUpdate;

export const sectionIds = ['company', 'address', 'signIn', 'limits', 'portal', 'backEnd'] as const;
export type SectionId = (typeof sectionIds)[number];

/** The settings each section shows and saves, in screen order. */
export const sectionFields: Record<SectionId, readonly CompanyFormField[]> = {
  company: ['name', 'email', 'ownerId', 'defaultLanguage'],
  address: ['domainType', 'domain'],
  signIn: [
    'accountType',
    'loginByIpAddress',
    'autoLoginByIp',
    'googleLogin',
    'microsoftLogin',
    'isAutoRegisterAccountAtLogin',
    'serviceCode',
    'passwordPolicy',
    'titleOfEmailField',
    'titleOfEmailFieldTranslations',
    'titleOfPasswordField',
    'titleOfPasswordFieldTranslations',
    'isShowLinkRegisterUser',
    'allowRegistration',
  ],
  limits: ['maxUser', 'maxContent', 'sessionExpiryMinutes', 'sessionsPerUser', 'refuseOverSessionLimit'],
  portal: ['showSubscriptionStatus', 'isEnableWebMobile', 'gtmId'],
  backEnd: ['beViewerHost', 'beWebsiteHost', 'beLoginName', 'bePassword'],
};

const translationsOf = (stored: CompanyDetail['titleOfEmailFieldTranslations']): Translations => ({
  en: stored.en ?? '',
  ja: stored.ja ?? '',
  vn: stored.vn ?? '',
});

/** The form's values for a company as the server answered it (the back-end password is never known). */
export function companyFormValues(detail: CompanyDetail): CompanyFormValues {
  return {
    ...detail,
    email: detail.email ?? '',
    ownerId: detail.ownerId === null ? '' : String(detail.ownerId),
    serviceCode: detail.serviceCode ?? '',
    titleOfEmailField: detail.titleOfEmailField ?? '',
    titleOfEmailFieldTranslations: translationsOf(detail.titleOfEmailFieldTranslations),
    titleOfPasswordField: detail.titleOfPasswordField ?? '',
    titleOfPasswordFieldTranslations: translationsOf(detail.titleOfPasswordFieldTranslations),
    maxUser: detail.maxUser ?? '',
    maxContent: detail.maxContent ?? '',
    gtmId: detail.gtmId ?? '',
    beViewerHost: detail.beViewerHost ?? '',
    beWebsiteHost: detail.beWebsiteHost ?? '',
    beLoginName: detail.beLoginName ?? '',
    bePassword: '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** What a field's value means to PUT /company/update: empty texts and limits are null. */
function apiValue(values: CompanyFormValues, field: CompanyFormField): unknown {
  const value = values[field];
  switch (field) {
    case 'email':
    case 'serviceCode':
    case 'titleOfEmailField':
    case 'titleOfPasswordField':
    case 'gtmId':
    case 'beViewerHost':
    case 'beWebsiteHost':
    case 'beLoginName':
      return orNull(value as string);
    case 'ownerId':
      return value === '' ? null : Number(value);
    case 'maxUser':
    case 'maxContent':
    case 'sessionExpiryMinutes':
    case 'sessionsPerUser':
      return numberOrNull(value as number | string);
    case 'bePassword':
      // Write-only: empty keeps the one set.
      return value === '' ? undefined : value;
    default:
      return value;
  }
}

/** The body a section would send with every one of its fields. */
export const sectionBody = (values: CompanyFormValues, fields: readonly CompanyFormField[]) =>
  Object.fromEntries(fields.map((field) => [field, apiValue(values, field)])) as CompanyUpdate;

/** Only the fields whose value differs from the company's: what a save sends. */
export function changedBody(
  values: CompanyFormValues,
  initial: CompanyFormValues,
  fields: readonly CompanyFormField[],
): CompanyUpdate {
  const now = sectionBody(values, fields) as Record<string, unknown>;
  const before = sectionBody(initial, fields) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(now).filter(
      ([field, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(before[field]),
    ),
  ) as CompanyUpdate;
}

/** The contract's update schema on a section's body, and the forms of hosts the server answers 415 for. */
export const sectionSchema = (fields: readonly CompanyFormField[]) =>
  z.preprocess(
    (values) => sectionBody(values as CompanyFormValues, fields),
    companyUpdateSchema.superRefine((body, context) => {
      if (body.domain !== undefined && !isValidDomain(body.domain.replace(/\.$/, '')))
        context.addIssue({ code: 'custom', path: ['domain'], message: 'domain' });
      for (const host of ['beViewerHost', 'beWebsiteHost'] as const) {
        const value = body[host];
        if (value && !isValidHostAndPort(value))
          context.addIssue({ code: 'custom', path: [host], message: 'host' });
      }
    }),
  );

export const sectionMessages = {
  domain: 'api.error.415',
  beViewerHost: 'companyForm.refusals.host',
  beWebsiteHost: 'companyForm.refusals.host',
  gtmId: 'companyForm.fields.gtmIdHint',
};
