/**
 * How a service presents its catalogue: banner (+ slides), watermark, configurable buttons, the content
 * search-result / content-detail setting, and sort fields. Records marked "once per service" have a
 * unique (company_id, service_id); every column has a default so "reset" is "replace by defaults".
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  type BannerType,
  type ButtonActionType,
  type ButtonAlign,
  bannerTypes,
  buttonActionTypes,
  buttonAligns,
  type FavouriteButtonPosition,
  favouriteButtonPositions,
  type Language,
  type LinkType,
  type ListView,
  linkTypes,
  listViews,
  type PagingPosition,
  pagingPositions,
  type SortableField,
  type SortFieldType,
  sortableFields,
  sortFieldTypes,
  type WatermarkPosition,
  watermarkPositions,
} from '../../../../../packages/contract/src/enums.ts';
import { between, inList, percent } from './checks.ts';
import {
  colour,
  emptyJsonArray,
  emptyJsonObject,
  flag,
  id,
  ordinal,
  ref,
  size,
  timestamps,
  translations,
} from './columns.ts';
import { companyId, oncePerService, serviceFk, serviceId } from './companies.ts';

/** Once per service. */
export const bannerSettings = pgTable(
  'banner_settings',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    isShow: flag('is_show', false),
    typeBanner: smallint('type_banner').$type<BannerType>().notNull().default(1),
    message: text('message'),
    messageTranslations: translations('message_translations'),
    imageUrl: text('image_url'),
    link: text('link'),
    linkType: smallint('link_type').$type<LinkType>().notNull().default(1),
    heightBanner: size('height_banner', 329),
    mobileBannerHeight: size('mobile_banner_height', 256),
    backgroundColor: colour('background_color', '#3d993a'),
    textColor: colour('text_color', '#ffffff'),
    fontSize: size('font_size', 24),
    /** Carousel autoplay interval in seconds. */
    slideSpeed: size('slide_speed', 5),
    ...timestamps(),
  },
  (t) => [
    ...oncePerService('banner_settings', t),
    /** Target of banner_slides' foreign key, so a slide's banner is always of the slide's service. */
    unique('banner_settings_service_id_uq').on(t.companyId, t.serviceId, t.id),
    check('banner_settings_type_banner_check', inList(t.typeBanner, bannerTypes)),
    check('banner_settings_link_type_check', inList(t.linkType, linkTypes)),
    check('banner_settings_heights_check', sql`${t.heightBanner} > 0 and ${t.mobileBannerHeight} > 0`),
    check('banner_settings_slide_speed_check', between(t.slideSpeed, 1, 60)),
    check('banner_settings_font_size_check', between(t.fontSize, 6, 200)),
  ],
);

export const bannerSlides = pgTable(
  'banner_slides',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    bannerId: ref('banner_id').notNull(),
    desktopImageUrl: text('desktop_image_url').notNull(),
    mobileImageUrl: text('mobile_image_url'),
    linkType: smallint('link_type').$type<LinkType>().notNull().default(1),
    link: text('link'),
    /** The slide's words, drawn as live text over the picture and named by its alt text. */
    title: text('title').notNull().default(''),
    /** Per-language titles: { en?, ja?, vn? }; `title` is the fallback. */
    titleTranslations: jsonb('title_translations')
      .$type<Partial<Record<Language, string>>>()
      .notNull()
      .default(emptyJsonObject),
    ordinal: ordinal(),
    ...timestamps(),
  },
  (t) => [
    serviceFk('banner_slides', t),
    foreignKey({
      name: 'banner_slides_banner_fk',
      columns: [t.companyId, t.serviceId, t.bannerId],
      foreignColumns: [bannerSettings.companyId, bannerSettings.serviceId, bannerSettings.id],
    }).onDelete('cascade'),
    check('banner_slides_link_type_check', inList(t.linkType, linkTypes)),
    index('banner_slides_banner_idx').on(t.companyId, t.serviceId, t.bannerId, t.ordinal),
  ],
);

/** Once per service. Drawn over every page on screen and in print. */
export const watermarkSettings = pgTable(
  'watermark_settings',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    enabled: flag('enabled', false),
    /** true: the watermark is the viewing user's e-mail; false: watermark_content. */
    useDefaultContent: flag('use_default_content', true),
    watermarkContent: text('watermark_content'),
    color: colour('color', '#888888'),
    fontSize: size('font_size', 32),
    position: text('position').$type<WatermarkPosition>().notNull().default('diagonal'),
    /** Opacity in percent. */
    opacity: smallint('opacity').notNull().default(30),
    ...timestamps(),
  },
  (t) => [
    ...oncePerService('watermark_settings', t),
    check('watermark_settings_position_check', inList(t.position, watermarkPositions)),
    check('watermark_settings_opacity_check', percent(t.opacity)),
    check('watermark_settings_font_size_check', between(t.fontSize, 6, 200)),
    check(
      'watermark_settings_content_check',
      sql`${t.useDefaultContent} or ${t.watermarkContent} is not null`,
    ),
  ],
);

/** Configurable buttons (view-book button of the content detail, search buttons, link buttons). */
export const buttons = pgTable(
  'buttons',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    actionType: text('action_type').$type<ButtonActionType>().notNull(),
    label: text('label').notNull(),
    labelTranslations: translations('label_translations'),
    icon: text('icon'),
    /** Named style preset; NULL when is_custom. */
    template: text('template'),
    isCustom: flag('is_custom', false),
    /** Alignment: left, center, right. */
    position: text('position').$type<ButtonAlign>().notNull().default('center'),
    link: text('link'),
    backgroundColor: colour('background_color', '#3d993a'),
    textColor: colour('text_color', '#ffffff'),
    borderColor: colour('border_color', '#3d993a'),
    width: integer('width'),
    height: integer('height'),
    ordinal: ordinal(),
    ...timestamps(),
  },
  (t) => [
    serviceFk('buttons', t),
    check('buttons_action_type_check', inList(t.actionType, buttonActionTypes)),
    check('buttons_position_check', inList(t.position, buttonAligns)),
    check('buttons_size_check', sql`coalesce(${t.width}, 1) > 0 and coalesce(${t.height}, 1) > 0`),
    index('buttons_service_idx').on(t.companyId, t.serviceId, t.actionType, t.ordinal),
  ],
);

