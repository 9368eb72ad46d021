import type { CouponAdd, CouponItem } from '@hondana/contract';

/** The coupon form's fields as typed (numbers as the inputs hold them, the expiry as a local time). */
export interface CouponValues extends Record<string, unknown> {
  code: string;
  discountPercent: number | string;
  expiresAt: string;
  isUnlimited: boolean;
  usageLimit: number | string;
  serviceId: string;
}

/** `YYYY-MM-DDTHH:mm` in the browser's time, what a datetime-local input holds. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const couponValuesOf = (coupon: CouponItem | null): CouponValues => ({
  code: coupon?.code ?? '',
  discountPercent: coupon?.discountPercent ?? 10,
  expiresAt: localInput(coupon?.expiresAt ?? null),
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
