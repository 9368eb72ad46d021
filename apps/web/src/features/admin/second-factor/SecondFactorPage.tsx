import { Alert, Button, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { confirmOwnEnrolment, secondFactorStatus, startOwnEnrolment } from '../../../api/second-factor.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EnrolmentSetup } from './EnrolmentSetup.tsx';
import { RegenerateCodesForm, RemoveFactorForm } from './OwnFactorForms.tsx';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';

const statusKey = ['admin', 'second-factor'] as const;

/**
 * `/admin/second-factor`: the signed-in admin's own two-step verification: set it up (QR code and key,
 * first code, recovery codes shown once), new recovery codes, or turn it off with the password.
 */
export function SecondFactorPage() {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removed, setRemoved] = useState(false);
  const status = useQuery({
    queryKey: statusKey,
    queryFn: () => secondFactorStatus(),
    meta: { silent: true },
  });
  const start = useMutation({ mutationFn: () => startOwnEnrolment(), meta: { silent: true } });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmOwnEnrolment(code),
    meta: { silent: true },
    onSuccess: (answer) => {
      start.reset();
      setCodes(answer.recoveryCodes);
    },
  });
  const done = () => {
    setCodes(null);
    void status.refetch();
  };
  const failure = start.error ?? confirm.error;
  const failureCode = failure instanceof ApiError ? failure.status : 0;

  let body: ReactNode;
  if (codes) body = <RecoveryCodesPanel codes={codes} onSaved={done} />;
  else if (status.isPending) body = <Loader aria-label={t('secondFactor.pageTitle')} />;
  else if (status.isError || !status.data) body = <Alert color="red">{t('secondFactor.loadFailed')}</Alert>;
  else if (!status.data.enrolled)
    body = (
      <Stack gap="md">
        {removed && <Alert role="status">{t('secondFactor.removed')}</Alert>}
        <Text>{t('secondFactor.statusOff')}</Text>
        {status.data.required && <Text>{t('secondFactor.statusRequired')}</Text>}
        {failure && (
          <Alert color="red" role="alert" data-second-factor-error={failureCode}>
            {t(failureCode ? `api.error.${failureCode}` : 'api.error.unknown')}
          </Alert>
        )}
        {start.data ? (
          <EnrolmentSetup
            enrolment={start.data}
            onConfirm={(code) => confirm.mutate(code)}
            pending={confirm.isPending}
          />
        ) : (
          <Button onClick={() => start.mutate()} loading={start.isPending} data-second-factor-start>
            {t('secondFactor.start')}
          </Button>
        )}
      </Stack>
    );
  else
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Text data-second-factor-on>{t('secondFactor.statusOn')}</Text>
          {status.data.required && <Text>{t('secondFactor.statusRequired')}</Text>}
          <Text size="sm">{t('secondFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</Text>
        </Stack>
        <Divider />
        <RegenerateCodesForm onCodes={setCodes} />
        {!status.data.required && (
          <>
            <Divider />
            <RemoveFactorForm
              onRemoved={() => {
                setRemoved(true);
                void status.refetch();
              }}
            />
          </>
        )}
      </Stack>
    );

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={640} data-page="second-factor">
      <Title order={1} size="h2">
        {t('secondFactor.pageTitle')}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {body}
      </Paper>
    </Stack>
  );
}
