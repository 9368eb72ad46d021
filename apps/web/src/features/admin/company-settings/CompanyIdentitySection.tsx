import { type CompanyDetail, languages } from '@hondana/contract';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCompanyAdmins } from './company-detail-queries.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingSelect, SettingText } from './SettingFields.tsx';
import { useCompanyEditing, useCompanySection } from './use-company-section.ts';

/** The company's name, e-mail, owner (one of its company admins) and default language. */
export function CompanyIdentitySection({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const section = useCompanySection('company', detail);
  const admins = useCompanyAdmins(detail.id, useCompanyEditing().editable);
  const owner = section.form.values.ownerId;
  const owners = [
    { value: '', label: t('companyForm.noOwner') },
    ...(admins.data ?? []).map((admin) => ({
      value: String(admin.id),
      label: admin.fullName ? `${admin.fullName} (${admin.email ?? ''})` : (admin.email ?? String(admin.id)),
    })),
  ];
  if (owner !== '' && !owners.some((option) => option.value === owner))
    owners.push({ value: owner, label: t('companyForm.unknownOwner', { id: owner }) });
  return (
    <SectionFrame section={section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SettingText section={section} name="name" maxLength={200} />
        <SettingText section={section} name="email" type="email" maxLength={255} />
        <SettingSelect
          section={section}
          name="ownerId"
          hint={t('companyForm.fields.ownerIdHint')}
          data={owners}
        />
        <SettingSelect
          section={section}
          name="defaultLanguage"
          data={languages.map((value) => ({ value, label: t(`chrome.language.names.${value}`) }))}
        />
      </SimpleGrid>
    </SectionFrame>
  );
}
