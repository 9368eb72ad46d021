import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { MailedLinkOutcome, useMailedLinkCall } from './MailedLinkOutcome.tsx';

/**
 * `/undo-email-change?token=…`, the link mailed to the old address after an e-mail change:
 * PUT /user/undo-email-change/{token} puts the old address back and ends every session of the
 * account, this browser's included.
 */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  const { hint } = useTenant();
  const { token, result } = useMailedLinkCall('undo-email-change', (value) =>
    accountsApi.undoEmailChange(value, hint),
  );

  return (
    <AuthCard page="undo-email-change" title={t('accounts.undoEmail.title')}>
      <MailedLinkOutcome
        token={token}
        result={result}
        marker="undo-email"
        texts={{
          missingToken: 'accounts.undoEmail.missingToken',
          pending: 'accounts.undoEmail.pending',
          failed: 'accounts.undoEmail.failed',
        }}
        done={(data) => (
          <Stack gap="xs">
            <Text>{t('accounts.undoEmail.done', { email: data.email })}</Text>
            <Text>{t('accounts.undoEmail.next')}</Text>
          </Stack>
        )}
      />
      {!result.isPending || !token ? (
        <Anchor component={Link} to={result.isSuccess ? '/login' : '/'}>
          {t(result.isSuccess ? 'accounts.undoEmail.toLogin' : 'accounts.undoEmail.toHome')}
        </Anchor>
      ) : null}
    </AuthCard>
  );
}
