/**
 * Branding of a service: layout (incl. sidebar), header, body, footer (+ links), input fields and the
 * custom login page. Each record exists once per service; every column has a default so that "reset"
 * is "replace the row by a row of defaults" and a new service starts complete.
 * Colours are '#rrggbb' text, sizes are integer pixels unless stated.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import {
  type ButtonAlign,
  buttonAligns,
  type FooterPosition,
  footerPositions,
  type LinkType,
  type ListView,
  linkTypes,
  listViews,
} from '../../../../../packages/contract/src/enums.ts';
import { atLeast, between, inList } from './checks.ts';
import { colour, flag, id, ordinal, size, timestamps, translations } from './columns.ts';
import { companyId, oncePerService, serviceFk, serviceId } from './companies.ts';

/** Brand green of the product (also the default search input border). */
const BRAND = '#3d993a';

export const layoutSettings = pgTable(
  'layout_settings',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    pageMarginLeft: size('page_margin_left', 40),
    pageMarginRight: size('page_margin_right', 40),
    showSidebar: flag('show_sidebar', true),
    /** Default listing view of content pages: list 1, title 2, all 3. */
    viewPage: smallint('view_page').$type<ListView>().notNull().default(1),
    fontFamily: text('font_family'),
    fontSize: size('font_size', 14),
    backgroundColor: colour('background_color', '#ffffff'),
    borderColor: colour('border_color', '#dee2e6'),
    hoverBackgroundColor: colour('hover_background_color', '#f1f3f5'),
    hoverBorderColor: colour('hover_border_color', BRAND),
    textColor: colour('text_color', '#212529'),
    hoverTextColor: colour('hover_text_color', BRAND),
    sidebarWidth: size('sidebar_width', 240),
    sidebarBackgroundColor: colour('sidebar_background_color', '#ffffff'),
    sidebarHighlightColor: colour('sidebar_highlight_color', '#e9f5e8'),
    sidebarTextColor: colour('sidebar_text_color', '#212529'),
    sidebarTextHighlightColor: colour('sidebar_text_highlight_color', BRAND),
    /** Menu bar (the sidebar's title bars and the group header bars). */
    barBackgroundColor: colour('bar_background_color', BRAND),
    barTextColor: colour('bar_text_color', '#ffffff'),
    barHeight: size('bar_height', 56),
    showMoreBackgroundColor: colour('show_more_background_color', '#ffffff'),
    showMoreTextColor: colour('show_more_text_color', BRAND),
    showLessBackgroundColor: colour('show_less_background_color', '#ffffff'),
    showLessTextColor: colour('show_less_text_color', BRAND),
    /** Chips showing the current search values. */
    searchValueBackgroundColor: colour('search_value_background_color', '#e9f5e8'),
    searchValueTextColor: colour('search_value_text_color', BRAND),
    ...timestamps(),
  },
  (t) => [
    ...oncePerService('layout_settings', t),
    check('layout_settings_view_page_check', inList(t.viewPage, listViews)),
    check('layout_settings_margins_check', sql`${t.pageMarginLeft} >= 0 and ${t.pageMarginRight} >= 0`),
    check('layout_settings_font_size_check', between(t.fontSize, 6, 72)),
    check('layout_settings_sidebar_width_check', between(t.sidebarWidth, 64, 320)),
  ],
);

export const headerSettings = pgTable(
  'header_settings',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    backgroundColor: colour('background_color', '#ffffff'),
    textColor: colour('text_color', '#212529'),
    iconColor: colour('icon_color', BRAND),
    borderColor: colour('border_color', '#dee2e6'),
    fontFamily: text('font_family'),
    fontSize: size('font_size', 18),
    height: size('height', 64),
    mobileHeight: size('mobile_height', 80),
    logoHeight: size('logo_height', 40),
    marginLeft: size('margin_left', 40),
    marginRight: size('margin_right', 40),
    showTitle: flag('show_title', true),
    ...timestamps(),
  },
  (t) => [
    ...oncePerService('header_settings', t),
    check('header_settings_font_size_check', between(t.fontSize, 6, 72)),
    check('header_settings_height_check', sql`${t.height} > 0 and ${t.mobileHeight} > 0`),
  ],
);

