import { readerFieldsOf } from './reader-admin-present.ts';
import type { ReaderRow } from './reader-admin-repository.ts';
import type { UserRow } from './user-repository.ts';

/** What the audit trail keeps of a reader before and after a change: its fields, never a password hash. */
export function readerSnapshot(row: UserRow | ReaderRow): Record<string, unknown> {
  return {
    ...readerFieldsOf(row),
    subscriptionStart: row.subscriptionStart?.toISOString() ?? null,
    subscriptionEnd: row.subscriptionEnd?.toISOString() ?? null,
  };
}
