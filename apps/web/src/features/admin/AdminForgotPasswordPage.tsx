import { Anchor, Group } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AuthCard } from '../auth/AuthCard.tsx';
import { ForgotPasswordFields } from '../auth/ForgotPasswordPage.tsx';
import { MailSentAlert } from '../auth/MailSentAlert.tsx';

const PATH = '/admin/forgot-password';
const sentRoute = (email: string) => `${PATH}?${new URLSearchParams({ sent: 'true', email })}`;

/**
 * `/admin/forgot-password`: a staff account's e-mail, PUT /auth/admin/forgot-password, then the same
 * "sent" words whether the address has a staff account or not. Mail to staff never shows in the demo
 * outbox, so unlike the portal's page this one offers no outbox link.
 */
export function AdminForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('sent') === 'true') {
    return (
      <AuthCard page="admin-forgot-password-sent" title={t('accounts.forgot.sentTitle')}>
        <MailSentAlert
          text={t('accounts.forgot.sentText', { email: params.get('email') ?? '' })}
          marker="forgot-sent"
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/admin/login">
            {t('accounts.forgot.backToLogin')}
          </Anchor>
          <Anchor component={Link} to={PATH}>
            {t('accounts.forgot.sendAgain')}
          </Anchor>
        </Group>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      page="admin-forgot-password"
      title={t('accounts.forgot.title')}
      intro={t('accounts.forgot.intro')}
    >
      <ForgotPasswordFields
        request={accountsApi.adminForgotPassword}
        sentRoute={sentRoute}
        loginPath="/admin/login"
      />
    </AuthCard>
  );
}
