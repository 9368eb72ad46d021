import { adminSearchQuerySchema, adminSearchResultSchema } from '../api/admin-search.ts';
import { defineRoute } from './define-route.ts';

/** The console's search across what an administrator reads (its command palette). */
export const adminSearchRoutes = {
  adminSearch: defineRoute({
    method: 'GET',
    path: '/admin/search',
    tenant: 'optional',
    access: 'console.search',
    query: adminSearchQuerySchema,
    response: adminSearchResultSchema,
    errors: [401, 403, 404],
    tags: ['admin'],
    summary: 'Readers, contents and companies whose names hold `q` (at most 5 of each)',
    description:
      'Readers by username, e-mail or name; contents by title or author; companies by name, domain or a service path. Case is ignored and `%`, `_` and `\\` are literal. Each kind is listed only to a role that reads it (`user.read`, `content.read`; companies: a reader of every company), within its reach: a company admin’s company, a service admin’s service, a system admin’s named `companyId` or every company. Another company named by a company or service admin is 614, an unknown one 704.',
  }),
};
