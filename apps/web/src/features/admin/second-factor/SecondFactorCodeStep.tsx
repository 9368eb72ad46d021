import { ResultCode, type SecondFactorStep } from '@hondana/contract';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { verifySecondFactor } from '../../../api/second-factor.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { completeLogin, replayPendingAction } from '../../../session/session-actions.ts';
import { FormTextField } from '../../../shared/FormField.tsx';
import { focusHeadingSoon } from '../../../shared/heading-focus.ts';
import { LoginFailedAlert } from '../../auth/LoginFailedAlert.tsx';
import { LoginRefusalText } from '../../auth/LoginRefusalText.tsx';
import { useFieldProblems } from '../../auth/use-field-problems.ts';
import { cleanTotpCode, isRecoveryCode, isTotpCode } from './code-field.ts';

const FIELDS = ['code'] as const;

export interface SecondFactorCodeStepProps {
  step: SecondFactorStep;
  keepLogin: boolean;
  /** The session is in place. */
  onLoggedIn(): void;
  /** Back to the password (the step expired or the user gives up). */
  onStartOver(): void;
}

/**
 * The admin login's second step: the authenticator's code, or one of the recovery codes. A refusal is
 * shown on the form; an expired step offers to sign in again.
 */
export function SecondFactorCodeStep({
  step,
  keepLogin,
  onLoggedIn,
  onStartOver,
}: SecondFactorCodeStepProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const fields = useFieldProblems(FIELDS);
  const verify = useMutation({
    mutationFn: (answer: { code: string } | { recoveryCode: string }) => verifySecondFactor(step, answer),
    meta: { silent: true, reauthorize: false },
    onSuccess: async (response) => {
      if (!(await completeLogin(response, keepLogin))) return;
      replayPendingAction();
      onLoggedIn();
      focusHeadingSoon();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const valid = recovery ? isRecoveryCode(value) : isTotpCode(value);
    const key = recovery ? 'secondFactor.validate.recoveryCode' : 'secondFactor.validate.code';
    if (!fields.report(valid ? {} : { code: { key } })) return;
    verify.mutate(recovery ? { recoveryCode: value.trim() } : { code: cleanTotpCode(value) });
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setValue('');
    fields.report({});
    verify.reset();
  };

  const code = verify.error instanceof ApiError ? verify.error.status : 0;
  const expired = code === ResultCode.SECOND_FACTOR_CHALLENGE_INVALID;
  return (
    <form onSubmit={submit} noValidate data-second-factor-step="verify">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('secondFactor.verifyTitle')}
        </Title>
        <Text>{t(recovery ? 'secondFactor.recoveryIntro' : 'secondFactor.verifyIntro')}</Text>
        {verify.isError && (
          <LoginFailedAlert code={code}>
            <LoginRefusalText error={verify.error} />
          </LoginFailedAlert>
        )}
        {expired ? (
          <Button onClick={onStartOver} data-second-factor-start-over>
            {t('secondFactor.startOver')}
          </Button>
        ) : (
          <>
            <FormTextField
              field="code"
              problems={fields}
              label={t(recovery ? 'secondFactor.recoveryCode' : 'secondFactor.code')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              maxLength={recovery ? 16 : 8}
              data-autofocus
              required
            />
            <Button type="submit" fullWidth loading={verify.isPending}>
              {t('secondFactor.verify')}
            </Button>
          </>
        )}
        {!expired && (
          <Anchor component="button" type="button" size="sm" onClick={switchKind} data-second-factor-switch>
            {t(recovery ? 'secondFactor.useCode' : 'secondFactor.useRecovery')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
