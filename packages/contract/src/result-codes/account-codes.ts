import type { ResultCodeEntry } from './result-code-entry.ts';

/** 600-614: access tokens, sessions, accounts, passwords, roles. */
export const accountCodes = [
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
  {
    code: 613,
    name: 'SESSION_ENDED_BY_LIMIT',
    http: 401,
    meaning: 'Session closed by the sessions-per-user limit (the account signed in elsewhere)',
  },
  { code: 614, name: 'NO_PERMISSION', http: 403, meaning: 'No permission' },
] as const satisfies readonly ResultCodeEntry[];
