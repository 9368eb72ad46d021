/**
 * The result-code catalogue of seed 002 §8: one typed table. Every failure envelope carries one of these
 * codes as `status` and `api.error.<code>` as `message`. Where the seed gives a range without an exact
 * mapping (600-608, 700-811, 830-871, 887-898) the codes below were assigned once; docs/result-codes.md
 * is generated from this table (`npm run docs:result-codes`).
 */

export interface ResultCodeEntry {
  /** The result code sent as the envelope's `status`. */
  code: number;
  /** Symbolic name used by the server (`ResultCode.NAME`). */
  name: string;
  /** HTTP status of a response carrying this code. */
  http: number;
  /** What the code means, for developers; the user-facing text is `api.error.<code>` in packages/i18n. */
  meaning: string;
}

export const resultCodeTable = [
  // Success and generic codes
  { code: 200, name: 'OK', http: 200, meaning: 'Success' },
  { code: 400, name: 'BAD_REQUEST', http: 400, meaning: 'Bad request' },
  { code: 401, name: 'UNAUTHORIZED', http: 401, meaning: 'Unauthorized, or access token expired' },
  { code: 403, name: 'FORBIDDEN', http: 403, meaning: 'Forbidden' },
  { code: 404, name: 'NOT_FOUND', http: 404, meaning: 'Not found' },
  { code: 500, name: 'INTERNAL_SERVER_ERROR', http: 500, meaning: 'Internal server error' },
  { code: 501, name: 'MODEL_ERROR', http: 500, meaning: 'Model error (stored data could not be processed)' },
  {
    code: 502,
    name: 'BACKEND_API_ERROR',
    http: 502,
    meaning: 'Back-end API error (an upstream service failed)',
  },

  // 405-432
  { code: 405, name: 'FILE_NOT_FOUND', http: 404, meaning: 'File not found' },
  { code: 406, name: 'BAD_PARAMETERS', http: 400, meaning: 'Bad parameters' },
  { code: 407, name: 'NAME_EXISTS', http: 409, meaning: 'Name exists' },
  { code: 408, name: 'DATE_FORMAT_INVALID', http: 400, meaning: 'Date format must be MM/dd/yyyy' },
  { code: 409, name: 'DATE_RANGE_INVALID', http: 400, meaning: 'From-date must be before to-date' },
  { code: 410, name: 'INVALID_KEY', http: 400, meaning: 'Invalid key' },
  { code: 411, name: 'CSV_LOG_EXPORT_FAILED', http: 500, meaning: 'Cannot export the CSV log' },
  { code: 412, name: 'INVALID_FILE', http: 400, meaning: 'Invalid file' },
  { code: 413, name: 'EMAIL_EXISTS', http: 409, meaning: 'E-mail exists (same meaning as 707)' },
  { code: 414, name: 'DOMAIN_EXISTS', http: 409, meaning: 'Domain exists' },
  { code: 415, name: 'DOMAIN_FORMAT_INVALID', http: 400, meaning: 'Domain format invalid' },
  {
    code: 416,
    name: 'IP_USER_CREDENTIALS_CHANGE_REQUIRED',
    http: 400,
    meaning: 'Logged in by IP address, so username and password must be changed together',
  },
  {
    code: 417,
    name: 'COMPANY_USER_LIMIT_REACHED',
    http: 409,
    meaning: 'Company reached its user limit (same meaning as 428)',
  },
  {
    code: 420,
    name: 'COMPANY_CONTENT_LIMIT_REACHED',
    http: 409,
    meaning: 'Company reached its content limit',
  },
  {
    code: 421,
    name: 'CREDENTIALS_OR_IP_REQUIRED',
    http: 400,
    meaning: 'Enter ID and password, or IP address',
  },
  {
    code: 422,
    name: 'MATCH_VALUE_OR_SEARCH_FIELD_INVALID',
    http: 400,
    meaning: 'Invalid match value or search field',
  },
  {
    code: 423,
    name: 'USER_GROUP_LOGIN_METHOD_MISMATCH',
    http: 409,
    meaning:
      'The user group logs in by IP address or by ID/password, and the request does not fit that method',
  },
  {
    code: 424,
    name: 'USER_MAXIMUM_EXCEEDED',
    http: 409,
    meaning: 'User maximum exceeded (an import or a setting would pass the maximum number of users)',
  },
  {
    code: 425,
    name: 'ACCOUNT_LOCKED',
    http: 423,
    meaning: 'Account locked for 30 minutes after failed logins',
  },
  {
    code: 426,
    name: 'CONTENT_MAXIMUM_EXCEEDED',
    http: 409,
    meaning: 'Content maximum exceeded (an import or a setting would pass the maximum number of contents)',
  },
  {
    code: 427,
    name: 'USER_GROUP_USER_LIMIT_REACHED',
    http: 409,
    meaning: 'User group reached its user limit',
  },
  {
    code: 428,
    name: 'MAX_USER_REACHED',
    http: 409,
    meaning: 'Company reached its user limit (same meaning as 417)',
  },
  { code: 429, name: 'IP_FORMAT_INVALID', http: 400, meaning: 'IP format invalid (same meaning as 718)' },
  { code: 430, name: 'USER_GROUP_IN_USE', http: 409, meaning: 'User group in use' },
  {
    code: 431,
    name: 'USER_GROUP_NOT_AUTO_LOGIN',
    http: 403,
    meaning: 'Group is not auto-login (the client stays silent)',
  },
  { code: 432, name: 'IP_RANGE_CONFLICT', http: 409, meaning: 'IP range conflicts with another group' },

  // 600-614: tokens, sessions, accounts
  { code: 600, name: 'ACCESS_TOKEN_NOT_FOUND', http: 401, meaning: 'Access token not found (none sent)' },
  { code: 601, name: 'ACCESS_TOKEN_INVALID', http: 401, meaning: 'Access token invalid (client silent)' },
  { code: 602, name: 'ACCESS_TOKEN_EXPIRED', http: 401, meaning: 'Access token expired (client silent)' },
  {
    code: 603,
    name: 'SESSION_INVALID',
    http: 401,
    meaning: 'Session invalid (revoked or of another tenant)',
  },
  { code: 604, name: 'SESSION_NOT_FOUND', http: 401, meaning: 'Session not found' },
  { code: 605, name: 'INVALID_ACCOUNT', http: 401, meaning: 'Invalid account (unknown or not usable)' },
  { code: 606, name: 'USER_CREATE_FAILED', http: 500, meaning: 'Creating the user failed' },
  { code: 607, name: 'ADMIN_SESSION_CREATE_FAILED', http: 500, meaning: 'Creating the admin session failed' },
  { code: 608, name: 'COMPANY_CREATE_FAILED', http: 500, meaning: 'Creating the company failed' },
  { code: 609, name: 'WRONG_PASSWORD', http: 401, meaning: 'Wrong password at login (same meaning as 702)' },
  { code: 610, name: 'PASSWORD_IN_USE', http: 400, meaning: 'The new password is the one currently in use' },
  { code: 611, name: 'INVALID_ROLE_ACCESS', http: 403, meaning: 'Invalid role access' },
  { code: 612, name: 'TOKEN_REFRESH_FAILED', http: 401, meaning: 'Cannot refresh token' },
  { code: 614, name: 'NO_PERMISSION', http: 403, meaning: 'No permission' },

  // 700-759: data, not found, duplicates, in use, lengths
  { code: 700, name: 'MODEL_DATA_INCORRECT', http: 400, meaning: 'Model data incorrect' },
  {
    code: 701,
    name: 'EXTERNAL_ACCOUNT_NOT_REGISTERED',
    http: 404,
    meaning: "External-provider account not registered (shown as 'not_register' on single sign-on ID login)",
  },
  {
    code: 702,
    name: 'PASSWORD_INCORRECT',
    http: 400,
    meaning: 'Wrong password when the current password is checked (same meaning as 609)',
  },
  { code: 703, name: 'USER_NOT_FOUND', http: 404, meaning: 'User not found' },
  { code: 704, name: 'COMPANY_NOT_FOUND', http: 404, meaning: 'Company not found' },
  { code: 705, name: 'USER_GROUP_NOT_FOUND', http: 404, meaning: 'User group not found' },
  { code: 706, name: 'CONTENT_NOT_FOUND', http: 404, meaning: 'Content not found' },
  { code: 707, name: 'USER_EMAIL_DUPLICATED', http: 409, meaning: 'E-mail exists (same meaning as 413)' },
  { code: 708, name: 'SEARCH_BOX_NOT_FOUND', http: 404, meaning: 'Search box not found' },
  { code: 709, name: 'TAB_NOT_FOUND', http: 404, meaning: 'Tab not found' },
  { code: 710, name: 'CONTENT_GROUP_NOT_FOUND', http: 404, meaning: 'Content group not found' },
  { code: 711, name: 'LAYOUT_NOT_FOUND', http: 404, meaning: 'Layout not found' },
  { code: 712, name: 'HEADER_NOT_FOUND', http: 404, meaning: 'Header not found' },
  { code: 713, name: 'EMAIL_NOT_FOUND', http: 404, meaning: 'E-mail not found' },
  { code: 714, name: 'BODY_NOT_FOUND', http: 404, meaning: 'Layout body not found' },
  { code: 715, name: 'FOOTER_NOT_FOUND', http: 404, meaning: 'Footer not found' },
  { code: 716, name: 'INPUT_NOT_FOUND', http: 404, meaning: 'Input not found' },
  { code: 717, name: 'LINK_NOT_FOUND', http: 404, meaning: 'Link not found' },
  {
    code: 718,
    name: 'IP_ADDRESS_FORMAT_INVALID',
    http: 400,
    meaning: 'IP format invalid (same meaning as 429)',
  },
  { code: 719, name: 'BUTTON_NOT_FOUND', http: 404, meaning: 'Button not found' },
  { code: 720, name: 'BANNER_NOT_FOUND', http: 404, meaning: 'Banner not found' },
  { code: 721, name: 'WATERMARK_NOT_FOUND', http: 404, meaning: 'Watermark not found' },
  { code: 722, name: 'SORT_FIELD_NOT_FOUND', http: 404, meaning: 'Sort field not found' },
  { code: 723, name: 'IP_ADDRESS_NOT_FOUND', http: 404, meaning: 'IP address not found' },
  { code: 724, name: 'LOGIN_PAGE_SETTINGS_NOT_FOUND', http: 404, meaning: 'Login page settings not found' },
  { code: 725, name: 'CUSTOM_EMAIL_NOT_FOUND', http: 404, meaning: 'Custom e-mail (template) not found' },
  { code: 726, name: 'GROUP_NAME_DUPLICATED', http: 409, meaning: 'Group name duplicated' },
  { code: 727, name: 'IP_ADDRESS_DUPLICATED', http: 409, meaning: 'IP address duplicated' },
  { code: 728, name: 'CONTENT_ID_DUPLICATED', http: 409, meaning: 'Content id duplicated' },
  { code: 729, name: 'TAB_DUPLICATED', http: 409, meaning: 'Tab duplicated' },
  { code: 730, name: 'LABEL_DUPLICATED', http: 409, meaning: 'Label duplicated' },
  { code: 731, name: 'TITLE_DUPLICATED', http: 409, meaning: 'Title duplicated' },
  { code: 732, name: 'SEARCH_BOX_DUPLICATED', http: 409, meaning: 'Search box duplicated' },
  { code: 733, name: 'ORDINAL_NUMBER_DUPLICATED', http: 409, meaning: 'Ordinal number duplicated' },
  { code: 734, name: 'SORT_FIELD_DUPLICATED', http: 409, meaning: 'Sort field duplicated' },
  { code: 735, name: 'SEARCH_BOX_IN_USE', http: 409, meaning: 'Search box in use' },
  { code: 736, name: 'CONTENT_GROUP_IN_USE', http: 409, meaning: 'Content group in use' },
  {
    code: 737,
    name: 'ONE_TIME_PASSWORD_CREATE_FAILED',
    http: 500,
    meaning: 'One-time password cannot be created',
  },
  { code: 738, name: 'SESSION_CREATE_FAILED', http: 500, meaning: 'Session cannot be created' },
  { code: 739, name: 'IMPORT_FILE_EMPTY', http: 400, meaning: 'Import file missing or empty' },
  { code: 740, name: 'CONTENT_ENCRYPTING', http: 409, meaning: 'Content is being encrypted (processed)' },
  { code: 741, name: 'PASSWORD_REQUIRED', http: 400, meaning: 'Password required' },
  { code: 742, name: 'PASSWORD_TOO_SHORT', http: 400, meaning: 'Password shorter than 8 characters' },
  { code: 743, name: 'FULL_NAME_REQUIRED', http: 400, meaning: 'Full name required' },
  { code: 744, name: 'FULL_NAME_TOO_LONG', http: 400, meaning: 'Full name too long' },
  { code: 745, name: 'CONTENT_VIEW_NOT_ALLOWED', http: 403, meaning: 'Content cannot be viewed' },
  { code: 746, name: 'CSV_IMPORT_RUNNING', http: 409, meaning: 'Another CSV import is running' },
  { code: 747, name: 'GROUP_NAME_REQUIRED', http: 400, meaning: 'Group name required' },
  {
    code: 748,
    name: 'USER_GROUP_UNDELETABLE',
    http: 409,
    meaning: 'User group cannot be deleted (the login-by-IP group)',
  },
  {
    code: 749,
    name: 'CONTENT_GROUP_UNDELETABLE',
    http: 409,
    meaning: 'Content group cannot be deleted (a system group, or still referenced)',
  },
  { code: 750, name: 'SESSION_MAXIMUM_REACHED', http: 409, meaning: 'Session maximum reached' },
  { code: 751, name: 'GROUP_NAME_TOO_LONG', http: 400, meaning: 'Group name too long' },
  { code: 752, name: 'PARAM1_TOO_LONG', http: 400, meaning: 'Param 1 too long' },
  { code: 753, name: 'PARAM2_TOO_LONG', http: 400, meaning: 'Param 2 too long' },
  { code: 754, name: 'PARAM3_TOO_LONG', http: 400, meaning: 'Param 3 too long' },
  { code: 755, name: 'PARAM4_TOO_LONG', http: 400, meaning: 'Param 4 too long' },
  { code: 756, name: 'PARAM5_TOO_LONG', http: 400, meaning: 'Param 5 too long' },
  { code: 757, name: 'PAGE_TITLE_TOO_LONG', http: 400, meaning: 'Page title longer than 255 characters' },
  {
    code: 758,
    name: 'EMAIL_BODY_INVALID',
    http: 400,
    meaning: 'Body of a sent e-mail invalid (must contain full name, username, password and company name)',
  },
  {
    code: 759,
    name: 'PASSWORD_POLICY_VIOLATION',
    http: 400,
    meaning: 'Password fails the strict policy (uppercase, lowercase, digit, no blanks); our addition',
  },

  // 782-811
  { code: 782, name: 'FULL_TEXT_SEARCH_BOX_LIMIT', http: 409, meaning: 'Only one full-text search box' },
  { code: 783, name: 'FAVORITE_ALREADY_ADDED', http: 409, meaning: 'Content already in favourites' },
  { code: 784, name: 'USERNAME_REQUIRED', http: 400, meaning: 'Username required' },
  { code: 785, name: 'USERNAME_TOO_SHORT', http: 400, meaning: 'Username shorter than 6 characters' },
  { code: 786, name: 'USERNAME_TOO_LONG', http: 400, meaning: 'Username longer than 64 characters' },
  { code: 787, name: 'API_ACCESS_NOT_ALLOWED', http: 403, meaning: 'API access not allowed' },
  { code: 788, name: 'USERNAME_FORMAT_INVALID', http: 400, meaning: 'Username format invalid' },
  { code: 789, name: 'USERNAME_DUPLICATED', http: 409, meaning: 'Username duplicated' },
  { code: 790, name: 'EMAIL_REQUIRED', http: 400, meaning: 'E-mail required' },
  { code: 791, name: 'EMAIL_TOO_LONG', http: 400, meaning: 'E-mail too long' },
  { code: 792, name: 'EMAIL_FORMAT_INVALID', http: 400, meaning: 'E-mail format invalid' },
  { code: 793, name: 'EMAIL_OR_USERNAME_REQUIRED', http: 400, meaning: 'E-mail or username required' },
  {
    code: 794,
    name: 'USERNAME_EMAIL_MISMATCH',
    http: 400,
    meaning: 'E-mail does not belong to the username',
  },
  {
    code: 803,
    name: 'IP_LOGIN_NOT_APPLIED',
    http: 409,
    meaning: 'Cannot add an IP-login group when the company does not apply login by IP',
  },
  { code: 807, name: 'SORT_FIELD_UNDELETABLE', http: 409, meaning: 'Sort field cannot be deleted' },
  { code: 811, name: 'USER_ACCESS_EXPIRED', http: 403, meaning: 'User access has expired' },

  // 830-871: plans, coupons, payment, service admins
  { code: 830, name: 'USER_BLOCKED', http: 403, meaning: 'User blocked' },
  { code: 831, name: 'PLAN_NOT_FOUND', http: 404, meaning: 'Plan not found' },
  { code: 832, name: 'COUPON_NOT_FOUND', http: 404, meaning: 'Coupon not found' },
  { code: 833, name: 'DISCOUNT_ORDINAL_NOT_FOUND', http: 404, meaning: 'Discount ordinal not found' },
  { code: 834, name: 'USER_PLAN_NOT_FOUND', http: 404, meaning: 'User plan not found' },
  { code: 835, name: 'PAYMENT_SETTING_NOT_FOUND', http: 404, meaning: 'Payment setting not found' },
  { code: 836, name: 'SERVICE_ADMIN_NOT_FOUND', http: 404, meaning: 'Service admin not found' },
  {
    code: 837,
    name: 'SERVICE_PATH_NOT_FOUND',
    http: 404,
    meaning: 'Path (of a company or service) not found',
  },
  {
    code: 838,
    name: 'PLAN_REGISTERED_OR_IN_USE',
    http: 409,
    meaning: 'Plan already registered, or cannot delete a plan in use',
  },
  { code: 839, name: 'PLAN_REQUIRED_TO_VIEW', http: 403, meaning: 'A plan is needed to view content' },
  { code: 840, name: 'PLAN_REQUIRED_FOR_FAVORITE', http: 403, meaning: 'A plan is needed to add favourites' },
  { code: 841, name: 'CREDIT_CARD_INVALID', http: 400, meaning: 'Credit card invalid (card token failure)' },
  { code: 842, name: 'PAYMENT_VERIFYING', http: 409, meaning: 'Payment being verified' },
  {
    code: 843,
    name: 'PAYMENT_API_SETTINGS_INVALID',
    http: 400,
    meaning: 'Payment API settings invalid (same meaning as 859)',
  },
  { code: 844, name: 'REFERRAL_CODE_REQUIRED', http: 400, meaning: 'Referral code required' },
  { code: 845, name: 'REFERRER_URL_NOT_FOUND', http: 404, meaning: 'Referrer URL not found' },
  { code: 846, name: 'TERMS_NOT_FOUND', http: 404, meaning: 'Terms not found' },
  { code: 847, name: 'COUPON_UNAVAILABLE', http: 409, meaning: 'Coupon maximum reached or invalid' },
  {
    code: 848,
    name: 'SUBSCRIPTION_EXPIRED',
    http: 403,
    meaning: "User's plan has ended; the client stays silent and shows the plans (meaning not in the seed)",
  },
  {
    code: 849,
    name: 'SERVICE_ADMIN_CONTENT_LIMIT_REACHED',
    http: 409,
    meaning: 'Service admin reached max content',
  },
  {
    code: 850,
    name: 'LOGIN_REQUIRED',
    http: 401,
    meaning:
      'Login needed for this content; the client stays silent and opens login (meaning not in the seed)',
  },
  { code: 851, name: 'URL_INVALID', http: 400, meaning: 'Wrong URL' },
  { code: 852, name: 'REFERRER_LIMIT_REACHED', http: 409, meaning: 'Max 5 referrer URLs' },
  { code: 853, name: 'ORDINAL_DUPLICATED', http: 409, meaning: 'Discount ordinal duplicated' },
  { code: 854, name: 'DISCOUNT_DUPLICATED', http: 409, meaning: 'Discount duplicated' },
  { code: 855, name: 'SERVICE_NOT_REGISTERED', http: 403, meaning: 'Not registered for this service' },
  { code: 857, name: 'PAYMENT_FAILED', http: 400, meaning: 'Payment failed' },
  {
    code: 859,
    name: 'PAYMENT_SETTINGS_INVALID',
    http: 400,
    meaning: 'Payment API settings invalid (same meaning as 843)',
  },
  {
    code: 860,
    name: 'CHILD_ACCOUNT_LOGIN_NOT_ALLOWED',
    http: 403,
    meaning: 'Child account cannot log in through the single sign-on ID',
  },
  {
    code: 861,
    name: 'EXTERNAL_ID_LOGIN_REQUIRED',
    http: 401,
    meaning: 'Single sign-on ID login: route to login (meaning not in the seed)',
  },
  {
    code: 862,
    name: 'TERMS_ACCEPTANCE_REQUIRED',
    http: 403,
    meaning: 'Single sign-on ID login: terms must be accepted first (meaning not in the seed)',
  },
  {
    code: 864,
    name: 'EXTERNAL_ID_MY_PAGE_REQUIRED',
    http: 403,
    meaning: "Single sign-on ID login: finish on the provider's member page (meaning not in the seed)",
  },
  { code: 866, name: 'PAYMENT_GATEWAY_INVALID', http: 400, meaning: 'Payment gateway invalid' },
  { code: 867, name: 'CONFIRM_ORDER_FAILED', http: 400, meaning: 'Confirm order failed' },
  { code: 868, name: 'TRANSACTION_NOT_FOUND', http: 404, meaning: 'Transaction not found' },
  {
    code: 870,
    name: 'FREE_PAYMENT_UNSUPPORTED',
    http: 400,
    meaning: 'Amount is 0, or free time unsupported',
  },
  { code: 871, name: 'PAYMENT_IN_PROGRESS', http: 409, meaning: 'Payment in progress' },

  // 880-898: plan rules, identity providers, single sign-on IDs
  { code: 880, name: 'FREE_TERM_TOO_LONG', http: 400, meaning: 'Free term greater than 29 days' },
  {
    code: 881,
    name: 'CANCEL_FAILED',
    http: 409,
    meaning: 'Cancel failed, or the existing plan is not cancelled',
  },
  { code: 887, name: 'ID_PROVIDER_TOKEN_ERROR', http: 401, meaning: 'Identity provider token error' },
  {
    code: 888,
    name: 'ID_PROVIDER_CODE_ERROR',
    http: 400,
    meaning: 'Identity provider returned an error or no code',
  },
  { code: 889, name: 'AUTHORIZE_CODE_INVALID', http: 401, meaning: 'Authorize code invalid' },
  {
    code: 890,
    name: 'ID_TOKEN_INVALID',
    http: 401,
    meaning: 'ID token invalid (signature, audience or nonce)',
  },
  {
    code: 891,
    name: 'LOGIN_STATE_INVALID',
    http: 401,
    meaning: 'Login state invalid or expired (code error)',
  },
  { code: 892, name: 'MICROSOFT_NAME_EMPTY', http: 400, meaning: 'Microsoft account name empty' },
  { code: 893, name: 'ACCOUNT_EMAIL_MISSING', http: 400, meaning: 'The account lacks an e-mail' },
  { code: 894, name: 'LOGIN_USER_ID_INVALID', http: 400, meaning: 'Login user id error' },
  { code: 895, name: 'LOGIN_USER_ID_EXISTS', http: 409, meaning: 'Login user id exists' },
  {
    code: 896,
    name: 'EMAIL_OR_USERNAME_FORMAT_INVALID',
    http: 400,
    meaning: 'Invalid e-mail or username format',
  },
  { code: 897, name: 'SSO_ID_EXISTS', http: 409, meaning: 'Single sign-on ID exists' },
  {
    code: 898,
    name: 'SSO_ID_INVALID',
    http: 400,
    meaning: 'Single sign-on ID does not exist or is over 255 characters',
  },

  // Others
  { code: 903, name: 'CONTENT_DOWNLOAD_NOT_ALLOWED', http: 403, meaning: 'Cannot download content' },
  { code: 916, name: 'CONTENT_UNPUBLISHED', http: 403, meaning: 'Unpublished content' },
] as const satisfies readonly ResultCodeEntry[];

type ResultCodeTable = typeof resultCodeTable;

/** Name → code, e.g. `ResultCode.COMPANY_NOT_FOUND` is the literal type 704. */
export const ResultCode = Object.freeze(Object.fromEntries(resultCodeTable.map((e) => [e.name, e.code]))) as {
  readonly [E in ResultCodeTable[number] as E['name']]: E['code'];
};

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeNumber = (typeof ResultCode)[ResultCodeName];

const byCode = new Map<number, ResultCodeEntry>(resultCodeTable.map((e) => [e.code, e]));

export function resultCodeEntry(code: number): ResultCodeEntry | undefined {
  return byCode.get(code);
}

/** The message key of a code in packages/i18n. */
export function messageKeyOf(code: number): string {
  return `api.error.${code}`;
}
