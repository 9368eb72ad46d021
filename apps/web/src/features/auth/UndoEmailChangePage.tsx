import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
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
 * `/undo-email-change?token=…`, the link mailed to the old address after an e-mail change:
 * PUT /user/undo-email-change/{token} puts the old address back (once: the answer is cached for the
 * token) and ends every session of the account, this browser's included.
 */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { hint } = useTenant();
  const undo = useQuery({
    queryKey: ['undo-email-change', token],
    queryFn: () => accountsApi.undoEmailChange(token, hint),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { silent: true, reauthorize: false },
  });

  useEffect(() => {
    if (undo.isSuccess && useSession.getState().isAuthenticated) void endSession();
  }, [undo.isSuccess]);

  let body: ReactNode;
  if (!token) {
    body = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        {t('accounts.undoEmail.missingToken')}
      </Alert>
    );
  } else if (undo.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('accounts.undoEmail.pending')}</Text>
      </Group>
    );
  } else if (undo.isSuccess) {
    body = (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden />}
        data-undo-email="done"
      >
        <Stack gap="xs">
          <Text>{t('accounts.undoEmail.done', { email: undo.data.email })}</Text>
          <Text>{t('accounts.undoEmail.next')}</Text>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle aria-hidden />}
        title={t('accounts.undoEmail.failed')}
        data-undo-email="failed"
      >
        {t(errorKeyOf(undo.error), { defaultValue: t('api.error.unknown') })}
      </Alert>
    );
  }

  return (
    <AuthCard page="undo-email-change" title={t('accounts.undoEmail.title')}>
      {body}
      {!undo.isPending || !token ? (
        <Anchor component={Link} to={undo.isSuccess ? '/login' : '/'}>
          {t(undo.isSuccess ? 'accounts.undoEmail.toLogin' : 'accounts.undoEmail.toHome')}
        </Anchor>
      ) : null}
    </AuthCard>
  );
}
