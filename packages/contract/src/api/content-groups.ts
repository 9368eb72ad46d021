import { z } from 'zod';
import { contentGroupTypes } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { rowIdSchema } from './row-id.ts';

const translationsSchema = z.object({
  en: z.string().optional(),
  ja: z.string().optional(),
  vn: z.string().optional(),
});

/** How a group's shelf is drawn: wrapped rows or one scrolling row, item size, rows (null: the tenant's). */
export const contentGroupLayoutSchema = z.object({
  isWrapLine: z.boolean(),
  itemSize: z.number().int().nullable(),
  numRow: z.number().int().nullable(),
});
export type ContentGroupLayout = z.infer<typeof contentGroupLayoutSchema>;

export const contentGroupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Names per language; `name` is the fallback. */
  nameTranslations: translationsSchema,
  type: z.union(contentGroupTypes.map((v) => z.literal(v))),
  isDefault: z.boolean(),
  ordinal: z.number().int(),
  ...contentGroupLayoutSchema.shape,
});
export type ContentGroupSummary = z.infer<typeof contentGroupSummarySchema>;

/** GET /content-group/public/list: the groups a visitor may browse, special groups included. */
export const publicContentGroupListSchema = z.array(contentGroupSummarySchema);

/** GET /content-group/public/content-layout-detail: one shown group and its layout. */
export const contentLayoutDetailQuerySchema = z.object({
  contentGroupId: rowIdSchema,
});

/** GET /content-group/all: a group as the content forms choose it (name, type, service). */
export const adminContentGroupSchema = contentGroupSummarySchema
  .pick({ id: true, name: true, nameTranslations: true, type: true, isDefault: true, ordinal: true })
  .extend({ serviceId: z.number().int() });
export const adminContentGroupListSchema = z.array(adminContentGroupSchema);
export type AdminContentGroup = z.infer<typeof adminContentGroupSchema>;

/** GET /content-group/page and the answers of the administration's writes: a group with everything. */
export const contentGroupAdminItemSchema = contentGroupSummarySchema.extend({
  serviceId: z.number().int(),
  refCode: z.string().nullable(),
  isShow: z.boolean(),
  /** Contents in the group (normal and recommend groups; 0 for computed and personal ones). */
  contentCount: z.number().int(),
});
export const contentGroupAdminListSchema = z.array(contentGroupAdminItemSchema);
export type ContentGroupAdminItem = z.infer<typeof contentGroupAdminItemSchema>;

/** The most contents a group's own order names in one call. */
export const CONTENT_GROUP_ORDER_MAX = 5_000;

/** GET /content-group/detail/{id}: the group and its contents in the group's own order (sortField 12). */
export const contentGroupDetailSchema = contentGroupAdminItemSchema.extend({
  contentIds: z.array(z.number().int()),
});
export type ContentGroupDetail = z.infer<typeof contentGroupDetailSchema>;

export const contentGroupIdParamsSchema = z.object({ id: rowIdSchema });

/** GET /content-group/page. */
export const contentGroupPageQuerySchema = pageQuerySchema.extend({
  /** Part of the name (any language), case-insensitive. */
  name: z.string().trim().max(255).optional(),
  type: z.coerce
    .number()
    .pipe(z.union(contentGroupTypes.map((v) => z.literal(v))))
    .optional(),
  serviceId: rowIdSchema.optional(),
  /** A system administrator names the company. */
  companyId: rowIdSchema.optional(),
});

/** Longest group name (751 beyond, 747 when empty). */
export const CONTENT_GROUP_NAME_MAX = 255;

/**
 * `POST /content-group/add` (a normal group) and `PUT /content-group/update/{id}` (any group; absent
 * fields unchanged). The name's emptiness (747) and length (751) are checked by the server with their
 * own codes, so the schema only bounds it.
 */
export const contentGroupFieldsSchema = z.object({
  name: z.string().max(2_000),
  nameTranslations: z
    .object({
      en: z.string().trim().max(CONTENT_GROUP_NAME_MAX).optional(),
      ja: z.string().trim().max(CONTENT_GROUP_NAME_MAX).optional(),
      vn: z.string().trim().max(CONTENT_GROUP_NAME_MAX).optional(),
    })
    .optional(),
  refCode: z.string().trim().max(64).nullable().optional(),
  isWrapLine: z.boolean().optional(),
  itemSize: z.number().int().min(1).max(1_000).nullable().optional(),
  numRow: z.number().int().min(1).max(100).nullable().optional(),
  isShow: z.boolean().optional(),
  ordinal: z.number().int().min(0).max(1_000_000).optional(),
  /** The group readers land on; setting it moves the mark from the service's previous default. */
  isDefault: z.boolean().optional(),
  /**
   * A normal or recommend group's contents in the group's own order: the whole membership, replacing
   * the current one (the content form sets a content's groups one content at a time).
   */
  contentIds: z.array(z.number().int().positive()).max(CONTENT_GROUP_ORDER_MAX).optional(),
  /** The service of a new group (else a service admin's own, a company admin's default service). */
  serviceId: z.number().int().positive().optional(),
});
export type ContentGroupFields = z.infer<typeof contentGroupFieldsSchema>;
export const contentGroupUpdateSchema = contentGroupFieldsSchema.omit({ serviceId: true }).partial();

/** `PUT /content-group/update-ref-code`: reference codes of several groups at once. */
export const contentGroupRefCodesSchema = z.object({
  contentGroups: z
    .array(z.object({ id: z.number().int().positive(), refCode: z.string().trim().max(64).nullable() }))
    .min(1)
    .max(500),
});

/** `POST /content-group/reset-content-group`: the service whose special groups are restored. */
export const contentGroupResetSchema = z.object({ serviceId: z.number().int().positive().optional() });

/** `POST /content-group/trending/add`: a content joins its service's recommend group (at the end). */
export const trendingAddSchema = z.object({ contentId: z.number().int().positive() });
export const trendingContentParamsSchema = z.object({ contentId: rowIdSchema });
