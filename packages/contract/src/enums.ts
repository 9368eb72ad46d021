/**
 * Shared enumerations. Numeric values are the ones the seeds give; string values are stored as text
 * in PostgreSQL with a CHECK constraint built from the same arrays.
 */

const valuesOf = <T extends Record<string, string | number>>(o: T) => Object.values(o) as T[keyof T][];

export const AccountType = {
  USERNAME: 'USERNAME',
  EMAIL: 'EMAIL',
  ALL: 'ALL',
  EXTERNAL_ID: 'EXTERNAL_ID',
  OPEN: 'OPEN',
} as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];
export const accountTypes = valuesOf(AccountType);

export const DomainType = { PATH: 'PATH', FULL_DOMAIN: 'FULL_DOMAIN' } as const;
export type DomainType = (typeof DomainType)[keyof typeof DomainType];
export const domainTypes = valuesOf(DomainType);

/** roleLevel of each role. */
export const RoleLevel = {
  SYSTEM_ADMIN: 1,
  COMPANY_ADMIN: 2,
  USER: 3,
  IP_USER: 4,
  SERVICE_ADMIN: 5,
} as const;
export type RoleLevel = (typeof RoleLevel)[keyof typeof RoleLevel];
export const roleLevels = valuesOf(RoleLevel);

/** loginType paired with each role. */
export const RoleLoginType: Record<RoleLevel, number> = {
  [RoleLevel.SYSTEM_ADMIN]: 1,
  [RoleLevel.COMPANY_ADMIN]: 2,
  [RoleLevel.USER]: 4,
  [RoleLevel.IP_USER]: 5,
  [RoleLevel.SERVICE_ADMIN]: 3,
};

/** How a session was opened. */
export const LoginMethod = {
  EMAIL: 'email',
  IDENTITY: 'identity',
  IP_ADDRESS: 'ip_address',
  AUTO_IP_ADDRESS: 'auto_ip_address',
  EXTERNAL_ID: 'external_id',
  GOOGLE: 'google_login',
  MICROSOFT: 'microsoft_login',
} as const;
export type LoginMethod = (typeof LoginMethod)[keyof typeof LoginMethod];
export const loginMethods = valuesOf(LoginMethod);

export const AccountStatus = { ALLOW: 0, STOP: 1 } as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];
export const accountStatuses = valuesOf(AccountStatus);

export const UserSubscriptionType = { NONE: 1, LOGIN: 2 } as const;
export type UserSubscriptionType = (typeof UserSubscriptionType)[keyof typeof UserSubscriptionType];

export const PasswordPolicy = { WEAK: 'WEAK', STRICT: 'STRICT' } as const;
export type PasswordPolicy = (typeof PasswordPolicy)[keyof typeof PasswordPolicy];
export const passwordPolicies = valuesOf(PasswordPolicy);

/** Which social-login options a company offers for Google / Microsoft ('none' hides the button). */
export const SocialLoginOption = { NONE: 'none', ENABLED: 'enabled' } as const;
export type SocialLoginOption = (typeof SocialLoginOption)[keyof typeof SocialLoginOption];
export const socialLoginOptions = valuesOf(SocialLoginOption);

export const UserGroupAuthMethod = { PASSWORD: 1, IP_ADDRESS: 2 } as const;
export type UserGroupAuthMethod = (typeof UserGroupAuthMethod)[keyof typeof UserGroupAuthMethod];
export const userGroupAuthMethods = valuesOf(UserGroupAuthMethod);

export const ContentGroupType = {
  NORMAL: 1,
  FAVORITE: 2,
  RECENTLY: 3,
  NEW: 4,
  POPULAR: 5,
  RECOMMEND: 6,
} as const;
export type ContentGroupType = (typeof ContentGroupType)[keyof typeof ContentGroupType];
export const contentGroupTypes = valuesOf(ContentGroupType);

/** Badge shown on a content: new, popular, recommend. */
export const ContentBadge = { NEW: 'new', POPULAR: 'popular', RECOMMEND: 'recommend' } as const;
export type ContentBadge = (typeof ContentBadge)[keyof typeof ContentBadge];
export const contentBadges = valuesOf(ContentBadge);

