import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../session/session-store.ts';
import { AuditHistory } from '../audit/AuditHistory.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { StaffSecondFactorSwitch } from '../second-factor/StaffSecondFactorSwitch.tsx';
import { AddressSection } from './AddressSection.tsx';
import { ApiKeySection } from './ApiKeySection.tsx';
import { BackEndSection } from './BackEndSection.tsx';
import { CompanyIdentitySection } from './CompanyIdentitySection.tsx';
import { useCompanyDetail } from './company-detail-queries.ts';
import { useUploadSetting } from './company-setting-queries.ts';
import { LimitsSection } from './LimitsSection.tsx';
import { PortalSection } from './PortalSection.tsx';
import { PublishUploadsSwitch } from './PublishUploadsSwitch.tsx';
import { SignInSection } from './SignInSection.tsx';
import { useCompanyEditing } from './use-company-section.ts';

/**
 * `…/company-settings`: every setting of the company, section by section (each saved alone), its API
 * key, what holds for all its services (publishing new contents, staff two-step verification) and the
 * company's history of changes. A system admin reaches any company's from the Companies list; a company
 * admin changes its own but not the system admin's fields; a service admin sees them.
 */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { scope } = useConsoleScope();
  const companyId = user?.companyId ?? scope?.companyId ?? null;
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%" data-page="admin-company-settings">
      <Title order={1} size="h2">
        {t('companySettings.title')}
      </Title>
      <CompanyFieldSections companyId={companyId} />
      <CompanyWideSwitches />
      {companyId !== null && <AuditHistory entity="company" entityId={companyId} companyId={companyId} />}
    </Stack>
  );
}

function CompanyFieldSections({ companyId }: { companyId: number | null }) {
  const { t } = useTranslation();
  const { editable } = useCompanyEditing();
  const detail = useCompanyDetail(companyId);
  if (detail.isError && !detail.data)
    return (
      <ErrorState
        error={detail.error}
        title={t('companySettings.loadFailed')}
        onRetry={() => void detail.refetch()}
      />
    );
  if (!detail.data) return <LoadingSkeleton rows={6} />;
  const company = detail.data;
  return (
    <Stack gap="lg" key={company.id} data-company-settings={company.id}>
      {!editable && (
        <Text size="sm" data-read-only-settings>
          {t('companyForm.readOnly')}
        </Text>
      )}
      <CompanyIdentitySection detail={company} />
      <AddressSection detail={company} />
      <SignInSection detail={company} />
      <LimitsSection detail={company} />
      <PortalSection detail={company} />
      <BackEndSection detail={company} />
      <ApiKeySection detail={company} />
    </Stack>
  );
}

/** The settings of their own calls that hold for every service of the company. */
function CompanyWideSwitches() {
  const { t } = useTranslation();
  const setting = useUploadSetting();
  if (setting.isError && !setting.data)
    return (
      <ErrorState
        error={setting.error}
        title={t('companySettings.loadFailed')}
        onRetry={() => void setting.refetch()}
      />
    );
  if (!setting.data) return <LoadingSkeleton rows={3} />;
  return (
    <>
      <PublishUploadsSwitch current={setting.data} />
      <StaffSecondFactorSwitch />
    </>
  );
}
