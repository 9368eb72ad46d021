import { z } from 'zod';
import { rowIdSchema } from './row-id.ts';

/** Rows of each kind `GET /admin/search` answers at most. */
export const ADMIN_SEARCH_LIMIT = 5;
/** Shortest and longest text the console's search takes (after trimming). */
export const ADMIN_SEARCH_MIN = 2;
export const ADMIN_SEARCH_MAX = 100;

/** GET /admin/search: `q` found in names; a system admin may name the company it acts on. */
export const adminSearchQuerySchema = z.object({
  q: z.string().trim().min(ADMIN_SEARCH_MIN).max(ADMIN_SEARCH_MAX),
  companyId: rowIdSchema.optional(),
});
export type AdminSearchQuery = z.input<typeof adminSearchQuerySchema>;

export const adminSearchReaderSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
});

export const adminSearchContentSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
});

export const adminSearchCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
});

/** What the console's command palette lists besides its pages: at most `ADMIN_SEARCH_LIMIT` of each. */
export const adminSearchResultSchema = z.object({
  readers: z.array(adminSearchReaderSchema),
  contents: z.array(adminSearchContentSchema),
  companies: z.array(adminSearchCompanySchema),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;
