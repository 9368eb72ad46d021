import type { CompanyUploadSetting } from '@hondana/contract';
import { Alert, Fieldset, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { errorKeyOf } from '../../auth/validation.ts';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { StaffSecondFactorSwitch } from '../second-factor/StaffSecondFactorSwitch.tsx';
import { useSaveUploadSetting, useUploadSetting } from './company-setting-queries.ts';

/**
 * `…/company-settings`: what holds for every service of the company: whether a new content is
 * published once processed or kept a draft, and whether staff must use two-step verification; a
 * service admin sees them, a company admin changes them (each change is saved at once).
 */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const setting = useUploadSetting();
  return (
    <Stack gap="lg" maw={720} mx="auto" data-page="admin-company-settings">
      <Title order={1} size="h2">
        {t('companySettings.title')}
      </Title>
      {setting.isError && !setting.data ? (
        <ErrorState
          error={setting.error}
          title={t('companySettings.loadFailed')}
          onRetry={() => void setting.refetch()}
        />
      ) : !setting.data ? (
        <LoadingSkeleton rows={3} />
      ) : (
        <>
          <PublishUploadsSwitch current={setting.data} />
          <StaffSecondFactorSwitch />
        </>
      )}
    </Stack>
  );
}

function PublishUploadsSwitch({ current }: { current: CompanyUploadSetting }) {
  const { t } = useTranslation();
  const editable = can(
    useSession((s) => s.user),
    'company.update',
  );
  const save = useSaveUploadSetting();
  const on = save.isPending && save.variables !== undefined ? save.variables : current.publishUploads;
  const change = (publishUploads: boolean) => {
    if (save.isPending) return;
    save.mutate(publishUploads, {
      onSuccess: async () => {
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, 'companySettings.saved');
      },
    });
  };
  const code = save.error instanceof ApiError ? save.error.status : 0;
  return (
    <Fieldset legend={t('companySettings.newContents')}>
      <Stack gap="sm">
        <Switch
          size="md"
          name="publishUploads"
          label={t('companySettings.publishUploads')}
          description={t(on ? 'companySettings.publishUploadsOn' : 'companySettings.publishUploadsOff')}
          checked={on}
          disabled={!editable}
          // Mantine's dimmed description is under 4.5:1 on white.
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          onChange={(event) => change(event.currentTarget.checked)}
          data-publish-uploads
        />
        <Text size="sm" c="gray.7">
          {t('companySettings.publishUploadsHint')}
        </Text>
        {!editable && (
          <Text size="sm" data-read-only>
            {t('companySettings.readOnly')}
          </Text>
        )}
        {save.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            data-save-error={code}
          >
            {t(errorKeyOf(save.error), { defaultValue: t('api.error.unknown') })}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
