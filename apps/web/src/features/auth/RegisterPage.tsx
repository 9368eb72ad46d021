import { AccountType } from '@hondana/contract';
import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';
import { FormTextField } from '../../shared/FormField.tsx';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useCurrentLanguage } from '../chrome/useCurrentLanguage.ts';
import { AuthCard, FormError } from './AuthCard.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { RegistrationSent } from './RegistrationSent.tsx';
import { useFieldProblems } from './use-field-problems.ts';
import * as validate from './validation.ts';

const FIELDS = ['username', 'email', 'fullName', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/**
 * `/register` (POST /auth/sign-up) when the company allows registration. Checked before sending by the
 * contract's field rules, with the company's strict or weak password policy. On success the page says to
 * check the mail: the account can log in once the link mailed to it is opened.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { company, hint } = useTenant();
  const language = useCurrentLanguage();
  const withUsername =
    company.accountType === AccountType.USERNAME || company.accountType === AccountType.ALL;
  const [values, setValues] = useState({
    username: '',
    email: '',
    fullName: '',
    password: '',
    confirmPassword: '',
  });
  const [subscribeMail, setSubscribeMail] = useState(false);
  const fields = useFieldProblems<Field>(FIELDS);
  // Signed-in readers go home, as from /login (read once, when the page opens).
  const [signedInAlready] = useState(() => useSession.getState().isAuthenticated);

  const signUp = useMutation({
    mutationFn: () =>
      accountsApi.signUp({
        username: withUsername ? values.username.trim() : undefined,
        email: values.email.trim(),
        password: values.password,
        confirm_password: values.confirmPassword,
        full_name: values.fullName.trim(),
        lang: language,
        is_subscribe_mail: subscribeMail,
        domain: hint.domain,
        path: hint.path,
      }),
    meta: { silent: true, reauthorize: false },
    onError: (error) => {
      const field = validate.fieldOfError(error);
      if (field && field !== 'currentPassword') fields.set(field, { key: validate.errorKeyOf(error) });
    },
  });

  if (signUp.isSuccess) return <RegistrationSent email={signUp.data.email ?? values.email.trim()} />;
  if (signedInAlready) return <Navigate to="/" replace />;
  if (!company.allowRegistration) return <Navigate to="/login" replace />;

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const problems = validate.problemsOf<Field>({
      username: withUsername ? validate.username(values.username) : undefined,
      email: validate.email(values.email),
      fullName: validate.fullName(values.fullName),
      password: validate.password(values.password, company.strictPassword),
      confirmPassword: validate.confirmation(values.confirmPassword, values.password),
    });
    if (fields.report(problems)) signUp.mutate();
  };

  const serverFieldError = signUp.isError && validate.fieldOfError(signUp.error) !== undefined;
  return (
    <AuthCard
      page="register"
      title={t('accounts.register.title')}
      intro={t('accounts.register.intro')}
      width={480}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {signUp.isError && !serverFieldError && (
            <FormError error={signUp.error} title={t('accounts.register.failed')} />
          )}
          {withUsername && (
            <FormTextField
              field="username"
              problems={fields}
              label={t('accounts.field.username')}
              description={t('accounts.policy.username')}
              value={values.username}
              onChange={change('username')}
              autoComplete="username"
              required
            />
          )}
          <FormTextField
            field="email"
            problems={fields}
            type="email"
            label={t('accounts.field.email')}
            value={values.email}
            onChange={change('email')}
            autoComplete="email"
            required
          />
          <FormTextField
            field="fullName"
            problems={fields}
            label={t('accounts.field.fullName')}
            value={values.fullName}
            onChange={change('fullName')}
            autoComplete="name"
            required
          />
          <NewPasswordFields
            labels={{
              password: t('accounts.field.password'),
              confirm: t('accounts.register.confirmPassword'),
            }}
            name="password"
            values={values}
            onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
            problems={fields}
          />
          <Checkbox
            label={t('accounts.register.subscribeMail')}
            checked={subscribeMail}
            onChange={(e) => setSubscribeMail(e.currentTarget.checked)}
            name="subscribeMail"
          />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            {t('accounts.register.submit')}
          </Button>
          <Text size="sm">
            {t('accounts.register.haveAccount')}{' '}
            <Anchor component={Link} to="/login" underline="always">
              {t('accounts.register.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
