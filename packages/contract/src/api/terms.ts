import { z } from 'zod';

/** GET /terms-and-condition/public: the tenant's current terms (HTML, sanitised by the client). */
export const publicTermsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  version: z.number().int(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type PublicTerms = z.infer<typeof publicTermsSchema>;
