import type { CompanyDetail } from '@hondana/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingSwitch, SettingText } from './SettingFields.tsx';
import { useCompanySection } from './use-company-section.ts';

/** What the portal shows: the subscription status, the mobile web version, its Tag Manager container. */
export function PortalSection({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const section = useCompanySection('portal', detail);
  return (
    <SectionFrame section={section}>
      <SettingSwitch section={section} name="showSubscriptionStatus" />
      <SettingSwitch section={section} name="isEnableWebMobile" />
      <SettingText section={section} name="gtmId" maxLength={16} hint={t('companyForm.fields.gtmIdHint')} />
    </SectionFrame>
  );
}
