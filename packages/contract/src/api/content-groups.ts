import { z } from 'zod';
import { contentGroupTypes } from '../enums.ts';

export const contentGroupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Names per language; `name` is the fallback. */
  nameTranslations: z.object({
    en: z.string().optional(),
    ja: z.string().optional(),
    vn: z.string().optional(),
  }),
  type: z.union(contentGroupTypes.map((v) => z.literal(v))),
  isDefault: z.boolean(),
  ordinal: z.number().int(),
});
export type ContentGroupSummary = z.infer<typeof contentGroupSummarySchema>;

/** GET /content-group/public/list: the groups a visitor may browse, special groups included. */
export const publicContentGroupListSchema = z.array(contentGroupSummarySchema);

/** GET /content-group/all: a group as the administration lists it. */
export const adminContentGroupSchema = contentGroupSummarySchema.extend({ serviceId: z.number().int() });
export const adminContentGroupListSchema = z.array(adminContentGroupSchema);
export type AdminContentGroup = z.infer<typeof adminContentGroupSchema>;
