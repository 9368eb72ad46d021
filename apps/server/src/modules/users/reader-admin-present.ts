import type { ReaderItem } from '@hondana/contract';
import type { ReaderRow } from './reader-admin-repository.ts';
import { dayOf, lastDayOf } from './reader-days.ts';
import type { UserRow } from './user-repository.ts';

type ReaderColumns = Pick<
  UserRow,
  | 'serviceId'
  | 'username'
  | 'email'
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'param1'
  | 'param2'
  | 'param3'
  | 'param4'
  | 'param5'
  | 'accountStatus'
  | 'userGroupId'
  | 'subscriptionType'
  | 'lang'
  | 'timezone'
  | 'isSubscribeMail'
  | 'isReceiveNotify'
  | 'externalId'
  | 'staffId'
>;

/**
 * A reader's fields an administrator sets (the form, the import): what the list shows and what the
 * audit trail keeps, each adding its own way of writing the login period.
 */
export const readerFieldsOf = (row: ReaderColumns) => ({
  serviceId: row.serviceId,
  username: row.username,
  email: row.email,
  fullName: row.fullName,
  firstName: row.firstName,
  lastName: row.lastName,
  param1: row.param1,
  param2: row.param2,
  param3: row.param3,
  param4: row.param4,
  param5: row.param5,
  status: row.accountStatus,
  userGroupId: row.userGroupId,
  subscriptionType: row.subscriptionType,
  lang: row.lang,
  timezone: row.timezone,
  isSubscribeMail: row.isSubscribeMail,
  isReceiveNotify: row.isReceiveNotify,
  externalId: row.externalId,
  staffId: row.staffId,
});

/** A reader as the administration's list and forms show it: never its password hash. */
export function presentReader(row: ReaderRow): ReaderItem {
  return {
    id: row.id,
    companyId: row.companyId ?? 0,
    ...readerFieldsOf(row),
    userGroupName: row.userGroupName,
    subscriptionStart: row.subscriptionStart ? dayOf(row.subscriptionStart) : null,
    subscriptionEnd: row.subscriptionEnd ? lastDayOf(row.subscriptionEnd) : null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    hasPassword: row.passwordHash !== null,
    locked: row.locked,
    unconfirmed: row.unconfirmedSince !== null,
  };
}
