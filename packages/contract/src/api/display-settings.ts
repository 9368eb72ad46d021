import { z } from 'zod';
import {
  bannerTypes,
  favouriteButtonPositions,
  linkTypes,
  listViews,
  pagingPositions,
  sortableFields,
  sortFieldTypes,
} from '../enums.ts';
import { textTranslationsSchema } from './translations.ts';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const literalOf = <T extends number>(values: readonly T[]) => z.union(values.map((v) => z.literal(v)));

export const bannerSlideSchema = z.object({
  id: z.number().int(),
  desktopSlideImage: z.string(),
  mobileSlideImage: z.string().nullable(),
  bannerSlideLinkType: literalOf(linkTypes),
  bannerSlideLink: z.string().nullable(),
  /** Drawn as live text over the picture; empty for a slide whose picture says it all. */
  title: z.string(),
  /** Titles per language; `title` is the fallback. */
  titleTranslations: z.object({
    en: z.string().optional(),
    ja: z.string().optional(),
    vn: z.string().optional(),
  }),
  ordinal: z.number().int(),
});

export const bannerSettingSchema = z.object({
  isShow: z.boolean(),
  typeBanner: literalOf(bannerTypes),
  message: z.string().nullable(),
  messageTranslations: textTranslationsSchema.optional(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  linkType: literalOf(linkTypes),
  heightBanner: z.number().int(),
  mobileBannerHeight: z.number().int(),
  backgroundColor: hex,
  textColor: hex,
  fontSize: z.number().int(),
  /** Carousel autoplay interval, seconds. */
  slideSpeed: z.number().int(),
  bannerImageResponseList: z.array(bannerSlideSchema),
});

export const contentLayoutFieldSchema = z.object({
  field: z.string(),
  size: z.number().int(),
  label: z.string().optional(),
  showLabel: z.boolean(),
  showBox: z.boolean(),
  ordinal: z.number().int(),
});

/** The five free parameters of a content. */
export const paramFields = ['param1', 'param2', 'param3', 'param4', 'param5'] as const;
export type ParamField = (typeof paramFields)[number];

const paramName = z.string().trim().max(100).optional();
/**
 * Names of the free parameters per language (the admin's words). A parameter with no name in any
 * language is never shown to readers; a missing language falls back to the company's default one.
 */
const paramNameSchema = z.object({ en: paramName, ja: paramName, vn: paramName }).strict().optional();
export const paramNamesSchema = z
  .object({
    param1: paramNameSchema,
    param2: paramNameSchema,
    param3: paramNameSchema,
    param4: paramNameSchema,
    param5: paramNameSchema,
  })
  .strict();
export type ParamNames = z.infer<typeof paramNamesSchema>;

export const contentSearchResultSettingSchema = z.object({
  pageTitle: z.string().nullable(),
  pageTitleTranslations: textTranslationsSchema.optional(),
  showSidebar: z.boolean(),
  buttonFavouritePosition: z.enum(favouriteButtonPositions),
  favouriteIconSize: z.number().int(),
  contentLayoutDetail: z.array(contentLayoutFieldSchema),
  paramSeriesContent: z.string().nullable(),
  listView: literalOf(listViews),
  pagingPosition: literalOf(pagingPositions),
  numRow: z.number().int(),
  itemsPerRow: z.number().int(),
  showOnHome: z.boolean(),
  overlayNew: z.boolean(),
  overlayPopular: z.boolean(),
  overlayRecommend: z.boolean(),
  popularPeriodDays: z.number().int(),
  newPeriodDays: z.number().int(),
  itemsDisplayed: z.number().int(),
  /** Distinct readers within the popular period that make a content popular. */
  popularMinReaders: z.number().int(),
  paramNames: paramNamesSchema,
});

export const sortFieldSchema = z.object({
  id: z.number().int(),
  type: literalOf(sortFieldTypes),
  field: z.enum(sortableFields),
  title: z.string(),
  ordinal: z.number().int(),
  isAcsDefault: z.boolean(),
  isSortFieldDefault: z.boolean(),
});
