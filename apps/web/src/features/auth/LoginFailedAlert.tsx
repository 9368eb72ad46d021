import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** A refused login, under the login form's title "login failed": its message and the result code. */
export function LoginFailedAlert({ code, children }: { code: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden />}
      title={t('accounts.login.failed')}
      data-login-error={code}
    >
      {children}
    </Alert>
  );
}
