import { acceptedSchema } from '../api/auth.ts';
import {
  couponAddSchema,
  couponCheckQuerySchema,
  couponCheckSchema,
  couponIdParamsSchema,
  couponItemSchema,
  couponListQuerySchema,
  couponListSchema,
  couponPageQuerySchema,
  couponUpdateSchema,
} from '../api/coupons.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['coupon'] as const;
const readErrors = [401, 403, 404] as const;
const writeErrors = [400, 401, 403, 404, 409] as const;
const reach =
  'A system admin names `companyId`; a company admin may name `serviceId`; a service admin reads its own service’s.';

/** Coupons of a service: a percent off a reader’s first paid charge, by code. */
export const couponRoutes = {
  couponPage: defineRoute({
    method: 'GET',
    path: '/manage-coupon/page',
    tenant: 'optional',
    access: 'coupon.read',
    query: couponPageQuerySchema,
    response: pageSchema(couponItemSchema),
    errors: readErrors,
    tags,
    summary: 'Coupons by page, newest first (keyword: part of the code), with their used count',
    description: reach,
  }),
  couponList: defineRoute({
    method: 'GET',
    path: '/manage-coupon',
    tenant: 'optional',
    access: 'coupon.read',
    query: couponListQuerySchema,
    response: couponListSchema,
    errors: readErrors,
    tags,
    summary: 'Every coupon in reach, by code',
    description: reach,
  }),
  couponDetail: defineRoute({
    method: 'GET',
    path: '/manage-coupon/:id',
    tenant: 'optional',
    access: 'coupon.read',
    params: couponIdParamsSchema,
    response: couponItemSchema,
    errors: readErrors,
    tags,
    summary: 'One coupon (832 when it is not in reach)',
  }),
  couponAdd: defineRoute({
    method: 'POST',
    path: '/manage-coupon/add',
    tenant: 'optional',
    access: 'coupon.manage',
    body: couponAddSchema,
    response: couponItemSchema,
    errors: writeErrors,
    tags,
    summary: 'Add a coupon (the code upper-cased, unique in the company: 854)',
    description: 'A usage limit is required unless the coupon is unlimited (400).',
  }),
  couponUpdate: defineRoute({
    method: 'PUT',
    path: '/manage-coupon/update/:id',
    tenant: 'optional',
    access: 'coupon.manage',
    params: couponIdParamsSchema,
    body: couponUpdateSchema,
    response: couponItemSchema,
    errors: writeErrors,
    tags,
    summary: 'Change a coupon (the add rules apply; a limit below the uses made is 406)',
  }),
  couponDelete: defineRoute({
    method: 'DELETE',
    path: '/manage-coupon/delete/:id',
    tenant: 'optional',
    access: 'coupon.manage',
    params: couponIdParamsSchema,
    response: acceptedSchema,
    errors: readErrors,
    tags,
    summary: 'Delete a coupon; payments made with it keep its code and percent',
  }),
  couponCheck: defineRoute({
    method: 'GET',
    path: '/manage-coupon/user/get',
    tenant: 'host',
    access: 'signed-in',
    query: couponCheckQuerySchema,
    response: couponCheckSchema,
    errors: [400, 401, 404, 409],
    tags: ['subscription'],
    summary: 'A signed-in reader checks a coupon for a plan of the portal’s service before buying',
    description:
      'Answers the percent off the first paid charge; 831 the plan is not on sale here, 832 an unknown code, 847 expired or used up. Nothing is reserved: the order claims the use.',
  }),
};
