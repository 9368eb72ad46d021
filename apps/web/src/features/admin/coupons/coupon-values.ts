import type { CouponAdd, CouponItem } from '@hondana/contract';
import { dateTimeInputValue } from '@hondana/i18n';

/** The coupon form's fields as typed (numbers as the inputs hold them, the expiry as a local time). */
export interface CouponValues extends Record<string, unknown> {
  code: string;
  discountPercent: number | string;
  expiresAt: string;
  isUnlimited: boolean;
  usageLimit: number | string;
  serviceId: string;
}

export const couponValuesOf = (coupon: CouponItem | null): CouponValues => ({
  code: coupon?.code ?? '',
  discountPercent: coupon?.discountPercent ?? 10,
  expiresAt: dateTimeInputValue(coupon?.expiresAt ?? null),
  isUnlimited: coupon?.isUnlimited ?? false,
  usageLimit: coupon?.usageLimit ?? 100,
  serviceId: coupon ? String(coupon.serviceId) : '',
});

const numberOf = (value: number | string): number => (typeof value === 'number' ? value : Number(value));

/** What the API is sent: the expiry as an instant, the limit only when the coupon is limited. */
export function couponBody(values: CouponValues, editing: boolean): CouponAdd {
  return {
    code: values.code,
    discountPercent: numberOf(values.discountPercent),
    expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
    isUnlimited: values.isUnlimited,
    usageLimit: values.isUnlimited ? null : numberOf(values.usageLimit),
    ...(!editing && values.serviceId ? { serviceId: Number(values.serviceId) } : {}),
  };
}