export const PrintMode = { NOT_ALLOWED: 0, ALL_PAGES: 1, CURRENT_PAGE: 2 } as const;
export type PrintMode = (typeof PrintMode)[keyof typeof PrintMode];
export const printModes = valuesOf(PrintMode);

/** Life cycle of a content: processing (encrypting, code 740), published, unpublished (916), failed. */
export const ContentState = {
  PROCESSING: 'processing',
  PUBLISHED: 'published',
  UNPUBLISHED: 'unpublished',
  FAILED: 'failed',
} as const;
export type ContentState = (typeof ContentState)[keyof typeof ContentState];
export const contentStates = valuesOf(ContentState);

/** A stored file version: being processed, ready for readers, or refused (with its result code). */
export const ContentFileState = { PROCESSING: 'processing', READY: 'ready', FAILED: 'failed' } as const;
export type ContentFileState = (typeof ContentFileState)[keyof typeof ContentFileState];
export const contentFileStates = valuesOf(ContentFileState);

export const FileKind = { PDF: 'pdf', EPUB: 'epub' } as const;
export type FileKind = (typeof FileKind)[keyof typeof FileKind];
export const fileKinds = valuesOf(FileKind);

/** Page access modes. */
export const PageAccessMode = { NO_LOGIN: 1, LOGIN_REQUIRED: 2, VIEW_BOOK: 3 } as const;
export type PageAccessMode = (typeof PageAccessMode)[keyof typeof PageAccessMode];
export const pageAccessModes = valuesOf(PageAccessMode);

export const BannerType = { MESSAGE: 1, IMAGE: 2, SLIDE: 3 } as const;
export type BannerType = (typeof BannerType)[keyof typeof BannerType];
export const bannerTypes = valuesOf(BannerType);

export const LinkType = { INTERNAL: 1, EXTERNAL: 2 } as const;
export type LinkType = (typeof LinkType)[keyof typeof LinkType];
export const linkTypes = valuesOf(LinkType);

export const FooterPosition = { UPPER: 1, LOWER: 2, MIDDLE: 3 } as const;
export type FooterPosition = (typeof FooterPosition)[keyof typeof FooterPosition];
export const footerPositions = valuesOf(FooterPosition);

export const ListView = { LIST: 1, TITLE: 2, ALL: 3 } as const;
export type ListView = (typeof ListView)[keyof typeof ListView];
export const listViews = valuesOf(ListView);

export const PagingPosition = { TOP: 1, BOTTOM: 2, TOP_AND_BOTTOM: 3 } as const;
export type PagingPosition = (typeof PagingPosition)[keyof typeof PagingPosition];
export const pagingPositions = valuesOf(PagingPosition);

/** Operation of a search box. */
export const SearchOperation = {
  PARTIAL: 1,
  EXACT: 2,
  DATE_RANGE: 3,
  SINGLE_CHOICE: 4,
  MULTI_CHOICE: 5,
  MONTH_RANGE: 6,
  YEAR_RANGE: 7,
} as const;
export type SearchOperation = (typeof SearchOperation)[keyof typeof SearchOperation];
export const searchOperations = valuesOf(SearchOperation);

/** Kind of a search tab / box. */
export const SearchTabType = { FULL_TEXT: 1, PARAM: 2, COMMON: 3 } as const;
export type SearchTabType = (typeof SearchTabType)[keyof typeof SearchTabType];
export const searchTabTypes = valuesOf(SearchTabType);

/** Search request type. */
export const SearchRequestType = { BY_GROUP: 1, FULL_TEXT: 2, SEARCH_IN_GROUP: 3, BY_HASHTAG: 4 } as const;
export type SearchRequestType = (typeof SearchRequestType)[keyof typeof SearchRequestType];

export const SortDirection = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

/** Sort field value 12 means "no sort_field sent". */
export const SORT_FIELD_NONE = 12;

