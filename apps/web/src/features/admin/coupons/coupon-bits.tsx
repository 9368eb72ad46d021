import type { CouponItem } from '@hondana/contract';
import { Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { useDeleteCoupon } from './coupon-queries.ts';

/** How a coupon's uses and expiry read, in the list and on its card. */
export function useCouponTexts() {
  const { t } = useTranslation();
  const dates = useDates();
  return {
    used: (c: CouponItem) =>
      c.isUnlimited || c.usageLimit === null
        ? t('couponAdmin.usedUnlimited', { used: c.usedCount })
        : t('couponAdmin.usedOf', { used: c.usedCount, limit: c.usageLimit }),
    expiry: (c: CouponItem) =>
      c.expiresAt ? (
        <time dateTime={c.expiresAt}>{dates.dateTime(c.expiresAt)}</time>
      ) : (
        t('couponAdmin.noExpiry')
      ),
  };
}

/** A coupon's edit and delete buttons. */
export function CouponRowActions({ coupon, onEdit }: { coupon: CouponItem; onEdit(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteCoupon();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={onEdit}
        aria-label={t('couponAdmin.edit', { code: coupon.code })}
      >
        {t('couponAdmin.editButton')}
      </Button>
      <ConfirmDeleteButton
        name={coupon.code}
        label={t('couponAdmin.delete')}
        text={t('couponAdmin.deleteConfirm', { code: coupon.code })}
        onConfirm={async () => {
          await remove.mutateAsync(coupon.id);
          const { notifySuccess } = await import('../../../api/notify.ts');
          notifySuccess(t, 'couponAdmin.deleted');
        }}
      />
    </Group>
  );
}
