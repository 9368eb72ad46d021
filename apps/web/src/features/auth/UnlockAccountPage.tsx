import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AuthCard } from './AuthCard.tsx';
import { MailedLinkOutcome, useMailedLinkCall } from './MailedLinkOutcome.tsx';

/**
 * `/unlock-account?token=…` on the portal and `/admin/unlock-account?token=…` on the administration
 * site: the link mailed when an account is locked after failed logins from one address. PUT
 * /auth/unlock-account/{token} lifts that lock; no session ends.
 */
export function UnlockAccountPage({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const { token, result } = useMailedLinkCall('unlock-account', (value) => accountsApi.unlockAccount(value), {
    endsSessions: false,
  });

  return (
    <AuthCard page="unlock-account" title={t('accounts.unlockAccount.title')}>
      <MailedLinkOutcome
        token={token}
        result={result}
        marker="unlock-account"
        texts={{
          missingToken: 'accounts.unlockAccount.missingToken',
          pending: 'accounts.unlockAccount.pending',
          failed: 'accounts.unlockAccount.failed',
        }}
        done={() => <Text>{t('accounts.unlockAccount.done')}</Text>}
      />
      {!result.isPending || !token ? (
        <Anchor component={Link} to={loginPath}>
          {t('accounts.unlockAccount.toLogin')}
        </Anchor>
      ) : null}
    </AuthCard>
  );
}
