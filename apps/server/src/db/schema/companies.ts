/**
 * Tenancy roots: a company (tenant) and its services (sites). Every other tenant-owned table carries
 * company_id (and service_id where the row belongs to one service) through the helpers at the end.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type AccountType,
  accountTypes,
  type DomainType,
  domainTypes,
  type Language,
  languages,
  type PageAccessMode,
  type PasswordPolicy,
  type PaymentGatewayKind,
  pageAccessModes,
  passwordPolicies,
  paymentGatewayKinds,
  type SocialLoginOption,
  socialLoginOptions,
} from '../../../../../packages/contract/src/enums.ts';
import { atLeast, inList, matches } from './checks.ts';
import { emptyTextArray, id, ref, timestamps, translations } from './columns.ts';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    accountType: text('account_type').$type<AccountType>().notNull().default('EMAIL'),
    domainType: text('domain_type').$type<DomainType>().notNull().default('PATH'),
    /**
     * Host name, lowercase, optional port (dev). FULL_DOMAIN: the tenant's own domain, unique among
     * FULL_DOMAIN companies. PATH: the host the service paths are served on (shared, not unique).
     */
    domain: text('domain').notNull(),
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    customName: text('custom_name'),
    titlePage: text('title_page'),
    gtmId: text('gtm_id'),
    loginByIpAddress: boolean('login_by_ip_address').notNull().default(false),
    autoLoginByIp: boolean('auto_login_by_ip').notNull().default(false),
    showSubscriptionStatus: boolean('show_subscription_status').notNull().default(false),
    isShowLinkRegisterUser: boolean('is_show_link_register_user').notNull().default(false),
    allowRegistration: boolean('allow_registration').notNull().default(false),
    allowForgotPassword: boolean('allow_forgot_password').notNull().default(true),
    isAutoRegisterAccountAtLogin: boolean('is_auto_register_account_at_login').notNull().default(false),
    /** Service code at the external education-ID provider (EXTERNAL_ID accounts). */
    serviceCode: text('service_code'),
    titleOfEmailField: text('title_of_email_field'),
    titleOfEmailFieldTranslations: translations('title_of_email_field_translations'),
    titleOfPasswordField: text('title_of_password_field'),
    titleOfPasswordFieldTranslations: translations('title_of_password_field_translations'),
    isEnableWebMobile: boolean('is_enable_web_mobile').notNull().default(false),
    googleLogin: text('google_login').$type<SocialLoginOption>().notNull().default('none'),
    microsoftLogin: text('microsoft_login').$type<SocialLoginOption>().notNull().default('none'),
    passwordPolicy: text('password_policy').$type<PasswordPolicy>().notNull().default('WEAK'),
    /** User CSV import option of the company settings; its values are defined by the user-import module. */
    optionImportUser: smallint('option_import_user'),
    /** settingLogin: 1 no login required, 2 login required for every page, 3 login required to view a book. */
    pageAccessMode: smallint('page_access_mode').$type<PageAccessMode>().notNull().default(3),
    /**
     * Download mode (the first step of a view-book click): an app asks for the download object and keeps
     * an encrypted copy for offline reading. Never a plain file. Off unless the company turns it on.
     */
    downloadMode: boolean('download_mode').notNull().default(false),
    /**
     * A new content (upload, metadata add, CSV row without a published cell) that does not say whether
     * it is published takes this: true publishes it once its file is processed, false keeps it a draft.
     */
    publishUploads: boolean('publish_uploads').notNull().default(true),
    /** The "no layout" company setting: only the content routes are served. */
    noLayout: boolean('no_layout').notNull().default(false),
    /** Limits; NULL = unlimited. */
    maxUser: integer('max_user'),
    maxContent: integer('max_content'),
    sessionExpiryMinutes: integer('session_expiry_minutes').notNull().default(1440),
    sessionsPerUser: integer('sessions_per_user').notNull().default(3),
    /** true: a login over the session limit is refused (code 750); false: the oldest session is revoked. */
    refuseOverSessionLimit: boolean('refuse_over_session_limit').notNull().default(false),
    /**
     * Staff (company and service admins) must sign in with a second factor. Also required, whatever
     * this says, while the company takes card payments (a payment gateway is set).
     */
    staffSecondFactorRequired: boolean('staff_second_factor_required').notNull().default(false),
    defaultLanguage: text('default_language').$type<Language>().notNull().default('vn'),
    paymentGateway: text('payment_gateway').$type<PaymentGatewayKind>(),
    merchantCcid: text('merchant_ccid'),
    /** Gateway merchant secret, encrypted at rest by the platform crypto (never returned in clear). */
    merchantSecretKeyEnc: text('merchant_secret_key_enc'),
    /** Public key of the gateway's browser token API (not a secret). */
    tokenApiKey: text('token_api_key'),
    /** The second card gateway: shop (charges) and site (stored cards); passwords encrypted like the secret above. */
    gmoShopId: text('gmo_shop_id'),
    gmoShopPassEnc: text('gmo_shop_pass_enc'),
    gmoSiteId: text('gmo_site_id'),
    gmoSitePassEnc: text('gmo_site_pass_enc'),
    /** The member-ID payment provider: merchant id and its API key (encrypted). */
    memberIdMerchant: text('member_id_merchant'),
    memberIdApiKeyEnc: text('member_id_api_key_enc'),
    /** Qualified-invoice issuer registration number printed on receipts: T and 13 digits. */
    invoiceRegistrationNumber: text('invoice_registration_number'),
    /**
     * The company's API key is shown once when generated; only its SHA-256 (hex) is kept, to find the
     * company by a key sent, and the last four characters as a hint to tell keys apart.
     */
    apiKeyHash: text('api_key_hash'),
    apiKeyHint: text('api_key_hint'),
    /** Owner user (a company admin of this company). No FK: it would make companies and users a cycle. */
    ownerId: ref('owner_id'),
    /** Back-end (viewer/website host) credentials. */
    beLoginName: text('be_login_name'),
    bePasswordEnc: text('be_password_enc'),
    beViewerHost: text('be_viewer_host'),
    beWebsiteHost: text('be_website_host'),
    ...timestamps(),
  },
  (t) => [
    check('companies_account_type_check', inList(t.accountType, accountTypes)),
    check('companies_domain_type_check', inList(t.domainType, domainTypes)),
    check('companies_page_access_mode_check', inList(t.pageAccessMode, pageAccessModes)),
    check('companies_domain_check', matches(t.domain, '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$')),
    check('companies_google_login_check', inList(t.googleLogin, socialLoginOptions)),
    check('companies_microsoft_login_check', inList(t.microsoftLogin, socialLoginOptions)),
    check('companies_password_policy_check', inList(t.passwordPolicy, passwordPolicies)),
    check('companies_default_language_check', inList(t.defaultLanguage, languages)),
    check('companies_payment_gateway_check', inList(t.paymentGateway, paymentGatewayKinds)),
    check(
      'companies_invoice_registration_number_check',
      matches(t.invoiceRegistrationNumber, '^T[0-9]{13}$'),
    ),
    check('companies_max_user_check', atLeast(t.maxUser, 0)),
    check('companies_max_content_check', atLeast(t.maxContent, 0)),
    check('companies_session_expiry_minutes_check', atLeast(t.sessionExpiryMinutes, 1)),
    check('companies_sessions_per_user_check', atLeast(t.sessionsPerUser, 1)),
    uniqueIndex('companies_full_domain_uq').on(t.domain).where(sql`${t.domainType} = 'FULL_DOMAIN'`),
    uniqueIndex('companies_api_key_hash_uq').on(t.apiKeyHash).where(sql`${t.apiKeyHash} is not null`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** URL path segment of the service, lowercase, unique across all companies. */
    path: text('path').notNull(),
    /** Allowed `cus-referer` values for public detail and viewer-token calls (max 5). */
    referrerUrls: text('referrer_urls').array().notNull().default(emptyTextArray),
    /** Content quota of the service; NULL = only the company limit applies. */
    maxContent: integer('max_content'),
    /** The service admin (a users row with role 5). No FK for the same reason as companies.owner_id. */
    serviceAdminId: ref('service_admin_id'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('services_path_check', matches(t.path, '^[a-z0-9][a-z0-9_-]{0,63}$')),
    check('services_referrer_urls_check', sql`cardinality(${t.referrerUrls}) <= 5`),
    check('services_max_content_check', atLeast(t.maxContent, 0)),
    uniqueIndex('services_path_uq').on(t.path),
    /** Target of every composite (company_id, service_id) foreign key. */
    unique('services_company_id_id_uq').on(t.companyId, t.id),
    uniqueIndex('services_company_default_uq').on(t.companyId).where(sql`${t.isDefault}`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Tenancy helpers used by every other schema file.

/** `company_id bigint not null references companies(id) on delete cascade`. */
export const companyId = () =>
  ref('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** `service_id bigint not null`; pair it with {@link serviceFk} in the table's extra config. */
export const serviceId = () => ref('service_id').notNull();

type Tenant = { companyId: AnyPgColumn; serviceId: AnyPgColumn };

/**
 * Composite foreign key (company_id, service_id) -> services(company_id, id) on delete cascade: the row's
 * service must belong to the row's company, so no row can point into another tenant.
 */
export const serviceFk = (table: string, t: Tenant) =>
  foreignKey({
    name: `${table}_service_fk`,
    columns: [t.companyId, t.serviceId],
    foreignColumns: [services.companyId, services.id],
  }).onDelete('cascade');

/**
 * Extra config of a settings record that exists once per service: the tenant foreign key plus a unique
 * index on (company_id, service_id).
 */
export const oncePerService = (table: string, t: Tenant) => [
  serviceFk(table, t),
  uniqueIndex(`${table}_service_uq`).on(t.companyId, t.serviceId),
];

/**
 * Composite foreign key (company_id, <column>) -> parent(company_id, id): the parent must belong to the
 * same company. `onDelete` defaults to cascade.
 */
export const tenantFk = (
  name: string,
  child: [AnyPgColumn, AnyPgColumn],
  parent: [AnyPgColumn, AnyPgColumn],
  onDelete: 'cascade' | 'no action' = 'cascade',
) => foreignKey({ name, columns: child, foreignColumns: parent }).onDelete(onDelete);
