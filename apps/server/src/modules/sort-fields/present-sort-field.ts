import { type SortFieldItem, sortFieldCodeOf } from '@hondana/contract';
import type { SortFieldRow } from './repository.ts';

export const presentSortField = (row: SortFieldRow): SortFieldItem => ({
  id: row.id,
  serviceId: row.serviceId,
  type: row.type,
  field: row.field,
  code: sortFieldCodeOf(row.field),
  title: row.title,
  titleTranslations: row.titleTranslations,
  ordinal: row.ordinal,
  isAcsDefault: row.isAscDefault,
  isSortFieldDefault: row.isSortFieldDefault,
});
