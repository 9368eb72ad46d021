import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as accountsApi from '../../api/accounts.ts';
import { notifySuccess } from '../../api/notify.ts';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isUnauthorized } from '../../session/unauthorized.ts';
import { FormPasswordField } from '../../shared/FormField.tsx';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { FormError } from '../auth/AuthCard.tsx';
import { NewPasswordFields } from '../auth/NewPasswordFields.tsx';
import { useFieldProblems } from '../auth/use-field-problems.ts';
import * as validate from '../auth/validation.ts';
import { ProfileSection } from './ProfileSection.tsx';

const FIELDS = ['current', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = { current: '', password: '', confirmPassword: '' };

/**
 * PUT /user/change-password: current, new and confirmation, checked against the company's policy.
 * A wrong current password (702/609) or a refused new one (610, 759) shows on its field.
 */
export function ChangePasswordSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { company } = useTenant();
  const [values, setValues] = useState(EMPTY);
  const fields = useFieldProblems<Field>(FIELDS);

  const change = useMutation({
    mutationFn: (v: typeof EMPTY) =>
      accountsApi.changePassword({
        user_id: userId,
        old_pass: v.current,
        new_pass: v.password,
        confirm_pass: v.confirmPassword,
      }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(i18next.t, 'toast.success.passwordChanged');
      setValues(EMPTY);
    },
    onError: (error) => {
      const field = validate.fieldOfError(error);
      const key = validate.errorKeyOf(error);
      if (field === 'currentPassword') fields.set('current', { key });
      else if (field === 'password') fields.set('password', { key });
    },
  });

  const onChange = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const problems = validate.problemsOf<Field>({
      current: values.current === '' ? { key: 'validate.required' } : undefined,
      password: validate.password(values.password, company.strictPassword),
      confirmPassword: validate.confirmation(values.confirmPassword, values.password),
    });
    if (fields.report(problems)) change.mutate(values);
  };

  const showFormError =
    change.isError && !isUnauthorized(change.error) && validate.fieldOfError(change.error) === undefined;
  return (
    <ProfileSection title={t('accounts.profile.password.title')} name="password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {showFormError && <FormError error={change.error} title={t('accounts.reset.failed')} />}
          <FormPasswordField
            field="current"
            problems={fields}
            name="currentPassword"
            label={t('accounts.profile.password.current')}
            value={values.current}
            onChange={onChange('current')}
            autoComplete="current-password"
            required
          />
          <NewPasswordFields
            labels={{
              password: t('accounts.profile.password.new'),
              confirm: t('accounts.profile.password.confirm'),
            }}
            name="newPassword"
            values={values}
            onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
            problems={fields}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('accounts.profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
