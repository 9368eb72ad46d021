import type { CouponItem } from '@hondana/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CouponRowActions, useCouponTexts } from './coupon-bits.tsx';

/** The coupons at phone width: one card each. */
export function CouponCards({
  coupons,
  canManage,
  onEdit,
}: {
  coupons: CouponItem[];
  canManage: boolean;
  onEdit(coupon: CouponItem): void;
}) {
  const { t } = useTranslation();
  const texts = useCouponTexts();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {coupons.map((coupon) => (
        <Paper component="li" key={coupon.id} withBorder radius="md" p="sm" data-coupon={coupon.code}>
          <Stack gap={4}>
            <Group justify="space-between" gap="sm">
              <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {coupon.code}
              </Text>
              <Badge color={coupon.usable ? 'green.9' : 'gray.8'} variant="light">
                {coupon.usable ? t('couponAdmin.usable') : t('couponAdmin.notUsable')}
              </Badge>
            </Group>
            <Text size="sm">
              {t('couponAdmin.percent')}: {coupon.discountPercent}%
            </Text>
            <Text size="sm">
              {t('couponAdmin.used')}: {texts.used(coupon)}
            </Text>
            <Text size="sm">
              {t('couponAdmin.expiresAt')}: {texts.expiry(coupon)}
            </Text>
            {canManage && <CouponRowActions coupon={coupon} onEdit={() => onEdit(coupon)} />}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
