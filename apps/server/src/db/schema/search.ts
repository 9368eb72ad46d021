/**
 * Parameter and full-text search configuration of a service: tabs, the search boxes on each tab, and the
 * content groups offered by choice boxes.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type ButtonAlign,
  buttonAligns,
  type Language,
  type SearchableField,
  type SearchOperation,
  type SearchTabType,
  searchableFields,
  searchOperations,
  searchTabTypes,
} from '../../../../../packages/contract/src/enums.ts';
import { inList, subsetOf } from './checks.ts';
import {
  colour,
  emptyJsonObject,
  emptyTextArray,
  flag,
  id,
  ordinal,
  ref,
  timestamps,
  translations,
} from './columns.ts';
import { companyId, serviceFk, serviceId, tenantFk } from './companies.ts';
import { contentGroups } from './contents.ts';

export const searchTabs = pgTable(
  'search_tabs',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    title: text('title').notNull(),
    /** Per-language titles: { en?, ja?, vn? }; `title` is the fallback. */
    titleTranslations: jsonb('title_translations')
      .$type<Partial<Record<Language, string>>>()
      .notNull()
      .default(emptyJsonObject),
    type: smallint('type').$type<SearchTabType>().notNull().default(2),
    ordinal: ordinal(),
    isShow: flag('is_show', true),
    /** The tab's search button. */
    buttonLabel: text('button_label'),
    buttonLabelTranslations: translations('button_label_translations'),
    buttonIcon: text('button_icon'),
    buttonBackgroundColor: colour('button_background_color', '#3d993a'),
    buttonTextColor: colour('button_text_color', '#ffffff'),
    buttonAlign: text('button_align').$type<ButtonAlign>().notNull().default('center'),
    ...timestamps(),
  },
  (t) => [
    serviceFk('search_tabs', t),
    check('search_tabs_type_check', inList(t.type, searchTabTypes)),
    check('search_tabs_button_align_check', inList(t.buttonAlign, buttonAligns)),
    unique('search_tabs_company_id_id_uq').on(t.companyId, t.id),
    uniqueIndex('search_tabs_title_uq').on(t.companyId, t.serviceId, sql`lower(${t.title})`),
    index('search_tabs_service_idx').on(t.companyId, t.serviceId, t.ordinal),
  ],
);

export const searchBoxes = pgTable(
  'search_boxes',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    tabId: ref('tab_id').notNull(),
    label: text('label').notNull(),
    labelTranslations: translations('label_translations'),
    isShowLabel: flag('is_show_label', true),
    /** Width in grid columns (1..12). */
    size: integer('size').notNull().default(12),
    operation: smallint('operation').$type<SearchOperation>().notNull().default(1),
    /** Search kind of the box: full text 1, param 2, common 3. */
    searchType: smallint('search_type').$type<SearchTabType>().notNull().default(2),
    /** Content fields searched (SearchableField values). */
    searchFields: text('search_fields').array().$type<SearchableField[]>().notNull().default(emptyTextArray),
    /** Values offered by single / multiple choice boxes (at least 1, no repeats). */
    matchValues: text('match_values').array().notNull().default(emptyTextArray),
    isRequiredAtLogin: flag('is_required_at_login', false),
    isRequiredAtView: flag('is_required_at_view', false),
    ordinal: ordinal(),
    ...timestamps(),
  },
  (t) => [
    serviceFk('search_boxes', t),
    tenantFk('search_boxes_tab_fk', [t.companyId, t.tabId], [searchTabs.companyId, searchTabs.id]),
    check('search_boxes_operation_check', inList(t.operation, searchOperations)),
    check('search_boxes_search_type_check', inList(t.searchType, searchTabTypes)),
    check('search_boxes_size_check', sql`${t.size} between 1 and 12`),
    check('search_boxes_search_fields_check', subsetOf(t.searchFields, searchableFields)),
    // Choice boxes (single 4, multiple 5) need at least one match value, unless they offer content groups.
    check(
      'search_boxes_match_values_check',
      sql`${t.operation} not in (4, 5) or cardinality(${t.matchValues}) >= 1 or 'contentGroup' = any(${t.searchFields})`,
    ),
    unique('search_boxes_company_id_id_uq').on(t.companyId, t.id),
    uniqueIndex('search_boxes_label_uq').on(t.companyId, t.tabId, sql`lower(${t.label})`),
    // Only one full-text search box per tab (code 782).
    uniqueIndex('search_boxes_full_text_uq').on(t.companyId, t.tabId).where(sql`${t.searchType} = 1`),
    index('search_boxes_service_idx').on(t.companyId, t.serviceId),
    index('search_boxes_tab_idx').on(t.companyId, t.tabId, t.ordinal),
  ],
);

/** Content groups offered by a choice box (or restricting where the box searches). */
export const searchBoxContentGroups = pgTable(
  'search_box_content_groups',
  {
    companyId: companyId(),
    searchBoxId: ref('search_box_id').notNull(),
    contentGroupId: ref('content_group_id').notNull(),
    ordinal: ordinal(),
  },
  (t) => [
    primaryKey({
      name: 'search_box_content_groups_pk',
      columns: [t.companyId, t.searchBoxId, t.contentGroupId],
    }),
    tenantFk(
      'search_box_content_groups_box_fk',
      [t.companyId, t.searchBoxId],
      [searchBoxes.companyId, searchBoxes.id],
    ),
    tenantFk(
      'search_box_content_groups_cgroup_fk',
      [t.companyId, t.contentGroupId],
      [contentGroups.companyId, contentGroups.id],
    ),
    index('search_box_content_groups_cgroup_idx').on(t.companyId, t.contentGroupId),
  ],
);
