import {
  gmoSettingsSchema,
  memberIdSettingsSchema,
  type PaymentSettingsView,
  veritransSettingsSchema,
} from '@hondana/contract';
import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSchemaForm } from '../kit/schema-form.ts';
import { useCheckSettings, useSaveSettings, useSettingsCalls } from './payment-settings-queries.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** A secret's field: never filled from the server, blank keeps the stored one. */
function SecretInput({ label, isSet, ...props }: { label: string; isSet: boolean; name: string }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      label={label}
      description={isSet ? t('paymentSettingsAdmin.secretSet') : t('paymentSettingsAdmin.secretNotSet')}
      autoComplete="new-password"
      maxLength={255}
    />
  );
}

async function savedToast(t: ReturnType<typeof useTranslation>['t']) {
  const { notifySuccess } = await import('../../../api/notify.ts');
  notifySuccess(t, 'paymentSettingsAdmin.saved');
}

interface VeritransValues extends Record<string, unknown> {
  merchantCcid: string;
  merchantSecretKey: string;
  tokenApiKey: string;
}

/** The first card gateway's merchant, secret key and token API key, with a check against the gateway. */
export function VeritransSection({ settings }: { settings: PaymentSettingsView }) {
  const { t } = useTranslation();
  const calls = useSettingsCalls();
  const save = useSaveSettings(calls.veritrans);
  const check = useCheckSettings(calls.veritransCheck);
  const form = useSchemaForm<VeritransValues>(veritransSettingsSchema, {
    initialValues: {
      merchantCcid: settings.veritrans.merchantCcid ?? '',
      merchantSecretKey: '',
      tokenApiKey: settings.veritrans.tokenApiKey ?? '',
    },
  });
  return (
    <SettingsSection
      id="veritrans"
      title={t('paymentSettingsAdmin.veritransTitle')}
      onSubmit={form.onSubmit((values) => {
        check.reset();
        save.mutate(values, { onSuccess: () => savedToast(t) });
      })}
      saving={save.isPending}
      error={save.isError ? save.error : null}
      onCheck={() => {
        if (form.validate().hasErrors) return;
        save.reset();
        check.mutate(form.getValues());
      }}
      checking={check.isPending}
      verified={check.isSuccess}
      checkError={check.isError ? check.error : null}
    >
      <TextInput
        {...form.getInputProps('merchantCcid')}
        name="merchantCcid"
        label={t('paymentSettingsAdmin.merchantCcid')}
        required
        maxLength={255}
        autoComplete="off"
      />
      <SecretInput
        {...form.getInputProps('merchantSecretKey')}
        name="merchantSecretKey"
        label={t('paymentSettingsAdmin.merchantSecretKey')}
        isSet={settings.veritrans.merchantSecretKeySet}
      />
      <TextInput
        {...form.getInputProps('tokenApiKey')}
        name="tokenApiKey"
        label={t('paymentSettingsAdmin.tokenApiKey')}
        required
        maxLength={255}
        autoComplete="off"
      />
    </SettingsSection>
  );
}

interface GmoValues extends Record<string, unknown> {
  shopId: string;
  shopPass: string;
  siteId: string;
  sitePass: string;
}

/** The second card gateway's shop and site, with a check against the gateway. */
export function GmoSection({ settings }: { settings: PaymentSettingsView }) {
  const { t } = useTranslation();
  const calls = useSettingsCalls();
  const save = useSaveSettings(calls.gmo);
  const check = useCheckSettings(calls.gmoCheck);
  const form = useSchemaForm<GmoValues>(gmoSettingsSchema, {
    initialValues: {
      shopId: settings.gmo.shopId ?? '',
      shopPass: '',
      siteId: settings.gmo.siteId ?? '',
      sitePass: '',
    },
  });
  return (
    <SettingsSection
      id="gmo"
      title={t('paymentSettingsAdmin.gmoTitle')}
      onSubmit={form.onSubmit((values) => {
        check.reset();
        save.mutate(values, { onSuccess: () => savedToast(t) });
      })}
      saving={save.isPending}
      error={save.isError ? save.error : null}
      onCheck={() => {
        if (form.validate().hasErrors) return;
        save.reset();
        check.mutate(form.getValues());
      }}
      checking={check.isPending}
      verified={check.isSuccess}
      checkError={check.isError ? check.error : null}
    >
      <TextInput
        {...form.getInputProps('shopId')}
        name="shopId"
        label={t('paymentSettingsAdmin.shopId')}
        required
        maxLength={255}
        autoComplete="off"
      />
      <SecretInput
        {...form.getInputProps('shopPass')}
        name="shopPass"
        label={t('paymentSettingsAdmin.shopPass')}
        isSet={settings.gmo.shopPassSet}
      />
      <TextInput
        {...form.getInputProps('siteId')}
        name="siteId"
        label={t('paymentSettingsAdmin.siteId')}
        maxLength={255}
        autoComplete="off"
      />
      <SecretInput
        {...form.getInputProps('sitePass')}
        name="sitePass"
        label={t('paymentSettingsAdmin.sitePass')}
        isSet={settings.gmo.sitePassSet}
      />
    </SettingsSection>
  );
}

interface MemberIdValues extends Record<string, unknown> {
  merchant: string;
  apiKey: string;
}

/** The member-ID provider's merchant and API key. */
export function MemberIdSection({ settings }: { settings: PaymentSettingsView }) {
  const { t } = useTranslation();
  const calls = useSettingsCalls();
  const save = useSaveSettings(calls.memberId);
  const check = useCheckSettings(calls.memberIdCheck);
  const form = useSchemaForm<MemberIdValues>(memberIdSettingsSchema, {
    initialValues: { merchant: settings.memberId.merchant ?? '', apiKey: '' },
  });
  return (
    <SettingsSection
      id="member-id"
      title={t('paymentSettingsAdmin.memberIdTitle')}
      onSubmit={form.onSubmit((values) => {
        check.reset();
        save.mutate(values, { onSuccess: () => savedToast(t) });
      })}
      saving={save.isPending}
      error={save.isError ? save.error : null}
      onCheck={() => {
        if (form.validate().hasErrors) return;
        save.reset();
        check.mutate(form.getValues());
      }}
      checking={check.isPending}
      verified={check.isSuccess}
      checkError={check.isError ? check.error : null}
    >
      <TextInput
        {...form.getInputProps('merchant')}
        name="merchant"
        label={t('paymentSettingsAdmin.merchant')}
        required
        maxLength={255}
        autoComplete="off"
      />
      <SecretInput
        {...form.getInputProps('apiKey')}
        name="apiKey"
        label={t('paymentSettingsAdmin.apiKey')}
        isSet={settings.memberId.apiKeySet}
      />
    </SettingsSection>
  );
}
