import { Anchor, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { AuthCard, FormError } from './AuthCard.tsx';
import { MailSentAlert } from './MailSentAlert.tsx';

/**
 * What the register page shows once the account is made: the link went to `email`, the account can
 * log in once it is opened; the link can be sent again (PUT /auth/resend-confirmation).
 */
export function RegistrationSent({ email }: { email: string }) {
  const { t } = useTranslation();
  const { company, hint } = useTenant();
  const resend = useMutation({
    mutationFn: () =>
      accountsApi.resendConfirmation({ email, domain: hint.domain, service_path: company.path }),
    meta: { silent: true, reauthorize: false },
  });

  return (
    <AuthCard page="register-sent" title={t('accounts.register.sentTitle')}>
      <MailSentAlert text={t('accounts.register.sentText', { email })} marker="register-sent" />
      {resend.isSuccess && (
        <Text role="status" size="sm">
          {t('accounts.register.sentAgain', { email })}
        </Text>
      )}
      {resend.isError && <FormError error={resend.error} title={t('accounts.register.resendFailed')} />}
      <Group justify="space-between">
        <Anchor component={Link} to="/login">
          {t('accounts.register.backToLogin')}
        </Anchor>
        <Button variant="subtle" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('accounts.register.sendAgain')}
        </Button>
      </Group>
    </AuthCard>
  );
}