export const WatermarkPosition = {
  DIAGONAL: 'diagonal',
  CENTER: 'center',
  TOP_LEFT: 'top-left',
  TOP_CENTER: 'top-center',
  TOP_RIGHT: 'top-right',
  BOTTOM_LEFT: 'bottom-left',
  BOTTOM_CENTER: 'bottom-center',
  BOTTOM_RIGHT: 'bottom-right',
} as const;
export type WatermarkPosition = (typeof WatermarkPosition)[keyof typeof WatermarkPosition];
export const watermarkPositions = valuesOf(WatermarkPosition);

export const FavouriteButtonPosition = { IMAGE: 'image', INFORMATION: 'information' } as const;
export type FavouriteButtonPosition = (typeof FavouriteButtonPosition)[keyof typeof FavouriteButtonPosition];
export const favouriteButtonPositions = valuesOf(FavouriteButtonPosition);

export const ButtonAlign = { LEFT: 'left', CENTER: 'center', RIGHT: 'right' } as const;
export type ButtonAlign = (typeof ButtonAlign)[keyof typeof ButtonAlign];
export const buttonAligns = valuesOf(ButtonAlign);

/** Time unit map: 0 day, 1 month, 2 year. */
export const DurationType = { DAY: 0, MONTH: 1, YEAR: 2 } as const;
export type DurationType = (typeof DurationType)[keyof typeof DurationType];
export const durationTypes = valuesOf(DurationType);

export const TaxMode = { INCLUSIVE: 'inclusive', EXCLUSIVE: 'exclusive', NONE: 'none' } as const;
export type TaxMode = (typeof TaxMode)[keyof typeof TaxMode];
export const taxModes = valuesOf(TaxMode);

export const SubscriptionStatus = { ACTIVE: 'ACTIVE', CANCEL: 'CANCEL', REFUNDED: 'REFUNDED' } as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];
export const subscriptionStatuses = valuesOf(SubscriptionStatus);

/** Payment status shown to users. */
export const PaymentStatus = { DONE: 'done', PENDING: 'pending', OK: 'OK', NG: 'NG' } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatuses = valuesOf(PaymentStatus);

export const PaymentGatewayKind = {
  CARD: 'card',
  CARD_ALT: 'card_alt',
  MEMBER_ID: 'member_id',
  SANDBOX: 'sandbox',
} as const;
export type PaymentGatewayKind = (typeof PaymentGatewayKind)[keyof typeof PaymentGatewayKind];
export const paymentGatewayKinds = valuesOf(PaymentGatewayKind);

/** A readers import is previewed (dry run, nothing written) before it runs; a contents import runs at once. */
export const CsvImportStatus = {
  PREVIEWED: 'previewed',
  RUNNING: 'running',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
} as const;
export type CsvImportStatus = (typeof CsvImportStatus)[keyof typeof CsvImportStatus];
export const csvImportStatuses = valuesOf(CsvImportStatus);

export const Language = { EN: 'en', JA: 'ja', VN: 'vn' } as const;
export type Language = (typeof Language)[keyof typeof Language];
export const languages = valuesOf(Language);
export const DEFAULT_LANGUAGE: Language = Language.VN;

export const EmailTemplateKind = {
  WELCOME: 'welcome',
  RESET_PASSWORD: 'reset_password',
  CHANGE_EMAIL: 'change_email',
  /** To the old address once a change is confirmed, with the link that undoes it. */
  EMAIL_CHANGED: 'email_changed',
  /** To the old address when a system admin changed it (no undo link). */
  EMAIL_CHANGED_BY_ADMIN: 'email_changed_by_admin',
  /** To an address whose unconfirmed sign-up a Google or Microsoft login took over (password removed). */
  ACCOUNT_CLAIMED: 'account_claimed',
} as const;
export type EmailTemplateKind = (typeof EmailTemplateKind)[keyof typeof EmailTemplateKind];
export const emailTemplateKinds = valuesOf(EmailTemplateKind);

export const userSubscriptionTypes = valuesOf(UserSubscriptionType);

