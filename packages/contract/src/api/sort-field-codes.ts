import { SORT_FIELD_NONE, SortableField } from '../enums.ts';

/* Without zod: the web's first download reads this table (packages/contract is marked side-effect free). */

/** How a sort field's values compare: text (collated), number, or a timestamp. */
export type SortValueKind = 'text' | 'number' | 'date' | 'groupOrder';

export interface SortFieldCode {
  /** The number the portal sends as `sortField` (12 = the group's own order, sent as nothing). */
  code: number;
  /** The content field sorted by: a Content response key, also the `contents` column's drizzle name. */
  field: SortableField;
  kind: SortValueKind;
}

/**
 * THE table to sort content listings by: every sort-field code, the content field it sorts and how its
 * values compare. Readers' lists (`sortField` query) and the administration's sort-field rows
 * (`sort_fields.field`) both resolve through it. Ties always break by content id so paging is stable;
 * nulls sort last in either direction. Code 12 sorts by `content_group_contents.ordinal` and is also
 * what a list uses when no sort field is sent.
 */
export const sortFieldCodes = [
  { code: 1, field: SortableField.TITLE, kind: 'text' },
  { code: 2, field: SortableField.AUTHOR, kind: 'text' },
  { code: 3, field: SortableField.DISTRIBUTOR_NAME, kind: 'text' },
  { code: 4, field: SortableField.YEAR, kind: 'number' },
  { code: 5, field: SortableField.CONTENT_CODE, kind: 'text' },
  { code: 6, field: SortableField.UPLOADED_AT, kind: 'date' },
  { code: 7, field: SortableField.PARAM1, kind: 'text' },
  { code: 8, field: SortableField.PARAM2, kind: 'text' },
  { code: 9, field: SortableField.PARAM3, kind: 'text' },
  { code: 10, field: SortableField.PARAM4, kind: 'text' },
  { code: 11, field: SortableField.PARAM5, kind: 'text' },
  { code: SORT_FIELD_NONE, field: SortableField.GROUP_ORDER, kind: 'groupOrder' },
  { code: 13, field: SortableField.PUBLISHED_AT, kind: 'date' },
  { code: 14, field: SortableField.CREATED_AT, kind: 'date' },
] as const satisfies readonly SortFieldCode[];

export type SortFieldCodeNumber = (typeof sortFieldCodes)[number]['code'];
export const sortFieldCodeNumbers = sortFieldCodes.map((s) => s.code) as SortFieldCodeNumber[];

const byCode = new Map<number, SortFieldCode>(sortFieldCodes.map((s) => [s.code, s]));
const byField = new Map<string, SortFieldCode>(sortFieldCodes.map((s) => [s.field, s]));

/** The sort of a `sortField` number, undefined for an unknown one. */
export function sortFieldByCode(code: number): SortFieldCode | undefined {
  return byCode.get(code);
}

/** The code of a content field (every SortableField has one). */
export function sortFieldCodeOf(field: SortableField): number {
  const found = byField.get(field);
  if (!found) throw new Error(`no sort code for ${field}`);
  return found.code;
}
