import {
  AccountType,
  READER_EMAIL_MAX,
  ResultCode,
  type readerFieldsSchema,
  UserSubscriptionType,
} from '@hondana/contract';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { CompanyRow } from '../../platform/tenancy/tenant-repository.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { type FieldProblem, usernameProblems } from './account-validation.ts';
import { dayStartOrNull, periodEnd } from './reader-days.ts';
import type { NewUser } from './user-repository.ts';

export type ReaderFields = z.output<typeof readerFieldsSchema>;

const emailFormat = z.email();

const problem = (field: string, rule: string, code: number, message = `api.error.${code}`): FieldProblem => ({
  field,
  rule,
  message,
  code,
});

/**
 * The e-mail address as the registration checks it: required (790) unless the company's readers sign in
 * by single sign-on, at most 255 characters (791), an address (792). A new reader's set-password link
 * goes to it, so a company with usernames needs it too.
 */
function emailProblems(company: CompanyRow, email: string | null): FieldProblem[] {
  if (!email) {
    return company.accountType === AccountType.EXTERNAL_ID
      ? []
      : [problem('email', 'required', ResultCode.EMAIL_REQUIRED, 'validate.required')];
  }
  if (email.length > READER_EMAIL_MAX) return [problem('email', 'maxLength', ResultCode.EMAIL_TOO_LONG)];
  if (!emailFormat.safeParse(email).success)
    return [problem('email', 'format', ResultCode.EMAIL_FORMAT_INVALID)];
  return [];
}

/** A login period needs both days (406), real ones (408), the first not after the last (409). */
function periodProblems(input: ReaderFields): FieldProblem[] {
  if (input.subscriptionType !== UserSubscriptionType.LOGIN) return [];
  const days = { subscriptionStart: input.subscriptionStart, subscriptionEnd: input.subscriptionEnd };
  const found: FieldProblem[] = [];
  for (const [field, day] of Object.entries(days)) {
    if (day === null) found.push(problem(field, 'required', ResultCode.BAD_PARAMETERS, 'validate.required'));
    else if (!dayStartOrNull(day)) found.push(problem(field, 'date', ResultCode.DATE_FORMAT_INVALID));
  }
  const start = days.subscriptionStart && dayStartOrNull(days.subscriptionStart);
  const end = days.subscriptionEnd && dayStartOrNull(days.subscriptionEnd);
  if (found.length === 0 && start && end && start > end) {
    found.push(problem('subscriptionEnd', 'afterStart', ResultCode.DATE_RANGE_INVALID));
  }
  return found;
}

/** A time zone the runtime knows, by any of its IANA names (Asia/Ho_Chi_Minh as well as Asia/Saigon). */
function timezoneProblems(timezone: string | null): FieldProblem[] {
  if (timezone === null) return [];
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return [];
  } catch {
    return [problem('timezone', 'timezone', ResultCode.BAD_PARAMETERS)];
  }
}

/** Every rule the fields break, with the registration's codes for the username and the address. */
export function readerFieldProblems(company: CompanyRow, input: ReaderFields): FieldProblem[] {
  const usernameRequired =
    company.accountType === AccountType.USERNAME || company.accountType === AccountType.ALL;
  return [
    ...usernameProblems('username', input.username ?? undefined, usernameRequired),
    ...emailProblems(company, input.email),
    ...periodProblems(input),
    ...timezoneProblems(input.timezone),
  ];
}

/** The user columns the fields set (the e-mail address lowercased, a period only for a login period). */
export function readerColumns(input: ReaderFields): Partial<NewUser> {
  const login = input.subscriptionType === UserSubscriptionType.LOGIN;
  const start = login && input.subscriptionStart ? dayStartOrNull(input.subscriptionStart) : null;
  const last = login && input.subscriptionEnd ? dayStartOrNull(input.subscriptionEnd) : null;
  return {
    username: input.username,
    email: input.email?.toLowerCase() ?? null,
    fullName: input.fullName,
    firstName: input.firstName,
    lastName: input.lastName,
    param1: input.param1,
    param2: input.param2,
    param3: input.param3,
    param4: input.param4,
    param5: input.param5,
    accountStatus: input.status,
    subscriptionType: input.subscriptionType,
    subscriptionStart: start,
    subscriptionEnd: last ? periodEnd(last) : null,
    lang: input.lang,
    timezone: input.timezone,
    isSubscribeMail: input.isSubscribeMail,
    isReceiveNotify: input.isReceiveNotify,
    externalId: input.externalId,
    staffId: input.staffId,
  };
}

const duplicate = (code: number, field: string) =>
  appError(code, { fields: [{ field, rule: 'unique', message: `api.error.${code}` }] });

async function taken(tx: Executor, scope: TenantScope, match: SQL, exceptId: number | undefined) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inCompany(users, scope), match, exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * E-mail (707), username (789) and single sign-on id (897) are unique among the company's accounts, staff
 * included; checked inside the write's transaction (the unique indexes decide a race: asDuplicateError).
 */
export async function assertReaderUnique(
  tx: Executor,
  scope: TenantScope,
  columns: Partial<NewUser>,
  exceptId?: number,
): Promise<void> {
  const { email, username, externalId } = columns;
  if (email && (await taken(tx, scope, sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId))) {
    throw duplicate(ResultCode.USER_EMAIL_DUPLICATED, 'email');
  }
  if (
    username &&
    (await taken(tx, scope, sql`lower(${users.username}) = ${username.toLowerCase()}`, exceptId))
  ) {
    throw duplicate(ResultCode.USERNAME_DUPLICATED, 'username');
  }
  if (externalId && (await taken(tx, scope, eq(users.externalId, externalId), exceptId))) {
    throw duplicate(ResultCode.SSO_ID_EXISTS, 'externalId');
  }
}
