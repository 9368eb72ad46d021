/**
 * A service's search page (the search overlay, its tabs and search boxes,
 * the search result setting): tabs holding search boxes, each tab with its search button, and the result
 * setting (how results are laid out) with the buttons of the content detail.
 *
 * Which fields an operation may search is THE table `searchFieldsByOperation` below: the server refuses a
 * box that names another (422) and the administration offers only these.
 */
import { z } from 'zod';
import {
  ButtonActionType,
  buttonAligns,
  contentGroupTypes,
  favouriteButtonPositions,
  listViews,
  pagingPositions,
  SearchableField,
  SearchOperation,
  searchOperations,
  searchTabTypes,
} from '../enums.ts';
import {
  contentLayoutFieldSchema,
  contentSearchResultSettingSchema,
  paramNamesSchema,
} from './display-settings.ts';
import { rowIdSchema } from './row-id.ts';
import { sortFieldItemSchema } from './sort-fields.ts';
import { textTranslationsSchema } from './translations.ts';

const literalOf = <T extends number>(values: readonly T[]) => z.union(values.map((v) => z.literal(v)));
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const name = z.string().trim().min(1).max(255);
const translations = z.object({ en: name.optional(), ja: name.optional(), vn: name.optional() });
const serviceIdField = z.number().int().positive().optional();

const TEXT_FIELDS = [
  SearchableField.TITLE,
  SearchableField.AUTHOR,
  SearchableField.DISTRIBUTOR_NAME,
  SearchableField.DESCRIPTION,
  SearchableField.TOC,
  SearchableField.KEYWORDS,
  SearchableField.SERIES,
  SearchableField.CONTENT_CODE,
] as const;
const PARAM_FIELDS = [
  SearchableField.PARAM1,
  SearchableField.PARAM2,
  SearchableField.PARAM3,
  SearchableField.PARAM4,
  SearchableField.PARAM5,
] as const;

/**
 * The fields each operation may search. Dates live in the upload date and in params holding
 * `YYYY/MM/DD` text, so date, month and year ranges compare those; a year range also
 * reads the year field. Choice boxes compare values exactly, or offer content groups (`contentGroup`).
 */
export const searchFieldsByOperation: Record<SearchOperation, readonly SearchableField[]> = {
  [SearchOperation.PARTIAL]: [...TEXT_FIELDS, ...PARAM_FIELDS],
  [SearchOperation.EXACT]: [...TEXT_FIELDS, SearchableField.YEAR, ...PARAM_FIELDS],
  [SearchOperation.DATE_RANGE]: [SearchableField.UPLOADED_AT, ...PARAM_FIELDS],
  [SearchOperation.MONTH_RANGE]: [SearchableField.UPLOADED_AT, ...PARAM_FIELDS],
  [SearchOperation.YEAR_RANGE]: [SearchableField.YEAR, SearchableField.UPLOADED_AT, ...PARAM_FIELDS],
  [SearchOperation.SINGLE_CHOICE]: [
    ...TEXT_FIELDS,
    SearchableField.YEAR,
    ...PARAM_FIELDS,
    SearchableField.CONTENT_GROUP,
  ],
  [SearchOperation.MULTI_CHOICE]: [
    ...TEXT_FIELDS,
    SearchableField.YEAR,
    ...PARAM_FIELDS,
    SearchableField.CONTENT_GROUP,
  ],
};

export const isChoiceOperation = (operation: SearchOperation): boolean =>
  operation === SearchOperation.SINGLE_CHOICE || operation === SearchOperation.MULTI_CHOICE;

export const isRangeOperation = (operation: SearchOperation): boolean =>
  operation === SearchOperation.DATE_RANGE ||
  operation === SearchOperation.MONTH_RANGE ||
  operation === SearchOperation.YEAR_RANGE;

/** A content group a choice box offers (favourite and recently read only to a signed-in reader). */
export const searchBoxGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameTranslations: z.object({
    en: z.string().optional(),
    ja: z.string().optional(),
    vn: z.string().optional(),
  }),
  type: literalOf(contentGroupTypes),
});

