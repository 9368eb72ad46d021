import {
  DISCOUNT_ORDINAL_MAX,
  type DiscountOrdinalAdd,
  type DiscountOrdinalItem,
  discountOrdinalAddSchema,
} from '@hondana/contract';
import { Button, Group, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { usePlanChoices, useSaveDiscountOrdinal } from './discount-ordinal-queries.ts';

interface OrdinalValues extends Record<string, unknown> {
  ordinal: number | string;
  discountPercent: number | string;
  /** '' for every plan of the service. */
  subscriptionPlanId: string;
}

const bodyOf = (values: OrdinalValues): DiscountOrdinalAdd => ({
  ordinal: Number(values.ordinal),
  discountPercent: Number(values.discountPercent),
  subscriptionPlanId: values.subscriptionPlanId ? Number(values.subscriptionPlanId) : null,
});
const schema = z.preprocess((values) => bodyOf(values as OrdinalValues), discountOrdinalAddSchema);

/** The add or edit form of an ordinal discount (`item` null: a new one). */
export function DiscountOrdinalDialog({
  item,
  opened,
  onClose,
}: {
  item: DiscountOrdinalItem | null;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? t('ordinalAdmin.edit') : t('ordinalAdmin.add')}
      closeButtonProps={{ 'aria-label': t('ordinalAdmin.cancel') }}
    >
      {opened && <OrdinalForm item={item} onDone={onClose} />}
    </Modal>
  );
}

function OrdinalForm({ item, onDone }: { item: DiscountOrdinalItem | null; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveDiscountOrdinal(item?.id ?? null);
  const plans = usePlanChoices();
  const form = useSchemaForm<OrdinalValues>(schema, {
    initialValues: {
      ordinal: item?.ordinal ?? 2,
      discountPercent: item?.discountPercent ?? 10,
      subscriptionPlanId: item?.subscriptionPlanId ? String(item.subscriptionPlanId) : '',
    },
  });
  const submit = form.onSubmit(() => {
    if (save.isPending) return;
    save.mutate(bodyOf(form.getValues()), {
      onSuccess: async () => {
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, 'ordinalAdmin.saved');
        onDone();
      },
    });
  });
  const planOptions = [
    { value: '', label: t('ordinalAdmin.everyPlan') },
    ...(plans.data?.content ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  ];
  return (
    <form onSubmit={submit} noValidate data-ordinal-form="">
      <Stack gap="md">
        <Select
          {...form.getInputProps('subscriptionPlanId')}
          label={t('ordinalAdmin.plan')}
          data={planOptions}
          allowDeselect={false}
        />
        <NumberInput
          {...form.getInputProps('ordinal')}
          name="ordinal"
          label={t('ordinalAdmin.ordinal')}
          required
          min={1}
          max={DISCOUNT_ORDINAL_MAX}
          allowDecimal={false}
          data-autofocus
        />
        <NumberInput
          {...form.getInputProps('discountPercent')}
          name="discountPercent"
          label={t('ordinalAdmin.percent')}
          required
          min={1}
          max={100}
          allowDecimal={false}
        />
        {save.isError && <RefusalAlert error={save.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('ordinalAdmin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('ordinalAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
