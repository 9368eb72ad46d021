/**
 * The readers CSV format (docs/reader-csv.md): the columns the import reads, in the order the readers
 * export writes them, and the words of the cells. UTF-8 (a byte-order mark is fine) or Shift_JIS.
 */

/** The columns the import reads (the header names them, in any order; only the key column is required). */
export const readerCsvColumns = [
  'username',
  'email',
  'fullName',
  'firstName',
  'lastName',
  'status',
  'userGroupId',
  'subscriptionType',
  'subscriptionStart',
  'subscriptionEnd',
  'lang',
  'timezone',
  'isSubscribeMail',
  'isReceiveNotify',
  'externalId',
  'staffId',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
] as const;
export type ReaderCsvColumn = (typeof readerCsvColumns)[number];

/** Written by the export for people to read; the import ignores them. */
export const readerCsvReadOnlyColumns = ['lastLoginAt', 'createdAt'] as const;

export const readerCsvExportColumns = [...readerCsvColumns, ...readerCsvReadOnlyColumns] as const;

/** The refused-rows download: the file's own cells, then the row number and the reason. */
export const readerCsvRefusedColumns = ['row', 'reason'] as const;

/** `status` cell: the account may sign in (allow) or not (stop). */
export const readerCsvStatusWords = { allow: 0, stop: 1 } as const;
/** `subscriptionType` cell: no period (none), or a login period from start to end (login). */
export const readerCsvSubscriptionWords = { none: 1, login: 2 } as const;

/** `subscriptionStart` and `subscriptionEnd`: a day, YYYY-MM-DD (the period runs from the start of the first day to the end of the last, UTC). */
export const READER_CSV_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Yes/no cells (`isSubscribeMail`, `isReceiveNotify`). */
export const readerCsvYes = ['1', 'true'] as const;
export const readerCsvNo = ['0', 'false'] as const;