/** A search box as the overlay draws it and the administration edits it. */
export const searchBoxSchema = z.object({
  id: z.number().int(),
  tabId: z.number().int(),
  label: z.string(),
  /** The label per interface language (`translated()` picks one). */
  labelTranslations: textTranslationsSchema.optional(),
  isShowLabel: z.boolean(),
  /** Width in grid columns, 1..12. */
  size: z.number().int(),
  operation: literalOf(searchOperations),
  /** Full text 1 (the tab's one box searching inside the books), param 2, common 3. */
  searchType: literalOf(searchTabTypes),
  searchFields: z.array(z.string()),
  /** Values a choice box offers, in order. */
  matchValue: z.array(z.string()),
  /** Content groups a choice box offers (its `contentGroup` field), in order. */
  contentGroupResponseList: z.array(searchBoxGroupSchema),
  isRequiredAtLogin: z.boolean(),
  isRequiredAtView: z.boolean(),
  ordinal: z.number().int(),
});
export type SearchBox = z.infer<typeof searchBoxSchema>;

/** A tab's search button (label, icon, colours, alignment). */
export const searchButtonSchema = z.object({
  label: z.string().nullable(),
  labelTranslations: textTranslationsSchema.optional(),
  /** A Tabler icon name (e.g. `search`), or null for none. */
  icon: z.string().nullable(),
  backgroundColor: hex,
  textColor: hex,
  align: z.enum(buttonAligns),
});

/** A search tab with its boxes. */
export const searchTabSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleTranslations: z.object({
    en: z.string().optional(),
    ja: z.string().optional(),
    vn: z.string().optional(),
  }),
  type: literalOf(searchTabTypes),
  ordinal: z.number().int(),
  isShow: z.boolean(),
  button: searchButtonSchema,
  searchBoxes: z.array(searchBoxSchema),
});
export type SearchTab = z.infer<typeof searchTabSchema>;
export const searchTabListSchema = z.array(searchTabSchema);

export const searchIdParamsSchema = z.object({ id: rowIdSchema });
/** The administration names the service (a company admin; a service admin's own is used). */
export const searchServiceQuerySchema = z.object({
  serviceId: rowIdSchema.optional(),
});

const buttonInput = z.object({
  label: z.string().trim().max(255).nullable().optional(),
  /** Replaces the label's translations (an empty object clears them). */
  labelTranslations: translations.optional(),
  icon: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .nullable()
    .optional(),
  backgroundColor: hex.optional(),
  textColor: hex.optional(),
  align: z.enum(buttonAligns).optional(),
});

/** `POST /search-tab/add`; `PUT /search-tab/update/{id}` takes the same without the service, all optional. */
export const searchTabAddSchema = z.object({
  title: name,
  titleTranslations: translations.optional(),
  type: literalOf(searchTabTypes),
  isShow: z.boolean().optional(),
  button: buttonInput.optional(),
  serviceId: serviceIdField,
});
export const searchTabUpdateSchema = searchTabAddSchema.omit({ serviceId: true }).partial();

/** `PUT /search-tab/reorder`: every tab of the service, in the new order. */
export const searchTabReorderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(50),
  serviceId: serviceIdField,
});

const matchValueText = z.string().trim().min(1).max(255);

/**
 * `POST /search-box/add`; `PUT /search-box/update/{id}` takes the same without the tab, all optional.
 * Rules checked by the server with the stored box: the fields fit the operation
 * (`searchFieldsByOperation`, 422); a choice box has at least one match value or content group, with no
 * repeats (422); a full-text box is the only one of its tab (782).
 */
export const searchBoxAddSchema = z.object({
  tabId: z.number().int().positive(),
  label: name,
  /** Replaces the label's translations (an empty object clears them). */
  labelTranslations: translations.optional(),
  isShowLabel: z.boolean().optional(),
  size: z.number().int().min(1).max(12).optional(),
  operation: literalOf(searchOperations),
  searchType: literalOf(searchTabTypes),
  searchFields: z.array(z.string().max(32)).max(16).default([]),
  matchValue: z.array(matchValueText).max(100).default([]),
  contentGroupIds: z.array(z.number().int().positive()).max(100).default([]),
  isRequiredAtLogin: z.boolean().optional(),
  isRequiredAtView: z.boolean().optional(),
});
export const searchBoxUpdateSchema = searchBoxAddSchema
  .omit({ tabId: true })
  .extend({
    searchFields: z.array(z.string().max(32)).max(16).optional(),
    matchValue: z.array(matchValueText).max(100).optional(),
    contentGroupIds: z.array(z.number().int().positive()).max(100).optional(),
  })
  .partial();

