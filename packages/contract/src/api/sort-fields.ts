import { z } from 'zod';
import { SORT_FIELD_NONE, SortableField, sortableFields, sortFieldTypes } from '../enums.ts';
import { tenantQuerySchema } from './tenant-query.ts';

/** How a sort field's values compare: text (collated), number, or a timestamp. */
export type SortValueKind = 'text' | 'number' | 'date' | 'groupOrder';

export interface SortFieldCode {
  /** The number the portal sends as `sortField` (seed 001: 12 = the group's own order, sent as nothing). */
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

const literalOf = <T extends number>(values: readonly T[]) => z.union(values.map((v) => z.literal(v)));

/** A sort field as the portal and the administration read it. */
export const sortFieldItemSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  /** 1 content-group listings, 2 search results. */
  type: literalOf(sortFieldTypes),
  field: z.enum(sortableFields),
  /** The `sortField` number a listing is asked with (sortFieldCodes). */
  code: z.number().int(),
  title: z.string(),
  /** Titles per language; `title` is the fallback. */
  titleTranslations: z.object({
    en: z.string().optional(),
    ja: z.string().optional(),
    vn: z.string().optional(),
  }),
  ordinal: z.number().int(),
  isAcsDefault: z.boolean(),
  isSortFieldDefault: z.boolean(),
});
export type SortFieldItem = z.infer<typeof sortFieldItemSchema>;
export const sortFieldListSchema = z.array(sortFieldItemSchema);

/** GET /sort-field/public: the service's sort fields by type and ordinal (one type when named). */
export const sortFieldPublicQuerySchema = tenantQuerySchema.extend({
  type: z.coerce.number().pipe(literalOf(sortFieldTypes)).optional(),
});

export const sortFieldIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const titleText = z.string().trim().min(1).max(255);

/** `POST /sort-field/add`; `PUT /sort-field/update/{id}` takes the same without type and service. */
export const sortFieldAddSchema = z.object({
  type: literalOf(sortFieldTypes),
  field: z.enum(sortableFields),
  title: titleText,
  titleTranslations: z
    .object({ en: titleText.optional(), ja: titleText.optional(), vn: titleText.optional() })
    .optional(),
  isAcsDefault: z.boolean().optional(),
  /** The one chosen when the reader chose none; setting it moves the mark from the type's previous one. */
  isSortFieldDefault: z.boolean().optional(),
  /** A company admin may name the service (else its default service); a service admin's own is used. */
  serviceId: z.number().int().positive().optional(),
});
export const sortFieldUpdateSchema = sortFieldAddSchema.omit({ type: true, serviceId: true }).partial();

/** `PUT /sort-field/update`: the new order of every sort field of one type of one service. */
export const sortFieldReorderSchema = z.object({
  type: literalOf(sortFieldTypes),
  ids: z.array(z.number().int().positive()).min(1).max(100),
  serviceId: z.number().int().positive().optional(),
});

/** `PUT /sort-field/reset-sort-field`: back to the default set (of one type when named). */
export const sortFieldResetSchema = z.object({
  type: literalOf(sortFieldTypes).optional(),
  serviceId: z.number().int().positive().optional(),
});
