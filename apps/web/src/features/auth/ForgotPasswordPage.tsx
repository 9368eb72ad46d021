import { USER_LOGIN_TYPE } from '@hondana/contract';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { outboxKeys } from '../../api/query-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormTextField } from '../../shared/FormField.tsx';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { outboxHref } from '../admin/outbox-route.ts';
import { AuthCard, FormError } from './AuthCard.tsx';
import { forgotPasswordSentRoute } from './login-options.ts';
import { MailSentAlert } from './MailSentAlert.tsx';
import { useFieldProblems } from './use-field-problems.ts';
import * as validate from './validation.ts';

const FIELDS = ['email'] as const;
type Answered = Promise<unknown>;

/**
 * `/forget-password`: PUT /auth/forgot-password, then `/forget-password?sent=true&email=…`
 * says a link was sent, in words that never tell whether the address has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('sent') === 'true') return <LinkSent email={params.get('email') ?? ''} />;
  return (
    <AuthCard page="forget-password" title={t('accounts.forgot.title')} intro={t('accounts.forgot.intro')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}

function ForgotPasswordForm() {
  const { company, hint } = useTenant();
  return (
    <ForgotPasswordFields
      request={(address) =>
        accountsApi.forgotPassword({
          email: address,
          domain: hint.domain,
          service_path: company.path,
          login_type: USER_LOGIN_TYPE,
        })
      }
      sentRoute={forgotPasswordSentRoute}
      loginPath="/login"
    />
  );
}

/** The address field of a forgot-password page: the site's call, then its "sent" page. */
export function ForgotPasswordFields({
  request,
  sentRoute,
  loginPath,
}: {
  request(email: string): Answered;
  sentRoute(email: string): string;
  loginPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const fields = useFieldProblems(FIELDS);

  const send = useMutation({
    mutationFn: request,
    meta: { silent: true, reauthorize: false },
    onSuccess: (_data, address) => navigate(sentRoute(address)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (fields.report(validate.problemsOf({ email: validate.email(email) }))) send.mutate(email.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {send.isError && <FormError error={send.error} title={t('accounts.forgot.failed')} />}
        <FormTextField
          field="email"
          problems={fields}
          type="email"
          label={t('accounts.field.email')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          autoComplete="email"
          required
        />
        <Button type="submit" fullWidth loading={send.isPending}>
          {t('accounts.forgot.submit')}
        </Button>
        <Anchor component={Link} to={loginPath} size="sm">
          {t('accounts.forgot.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

function LinkSent({ email }: { email: string }) {
  const { t } = useTranslation();
  const { company, hint } = useTenant();
  // Only a demo server answers; elsewhere the outbox link stays hidden.
  const outbox = useQuery({
    queryKey: outboxKeys.available(hint),
    queryFn: () => accountsApi.demoOutboxPage(1, 1, hint),
    retry: false,
    meta: { silent: true, reauthorize: false },
  });

  return (
    <AuthCard page="forget-password-sent" title={t('accounts.forgot.sentTitle')}>
      <MailSentAlert text={t('accounts.forgot.sentText', { email })} marker="forgot-sent" />
      {outbox.isSuccess && (
        <Anchor
          href={outboxHref(company.domainType === 'PATH' ? hint.path : undefined)}
          target="_blank"
          rel="noopener"
        >
          {t('accounts.forgot.demoOutbox')} {t('chrome.opensInNewTab')}
        </Anchor>
      )}
      <Group justify="space-between">
        <Anchor component={Link} to="/login">
          {t('accounts.forgot.backToLogin')}
        </Anchor>
        <Anchor component={Link} to="/forget-password">
          {t('accounts.forgot.sendAgain')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
