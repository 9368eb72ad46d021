import { z } from 'zod';
import { accountTypes, domainTypes, languages, passwordPolicies, socialLoginOptions } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { rowIdSchema } from './row-id.ts';
import { serviceItemSchema, serviceNameSchema, servicePathInputSchema } from './services.ts';
import { textTranslationsSchema } from './translations.ts';

export const COMPANY_NAME_MAX = 200;
export const LOGIN_FIELD_TITLE_MAX = 100;
export const SESSION_EXPIRY_MINUTES_MAX = 525_600;
export const SESSIONS_PER_USER_MAX = 100;
export const COMPANY_LIMIT_MAX = 10_000_000;

/**
 * A host name as companies are served on: lowercase labels of letters, digits and inner hyphens (1-63
 * characters each, 253 in all), no port (tenants are found by the host without its port). The server
 * answers 415 when a domain breaks it, so the schema only bounds the length.
 */
const DOMAIN_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const isValidDomain = (domain: string): boolean => DOMAIN_PATTERN.test(domain);

/**
 * A back-end host: a host name as above, optionally with a port (1-65535). The server answers 415
 * naming the field when one breaks it; the schema only bounds the length.
 */
export function isValidHostAndPort(value: string): boolean {
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match?.[1] || !isValidDomain(match[1])) return false;
  const port = match[2] === undefined ? 1 : Number(match[2]);
  return port >= 1 && port <= 65_535;
}

/** A Google Tag Manager container id. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

const limit = z.number().int().min(0).max(COMPANY_LIMIT_MAX).nullable();
const title = z.string().trim().max(LOGIN_FIELD_TITLE_MAX).nullable();
const translations = z.object({
  en: z.string().trim().max(LOGIN_FIELD_TITLE_MAX).optional(),
  ja: z.string().trim().max(LOGIN_FIELD_TITLE_MAX).optional(),
  vn: z.string().trim().max(LOGIN_FIELD_TITLE_MAX).optional(),
});
const host = z.string().trim().toLowerCase().max(260);

/**
 * Every setting of a company an administrator edits (payment settings have calls of their own). In an
 * update each is optional: an absent field is kept.
 */
export const companyFieldsSchema = z.object({
  name: z.string().trim().min(1).max(COMPANY_NAME_MAX),
  email: z.email({ error: 'validate.email' }).max(255).nullable(),
  /** A company admin of this company (703 when it is not). */
  ownerId: rowIdSchema.nullable(),
  domainType: z.enum(domainTypes),
  /** FULL_DOMAIN: the company's own host; PATH: the host its service paths are served on. 415, 414. */
  domain: host,
  accountType: z.enum(accountTypes),
  defaultLanguage: z.enum(languages),
  maxUser: limit,
  maxContent: limit,
  sessionExpiryMinutes: z.number().int().min(1).max(SESSION_EXPIRY_MINUTES_MAX),
  sessionsPerUser: z.number().int().min(1).max(SESSIONS_PER_USER_MAX),
  refuseOverSessionLimit: z.boolean(),
  loginByIpAddress: z.boolean(),
  autoLoginByIp: z.boolean(),
  googleLogin: z.enum(socialLoginOptions),
  microsoftLogin: z.enum(socialLoginOptions),
  isAutoRegisterAccountAtLogin: z.boolean(),
  /** Service code at the education-ID provider (EXTERNAL_ID accounts). */
  serviceCode: z.string().trim().max(64).nullable(),
  passwordPolicy: z.enum(passwordPolicies),
  titleOfEmailField: title,
  titleOfEmailFieldTranslations: translations,
  titleOfPasswordField: title,
  titleOfPasswordFieldTranslations: translations,
  isShowLinkRegisterUser: z.boolean(),
  allowRegistration: z.boolean(),
  showSubscriptionStatus: z.boolean(),
  isEnableWebMobile: z.boolean(),
  gtmId: z.string().trim().regex(GTM_ID_PATTERN).nullable(),
  /** A host name, optionally with a port: 415 naming the field otherwise. */
  beViewerHost: host.nullable(),
  beWebsiteHost: host.nullable(),
  beLoginName: z.string().trim().max(200).nullable(),
  /** Write-only: stored encrypted, never answered (`hasBePassword` says whether one is set). */
  bePassword: z.string().min(1).max(200).nullable(),
});
export type CompanyFields = z.input<typeof companyFieldsSchema>;

