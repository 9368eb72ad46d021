import { z } from 'zod';
import {
  companyAdminItemSchema,
  companyApiKeySchema,
  companyCreatedSchema,
  companyCreateSchema,
  companyDetailSchema,
  companyIdParamsSchema,
  companyListItemSchema,
  companyPageQuerySchema,
  companyUpdateSchema,
} from '../api/companies.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['company'] as const;

/**
 * The companies (tenants) of the platform, as the system admin runs them (named by us). Platform
 * administration outside any portal: a body's `domain` is the company's, never a tenant hint.
 */
export const companyAdminRoutes = {
  companyPage: defineRoute({
    method: 'GET',
    path: '/company/page',
    tenant: 'none',
    access: 'company.read',
    query: companyPageQuerySchema,
    response: pageSchema(companyListItemSchema),
    errors: [401, 403],
    tags,
    summary: 'Companies by page, newest first: keyword in name, e-mail or domain; account and domain type',
    description: 'A system admin sees every company; a company or service admin only its own.',
  }),
  companyDetail: defineRoute({
    method: 'GET',
    path: '/company/detail/:id',
    tenant: 'none',
    access: 'company.read',
    params: companyIdParamsSchema,
    response: companyDetailSchema,
    errors: [401, 403, 404],
    tags,
    summary: 'Every setting of a company (secrets only as whether they are set, the API key as its hint)',
  }),
  companyAdmins: defineRoute({
    method: 'GET',
    path: '/company/admins/:id',
    tenant: 'none',
    access: 'company.update',
    params: companyIdParamsSchema,
    response: z.array(companyAdminItemSchema),
    errors: [401, 403, 404],
    tags,
    summary: 'The company admins of a company, oldest first: who may be named its owner',
  }),
  companyAdd: defineRoute({
    method: 'POST',
    path: '/company/add',
    tenant: 'none',
    access: 'company.create',
    body: companyCreateSchema,
    response: companyCreatedSchema,
    errors: [400, 401, 403, 409],
    tags,
    summary: 'Create a company with its first service, its company admin and the settings every portal needs',
    description:
      'All or nothing, in one transaction. A domain or a path of the wrong form is 415, one taken is 414 (a full domain may not be a host path companies are served on, nor the reverse); an admin e-mail of another staff account is 413. The admin is mailed a single-use link to choose a password. The portal answers at its address at once.',
  }),
  companyUpdate: defineRoute({
    method: 'PUT',
    path: '/company/update/:id',
    tenant: 'none',
    access: 'company.update',
    params: companyIdParamsSchema,
    body: companyUpdateSchema,
    response: companyDetailSchema,
    errors: [400, 401, 403, 404, 409],
    tags,
    summary: 'Change the settings sent (the others are kept)',
    description:
      'A company admin changes its own company but not the settings `systemAdminCompanyFields` lists (614 naming the field); 415 and 414 as for creation; a back-end host that is not a host name with an optional port is 415 naming the field; an owner who is not a company admin of the company is 703.',
  }),
  companyApiKeyRotate: defineRoute({
    method: 'POST',
    path: '/company/api-key/:id',
    tenant: 'none',
    access: 'company.update',
    params: companyIdParamsSchema,
    response: companyApiKeySchema,
    errors: [401, 403, 404],
    tags,
    summary: 'Generate the company’s API key, replacing the current one (system admin)',
    description: 'The key is in this answer only: the platform keeps its hash and its last four characters.',
  }),
};
