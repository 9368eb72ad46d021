import { COUPON_CODE_MAX, type CouponItem, couponAddSchema } from '@hondana/contract';
import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { useServiceList } from '../services/service-queries.ts';
import { useSaveCoupon } from './coupon-queries.ts';
import { type CouponValues, couponBody, couponValuesOf } from './coupon-values.ts';

/** The add or edit form of a coupon (`coupon` null: a new one), checked by the contract's schema. */
export function CouponDialog({
  coupon,
  opened,
  onClose,
}: {
  coupon: CouponItem | null;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={coupon ? t('couponAdmin.edit', { code: coupon.code }) : t('couponAdmin.add')}
      closeButtonProps={{ 'aria-label': t('couponAdmin.cancel') }}
    >
      {opened && <CouponForm coupon={coupon} onDone={onClose} />}
    </Modal>
  );
}

function CouponForm({ coupon, onDone }: { coupon: CouponItem | null; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveCoupon(coupon?.id ?? null);
  const services = useServiceList();
  const editing = coupon !== null;
  // The schema checks what would be sent: the typed values turned into the API's body first.
  const schema = z.preprocess((values) => couponBody(values as CouponValues, editing), couponAddSchema);
  const form = useSchemaForm<CouponValues>(schema, { initialValues: couponValuesOf(coupon) });
  const submit = form.onSubmit(() => {
    if (save.isPending) return;
    save.mutate(couponBody(form.getValues(), editing), {
      onSuccess: async () => {
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, 'couponAdmin.saved');
        onDone();
      },
    });
  });
  const serviceOptions = (services.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  // A new coupon goes to the company's default service unless another is chosen.
  const defaultService = services.data?.find((s) => s.isDefault)?.id;
  useEffect(() => {
    if (!editing && defaultService !== undefined && !form.getValues().serviceId) {
      form.setFieldValue('serviceId', String(defaultService));
    }
  }, [defaultService, editing, form]);
  const unlimited = form.getValues().isUnlimited;
  return (
    <form onSubmit={submit} noValidate data-coupon-form="">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('code')}
          name="code"
          label={t('couponAdmin.code')}
          description={t('couponAdmin.codeHint')}
          required
          maxLength={COUPON_CODE_MAX}
          data-autofocus
        />
        <NumberInput
          {...form.getInputProps('discountPercent')}
          name="discountPercent"
          label={t('couponAdmin.percent')}
          required
          min={1}
          max={100}
          allowDecimal={false}
        />
        <TextInput
          {...form.getInputProps('expiresAt')}
          name="expiresAt"
          type="datetime-local"
          label={t('couponAdmin.expiresAt')}
        />
        <Checkbox
          {...form.getInputProps('isUnlimited', { type: 'checkbox' })}
          label={t('couponAdmin.unlimited')}
        />
        {!unlimited && (
          <NumberInput
            {...form.getInputProps('usageLimit')}
            name="usageLimit"
            label={t('couponAdmin.usageLimit')}
            required
            min={Math.max(1, coupon?.usedCount ?? 1)}
            allowDecimal={false}
          />
        )}
        {coupon === null && serviceOptions.length > 0 && (
          <Select
            {...form.getInputProps('serviceId')}
            label={t('couponAdmin.service')}
            data={serviceOptions}
            allowDeselect={false}
          />
        )}
        {save.isError && <RefusalAlert error={save.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('couponAdmin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('couponAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
