/**
 * The readers' catalogue (contents, content groups, notifications and
 * hashtags): cards of a group, hashtag or series, a content's detail, favourites and hashtags.
 *
 * Ids a reader sees: `id` and `detailId` are both the content's random public id (`elementId`, the
 * `/{contentId}` of portal URLs); the numeric row id never leaves the server. `contentId` is the tenant's
 * own content id (the CSV import key), or null. Covers come as URLs, so the seed's `beContentsId` is not
 * needed.
 */
import { z } from 'zod';
import {
  buttonAligns,
  contentBadges,
  contentGroupTypes,
  fileKinds,
  printModes,
  SortDirection,
} from '../enums.ts';
import { pageQuerySchema, pageSchema } from '../envelope.ts';
import { contentAccessSchema } from './content-access.ts';

// What a caller may do with a card's content travels with the catalogue's schemas.
export * from './content-access.ts';

import { rowIdSchema } from './row-id.ts';
import { sortFieldByCode } from './sort-fields.ts';
import { textTranslationsSchema } from './translations.ts';

/** A content's public id (20-64 lowercase letters and digits). */
export const elementIdSchema = z.string().regex(/^[a-z0-9]{20,64}$/);

/**
 * The sort of a listing: `sort_field` is a sort-field code (the `code` of `sortFieldCodes`: 1 title,
 * 2 author, … 12 the group's own order); absent or 12 = the group's own order, as the seed's client sends
 * nothing for 12. `sort` is the direction; absent = the service's default direction for that field (its
 * sort-field row), else ascending.
 */
export const catalogueSortQuerySchema = z.object({
  sort_field: z.coerce
    .number()
    .int()
    .refine((code) => sortFieldByCode(code) !== undefined, { error: 'unknown sort field' })
    .optional(),
  sort: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum([SortDirection.ASC, SortDirection.DESC]))
    .optional(),
});

/**
 * `GET /content/public/page`: the contents of one group (`content_group_id`, any type: normal, new,
 * popular, recommend; favourites and recently read need a signed-in reader), of one hashtag
 * (`hashtag_id`) or of one series (`series`, the value of the service's series field); none of them =
 * the service's whole catalogue. Filters combine.
 */
export const cataloguePageQuerySchema = pageQuerySchema.extend(catalogueSortQuerySchema.shape).extend({
  content_group_id: rowIdSchema.optional(),
  hashtag_id: rowIdSchema.optional(),
  series: z.string().trim().min(1).max(255).optional(),
});
export type CataloguePageQuery = z.infer<typeof cataloguePageQuerySchema>;

/** `GET /content/public/page/series-content`: the other volumes of the series of content `id`. */
export const seriesContentQuerySchema = pageQuerySchema.extend(catalogueSortQuerySchema.shape).extend({
  id: elementIdSchema,
});

/**
 * `GET /content/public/detail`: `id` or `detail_id` (both the public id) names the content;
 * neither is a bad request (400).
 */
export const catalogueDetailQuerySchema = z.object({
  id: elementIdSchema.optional(),
  detail_id: elementIdSchema.optional(),
  /** The group the reader came from (membership not required: any visible content opens). */
  content_group_id: rowIdSchema.optional(),
});

/** `POST /content/public/search-hash-tag`, `POST /content/search-hash-tag`: contents with any of `ids`. */
export const hashtagSearchBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(50),
});
export const hashtagSearchQuerySchema = pageQuerySchema.extend(catalogueSortQuerySchema.shape);

/** The reader's lists of `GET /content-group/favorites-recently-read`. */
export const personalListsQuerySchema = pageQuerySchema;

/** `POST /content/favorites/add`. */
export const favouriteAddSchema = z.object({
  contentId: elementIdSchema,
  /** The group the content was favourited from (for a link back); another service's group is refused. */
  contentGroupId: z.number().int().positive().nullable().optional(),
});

/** `DELETE /content/favorites/delete/{id}`: `id` is the content's public id. */
export const favouriteDeleteParamsSchema = z.object({ id: elementIdSchema });

/** What a favourite call leaves: the content and whether it is now a favourite of the reader. */
export const favouriteStateSchema = z.object({ contentId: z.string(), isFavorite: z.boolean() });