/**
 * The settings only a system admin changes: what the company bought and where it is served. A company
 * admin sending one of them is refused (614, naming the field).
 */
export const systemAdminCompanyFields = [
  'name',
  'ownerId',
  'domainType',
  'domain',
  'accountType',
  'maxUser',
  'maxContent',
  'sessionExpiryMinutes',
  'sessionsPerUser',
  'refuseOverSessionLimit',
  'serviceCode',
  'beViewerHost',
  'beWebsiteHost',
  'beLoginName',
  'bePassword',
] as const satisfies readonly (keyof typeof companyFieldsSchema.shape)[];

/** PUT /company/update/{id}: the fields sent change, the others are kept. */
export const companyUpdateSchema = companyFieldsSchema.partial();
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

export const companyIdParamsSchema = z.object({ id: rowIdSchema });

/** GET /company/page: search in name, e-mail and domain; filters by account and domain type. */
export const companyPageQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(200).optional(),
  accountType: z.enum(accountTypes).optional(),
  domainType: z.enum(domainTypes).optional(),
});

export const companyListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  accountType: z.enum(accountTypes),
  domainType: z.enum(domainTypes),
  domain: z.string(),
  /** Its services' paths, oldest first. */
  paths: z.array(z.string()),
  createdAt: z.string(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

const { bePassword: _writeOnly, ...readable } = companyFieldsSchema.shape;

/** GET /company/detail/{id}: every setting, with secrets replaced by whether they are set. */
export const companyDetailSchema = z.object({
  ...readable,
  id: z.number().int(),
  email: z.string().nullable(),
  titleOfEmailFieldTranslations: textTranslationsSchema,
  titleOfPasswordFieldTranslations: textTranslationsSchema,
  gtmId: z.string().nullable(),
  hasBePassword: z.boolean(),
  /** The last four characters of the API key, or null when none was generated. */
  apiKeyHint: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** GET /company/admins/{id}: the company admins of a company, who may be named its owner. */
export const companyAdminItemSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
});
export type CompanyAdminItem = z.infer<typeof companyAdminItemSchema>;

/** POST /company/api-key/{id}: the new key, shown this once (only its hash is kept). */
export const companyApiKeySchema = z.object({ apiKey: z.string(), apiKeyHint: z.string() });
export type CompanyApiKey = z.infer<typeof companyApiKeySchema>;

/**
 * POST /company/add: the company, its first service and its company admin, who gets a mail with a link
 * to choose a password. A PATH company's domain defaults to the platform's host.
 */
export const companyCreateSchema = companyFieldsSchema
  .omit({ ownerId: true })
  .partial()
  .extend({
    name: companyFieldsSchema.shape.name,
    domainType: companyFieldsSchema.shape.domainType,
    service: z.object({ name: serviceNameSchema, path: servicePathInputSchema }),
    admin: z.object({
      email: z.email({ error: 'validate.email' }).max(255),
      fullName: z.string().trim().min(1).max(100).optional(),
    }),
  });
export type CompanyCreate = z.input<typeof companyCreateSchema>;

export const companyCreatedSchema = z.object({
  company: companyDetailSchema,
  service: serviceItemSchema,
  admin: z.object({ id: z.number().int(), email: z.string() }),
  /** When the admin's set-password link stops working. */
  invitationExpiresAt: z.string(),
});
export type CompanyCreated = z.infer<typeof companyCreatedSchema>;
