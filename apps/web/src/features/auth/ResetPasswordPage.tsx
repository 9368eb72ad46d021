import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { ApiError } from '../../api/api-error.ts';
import { notifySuccess } from '../../api/notify.ts';
import { mailedLinkKeys } from '../../api/query-keys.ts';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { AuthCard, FormError } from './AuthCard.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useFieldProblems } from './use-field-problems.ts';
import * as validate from './validation.ts';

const FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/** The token of the e-mailed link: `?token=…`, or the last path segment. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  const { token } = useParams();
  return (params.get('token') ?? token ?? '').trim();
}

/**
 * `/reset-password?token=…`, the link of the forgot-password e-mail: the new password twice (checked
 * against the company's policy), PUT /user/reset-password/{token}, then toast.success.passwordReset
 * and the login page. The link is checked when the page opens (GET /user/reset-password/{token}, which
 * does not use it): a used or expired link says so at once and offers a new one, before any typing.
 */
export function ResetPasswordPage() {
  const { company, hint } = useTenant();
  return (
    <ResetPasswordCard
      site={{
        check: (token) => accountsApi.checkResetToken(token, hint),
        reset: (token, body) => accountsApi.resetPassword(token, body, hint),
        strictPassword: company.strictPassword,
        loginPath: '/login',
        forgotPath: '/forget-password',
      }}
    />
  );
}

type Answered = Promise<unknown>;

/** What a site's reset page calls and where it leads: the portal's, or the administration site's. */
export interface ResetPasswordSite {
  check(token: string): Answered;
  reset(token: string, body: { new_password: string; confirm_password: string }): Answered;
  /** Checked in the browser before sending; the server checks the account's policy in any case. */
  strictPassword: boolean;
  loginPath: string;
  forgotPath: string;
}

/**
 * The texts of the page that differ for an invitation's link (`&invitation=1`): an account an
 * administrator created sets its first password. The token alone decides what the server allows.
 */
function useResetWording() {
  const [params] = useSearchParams();
  const invitation = params.get('invitation') === '1';
  return invitation
    ? {
        title: 'accounts.setPassword.title',
        intro: 'accounts.setPassword.intro',
        submit: 'accounts.setPassword.submit',
        done: 'accounts.setPassword.done',
      }
    : {
        title: 'accounts.reset.title',
        intro: 'accounts.reset.intro',
        submit: 'accounts.reset.submit',
        done: 'toast.success.passwordReset',
      };
}

export function ResetPasswordCard({ site }: { site: ResetPasswordSite }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useLinkToken();
  const wording = useResetWording();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const fields = useFieldProblems<Field>(FIELDS);
  const check = useQuery({
    queryKey: [...mailedLinkKeys.resetCheck(token), site.loginPath],
    queryFn: () => site.check(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true, reauthorize: false },
  });

  const reset = useMutation({
    mutationFn: () =>
      site.reset(token, { new_password: values.password, confirm_password: values.confirmPassword }),
    meta: { silent: true, reauthorize: false },
    onSuccess: () => {
      notifySuccess(i18next.t, wording.done);
      void navigate(site.loginPath, { replace: true });
    },
    onError: (error) => {
      if (validate.fieldOfError(error) === 'password')
        fields.set('password', { key: validate.errorKeyOf(error) });
    },
  });

  const requestNew = (
    <Anchor component={Link} to={site.forgotPath}>
      {t('accounts.reset.requestNew')}
    </Anchor>
  );

  if (token && check.isPending) {
    return (
      <AuthCard page="reset-password" title={t(wording.title)}>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('accounts.reset.checking')}</Text>
        </Group>
      </AuthCard>
    );
  }

  // The server refused the link (without an answer, the form stays: the reset will tell).
  if (token && check.error instanceof ApiError && check.error.hasResponse) {
    return (
      <AuthCard page="reset-password" title={t(wording.title)}>
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle aria-hidden />}
          title={t('accounts.reset.linkInvalid')}
          data-reset-link="invalid"
        >
          <Stack gap="xs">
            <Text size="sm">
              {t(validate.errorKeyOf(check.error), { defaultValue: t('api.error.unknown') })}
            </Text>
            <Text size="sm">{t('accounts.reset.linkInvalidHelp')}</Text>
          </Stack>
        </Alert>
        <Button component={Link} to={site.forgotPath} fullWidth>
          {t('accounts.reset.requestNew')}
        </Button>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard page="reset-password" title={t(wording.title)}>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {t('accounts.reset.missingToken')}
        </Alert>
        {requestNew}
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const problems = validate.problemsOf<Field>({
      password: validate.password(values.password, site.strictPassword),
      confirmPassword: validate.confirmation(values.confirmPassword, values.password),
    });
    if (fields.report(problems)) reset.mutate();
  };

  const onField = validate.fieldOfError(reset.error) === 'password';
  return (
    <AuthCard page="reset-password" title={t(wording.title)} intro={t(wording.intro)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {reset.isError && !onField && (
            <>
              <FormError error={reset.error} title={t('accounts.reset.failed')} />
              {requestNew}
            </>
          )}
          <NewPasswordFields
            labels={{
              password: t('accounts.reset.newPassword'),
              confirm: t('accounts.reset.confirmPassword'),
            }}
            name="newPassword"
            values={values}
            onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
            problems={fields}
            strictPassword={site.strictPassword}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t(wording.submit)}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
