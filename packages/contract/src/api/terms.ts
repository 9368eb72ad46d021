import { z } from 'zod';
import { textTranslationsSchema } from './translations.ts';

/** GET /terms-and-condition/public: the tenant's current terms (HTML, sanitised by the client). */
export const publicTermsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Per interface language (`translated()` picks one); `title` and `body` are the fallback. */
  titleTranslations: textTranslationsSchema.optional(),
  body: z.string(),
  bodyTranslations: textTranslationsSchema.optional(),
  version: z.number().int(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type PublicTerms = z.infer<typeof publicTermsSchema>;
