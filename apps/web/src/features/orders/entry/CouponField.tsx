import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { callApi } from '../../../api/client.ts';
import { loadTextArea } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { readableDescription } from '../../../shared/FormField.tsx';

/**
 * The coupon box of the order entry: the code is checked for this plan (`GET /manage-coupon/user/get`;
 * 832 unknown, 847 expired or used up, shown in the reader's language on the field) and, once valid,
 * given to the quote, which prices it. Nothing is reserved until the order.
 */
export function CouponField({
  planId,
  applied,
  onApply,
}: {
  planId: number;
  applied: { code: string; percent: number } | null;
  onApply(coupon: { code: string; percent: number } | null): void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (typed: string) =>
      callApi('couponCheck', { query: { code: typed, subscriptionPlanId: planId } }),
    meta: { silent: true },
    onSuccess: (coupon) => {
      setProblem(null);
      onApply({ code: coupon.code, percent: coupon.discountPercent });
    },
    onError: async (error) => {
      await loadTextArea('apiErrors').catch(() => undefined);
      setProblem(
        error instanceof ApiError && error.hasResponse ? `api.error.${error.status}` : 'api.error.unknown',
      );
    },
  });

  if (applied)
    return (
      <Group gap="sm" data-coupon-applied={applied.code}>
        <Text>{t('orders.entry.couponApplied', { code: applied.code, percent: applied.percent })}</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => onApply(null)}>
          {t('orders.entry.couponRemove')}
        </Button>
      </Group>
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const typed = code.trim();
        if (!typed) setProblem('validate.required');
        else check.mutate(typed);
      }}
      noValidate
      data-coupon-form=""
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('orders.entry.coupon')}
          description={t('orders.entry.couponHint')}
          styles={readableDescription}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={problem ? t(problem, { defaultValue: t('api.error.unknown') }) : undefined}
          autoComplete="off"
          style={{ flex: 1 }}
          data-coupon-code=""
        />
        <Button type="submit" variant="default" loading={check.isPending}>
          {t('orders.entry.couponCheck')}
        </Button>
      </Group>
    </form>
  );
}
