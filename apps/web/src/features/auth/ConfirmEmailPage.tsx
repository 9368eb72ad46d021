import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { endSession } from '../../session/session-actions.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { useLinkToken } from './ResetPasswordPage.tsx';
import { errorKeyOf } from './validation.ts';

/**
 * `/confirm-email?token=…`, the link sent to a new e-mail address: PUT /user/confirm-email/{token}
 * applies the change (once: the answer is cached for the token, so a re-render never sends it again)
 * and the page says how it went. The change ends every session of the account, this one included.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { hint } = useTenant();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const confirm = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => accountsApi.confirmEmail(token, hint),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { silent: true, reauthorize: false },
  });

  // The server ended every session of the account: this browser's goes too (no server call needed).
  useEffect(() => {
    if (confirm.isSuccess && useSession.getState().isAuthenticated) void endSession();
  }, [confirm.isSuccess]);

  let body: ReactNode;
  if (!token) {
    body = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        {t('accounts.confirmEmail.missingToken')}
      </Alert>
    );
  } else if (confirm.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('accounts.confirmEmail.pending')}</Text>
      </Group>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden />}
        data-confirm-email="done"
      >
        <Text>{t('accounts.confirmEmail.done', { email: confirm.data.email })}</Text>
        <Text>{t('accounts.confirmEmail.signedOut', { email: confirm.data.email })}</Text>
      </Alert>
    );
  } else {
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle aria-hidden />}
        title={t('accounts.confirmEmail.failed')}
        data-confirm-email="failed"
      >
        {t(errorKeyOf(confirm.error), { defaultValue: t('api.error.unknown') })}
      </Alert>
    );
  }

  return (
    <AuthCard page="confirm-email" title={t('accounts.confirmEmail.title')}>
      {body}
      {!confirm.isPending || !token ? (
        <Anchor component={Link} to={isAuthenticated ? '/profile' : confirm.isSuccess ? '/login' : '/'}>
          {t(
            isAuthenticated
              ? 'accounts.confirmEmail.toProfile'
              : confirm.isSuccess
                ? 'accounts.undoEmail.toLogin'
                : 'accounts.confirmEmail.toHome',
          )}
        </Anchor>
      ) : null}
    </AuthCard>
  );
}
