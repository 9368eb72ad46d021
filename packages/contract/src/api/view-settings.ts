import { z } from 'zod';
import {
  bodySettingSchema,
  customLoginSettingSchema,
  footerSettingSchema,
  headerSettingSchema,
  inputSettingSchema,
  layoutSettingSchema,
} from './branding-settings.ts';
import { companyPublicDetailSchema } from './company-public.ts';
import {
  bannerSettingSchema,
  contentSearchResultSettingSchema,
  sortFieldSchema,
} from './display-settings.ts';
import { textTranslationsSchema } from './translations.ts';

/**
 * GET /service-admin/public/view-settings: everything the web app needs to render a tenant's portal
 * before anyone logs in. Keys keep the product's names (`layoutSettingResponse`, …).
 */
export const viewSettingsSchema = z.object({
  company: companyPublicDetailSchema,
  layoutSettingResponse: layoutSettingSchema,
  headerSettingResponse: headerSettingSchema,
  bodySettingResponse: bodySettingSchema,
  footerSettingResponse: footerSettingSchema,
  inputSettingResponse: inputSettingSchema,
  bannerSettingResponse: bannerSettingSchema,
  customLoginSettingResponse: customLoginSettingSchema,
  contentSearchResultSettingResponse: contentSearchResultSettingSchema,
  /** Sort fields of content listings, by ordinal. */
  sortFieldResponseList: z.array(sortFieldSchema),
  /** The sidebar's 'new information' panels, by ordinal; HTML sanitised by the client on display. */
  newInformationList: z.array(
    z.object({ id: z.number().int(), html: z.string(), htmlTranslations: textTranslationsSchema.optional() }),
  ),
});
export type ViewSettings = z.infer<typeof viewSettingsSchema>;
