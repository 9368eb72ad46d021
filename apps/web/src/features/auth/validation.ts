import {
  PASSWORD_MIN_LENGTH,
  PasswordPolicy,
  passwordProblems,
  ResultCode,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  usernameProblem,
} from '@hondana/contract';
import { ApiError } from '../../api/api-error.ts';

/**
 * Client-side checks of the input rules, run before anything is sent. A problem is a catalogue key
 * (validate.*) with its interpolation values.
 */
export interface Problem {
  key: string;
  values?: Record<string, number>;
}

export type Problems<F extends string> = Partial<Record<F, Problem>>;

export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;

/** The relaxed e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const problem = (key: string, values?: Record<string, number>): Problem =>
  values ? { key, values } : { key };

export function required(value: string): Problem | undefined {
  if (value === '') return problem('validate.required');
  if (value.trim() === '') return problem('validate.onlyBlanks');
  return undefined;
}

export function email(value: string): Problem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return problem('validate.required');
  if (trimmed.length > EMAIL_MAX_LENGTH) return problem('validate.maxLength', { count: EMAIL_MAX_LENGTH });
  return EMAIL_PATTERN.test(trimmed) ? undefined : problem('validate.email');
}

/** Username rules, shared with the server (packages/contract account-rules). */
export function username(value: string): Problem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return problem('validate.required');
  switch (usernameProblem(trimmed)) {
    case 'format':
      return problem('validate.username');
    case 'minLength':
      return problem('validate.minLength', { count: USERNAME_MIN_LENGTH });
    case 'maxLength':
      return problem('validate.maxLength', { count: USERNAME_MAX_LENGTH });
    default:
      return undefined;
  }
}

export function fullName(value: string): Problem | undefined {
  return (
    required(value) ??
    (value.trim().length > FULL_NAME_MAX_LENGTH
      ? problem('validate.maxLength', { count: FULL_NAME_MAX_LENGTH })
      : undefined)
  );
}

/**
 * The company's password policy, shared with the server (packages/contract account-rules): at least 8
 * characters; strict adds an upper-case letter, a lower-case letter, a digit and no blanks.
 */
export function password(value: string, strict: boolean): Problem | undefined {
  if (value === '') return problem('validate.required');
  if (value.length > PASSWORD_MAX_LENGTH)
    return problem('validate.maxLength', { count: PASSWORD_MAX_LENGTH });
  const [rule] = passwordProblems(value, strict ? PasswordPolicy.STRICT : PasswordPolicy.WEAK);
  if (rule === undefined) return undefined;
  return rule === 'minLength'
    ? problem('validate.password.minLength', { count: PASSWORD_MIN_LENGTH })
    : problem(`validate.password.${rule}`);
}

export function confirmation(value: string, original: string): Problem | undefined {
  if (value === '') return problem('validate.required');
  return value === original ? undefined : problem('validate.confirmMatch');
}

/** Drops the fields without a problem. */
export function problemsOf<F extends string>(checks: Record<F, Problem | undefined>): Problems<F> {
  return Object.fromEntries(Object.entries(checks).filter(([, p]) => p !== undefined)) as Problems<F>;
}

/** Which form field a server result code is about, to show it next to that field. */
const FIELD_OF_CODE: Record<number, 'password' | 'fullName' | 'username' | 'email' | 'currentPassword'> = {
  [ResultCode.EMAIL_EXISTS]: 'email',
  [ResultCode.USER_EMAIL_DUPLICATED]: 'email',
  [ResultCode.EMAIL_NOT_FOUND]: 'email',
  [ResultCode.EMAIL_REQUIRED]: 'email',
  [ResultCode.EMAIL_TOO_LONG]: 'email',
  [ResultCode.EMAIL_FORMAT_INVALID]: 'email',
  [ResultCode.USERNAME_REQUIRED]: 'username',
  [ResultCode.USERNAME_TOO_SHORT]: 'username',
  [ResultCode.USERNAME_TOO_LONG]: 'username',
  [ResultCode.USERNAME_FORMAT_INVALID]: 'username',
  [ResultCode.USERNAME_DUPLICATED]: 'username',
  [ResultCode.PASSWORD_IN_USE]: 'password',
  [ResultCode.PASSWORD_REQUIRED]: 'password',
  [ResultCode.PASSWORD_TOO_SHORT]: 'password',
  [ResultCode.PASSWORD_POLICY_VIOLATION]: 'password',
  [ResultCode.FULL_NAME_REQUIRED]: 'fullName',
  [ResultCode.FULL_NAME_TOO_LONG]: 'fullName',
  [ResultCode.WRONG_PASSWORD]: 'currentPassword',
  [ResultCode.PASSWORD_INCORRECT]: 'currentPassword',
};

export function fieldOfError(error: unknown): (typeof FIELD_OF_CODE)[number] | undefined {
  return error instanceof ApiError ? FIELD_OF_CODE[error.status] : undefined;
}

/** The catalogue key of a failed call: `api.error.<code>`, or the unknown error without an answer. */
export const errorKeyOf = (error: unknown) =>
  error instanceof ApiError && error.hasResponse ? `api.error.${error.status}` : 'api.error.unknown';
