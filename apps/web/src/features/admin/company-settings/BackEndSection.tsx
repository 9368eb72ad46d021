import type { CompanyDetail } from '@hondana/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingText } from './SettingFields.tsx';
import { useCompanySection } from './use-company-section.ts';

/** The back-end's hosts and sign-in; its password is write-only: only whether one is set is shown. */
export function BackEndSection({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const section = useCompanySection('backEnd', detail);
  const hostHint = t('companyForm.fields.hostHint');
  return (
    <SectionFrame section={section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SettingText section={section} name="beViewerHost" maxLength={260} hint={hostHint} />
        <SettingText section={section} name="beWebsiteHost" maxLength={260} hint={hostHint} />
        <SettingText section={section} name="beLoginName" maxLength={200} autoComplete="off" />
        <SettingText
          section={section}
          name="bePassword"
          type="password"
          maxLength={200}
          autoComplete="new-password"
          hint={t('companyForm.fields.bePasswordHint')}
        />
      </SimpleGrid>
      <Text size="sm" data-be-password={detail.hasBePassword ? 'set' : 'not-set'}>
        {t(detail.hasBePassword ? 'companyForm.fields.bePasswordSet' : 'companyForm.fields.bePasswordNotSet')}
      </Text>
    </SectionFrame>
  );
}
