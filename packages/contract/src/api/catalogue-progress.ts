import { z } from 'zod';

/**
 * GET /content/public/progress: how far the portal's service is in preparing its books. `preparing`:
 * contents to be shown once their file is processed (published, still processing); `ready`: contents
 * published and processed. Nothing about which books: a count only.
 */
export const catalogueProgressSchema = z.object({
  preparing: z.number().int().nonnegative(),
  ready: z.number().int().nonnegative(),
});
export type CatalogueProgress = z.infer<typeof catalogueProgressSchema>;