/** `GET /hash-tag/public/get-all-hashtag`: the seed's `company_id`/`service_admin_id` are accepted, unused (the portal names the tenant). */
export const hashtagListQuerySchema = z.object({
  company_id: z.string().max(64).optional(),
  service_admin_id: z.string().max(64).optional(),
});
export const hashtagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Contents of this hashtag the caller may see. */
  count: z.number().int(),
});
export const hashtagListSchema = z.array(hashtagSchema);
export type Hashtag = z.infer<typeof hashtagSchema>;

/** A content as a card of a listing (home shelves, group pages, series, search results). */
export const catalogueCardSchema = z.object({
  /** Public id (`elementId`): the `/{contentId}` of portal URLs and the id of every reader call. */
  id: z.string(),
  /** The same public id (the seed's detail id; `GET /content/public/detail?detail_id=`). */
  detailId: z.string(),
  /** The tenant's own content id (CSV key), or null. */
  contentId: z.string().nullable(),
  /** Badge: new (published within the new period), popular (most views within the popular period), recommend. */
  type: z.enum(contentBadges).nullable(),
  /** In the signed-in reader's favourites (always false for a visitor). */
  isFavorite: z.boolean(),
  /** The reader holds a plan that covers this content (false while no plan covers it). */
  isRegistered: z.boolean(),
  /** The content is in a subscription plan's groups. */
  isSubscriptionPlan: z.boolean(),
  title: z.string(),
  author: z.string().nullable(),
  distributorName: z.string().nullable(),
  series: z.string().nullable(),
  year: z.number().int().nullable(),
  keywords: z.string().nullable(),
  param1: z.string().nullable(),
  param2: z.string().nullable(),
  param3: z.string().nullable(),
  param4: z.string().nullable(),
  param5: z.string().nullable(),
  fileKind: z.enum(fileKinds).nullable(),
  /** Cover image (large) and its thumbnail (small); null when the file made none. */
  coverUrl: z.string().nullable(),
  coverThumbnailUrl: z.string().nullable(),
  /** The view-book button is enabled for this content (seed `view`). */
  view: z.boolean(),
  viewOnline: z.boolean(),
  loginRequired: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The caller's outcome of reading, favouring and downloading it (docs/reader-access.md). */
  access: contentAccessSchema,
});
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

export const catalogueCardPageSchema = pageSchema(catalogueCardSchema);

/**
 * A content's detail. The fields of the content-detail layout (title, author, keywords, toc,
 * distributorName, description, param1-5) that the service's layout does not list are null; an empty
 * layout shows them all.
 */
/**
 * How the service draws the view-book button (its first `view_book` button: label, icon,
 * colours, size, alignment); null = the portal's default look. `icon`: `none` hides it; any other value
 * (or null) shows the book icon, `eye` an eye.
 */
export const viewBookButtonSchema = z.object({
  label: z.string(),
  labelTranslations: textTranslationsSchema.optional(),
  icon: z.string().nullable(),
  backgroundColor: z.string(),
  textColor: z.string(),
  borderColor: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  align: z.union(buttonAligns.map((v) => z.literal(v))),
});
export type ViewBookButton = z.infer<typeof viewBookButtonSchema>;

export const catalogueDetailSchema = catalogueCardSchema.extend({
  description: z.string().nullable(),
  toc: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  /** 0 print not allowed, 1 all pages, 2 the current page. */
  print: z.union(printModes.map((v) => z.literal(v))),
  /** Whether the viewer may print at all (print is not 0). */
  printableContent: z.boolean(),
  /** The visible groups the content is in. */
  contentGroups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.union(contentGroupTypes.map((v) => z.literal(v))),
    }),
  ),
  contentGroupIds: z.array(z.number().int()),
  hashtags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The field naming the series (the setting's paramSeriesContent, default `series`) and its value here. */
  seriesField: z.string(),
  seriesValue: z.string().nullable(),
  viewBookButton: viewBookButtonSchema.nullable(),
});
export type CatalogueDetail = z.infer<typeof catalogueDetailSchema>;

/** `GET /content-group/favorites-recently-read`: the signed-in reader's two personal lists, paged alike. */
export const personalListsSchema = z.object({
  favorites: catalogueCardPageSchema,
  recentlyRead: catalogueCardPageSchema,
});
export type PersonalLists = z.infer<typeof personalListsSchema>;
