import type { ReaderRow } from './reader-admin-repository.ts';
import type { UserRow } from './user-repository.ts';

/** What the audit trail keeps of a reader before and after a change: its fields, never a password hash. */
export function readerSnapshot(row: UserRow | ReaderRow): Record<string, unknown> {
  return {
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
    subscriptionStart: row.subscriptionStart?.toISOString() ?? null,
    subscriptionEnd: row.subscriptionEnd?.toISOString() ?? null,
    lang: row.lang,
    timezone: row.timezone,
    isSubscribeMail: row.isSubscribeMail,
    isReceiveNotify: row.isReceiveNotify,
    externalId: row.externalId,
    staffId: row.staffId,
  };
}
