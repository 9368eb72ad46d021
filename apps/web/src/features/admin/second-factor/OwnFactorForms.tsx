import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { regenerateRecoveryCodes, removeOwnFactor } from '../../../api/second-factor.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormPasswordField, FormTextField } from '../../../shared/FormField.tsx';
import { useFieldProblems } from '../../auth/use-field-problems.ts';
import { cleanTotpCode, isTotpCode } from './code-field.ts';

/** A refused call's message, on the form that made it. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <Alert color="red" variant="light" role="alert" data-second-factor-error={status}>
      {t(status ? `api.error.${status}` : 'api.error.unknown')}
    </Alert>
  );
}

const CODE = ['code'] as const;
const PASSWORD = ['password'] as const;

/** New recovery codes, with a current code of the app. */
export function RegenerateCodesForm({ onCodes }: { onCodes(codes: string[]): void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const fields = useFieldProblems(CODE);
  const regenerate = useMutation({
    mutationFn: (value: string) => regenerateRecoveryCodes(value),
    meta: { silent: true },
    onSuccess: (answer) => onCodes(answer.recoveryCodes),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.report(isTotpCode(code) ? {} : { code: { key: 'secondFactor.validate.code' } })) return;
    regenerate.mutate(cleanTotpCode(code));
  };
  return (
    <form onSubmit={submit} noValidate data-second-factor-regenerate>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('secondFactor.regenerateTitle')}
        </Title>
        <Text>{t('secondFactor.regenerateIntro')}</Text>
        <Refusal error={regenerate.error} />
        <FormTextField
          field="code"
          problems={fields}
          label={t('secondFactor.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          required
        />
        <Button type="submit" variant="default" loading={regenerate.isPending}>
          {t('secondFactor.regenerate')}
        </Button>
      </Stack>
    </form>
  );
}

/** Turning the factor off, with the account's password. */
export function RemoveFactorForm({ onRemoved }: { onRemoved(): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const fields = useFieldProblems(PASSWORD);
  const remove = useMutation({
    mutationFn: async (value: string) => {
      const { passwordHash } = await import('../../../session/password-hash.ts');
      return removeOwnFactor(await passwordHash(value));
    },
    meta: { silent: true },
    onSuccess: onRemoved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.report(password ? {} : { password: { key: 'validate.required' } })) return;
    remove.mutate(password);
  };
  return (
    <form onSubmit={submit} noValidate data-second-factor-remove>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('secondFactor.removeTitle')}
        </Title>
        <Text>{t('secondFactor.removeIntro')}</Text>
        <Refusal error={remove.error} />
        <FormPasswordField
          field="password"
          problems={fields}
          label={t('secondFactor.password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          required
        />
        <Button type="submit" color="red" variant="light" loading={remove.isPending}>
          {t('secondFactor.remove')}
        </Button>
      </Stack>
    </form>
  );
}
