import { z } from 'zod';
import { acceptedSchema } from '../api/auth.ts';
import {
  serviceAdminInviteSchema,
  serviceAdminParamsSchema,
  serviceAdminSchema,
  serviceCreateSchema,
  serviceIdParamsSchema,
  serviceItemSchema,
  serviceListQuerySchema,
  serviceUpdateSchema,
} from '../api/services.ts';
import { defineRoute } from './define-route.ts';

const tags = ['service'] as const;

/**
 * The services (portals) of a company and their service admins (named by us). Outside any portal: a
 * body's `path` is the service's, never a tenant hint.
 */
export const serviceRoutes = {
  serviceList: defineRoute({
    method: 'GET',
    path: '/service/list',
    tenant: 'none',
    access: 'service.read',
    query: serviceListQuerySchema,
    response: z.array(serviceItemSchema),
    errors: [401, 403, 404],
    tags,
    summary: 'The services of the company, oldest first (a service admin: its own)',
    description: 'A system admin names `companyId`.',
  }),
  serviceDetail: defineRoute({
    method: 'GET',
    path: '/service/detail/:id',
    tenant: 'none',
    access: 'service.read',
    params: serviceIdParamsSchema,
    response: serviceItemSchema,
    errors: [401, 403, 404],
    tags,
    summary: 'One service',
  }),
  serviceAdd: defineRoute({
    method: 'POST',
    path: '/service/add',
    tenant: 'none',
    access: 'service.create',
    body: serviceCreateSchema,
    response: serviceItemSchema,
    errors: [400, 401, 403, 404, 409],
    tags,
    summary: 'Add a service (a portal under a path) with the settings every portal starts with',
    description:
      'A path of the wrong form or a route of the site is 415; one any service holds is 414 (paths are unique on the platform). More than 5 referrer URLs is 852; each must be an origin (scheme, host, port).',
  }),
  serviceUpdate: defineRoute({
    method: 'PUT',
    path: '/service/update/:id',
    tenant: 'none',
    access: 'service.update',
    params: serviceIdParamsSchema,
    body: serviceUpdateSchema,
    response: serviceItemSchema,
    errors: [400, 401, 403, 404, 409],
    tags,
    summary: 'Change a service’s name, path, referrer URLs or content quota',
    description:
      'A service admin changes the name and the referrer URLs of its own service only, a company admin also the content quota; only a system admin changes the path (614 for a field beyond the caller’s reach).',
  }),
  serviceDelete: defineRoute({
    method: 'DELETE',
    path: '/service/delete/:id',
    tenant: 'none',
    access: 'service.delete',
    params: serviceIdParamsSchema,
    response: acceptedSchema,
    errors: [401, 403, 404, 409],
    tags,
    summary: 'Delete an empty service',
    description: 'A service holding contents or accounts, or the company’s default service, is 812.',
  }),
  serviceAdmins: defineRoute({
    method: 'GET',
    path: '/service/admins/:id',
    tenant: 'none',
    access: 'service.read',
    params: serviceIdParamsSchema,
    response: z.array(serviceAdminSchema),
    errors: [401, 403, 404],
    tags,
    summary: 'The service admins of a service',
  }),
  serviceAdminInvite: defineRoute({
    method: 'POST',
    path: '/service/admins/:id',
    tenant: 'none',
    access: 'serviceAdmin.manage',
    params: serviceIdParamsSchema,
    body: serviceAdminInviteSchema,
    response: serviceAdminSchema,
    errors: [400, 401, 403, 404, 409],
    tags,
    summary: 'Create a service admin of the service and mail it a link to choose its password',
    description: 'An address another account of the company holds is 413.',
  }),
  serviceAdminRemove: defineRoute({
    method: 'DELETE',
    path: '/service/admins/:id/:userId',
    tenant: 'none',
    access: 'serviceAdmin.manage',
    params: serviceAdminParamsSchema,
    response: acceptedSchema,
    errors: [401, 403, 404],
    tags,
    summary:
      'Remove a service admin: the account and its sessions end (836 when it is not one of the service)',
  }),
};
