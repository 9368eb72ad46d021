import { z } from 'zod';
import { buttonAligns, footerPositions, linkTypes, listViews } from '../enums.ts';
import { textTranslationsSchema } from './translations.ts';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const px = z.number().int();

export const layoutSettingSchema = z.object({
  pageMarginLeft: px,
  pageMarginRight: px,
  showSidebar: z.boolean(),
  viewPage: z.union(listViews.map((v) => z.literal(v))),
  fontFamily: z.string().nullable(),
  fontSize: px,
  backgroundColor: hex,
  borderColor: hex,
  hoverBackgroundColor: hex,
  hoverBorderColor: hex,
  textColor: hex,
  hoverTextColor: hex,
  sidebarWidth: px,
  sidebarBackgroundColor: hex,
  sidebarHighlightColor: hex,
  sidebarTextColor: hex,
  sidebarTextHighlightColor: hex,
  barBackgroundColor: hex,
  barTextColor: hex,
  barHeight: px,
  showMoreBackgroundColor: hex,
  showMoreTextColor: hex,
  showLessBackgroundColor: hex,
  showLessTextColor: hex,
  searchValueBackgroundColor: hex,
  searchValueTextColor: hex,
});

export const headerSettingSchema = z.object({
  backgroundColor: hex,
  textColor: hex,
  iconColor: hex,
  borderColor: hex,
  fontFamily: z.string().nullable(),
  fontSize: px,
  height: px,
  mobileHeight: px,
  logoHeight: px,
  marginLeft: px,
  marginRight: px,
  showTitle: z.boolean(),
});

export const bodySettingSchema = z.object({
  backgroundColor: hex,
  textColor: hex,
  titleColor: hex,
  linkColor: hex,
  fontFamily: z.string().nullable(),
  fontSize: px,
  marginLeft: px,
  marginRight: px,
});

export const footerLinkSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The label per interface language (`translated()` picks one). */
  labelTranslations: textTranslationsSchema.optional(),
  url: z.string(),
  typeLink: z.union(linkTypes.map((v) => z.literal(v))),
  positionLink: z.union(footerPositions.map((v) => z.literal(v))),
  ordinal: z.number().int(),
});

export const footerSettingSchema = z.object({
  logo: z.string().nullable(),
  copyRight: z.string().nullable(),
  copyRightTranslations: textTranslationsSchema.optional(),
  backgroundColor: hex,
  textColor: hex,
  linkColor: hex,
  fontFamily: z.string().nullable(),
  fontSize: px,
  height: px,
  marginLeft: px,
  marginRight: px,
  horizontalLinkPosition: z.enum(buttonAligns),
  /** Sorted by position, then ordinal. */
  links: z.array(footerLinkSchema),
});

export const inputSettingSchema = z.object({
  borderColor: hex,
  focusBorderColor: hex,
  backgroundColor: hex,
  textColor: hex,
  placeholderColor: hex,
  fontSize: px,
  height: px,
  borderRadius: px,
});

export const customLoginSettingSchema = z.object({
  enabled: z.boolean(),
  title: z.string().nullable(),
  titleTranslations: textTranslationsSchema.optional(),
  description: z.string().nullable(),
  descriptionTranslations: textTranslationsSchema.optional(),
  logo: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  background: hex,
  boxBackgroundColor: hex,
  textColor: hex,
  buttonBackgroundColor: hex,
  buttonTextColor: hex,
  formMaxWidth: px,
});
