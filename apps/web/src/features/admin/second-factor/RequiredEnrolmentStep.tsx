import { ResultCode, type SecondFactorStep } from '@hondana/contract';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { confirmRequiredEnrolment, startRequiredEnrolment } from '../../../api/second-factor.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { completeLogin, replayPendingAction } from '../../../session/session-actions.ts';
import { focusHeadingSoon } from '../../../shared/heading-focus.ts';
import { LoginFailedAlert } from '../../auth/LoginFailedAlert.tsx';
import { LoginRefusalText } from '../../auth/LoginRefusalText.tsx';
import { EnrolmentSetup } from './EnrolmentSetup.tsx';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';

export interface RequiredEnrolmentStepProps {
  step: SecondFactorStep;
  keepLogin: boolean;
  onLoggedIn(): void;
  onStartOver(): void;
}

/**
 * The setup a company requires before the first session: the new authenticator, its first code, then
 * the recovery codes; the session (opened by the confirmation) is taken up once they are saved.
 */
export function RequiredEnrolmentStep({
  step,
  keepLogin,
  onLoggedIn,
  onStartOver,
}: RequiredEnrolmentStepProps) {
  const { t } = useTranslation();
  const start = useMutation({
    mutationFn: () => startRequiredEnrolment(step.challengeToken),
    meta: { silent: true, reauthorize: false },
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmRequiredEnrolment(step.challengeToken, code),
    meta: { silent: true, reauthorize: false },
  });
  const { mutate: begin } = start;
  useEffect(() => begin(), [begin]);

  const finish = async () => {
    if (!confirm.data || !(await completeLogin(confirm.data.login, keepLogin))) return;
    replayPendingAction();
    onLoggedIn();
    focusHeadingSoon();
  };

  const failure = start.error ?? confirm.error;
  const code = failure instanceof ApiError ? failure.status : 0;
  const refusal = failure && (
    <LoginFailedAlert code={code}>
      <LoginRefusalText error={failure} />
    </LoginFailedAlert>
  );
  const expired = code === ResultCode.SECOND_FACTOR_CHALLENGE_INVALID || (start.isError && !start.data);
  return (
    <Stack gap="md" data-second-factor-step="enrol">
      <Title order={1} size="h2">
        {t('secondFactor.requiredTitle')}
      </Title>
      {confirm.data ? (
        <RecoveryCodesPanel codes={confirm.data.recoveryCodes} onSaved={() => void finish()} />
      ) : expired ? (
        <>
          {refusal}
          <Button onClick={onStartOver} data-second-factor-start-over>
            {t('secondFactor.startOver')}
          </Button>
        </>
      ) : (
        <>
          <Text>{t('secondFactor.requiredIntro')}</Text>
          {start.data ? (
            <EnrolmentSetup
              enrolment={start.data}
              onConfirm={(value) => confirm.mutate(value)}
              pending={confirm.isPending}
              error={refusal}
            />
          ) : (
            <Loader mx="auto" aria-label={t('secondFactor.requiredTitle')} />
          )}
        </>
      )}
    </Stack>
  );
}