/** One field of the content-detail layout (stored in content_layout_detail). */
export type ContentLayoutField = {
  /** Content field: title, author, keywords, toc, distributorName, description, param1..param5. */
  field: string;
  /** Font size in px. */
  size: number;
  label?: string;
  showLabel: boolean;
  /** Draw the field in a box. */
  showBox: boolean;
  ordinal: number;
};

/** The five free parameters a content carries. */
export type ParamField = 'param1' | 'param2' | 'param3' | 'param4' | 'param5';
/** Per-language names of the free parameters; a parameter without any name is never shown to readers. */
export type ParamNames = Partial<Record<ParamField, Partial<Record<Language, string>>>>;

/** Once per service: content listing / search result / content detail presentation. */
export const contentSearchResultSettings = pgTable(
  'content_search_result_settings',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    pageTitle: varchar('page_title', { length: 255 }),
    pageTitleTranslations: translations('page_title_translations'),
    showSidebar: flag('show_sidebar', true),
    buttonFavouritePosition: text('button_favourite_position')
      .$type<FavouriteButtonPosition>()
      .notNull()
      .default('image'),
    /** Favourite icon size, px (clamped 15..45 by the client too). */
    favouriteIconSize: size('favourite_icon_size', 24),
    contentLayoutDetail: jsonb('content_layout_detail')
      .$type<ContentLayoutField[]>()
      .notNull()
      .default(emptyJsonArray),
    /** Field whose value names the series listed under a content (e.g. 'series' or 'param1'). */
    paramSeriesContent: text('param_series_content'),
    listView: smallint('list_view').$type<ListView>().notNull().default(1),
    pagingPosition: smallint('paging_position').$type<PagingPosition>().notNull().default(2),
    numRow: size('num_row', 2),
    itemsPerRow: size('items_per_row', 5),
    showOnHome: flag('show_on_home', true),
    overlayNew: flag('overlay_new', true),
    overlayPopular: flag('overlay_popular', true),
    overlayRecommend: flag('overlay_recommend', true),
    popularPeriodDays: size('popular_period_days', 30),
    newPeriodDays: size('new_period_days', 30),
    itemsDisplayed: size('items_displayed', 10),
    /** Distinct readers a content needs within the popular period to be popular. */
    popularMinReaders: size('popular_min_readers', 3),
    paramNames: jsonb('param_names').$type<ParamNames>().notNull().default(emptyJsonObject),
    ...timestamps(),
  },
  (t) => [
    ...oncePerService('content_search_result_settings', t),
    check(
      'content_search_result_settings_favourite_position_check',
      inList(t.buttonFavouritePosition, favouriteButtonPositions),
    ),
    check('content_search_result_settings_icon_size_check', between(t.favouriteIconSize, 15, 45)),
    check('content_search_result_settings_list_view_check', inList(t.listView, listViews)),
    check('content_search_result_settings_paging_position_check', inList(t.pagingPosition, pagingPositions)),
    check('content_search_result_settings_num_row_check', between(t.numRow, 1, 100)),
    check('content_search_result_settings_items_per_row_check', between(t.itemsPerRow, 1, 12)),
    check(
      'content_search_result_settings_periods_check',
      sql`${t.popularPeriodDays} between 1 and 36500 and ${t.newPeriodDays} between 1 and 36500`,
    ),
    check('content_search_result_settings_items_displayed_check', between(t.itemsDisplayed, 1, 200)),
    check(
      'content_search_result_settings_popular_min_readers_check',
      between(t.popularMinReaders, 1, 100000),
    ),
    check('content_search_result_settings_param_names_check', sql`jsonb_typeof(${t.paramNames}) = 'object'`),
    check(
      'content_search_result_settings_layout_check',
      sql`jsonb_typeof(${t.contentLayoutDetail}) = 'array'`,
    ),
  ],
);

/** Sort options of a listing, in order; one may be the default. */
export const sortFields = pgTable(
  'sort_fields',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    type: smallint('type').$type<SortFieldType>().notNull().default(1),
    field: text('field').$type<SortableField>().notNull(),
    title: text('title').notNull(),
    /** Per-language titles: { en?, ja?, vn? }; `title` is the fallback. */
    titleTranslations: jsonb('title_translations')
      .$type<Partial<Record<Language, string>>>()
      .notNull()
      .default(emptyJsonObject),
    ordinal: ordinal(),
    /** Default direction when chosen: ascending (true) or descending. */
    isAscDefault: flag('is_asc_default', true),
    isSortFieldDefault: flag('is_sort_field_default', false),
    ...timestamps(),
  },
  (t) => [
    serviceFk('sort_fields', t),
    check('sort_fields_type_check', inList(t.type, sortFieldTypes)),
    check('sort_fields_field_check', inList(t.field, sortableFields)),
    uniqueIndex('sort_fields_field_uq').on(t.companyId, t.serviceId, t.type, t.field),
    uniqueIndex('sort_fields_default_uq')
      .on(t.companyId, t.serviceId, t.type)
      .where(sql`${t.isSortFieldDefault}`),
    index('sort_fields_service_idx').on(t.companyId, t.serviceId, t.type, t.ordinal),
  ],
);
