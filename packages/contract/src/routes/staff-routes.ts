import { acceptedSchema } from '../api/auth.ts';
import {
  staffFieldsSchema,
  staffIdParamsSchema,
  staffItemSchema,
  staffPageQuerySchema,
} from '../api/staff.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['staff'] as const;
const oneErrors = [401, 403, 404] as const;
const scopeNote =
  'The company admin’s company (a system admin names `companyId`); an id that is not a service admin of it is 836. Creating and removing a service admin are the service’s calls (`/service/admins/{id}`).';

/** The company's staff, for its company admin: its service admins are changed here. */
export const staffRoutes = {
  staffPage: defineRoute({
    method: 'GET',
    path: '/staff/page',
    tenant: 'optional',
    access: 'serviceAdmin.manage',
    query: staffPageQuerySchema,
    response: pageSchema(staffItemSchema),
    errors: oneErrors,
    tags,
    summary:
      'The company’s staff by page (its company admins first, then its service admins with their service): keyword, service and status filters',
    description: `${scopeNote} Company admins are listed (role, second factor) but not changed by these calls (836); a service filter lists only that service’s admins.`,
  }),
  staffUpdate: defineRoute({
    method: 'PUT',
    path: '/staff/update/:id',
    tenant: 'optional',
    access: 'serviceAdmin.manage',
    params: staffIdParamsSchema,
    body: staffFieldsSchema,
    response: staffItemSchema,
    errors: [400, 401, 403, 404],
    tags,
    summary: 'Change a service admin’s name and staff id',
    description: scopeNote,
  }),
  staffStop: defineRoute({
    method: 'PUT',
    path: '/staff/stop/:id',
    tenant: 'optional',
    access: 'serviceAdmin.manage',
    params: staffIdParamsSchema,
    response: staffItemSchema,
    errors: oneErrors,
    tags,
    summary: 'Suspend a service admin: it cannot sign in and its sessions end',
  }),
  staffAllow: defineRoute({
    method: 'PUT',
    path: '/staff/allow/:id',
    tenant: 'optional',
    access: 'serviceAdmin.manage',
    params: staffIdParamsSchema,
    response: staffItemSchema,
    errors: oneErrors,
    tags,
    summary: 'Let a suspended service admin sign in again',
  }),
  staffResendInvitation: defineRoute({
    method: 'PUT',
    path: '/staff/resend-invitation/:id',
    tenant: 'optional',
    access: 'serviceAdmin.manage',
    params: staffIdParamsSchema,
    response: acceptedSchema,
    errors: [400, 401, 403, 404],
    tags,
    summary: 'Mail a service admin a new link to the administration site to choose its password',
    description: 'The earlier links stop working. A suspended service admin is 830.',
  }),
};