/** What a configurable button does (content detail, search tabs, links). */
export const ButtonActionType = {
  VIEW_BOOK: 'view_book',
  DOWNLOAD: 'download',
  SEARCH: 'search',
  LINK: 'link',
} as const;
export type ButtonActionType = (typeof ButtonActionType)[keyof typeof ButtonActionType];
export const buttonActionTypes = valuesOf(ButtonActionType);

/** Which listing a sort field belongs to: content-group listings (home, sidebar) or search results. */
export const SortFieldType = { CONTENT_LIST: 1, SEARCH_RESULT: 2 } as const;
export type SortFieldType = (typeof SortFieldType)[keyof typeof SortFieldType];
export const sortFieldTypes = valuesOf(SortFieldType);

/** Content fields a listing can be sorted by (names of the Content response keys). */
export const SortableField = {
  TITLE: 'title',
  AUTHOR: 'author',
  DISTRIBUTOR_NAME: 'distributorName',
  YEAR: 'year',
  CONTENT_CODE: 'contentCode',
  UPLOADED_AT: 'uploadedAt',
  CREATED_AT: 'createdAt',
  PARAM1: 'param1',
  PARAM2: 'param2',
  PARAM3: 'param3',
  PARAM4: 'param4',
  PARAM5: 'param5',
  /** When the content was published to readers. */
  PUBLISHED_AT: 'publishedAt',
  /** The group's own order of its contents (content_group_contents.ordinal); sortField 12. */
  GROUP_ORDER: 'groupOrder',
} as const;
export type SortableField = (typeof SortableField)[keyof typeof SortableField];
export const sortableFields = valuesOf(SortableField);

/** Content fields a parameter search box can search in (names of the Content response keys). */
export const SearchableField = {
  TITLE: 'title',
  AUTHOR: 'author',
  DISTRIBUTOR_NAME: 'distributorName',
  YEAR: 'year',
  DESCRIPTION: 'description',
  TOC: 'toc',
  KEYWORDS: 'keywords',
  SERIES: 'series',
  CONTENT_CODE: 'contentCode',
  UPLOADED_AT: 'uploadedAt',
  PARAM1: 'param1',
  PARAM2: 'param2',
  PARAM3: 'param3',
  PARAM4: 'param4',
  PARAM5: 'param5',
  CONTENT_GROUP: 'contentGroup',
} as const;
export type SearchableField = (typeof SearchableField)[keyof typeof SearchableField];
export const searchableFields = valuesOf(SearchableField);

/** What a CSV import run imports. */
export const CsvImportKind = { CONTENTS: 'contents', USERS: 'users' } as const;
export type CsvImportKind = (typeof CsvImportKind)[keyof typeof CsvImportKind];
export const csvImportKinds = valuesOf(CsvImportKind);

/**
 * One row of a readers import: what its preview decided (create, update, refused) and, once imported,
 * what was done (created, updated, or refused when the data changed after the preview).
 */
export const ReaderImportOutcome = {
  CREATE: 'create',
  UPDATE: 'update',
  REFUSED: 'refused',
  CREATED: 'created',
  UPDATED: 'updated',
} as const;
export type ReaderImportOutcome = (typeof ReaderImportOutcome)[keyof typeof ReaderImportOutcome];
export const readerImportOutcomes = valuesOf(ReaderImportOutcome);

/** Kind of a payment transaction. */
export const TransactionKind = {
  PURCHASE: 'purchase',
  RENEWAL: 'renewal',
  REFUND: 'refund',
  CARD_UPDATE: 'card_update',
} as const;
export type TransactionKind = (typeof TransactionKind)[keyof typeof TransactionKind];
export const transactionKinds = valuesOf(TransactionKind);

/** The identity providers a portal can send its readers to. */
export const IdentityProvider = {
  GOOGLE: 'google',
  MICROSOFT: 'microsoft',
  /** The external education-ID provider (account type EXTERNAL_ID; "gakken-id" in the API paths). */
  EXTERNAL_ID: 'external_id',
} as const;
export type IdentityProvider = (typeof IdentityProvider)[keyof typeof IdentityProvider];
export const identityProviders = valuesOf(IdentityProvider) as [IdentityProvider, ...IdentityProvider[]];
