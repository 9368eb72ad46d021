import {
  accountTypes,
  type CompanyDetail,
  LOGIN_FIELD_TITLE_MAX,
  languages,
  passwordPolicies,
  socialLoginOptions,
} from '@hondana/contract';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingSelect, SettingSwitch, SettingText } from './SettingFields.tsx';
import { type CompanySection, useCompanySection } from './use-company-section.ts';

/** How readers sign in and register: account type, IP and social logins, the login form's titles. */
export function SignInSection({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const section = useCompanySection('signIn', detail);
  const social = socialLoginOptions.map((value) => ({ value, label: t(`companyForm.socialLogin.${value}`) }));
  return (
    <SectionFrame section={section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SettingSelect
          section={section}
          name="accountType"
          data={accountTypes.map((value) => ({ value, label: t(`companyAdmin.accountTypes.${value}`) }))}
        />
        <SettingSelect
          section={section}
          name="passwordPolicy"
          data={passwordPolicies.map((value) => ({
            value,
            label: t(`companyForm.passwordPolicies.${value}`),
          }))}
        />
        <SettingSelect section={section} name="googleLogin" data={social} />
        <SettingSelect section={section} name="microsoftLogin" data={social} />
        <SettingText
          section={section}
          name="serviceCode"
          maxLength={64}
          hint={t('companyForm.fields.serviceCodeHint')}
        />
      </SimpleGrid>
      <SettingSwitch section={section} name="loginByIpAddress" />
      <SettingSwitch section={section} name="autoLoginByIp" />
      <SettingSwitch section={section} name="isAutoRegisterAccountAtLogin" />
      <SettingSwitch section={section} name="isShowLinkRegisterUser" />
      <SettingSwitch section={section} name="allowRegistration" />
      <LoginTitleFields section={section} name="titleOfEmailField" />
      <LoginTitleFields section={section} name="titleOfPasswordField" />
    </SectionFrame>
  );
}

/** A login field's title and its translation in each interface language. */
function LoginTitleFields({
  section,
  name,
}: {
  section: CompanySection;
  name: 'titleOfEmailField' | 'titleOfPasswordField';
}) {
  const { t } = useTranslation();
  const title = t(`companyForm.fields.${name}`);
  return (
    <Fieldset legend={title} variant="unstyled" data-login-title={name}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SettingText
          section={section}
          name={name}
          maxLength={LOGIN_FIELD_TITLE_MAX}
          hint={t('companyForm.fields.titleHint')}
        />
        {languages.map((language) => (
          <SettingText
            key={language}
            section={section}
            name={`${name}Translations.${language}`}
            label={t('companyForm.fields.titleIn', {
              title,
              language: t(`chrome.language.names.${language}`),
            })}
            maxLength={LOGIN_FIELD_TITLE_MAX}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
