import type { CompanyUploadSetting } from '@hondana/contract';
import { Fieldset, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSaveUploadSetting } from './company-setting-queries.ts';

/**
 * Whether a new content is published once processed or kept a draft, for every service of the company:
 * a service admin sees it, a company admin changes it (saved at once).
 */
export function PublishUploadsSwitch({ current }: { current: CompanyUploadSetting }) {
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
        {save.isError && <RefusalAlert error={save.error} />}
      </Stack>
    </Fieldset>
  );
}
