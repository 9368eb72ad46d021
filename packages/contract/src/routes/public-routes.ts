import { companyPublicDetailSchema } from '../api/company-public.ts';
import { publicContentGroupListSchema } from '../api/content-groups.ts';
import { adminContentGroupListSchema, contentCsvQuerySchema } from '../api/index.ts';
import { tenantQuerySchema } from '../api/tenant-query.ts';
import { publicTermsSchema } from '../api/terms.ts';
import { viewSettingsSchema } from '../api/view-settings.ts';
import { defineRoute } from './define-route.ts';

const publicCall = { tenant: 'host', access: 'public', query: tenantQuerySchema, errors: [404] } as const;
const tags = ['public'] as const;

/* What a portal page loads before anyone logs in, one group per server module. */
export const companyRoutes = {
  companyPublicDetail: defineRoute({
    method: 'GET',
    path: '/company/public/get-detail',
    ...publicCall,
    response: companyPublicDetailSchema,
    tags,
    summary: 'Public settings of the tenant the request is addressed to',
  }),
};

export const viewSettingsRoutes = {
  viewSettings: defineRoute({
    method: 'GET',
    path: '/service-admin/public/view-settings',
    ...publicCall,
    response: viewSettingsSchema,
    tags,
    summary: "Everything the web app needs to render a tenant's portal",
  }),
};

export const termsRoutes = {
  publicTerms: defineRoute({
    method: 'GET',
    path: '/terms-and-condition/public',
    ...publicCall,
    response: publicTermsSchema,
    tags,
    summary: "The tenant's terms and conditions in force",
  }),
};

export const contentGroupRoutes = {
  publicContentGroups: defineRoute({
    method: 'GET',
    path: '/content-group/public/list',
    ...publicCall,
    response: publicContentGroupListSchema,
    tags,
    summary: 'Content groups a visitor may browse (sidebar)',
  }),
  userContentGroups: defineRoute({
    method: 'GET',
    path: '/content-group/content-group-list',
    tenant: 'host',
    access: 'signed-in',
    query: tenantQuerySchema,
    response: publicContentGroupListSchema,
    errors: [401, 403, 404],
    tags: ['content-group'],
    summary: "Content groups of the signed-in reader's sidebar, favourites and recently read included",
  }),
  contentGroupAll: defineRoute({
    method: 'GET',
    path: '/content-group/all',
    tenant: 'optional',
    access: 'contentGroup.read',
    query: contentCsvQuerySchema,
    response: adminContentGroupListSchema,
    errors: [401, 403, 404],
    tags: ['content-group'],
    summary: 'Every content group of the company (a service admin: of its service), for the administration',
    description:
      'A system admin names `companyId` or `serviceId`; a company admin may narrow to one `serviceId`.',
  }),
};
