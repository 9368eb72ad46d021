import {
  type CouponItem,
  type couponAddSchema,
  type couponPageQuerySchema,
  type couponUpdateSchema,
  type Page,
  ResultCode,
} from '@hondana/contract';
import type { z } from 'zod';
import { type AdminCall, type AuditChange, auditedWrite } from '../../platform/audit/audited-write.ts';
import { type Clock, systemClock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { constraintOf } from '../../platform/database/constraint-refusals.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import {
  type ActionCheck,
  adminScope,
  checkAction,
  type RouteCaller,
  targetServiceFor,
} from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import { companyScope, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { presentCoupon } from './present-coupon.ts';
import {
  type CouponRow,
  type CouponValues,
  deleteCoupon,
  findCouponAcrossTenants,
  findCouponInCompany,
  insertCoupon,
  listCoupons,
  lockCoupon,
  pageCoupons,
  updateCoupon,
} from './repository.ts';

type CouponFields = z.output<typeof couponUpdateSchema>;
const clockOf = (call: { who?: { clock?: Clock } | null }) => call.who?.clock ?? systemClock;

/** A coupon an administrator names by id, with its service as the scope (832 when out of reach). */
async function couponForAdmin(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  id: number,
): Promise<{ row: CouponRow; scope: ServiceScope }> {
  const row =
    actor.companyId === null
      ? await findCouponAcrossTenants(db, id)
      : await findCouponInCompany(db, companyScope(actor.companyId), id);
  if (!row) throw appError(ResultCode.COUPON_NOT_FOUND);
  checkAction(actor, action, { companyId: row.companyId, serviceId: row.serviceId });
  return { row, scope: { companyId: row.companyId, serviceId: row.serviceId } };
}

const valuesOf = (fields: CouponFields): CouponValues => ({
  code: fields.code,
  discountPercent: fields.discountPercent,
  expiresAt: fields.expiresAt === null ? null : new Date(fields.expiresAt),
  isUnlimited: fields.isUnlimited,
  usageLimit: fields.isUnlimited ? null : fields.usageLimit,
});

const changeOf = (action: string, before: CouponRow | null, after: CouponRow | null): AuditChange => {
  const row = (after ?? before) as CouponRow;
  return {
    entity: 'coupon',
    entityId: row.id,
    companyId: row.companyId,
    serviceId: row.serviceId,
    action,
    before,
    after,
  };
};

/** A code taken in the company (another service's included) is 854, also when a race reaches the constraint. */
const duplicateRefusal = (error: unknown): unknown =>
  constraintOf(error) === 'coupons_code_uq'
    ? appError(ResultCode.DISCOUNT_DUPLICATED, { field: 'code' })
    : error;

export async function pageCouponsForAdmin(
  db: Database,
  call: RouteCaller & { who?: AdminCall['who'] | null },
  query: z.output<typeof couponPageQuerySchema>,
): Promise<Page<CouponItem>> {
  const scope = await adminScope(db, call.actor, call.authorize, query);
  const { rows, total } = await pageCoupons(db, scope, { keyword: query.keyword, ...pageWindow(query) });
  const now = clockOf(call).now();
  return presentPage(
    query,
    rows.map((row) => presentCoupon(row, now)),
    total,
  );
}

export async function listCouponsForAdmin(
  db: Database,
  call: RouteCaller & { who?: AdminCall['who'] | null },
  query: { companyId?: number | undefined; serviceId?: number | undefined },
): Promise<CouponItem[]> {
  const scope = await adminScope(db, call.actor, call.authorize, query);
  const now = clockOf(call).now();
  return (await listCoupons(db, scope)).map((row) => presentCoupon(row, now));
}

export async function couponDetail(
  db: Database,
  call: RouteCaller & { who?: AdminCall['who'] | null },
  id: number,
): Promise<CouponItem> {
  const { row } = await couponForAdmin(db, call.actor, call.authorize, id);
  return presentCoupon(row, clockOf(call).now());
}

/** `POST /manage-coupon/add`. */
export async function addCoupon(
  db: Database,
  call: AdminCall,
  fields: z.output<typeof couponAddSchema>,
): Promise<CouponItem> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, fields.serviceId);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    const added = await insertCoupon(tx, scope, valuesOf(fields));
    record(changeOf('add', null, added));
    return added;
  }).catch((error: unknown) => {
    throw duplicateRefusal(error);
  });
  return presentCoupon(row, clockOf(call).now());
}

/** `PUT /manage-coupon/update/{id}`: a limit below the uses already made is 406. */
export async function changeCoupon(
  db: Database,
  call: AdminCall,
  id: number,
  fields: CouponFields,
): Promise<CouponItem> {
  const { scope } = await couponForAdmin(db, call.actor, call.authorize, id);
  const now = clockOf(call).now();
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    const current = await lockCoupon(tx, scope, id);
    if (!current) throw appError(ResultCode.COUPON_NOT_FOUND);
    const values = valuesOf(fields);
    if (values.usageLimit != null && values.usageLimit < current.usedCount) {
      throw appError(ResultCode.BAD_PARAMETERS, {
        field: 'usageLimit',
        reason: `at least the ${current.usedCount} uses made`,
      });
    }
    const updated = await updateCoupon(tx, scope, id, { ...values, updatedAt: now });
    if (!updated) throw appError(ResultCode.COUPON_NOT_FOUND);
    record(changeOf('update', current, updated));
    return updated;
  }).catch((error: unknown) => {
    throw duplicateRefusal(error);
  });
  return presentCoupon(row, now);
}

/** `DELETE /manage-coupon/delete/{id}`: payments keep the code and percent they were given. */
export async function removeCoupon(db: Database, call: AdminCall, id: number): Promise<{ accepted: true }> {
  const { scope } = await couponForAdmin(db, call.actor, call.authorize, id);
  await auditedWrite(db, call.who, async (tx, record) => {
    const removed = await deleteCoupon(tx, scope, id);
    if (!removed) throw appError(ResultCode.COUPON_NOT_FOUND);
    record(changeOf('delete', removed, null));
  });
  return { accepted: true };
}
