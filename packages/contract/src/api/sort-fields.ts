import { z } from 'zod';
import { sortableFields, sortFieldTypes } from '../enums.ts';
import { rowIdSchema } from './row-id.ts';
import { tenantQuerySchema } from './tenant-query.ts';

export * from './sort-field-codes.ts';

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

export const sortFieldIdParamsSchema = z.object({ id: rowIdSchema });

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
