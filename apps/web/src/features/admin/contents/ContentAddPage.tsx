import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { notifyApiError, notifySuccess } from '../../../api/notify.ts';
import { contentKeys } from '../../../api/query-keys.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { useUploadSetting } from '../company-settings/company-setting-queries.ts';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { AdminSection } from './AdminSection.tsx';
import { BackToList } from './ContentDetailPage.tsx';
import { ContentForm } from './ContentForm.tsx';
import { valuesFromContent } from './content-form.ts';
import { groupOptions, serviceOfNewContent } from './content-group-options.ts';
import { useAdminContentGroups, useNewContentService } from './content-queries.ts';

/** `…/contents/new`: a content from its metadata only; its page then offers the file upload. */
export function ContentAddPage() {
  const { t } = useTranslation();
  const { href } = useConsoleScope();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const groups = useAdminContentGroups();
  const lang = useCurrentLanguage();
  const user = useSession((s) => s.user);
  const target = useNewContentService();
  const serviceId = target.serviceId ?? serviceOfNewContent(user?.serviceId, groups.data);
  // The published box starts as the company chose; without the setting the server's default holds.
  const mayReadSetting = can(user, 'company.read');
  const setting = useUploadSetting(mayReadSetting);
  return (
    <Stack maw={960} mx="auto" gap="lg" data-page="admin-content-add">
      <BackToList />
      <Title order={1} size="h2">
        {t('contentAdmin.add.title')}
      </Title>
      <Text>{t('contentAdmin.add.intro')}</Text>
      <AdminSection title={t('contentAdmin.detail.metadata')}>
        {(mayReadSetting && setting.isPending) || target.pending ? (
          <LoadingSkeleton rows={8} />
        ) : (
          <ContentForm
            initial={{ ...valuesFromContent(null), published: setting.data?.publishUploads ?? true }}
            mode="add"
            submitLabel={t('contentAdmin.add.submit')}
            groupOptions={serviceId === undefined ? undefined : groupOptions(groups.data, lang, serviceId)}
            onSubmit={async (fields) => {
              try {
                const created = await callApi('contentAdd', {
                  body: target.serviceId ? { ...fields, serviceId: target.serviceId } : fields,
                });
                queryClient.setQueryData(contentKeys.detail(created.id), created);
                void queryClient.invalidateQueries({ queryKey: contentKeys.pages() });
                notifySuccess(t, 'api.create.200');
                void navigate(href(`contents/${created.id}`));
              } catch (error) {
                notifyApiError(error, t);
              }
            }}
          />
        )}
      </AdminSection>
    </Stack>
  );
}
