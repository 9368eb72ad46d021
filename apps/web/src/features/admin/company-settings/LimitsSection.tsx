import {
  COMPANY_LIMIT_MAX,
  type CompanyDetail,
  SESSION_EXPIRY_MINUTES_MAX,
  SESSIONS_PER_USER_MAX,
} from '@hondana/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingNumber, SettingSwitch } from './SettingFields.tsx';
import { useCompanySection } from './use-company-section.ts';

/** What the company bought: users, contents, and how long and how many sessions a reader keeps. */
export function LimitsSection({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const section = useCompanySection('limits', detail);
  const unlimited = t('companyForm.fields.limitHint');
  return (
    <SectionFrame section={section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SettingNumber section={section} name="maxUser" hint={unlimited} min={0} max={COMPANY_LIMIT_MAX} />
        <SettingNumber section={section} name="maxContent" hint={unlimited} min={0} max={COMPANY_LIMIT_MAX} />
        <SettingNumber
          section={section}
          name="sessionExpiryMinutes"
          min={1}
          max={SESSION_EXPIRY_MINUTES_MAX}
        />
        <SettingNumber section={section} name="sessionsPerUser" min={1} max={SESSIONS_PER_USER_MAX} />
      </SimpleGrid>
      <SettingSwitch
        section={section}
        name="refuseOverSessionLimit"
        hint={t('companyForm.fields.refuseOverSessionLimitHint')}
      />
    </SectionFrame>
  );
}
