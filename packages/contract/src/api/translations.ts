import { z } from 'zod';

/** An admin-written text per interface language (`translated()` picks one); the text's own field is the fallback. */
export const textTranslationsSchema = z.object({
  en: z.string().optional(),
  ja: z.string().optional(),
  vn: z.string().optional(),
});
