import { IdentityProvider } from '@hondana/contract';
import { Button } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows, IconSchool } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useTenant } from '../../../tenant/tenant-context.tsx';
import { startFederatedLogin } from './federated-login.ts';
import { notifyLoginFailed } from './login-failed.ts';

const LOOK = {
  [IdentityProvider.GOOGLE]: { icon: IconBrandGoogle, label: 'accounts.login.google' },
  [IdentityProvider.MICROSOFT]: { icon: IconBrandWindows, label: 'accounts.login.microsoft' },
  [IdentityProvider.EXTERNAL_ID]: { icon: IconSchool, label: 'accounts.login.externalId' },
} as const;

/**
 * One "log in with …" button: asks the server for the provider's authorization URL and goes there. The
 * button keeps spinning while the browser leaves; a refusal is the login-failed toast.
 */
export function ProviderButton({
  provider,
  primary = false,
  keepLogin = false,
}: {
  provider: IdentityProvider;
  primary?: boolean;
  /** The login form's remember me, kept for the provider's return. */
  keepLogin?: boolean;
}) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const start = useMutation({
    mutationFn: () => startFederatedLogin(provider, tenant, { keepLogin }),
    meta: { silent: true, reauthorize: false },
    onError: () => void notifyLoginFailed(),
  });
  const { icon: Icon, label } = LOOK[provider];
  return (
    <Button
      variant={primary ? 'filled' : 'default'}
      fullWidth
      leftSection={<Icon size={18} aria-hidden />}
      loading={start.isPending || start.isSuccess}
      onClick={() => start.mutate()}
      data-login-provider={provider}
    >
      {t(label)}
    </Button>
  );
}