export const bodySettings = pgTable(
  'body_settings',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    backgroundColor: colour('background_color', '#f8f9fa'),
    textColor: colour('text_color', '#212529'),
    titleColor: colour('title_color', '#212529'),
    linkColor: colour('link_color', BRAND),
    fontFamily: text('font_family'),
    fontSize: size('font_size', 14),
    marginLeft: size('margin_left', 40),
    marginRight: size('margin_right', 40),
    ...timestamps(),
  },
  (t) => [
    ...oncePerService('body_settings', t),
    check('body_settings_font_size_check', between(t.fontSize, 6, 72)),
  ],
);

export const footerSettings = pgTable(
  'footer_settings',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    logoUrl: text('logo_url'),
    copyRight: text('copy_right'),
    copyRightTranslations: translations('copy_right_translations'),
    backgroundColor: colour('background_color', '#343a40'),
    textColor: colour('text_color', '#ffffff'),
    linkColor: colour('link_color', '#ffffff'),
    fontFamily: text('font_family'),
    fontSize: size('font_size', 13),
    height: size('height', 36),
    marginLeft: size('margin_left', 40),
    marginRight: size('margin_right', 40),
    /** Alignment of the link rows: left, center, right. */
    horizontalLinkPosition: text('horizontal_link_position').$type<ButtonAlign>().notNull().default('center'),
    ...timestamps(),
  },
  (t) => [
    ...oncePerService('footer_settings', t),
    check('footer_settings_horizontal_link_position_check', inList(t.horizontalLinkPosition, buttonAligns)),
    check('footer_settings_font_size_check', between(t.fontSize, 6, 72)),
  ],
);

export const footerLinks = pgTable(
  'footer_links',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    label: text('label').notNull(),
    labelTranslations: translations('label_translations'),
    url: text('url').notNull(),
    typeLink: smallint('type_link').$type<LinkType>().notNull().default(1),
    positionLink: smallint('position_link').$type<FooterPosition>().notNull().default(1),
    ordinal: ordinal(),
    ...timestamps(),
  },
  (t) => [
    serviceFk('footer_links', t),
    check('footer_links_type_link_check', inList(t.typeLink, linkTypes)),
    check('footer_links_position_link_check', inList(t.positionLink, footerPositions)),
    index('footer_links_service_idx').on(t.companyId, t.serviceId, t.positionLink, t.ordinal),
  ],
);

export const inputSettings = pgTable(
  'input_settings',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    borderColor: colour('border_color', BRAND),
    focusBorderColor: colour('focus_border_color', BRAND),
    backgroundColor: colour('background_color', '#ffffff'),
    textColor: colour('text_color', '#212529'),
    placeholderColor: colour('placeholder_color', '#868e96'),
    fontSize: size('font_size', 14),
    height: size('height', 36),
    borderRadius: size('border_radius', 4),
    ...timestamps(),
  },
  (t) => [
    ...oncePerService('input_settings', t),
    check('input_settings_font_size_check', between(t.fontSize, 6, 72)),
    check('input_settings_border_radius_check', atLeast(t.borderRadius, 0)),
  ],
);

export const customLoginSettings = pgTable(
  'custom_login_settings',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    /** false: the standard login page is shown. */
    enabled: flag('enabled', false),
    title: text('title'),
    titleTranslations: translations('title_translations'),
    description: text('description'),
    descriptionTranslations: translations('description_translations'),
    logoUrl: text('logo_url'),
    backgroundImageUrl: text('background_image_url'),
    background: colour('background', '#f8f9fa'),
    boxBackgroundColor: colour('box_background_color', '#ffffff'),
    textColor: colour('text_color', '#212529'),
    buttonBackgroundColor: colour('button_background_color', BRAND),
    buttonTextColor: colour('button_text_color', '#ffffff'),
    /** Form max width in px (400 by default). */
    formMaxWidth: integer('form_max_width').notNull().default(400),
    ...timestamps(),
  },
  (t) => [
    ...oncePerService('custom_login_settings', t),
    check('custom_login_settings_form_max_width_check', between(t.formMaxWidth, 240, 1200)),
  ],
);
