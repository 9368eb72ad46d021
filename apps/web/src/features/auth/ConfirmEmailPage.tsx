import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { MailedLinkOutcome, useMailedLinkCall } from './MailedLinkOutcome.tsx';

/**
 * `/confirm-email?token=…`, the link sent to a new e-mail address: PUT /user/confirm-email/{token}
 * applies the change and the page says how it went. The change ends every session of the account,
 * this one included.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { hint } = useTenant();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const { token, result } = useMailedLinkCall('confirm-email', (value) =>
    accountsApi.confirmEmail(value, hint),
  );

  return (
    <AuthCard page="confirm-email" title={t('accounts.confirmEmail.title')}>
      <MailedLinkOutcome
        token={token}
        result={result}
        marker="confirm-email"
        texts={{
          missingToken: 'accounts.confirmEmail.missingToken',
          pending: 'accounts.confirmEmail.pending',
          failed: 'accounts.confirmEmail.failed',
        }}
        done={(data) => (
          <>
            <Text>{t('accounts.confirmEmail.done', { email: data.email })}</Text>
            <Text>{t('accounts.confirmEmail.signedOut', { email: data.email })}</Text>
          </>
        )}
      />
      {!result.isPending || !token ? (
        <Anchor component={Link} to={isAuthenticated ? '/profile' : result.isSuccess ? '/login' : '/'}>
          {t(
            isAuthenticated
              ? 'accounts.confirmEmail.toProfile'
              : result.isSuccess
                ? 'accounts.undoEmail.toLogin'
                : 'accounts.confirmEmail.toHome',
          )}
        </Anchor>
      ) : null}
    </AuthCard>
  );
}
