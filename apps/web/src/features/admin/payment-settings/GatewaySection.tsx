import {
  type PaymentGatewayKind,
  type PaymentSettingsView,
  paymentGatewayKinds,
  paymentSettingsUpdateSchema,
} from '@hondana/contract';
import { Select, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/readable-grey.ts';
import { useSchemaForm } from '../kit/schema-form.ts';
import { useSaveSettings, useSettingsCalls } from './payment-settings-queries.ts';
import { SettingsSection } from './SettingsSection.tsx';

interface GatewayValues extends Record<string, unknown> {
  /** '' for no payments. */
  paymentGateway: string;
  invoiceRegistrationNumber: string;
}

const bodyOf = (values: GatewayValues) => ({
  paymentGateway: (values.paymentGateway || null) as PaymentGatewayKind | null,
  invoiceRegistrationNumber: values.invoiceRegistrationNumber.trim() || null,
});

const schema = z.preprocess((values) => bodyOf(values as GatewayValues), paymentSettingsUpdateSchema);

/** The gateway the company takes payments with, and the registration number its receipts print. */
export function GatewaySection({
  settings,
  allowSandbox,
  canEdit,
}: {
  settings: PaymentSettingsView;
  allowSandbox: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveSettings(useSettingsCalls().gateway);
  const form = useSchemaForm<GatewayValues>(schema, {
    initialValues: {
      paymentGateway: settings.paymentGateway ?? '',
      invoiceRegistrationNumber: settings.invoiceRegistrationNumber ?? '',
    },
    messages: { invoiceRegistrationNumber: 'paymentSettingsAdmin.invoiceNumberInvalid' },
  });
  const kinds = paymentGatewayKinds.filter(
    (kind) => kind !== 'sandbox' || allowSandbox || settings.paymentGateway === kind,
  );
  const options = [
    { value: '', label: t('paymentSettingsAdmin.gateways.none') },
    ...kinds.map((kind) => ({ value: kind, label: t(`paymentSettingsAdmin.gateways.${kind}`) })),
  ];
  const submit = form.onSubmit(() => {
    if (save.isPending || !canEdit) return;
    save.mutate(bodyOf(form.getValues()), {
      onSuccess: async () => {
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, 'paymentSettingsAdmin.saved');
      },
    });
  });
  return (
    <SettingsSection
      id="gateway"
      title={t('paymentSettingsAdmin.gatewayTitle')}
      onSubmit={submit}
      saving={save.isPending}
      error={save.isError ? save.error : null}
    >
      <Select
        {...form.getInputProps('paymentGateway')}
        label={t('paymentSettingsAdmin.gateway')}
        data={options}
        allowDeselect={false}
      />
      <Text size="sm" c={READABLE_GREY}>
        {t('paymentSettingsAdmin.gatewayHint')}
      </Text>
      <TextInput
        {...form.getInputProps('invoiceRegistrationNumber')}
        name="invoiceRegistrationNumber"
        label={t('paymentSettingsAdmin.invoiceNumber')}
        description={t('paymentSettingsAdmin.invoiceNumberHint')}
        maxLength={14}
        autoComplete="off"
      />
    </SettingsSection>
  );
}
