import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as accountsApi from '../../api/accounts.ts';
import { isUnauthorized } from '../../session/unauthorized.ts';
import { FormError } from '../auth/AuthCard.tsx';
import { useFieldProblems } from '../auth/use-field-problems.ts';
import * as validate from '../auth/validation.ts';
import { ProfileSection } from './ProfileSection.tsx';

const FIELDS = ['email'] as const;

/** PUT /user/change-email/{id}: the address changes when the link sent to the new one is opened. */
export function ChangeEmailSection({
  userId,
  currentEmail,
}: {
  userId: number;
  currentEmail: string | null;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = useFieldProblems(FIELDS);

  const change = useMutation({
    mutationFn: (address: string) => accountsApi.changeEmail(userId, address),
    meta: { silent: true },
    onSuccess: (_data, address) => {
      setSentTo(address);
      setEmail('');
    },
    onError: (error) => {
      if (validate.fieldOfError(error) === 'email') fields.set('email', { key: validate.errorKeyOf(error) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setSentTo(null);
    if (fields.report(validate.problemsOf({ email: validate.email(email) }))) change.mutate(email.trim());
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
          <TextInput
            ref={fields.refOf('email')}
            type="email"
            label={t('accounts.profile.email.new')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fields.errorOf('email')}
            autoComplete="email"
            withAsterisk
            aria-required
            name="newEmail"
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
