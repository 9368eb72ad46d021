import { companyPublicDetailSchema } from '../api/company-public.ts';
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
