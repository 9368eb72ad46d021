import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { MailedLinkOutcome, useMailedLinkCall } from './MailedLinkOutcome.tsx';

/**
 * `/confirm-registration?token=…`, the link of the registration mail: PUT
 * /auth/confirm-registration/{token} confirms the address and the page says how it went. It ends no
 * session: the new account had none.
 */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation();
  const { hint } = useTenant();
  const { token, result } = useMailedLinkCall(
    'confirm-registration',
    (value) => accountsApi.confirmRegistration(value, hint),
    { endsSessions: false },
  );

  return (
    <AuthCard page="confirm-registration" title={t('accounts.confirmRegistration.title')}>
      <MailedLinkOutcome
        token={token}
        result={result}
        marker="confirm-registration"
        texts={{
          missingToken: 'accounts.confirmRegistration.missingToken',
          pending: 'accounts.confirmRegistration.pending',
          failed: 'accounts.confirmRegistration.failed',
        }}
        done={() => <Text>{t('accounts.confirmRegistration.done')}</Text>}
      />
      {!result.isPending || !token ? (
        <Anchor component={Link} to={result.isSuccess ? '/login' : '/register'}>
          {t(
            result.isSuccess
              ? 'accounts.confirmRegistration.toLogin'
              : 'accounts.confirmRegistration.toRegister',
          )}
        </Anchor>
      ) : null}
    </AuthCard>
  );
}