/** `PUT /search-box/reorder`: every box of one tab, in the new order. */
export const searchBoxReorderSchema = z.object({
  tabId: z.number().int().positive(),
  ids: z.array(z.number().int().positive()).min(1).max(100),
});

/** A button of the content detail and results (view book, download, link), as the setting lists it. */
export const resultButtonSchema = z.object({
  id: z.number().int(),
  actionType: z.enum([ButtonActionType.VIEW_BOOK, ButtonActionType.DOWNLOAD, ButtonActionType.LINK]),
  label: z.string(),
  labelTranslations: textTranslationsSchema.optional(),
  icon: z.string().nullable(),
  template: z.string().nullable(),
  isCustom: z.boolean(),
  position: z.enum(buttonAligns),
  link: z.string().nullable(),
  backgroundColor: hex,
  textColor: hex,
  borderColor: hex,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  ordinal: z.number().int(),
});
export type ResultButton = z.infer<typeof resultButtonSchema>;

/** `POST /content-search-result-setting/add-button`; update takes the same, all optional. */
export const resultButtonAddSchema = z.object({
  actionType: resultButtonSchema.shape.actionType,
  label: name,
  /** Replaces the label's translations (an empty object clears them). */
  labelTranslations: translations.optional(),
  icon: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .nullable()
    .optional(),
  template: z.string().max(64).nullable().optional(),
  isCustom: z.boolean().optional(),
  position: z.enum(buttonAligns).optional(),
  /** Required for a link button: http(s) or a portal path. */
  link: z
    .string()
    .max(2048)
    .regex(/^(https?:\/\/|\/)/)
    .nullable()
    .optional(),
  backgroundColor: hex.optional(),
  textColor: hex.optional(),
  borderColor: hex.optional(),
  width: z.number().int().min(1).max(2000).nullable().optional(),
  height: z.number().int().min(1).max(500).nullable().optional(),
  serviceId: serviceIdField,
});
export const resultButtonUpdateSchema = resultButtonAddSchema.omit({ serviceId: true }).partial();

/** The whole result setting with its buttons and search sort fields. */
export const searchResultSettingSchema = contentSearchResultSettingSchema.extend({
  /** The buttons of the content detail, by ordinal. */
  buttonResponseList: z.array(resultButtonSchema),
  /** The sort fields of search results (type 2), edited through the sort-field calls. */
  sortFieldResponseList: z.array(sortFieldItemSchema),
});
export type SearchResultSetting = z.infer<typeof searchResultSettingSchema>;

/** `PUT /content-search-result-setting/update`: the whole record (buttons and sort fields have their calls). */
export const searchResultSettingUpdateSchema = z.object({
  pageTitle: z.string().trim().max(255).nullable(),
  /** Absent: unchanged; replaces the title's translations, cleared with the title (null). */
  pageTitleTranslations: translations.optional(),
  showSidebar: z.boolean(),
  buttonFavouritePosition: z.enum(favouriteButtonPositions),
  favouriteIconSize: z.number().int().min(15).max(45),
  contentLayoutDetail: z.array(contentLayoutFieldSchema).max(20),
  paramSeriesContent: z.string().max(32).nullable(),
  listView: literalOf(listViews),
  pagingPosition: literalOf(pagingPositions),
  numRow: z.number().int().min(1).max(100),
  itemsPerRow: z.number().int().min(1).max(12),
  showOnHome: z.boolean(),
  overlayNew: z.boolean(),
  overlayPopular: z.boolean(),
  overlayRecommend: z.boolean(),
  popularPeriodDays: z.number().int().min(1).max(36500),
  newPeriodDays: z.number().int().min(1).max(36500),
  itemsDisplayed: z.number().int().min(1).max(200),
  /** Absent: unchanged (a new record takes the default, 3). */
  popularMinReaders: z.number().int().min(1).max(100000).optional(),
  /** Absent: unchanged; an empty or blank name leaves the parameter hidden in that language. */
  paramNames: paramNamesSchema.optional(),
  serviceId: serviceIdField,
});
