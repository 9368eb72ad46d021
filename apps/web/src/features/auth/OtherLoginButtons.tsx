import { IdentityProvider } from '@hondana/contract';
import { Button, Divider, Stack } from '@mantine/core';
import { IconNetwork } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { signInByIp } from '../../session/ip-login.ts';
import { completeLogin, replayPendingAction } from '../../session/session-actions.ts';
import { READABLE_GREY } from '../../shared/FormField.tsx';
import { ProviderButton } from './federated/ProviderButton.tsx';
import { LoginFailedAlert } from './LoginFailedAlert.tsx';
import type { LoginOptions } from './login-options.ts';
import { errorKeyOf } from './validation.ts';

export interface OtherLoginButtonsProps {
  options: LoginOptions;
  onLoggedIn(): void;
  /** The form's remember me. */
  keepLogin?: boolean;
}

/**
 * Under the login button, an 'or' divider and the other ways in the company allows —
 * login by IP, Google, Microsoft (federated/ProviderButton.tsx). Nothing (not even the divider) when it allows none.
 */
export function OtherLoginButtons({ options, onLoggedIn, keepLogin = false }: OtherLoginButtonsProps) {
  const { t } = useTranslation();
  const byIp = useMutation({
    mutationFn: () => signInByIp(keepLogin),
    meta: { silent: true, reauthorize: false },
    onSuccess: async (response) => {
      if (!(await completeLogin(response, keepLogin))) return;
      replayPendingAction();
      onLoggedIn();
    },
  });
  if (!options.byIp && !options.google && !options.microsoft) return null;

  const code = byIp.error instanceof ApiError ? byIp.error.status : 0;
  return (
    <Stack gap="sm" data-login-others="">
      {/* Mantine's dimmed label is too light on the page's grey (axe color-contrast). */}
      <Divider
        label={t('accounts.login.or')}
        labelPosition="center"
        styles={{ label: { color: READABLE_GREY } }}
      />
      {byIp.isError && (
        <LoginFailedAlert code={code}>
          {t(errorKeyOf(byIp.error), { defaultValue: t('api.error.unknown') })}
        </LoginFailedAlert>
      )}
      {options.byIp && (
        <Button
          variant="default"
          fullWidth
          leftSection={<IconNetwork size={18} aria-hidden />}
          loading={byIp.isPending}
          onClick={() => byIp.mutate()}
          data-login-by-ip=""
        >
          {t('accounts.login.byIp')}
        </Button>
      )}
      {options.google && <ProviderButton provider={IdentityProvider.GOOGLE} keepLogin={keepLogin} />}
      {options.microsoft && <ProviderButton provider={IdentityProvider.MICROSOFT} keepLogin={keepLogin} />}
    </Stack>
  );
}
