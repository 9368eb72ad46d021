import { acceptedSchema } from '../api/auth.ts';
import {
  discountOrdinalAddSchema,
  discountOrdinalIdParamsSchema,
  discountOrdinalItemSchema,
  discountOrdinalPageQuerySchema,
  discountOrdinalUpdateSchema,
} from '../api/discount-ordinals.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['discount-ordinal'] as const;
const readErrors = [401, 403, 404] as const;
const writeErrors = [400, 401, 403, 404, 409] as const;

/** Discounts of a subscription’s n-th paid period, for one plan or every plan of a service. */
export const discountOrdinalRoutes = {
  discountOrdinalPage: defineRoute({
    method: 'GET',
    path: '/discount-ordinal/page',
    tenant: 'optional',
    access: 'discountOrdinal.read',
    query: discountOrdinalPageQuerySchema,
    response: pageSchema(discountOrdinalItemSchema),
    errors: readErrors,
    tags,
    summary: 'Ordinal discounts by page: service-wide first, then by plan and ordinal',
    description:
      'A system admin names `companyId`; a company admin may name `serviceId`; a service admin reads its own service’s.',
  }),
  discountOrdinalDetail: defineRoute({
    method: 'GET',
    path: '/discount-ordinal/:id',
    tenant: 'optional',
    access: 'discountOrdinal.read',
    params: discountOrdinalIdParamsSchema,
    response: discountOrdinalItemSchema,
    errors: readErrors,
    tags,
    summary: 'One ordinal discount (833 when it is not in reach)',
  }),
  discountOrdinalAdd: defineRoute({
    method: 'POST',
    path: '/discount-ordinal/add',
    tenant: 'optional',
    access: 'discountOrdinal.manage',
    body: discountOrdinalAddSchema,
    response: discountOrdinalItemSchema,
    errors: writeErrors,
    tags,
    summary: 'Add an ordinal discount (one per plan, or service-wide, and ordinal: 853)',
    description: 'The plan must be of the same service (831).',
  }),
  discountOrdinalUpdate: defineRoute({
    method: 'PUT',
    path: '/discount-ordinal/update/:id',
    tenant: 'optional',
    access: 'discountOrdinal.manage',
    params: discountOrdinalIdParamsSchema,
    body: discountOrdinalUpdateSchema,
    response: discountOrdinalItemSchema,
    errors: writeErrors,
    tags,
    summary: 'Change an ordinal discount (the add rules apply; the service stays)',
  }),
  discountOrdinalDelete: defineRoute({
    method: 'DELETE',
    path: '/discount-ordinal/delete/:id',
    tenant: 'optional',
    access: 'discountOrdinal.manage',
    params: discountOrdinalIdParamsSchema,
    response: acceptedSchema,
    errors: readErrors,
    tags,
    summary: 'Delete an ordinal discount (charges already made keep what they were given)',
  }),
};
