import { z } from 'zod';
import { rowIdSchema } from './row-id.ts';

/** The company a setting belongs to: the caller's own, or the one a system admin names. */
export const companySettingQuerySchema = z.object({ companyId: rowIdSchema.optional() });

/** GET /company/upload-setting/detail: how the company's new contents start. */
export const companyUploadSettingSchema = z.object({
  companyId: z.number().int(),
  /**
   * A new content that does not say whether it is published (an upload, a content added without a file,
   * a CSV row with no `published` cell) takes this: true published once its file is processed, false a
   * draft (unpublished) until an administrator publishes it.
   */
  publishUploads: z.boolean(),
});
export type CompanyUploadSetting = z.infer<typeof companyUploadSettingSchema>;

/** PUT /company/upload-setting/update. */
export const companyUploadSettingUpdateSchema = z.object({
  companyId: rowIdSchema.optional(),
  publishUploads: z.boolean(),
});
export type CompanyUploadSettingUpdate = z.infer<typeof companyUploadSettingUpdateSchema>;
