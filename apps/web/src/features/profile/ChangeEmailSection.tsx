import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as accountsApi from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isUnauthorized } from '../../session/unauthorized.ts';
import { FormPasswordField, FormTextField } from '../../shared/FormField.tsx';
import { FormError } from '../auth/AuthCard.tsx';
import { useFieldProblems } from '../auth/use-field-problems.ts';
import * as validate from '../auth/validation.ts';
import { ProfileSection } from './ProfileSection.tsx';

const FIELDS = ['email', 'current'] as const;

/**
 * PUT /user/change-email/{id}: the current password proves it is the owner asking; the address changes
 * when the link sent to the new one is opened (every session then ends, and the old address gets a
 * link that undoes the change). A wrong password (702) shows on its field.
 */
export function ChangeEmailSection({
  userId,
  currentEmail,
}: {
  userId: number;
  currentEmail: string | null;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = useFieldProblems(FIELDS);

  const change = useMutation({
    mutationFn: (input: { address: string; password: string }) =>
      accountsApi.changeEmail(userId, { new_email: input.address, password: input.password }),
    meta: { silent: true },
    onSuccess: (_data, input) => {
      setSentTo(input.address);
      setEmail('');
      setCurrent('');
    },
    onError: (error) => {
      const field = validate.fieldOfError(error);
      if (field === 'email') fields.set('email', { key: validate.errorKeyOf(error) });
      else if (field === 'currentPassword') fields.set('current', { key: validate.errorKeyOf(error) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setSentTo(null);
    const problems = validate.problemsOf({
      email: validate.email(email),
      current: current === '' ? { key: 'validate.required' } : undefined,
    });
    if (fields.report(problems)) change.mutate({ address: email.trim(), password: current });
  };

  const showFormError =
    change.isError && !isUnauthorized(change.error) && validate.fieldOfError(change.error) === undefined;
  return (
    <ProfileSection title={t('accounts.profile.email.title')} name="email">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500}>
              {t('accounts.profile.email.current')}
            </Text>
            <Text data-current-email>{currentEmail ?? t('accounts.profile.email.none')}</Text>
          </div>
          {sentTo && (
            <Alert
              color="blue"
              variant="light"
              role="status"
              icon={<IconMailForward aria-hidden />}
              data-email-sent
            >
              {t('accounts.profile.email.sent', { email: sentTo })}
            </Alert>
          )}
          {showFormError && <FormError error={change.error} title={t('accounts.profile.email.title')} />}
          <FormTextField
            field="email"
            problems={fields}
            name="newEmail"
            type="email"
            label={t('accounts.profile.email.new')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            autoComplete="email"
            required
          />
          <FormPasswordField
            field="current"
            problems={fields}
            name="emailCurrentPassword"
            label={t('accounts.profile.email.password')}
            description={t('accounts.profile.email.passwordHint')}
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            autoComplete="current-password"
            required
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('accounts.profile.email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
