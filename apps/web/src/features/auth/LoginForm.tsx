import { AccountType, ResultCode } from '@hondana/contract';
import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows, IconInfoCircle, IconNetwork } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { CredentialsForm, type SubmitColors } from './CredentialsForm.tsx';
import { READABLE_GREY } from './field-styles.ts';
import { identifierLabelKey, loginOptions } from './login-options.ts';

/** Long button texts (Vietnamese, 375 px) wrap instead of being cut. */
/** The other ways to log in (seed 000 §2), shown by the company's settings, arriving with federated login. */
const otherWays = [
  { option: 'byIp', icon: IconNetwork, label: 'accounts.login.byIp' },
  { option: 'google', icon: IconBrandGoogle, label: 'accounts.login.google' },
  { option: 'microsoft', icon: IconBrandWindows, label: 'accounts.login.microsoft' },
] as const;

const WRAPPING = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
};

/**
 * The tenant's login form, on the login page and in the header's dialog (seed 000 §2): identifier
 * labelled by account type or the company's title, password, remember me, login; then 'or' and the
 * IP, Google and Microsoft buttons the settings allow (coming soon until federated login lands);
 * forgot-password and sign-up links.
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
  const reauthorizing = useSession((s) => s.reauthorizing);
  const options = loginOptions(company);
  const comingSoonId = useId();
  const others = options.byIp || options.google || options.microsoft;

  return (
    <Stack gap="lg">
      <CredentialsForm
        identifierLabel={company.titleOfEmailField || t(identifierLabelKey(company.accountType))}
        passwordLabel={company.titleOfPasswordField || t('accounts.field.password')}
        identifierAutocomplete={company.accountType === AccountType.USERNAME ? 'username' : 'email'}
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
      />
      {others && (
        <Stack gap="sm" data-login-others>
          <Divider
            label={t('accounts.login.or')}
            labelPosition="center"
            styles={{ label: { color: READABLE_GREY } }}
          />
          {otherWays
            .filter((way) => options[way.option])
            .map(({ option, icon: Icon, label }) => (
              <Button
                key={option}
                variant="default"
                fullWidth
                disabled
                aria-describedby={comingSoonId}
                {...WRAPPING}
                leftSection={<Icon size={18} aria-hidden />}
              >
                {t(label)}
              </Button>
            ))}
          <Text id={comingSoonId} size="sm">
            {t('accounts.login.comingSoon')}
          </Text>
        </Stack>
      )}
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
