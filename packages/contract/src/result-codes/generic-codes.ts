import type { ResultCodeEntry } from './result-code-entry.ts';

/** Success, generic codes and 405-432 (tenants, files, users, groups, IP ranges). */
export const genericCodes = [
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
  {
    code: 408,
    name: 'DATE_FORMAT_INVALID',
    http: 400,
    meaning: 'A date is not a calendar day written YYYY/MM/DD',
  },
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
    meaning:
      'Account locked for 30 minutes from one address after failed logins (an unlock link is mailed to it)',
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
] as const satisfies readonly ResultCodeEntry[];
