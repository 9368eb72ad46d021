import { RoleLevel } from '@hondana/contract';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { GmoSection, MemberIdSection, VeritransSection } from './CredentialSections.tsx';
import { GatewaySection } from './GatewaySection.tsx';
import { usePaymentSettings } from './payment-settings-queries.ts';

/** `…/payment-settings`: the gateway in use, each gateway's credentials (with a check) and the registration number. */
export function PaymentSettingsPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const settings = usePaymentSettings();
  const isSystemAdmin = user?.roleLevel === RoleLevel.SYSTEM_ADMIN;
  return (
    <Stack maw={720} mx="auto" gap="lg" data-page="admin-payment-settings">
      <Title order={1} size="h2">
        {t('paymentSettingsAdmin.title')}
      </Title>
      {settings.isPending ? (
        <LoadingSkeleton rows={6} />
      ) : settings.isError ? (
        <ErrorState
          title={t('paymentSettingsAdmin.loadFailed')}
          error={settings.error}
          onRetry={() => settings.refetch()}
        />
      ) : (
        <>
          <GatewaySection
            key={`gateway-${settings.dataUpdatedAt}`}
            settings={settings.data}
            allowSandbox={isSystemAdmin}
            canEdit={can(user, 'paymentSettings.update')}
          />
          <VeritransSection key={`veritrans-${settings.dataUpdatedAt}`} settings={settings.data} />
          <GmoSection key={`gmo-${settings.dataUpdatedAt}`} settings={settings.data} />
          <MemberIdSection key={`member-${settings.dataUpdatedAt}`} settings={settings.data} />
        </>
      )}
    </Stack>
  );
}
