import { AccountType, IdentityProvider, ResultCode } from '@hondana/contract';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useTranslated } from '../../tenant/use-translated.ts';
import { CredentialsForm, type SubmitColors } from './CredentialsForm.tsx';
import { ProviderButton } from './federated/ProviderButton.tsx';
import { identifierLabelKey, loginOptions } from './login-options.ts';
import { OtherLoginButtons } from './OtherLoginButtons.tsx';

/**
 * The tenant's login form, on the login page and in the header's dialog: identifier
 * labelled by account type or the company's title, password, remember me, login; forgot-password
 * and sign-up links; under them the other ways in the company allows (OtherLoginButtons).
 */
export interface LoginFormProps {
  onLoggedIn(): void;
  /** Called when a link of the form is followed (the dialog closes). */
  onNavigate?: () => void;
  submitColors?: SubmitColors | undefined;
  /** The form is in the header's dialog. */
  inDialog?: boolean;
}

export function LoginForm({ onLoggedIn, onNavigate, submitColors, inDialog = false }: LoginFormProps) {
  const { t } = useTranslation();
  const { company } = useTenant();
  const text = useTranslated();
  const reauthorizing = useSession((s) => s.reauthorizing);
  const options = loginOptions(company);
  // Remember me holds for every way in of the form: the password, the IP button, Google, Microsoft.
  const [keepLogin, setKeepLogin] = useState(false);
  if (options.externalId) return <ProviderButton provider={IdentityProvider.EXTERNAL_ID} primary />;

  return (
    <Stack gap="lg">
      <CredentialsForm
        identifierLabel={
          text(company.titleOfEmailField, company.titleOfEmailFieldTranslations) ||
          t(identifierLabelKey(company.accountType))
        }
        passwordLabel={
          text(company.titleOfPasswordField, company.titleOfPasswordFieldTranslations) ||
          t('accounts.field.password')
        }
        identifierAutocomplete={company.accountType === AccountType.USERNAME ? 'username' : 'email'}
        identifierType={company.accountType === AccountType.EMAIL ? 'email' : 'text'}
        notice={
          reauthorizing && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
              {t('accounts.login.reauthorize')}
            </Alert>
          )
        }
        errorHelp={(code) =>
          code === ResultCode.INVALID_ROLE_ACCESS && (
            <Text size="sm" mt="xs">
              {t('accounts.login.staffHint')}{' '}
              <Anchor href="/admin/login" underline="always">
                {t('accounts.login.staffLink')}
              </Anchor>
            </Text>
          )
        }
        onLoggedIn={onLoggedIn}
        submitColors={submitColors}
        focusIdentifier={inDialog}
        keepLogin={{ value: keepLogin, onChange: setKeepLogin }}
      />
      <OtherLoginButtons options={options} onLoggedIn={onLoggedIn} keepLogin={keepLogin} />
      {(options.forgotPassword || options.signUp) && (
        <Group justify="space-between" gap="xs">
          {options.forgotPassword && (
            <Anchor component={Link} to="/forget-password" onClick={onNavigate} size="sm">
              {t('accounts.login.forgotPassword')}
            </Anchor>
          )}
          {options.signUp && (
            <Text size="sm">
              {t('accounts.login.noAccount')}{' '}
              <Anchor component={Link} to="/register" onClick={onNavigate} underline="always">
                {t('accounts.login.signUp')}
              </Anchor>
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
