import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { notifyApiError, notifySuccess } from '../../../api/notify.ts';
import { contentKeys } from '../../../api/query-keys.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { NotFoundPage } from '../../errors/NotFoundPage.tsx';
import { AuditHistory } from '../audit/AuditHistory.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { AdminSection } from './AdminSection.tsx';
import { ContentForm } from './ContentForm.tsx';
import { type ContentChanges, valuesFromContent } from './content-form.ts';
import { groupOptions } from './content-group-options.ts';
import { useAdminContentGroups, useContentDetail } from './content-queries.ts';
import { DeleteContentButton } from './DeleteContentButton.tsx';
import { ReplaceFileSection } from './ReplaceFileSection.tsx';

/** `…/contents/:id`: every field of a content, its file (replace), and its deletion. */
export function ContentDetailPage() {
  const { id } = useParams();
  const contentId = Number(id);
  if (!Number.isInteger(contentId) || contentId < 1) return <NotFoundPage />;
  return <ContentDetail id={contentId} />;
}

export function BackToList() {
  const { t } = useTranslation();
  const { href } = useConsoleScope();
  return (
    <Anchor component={Link} to={href('contents')} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('contentAdmin.detail.back')}
      </Group>
    </Anchor>
  );
}

function ContentDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const detail = useContentDetail(id);
  const groups = useAdminContentGroups();
  const lang = useCurrentLanguage();
  const queryClient = useQueryClient();
  const manage = can(user, 'content.manage');

  if (detail.isError && !detail.data)
    return (
      <Stack maw={960} mx="auto" gap="lg" data-page="admin-content">
        <BackToList />
        <Title order={1} size="h2">
          {t('contentAdmin.detail.title')}
        </Title>
        <ErrorState
          error={detail.error}
          title={t('contentAdmin.detail.loadFailed')}
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  if (!detail.data) return <LoadingSkeleton rows={8} />;
  const content = detail.data;

  const save = async (changes: ContentChanges) => {
    try {
      // Only what changed, an emptied field as null: absent keeps a field, null clears it.
      const updated = await callApi('contentUpdate', { params: { id }, body: changes }, { keepNulls: true });
      queryClient.setQueryData(contentKeys.detail(id), updated);
      void queryClient.invalidateQueries({ queryKey: contentKeys.pages() });
      notifySuccess(t, 'api.update.200');
    } catch (error) {
      notifyApiError(error, t);
    }
  };

  return (
    <Stack maw={960} mx="auto" gap="lg" data-page="admin-content" data-content-id={content.id}>
      <BackToList />
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {content.title}
      </Title>
      <AdminSection title={t('contentAdmin.detail.file')}>
        <ReplaceFileSection content={content} />
      </AdminSection>
      <AdminSection title={t('contentAdmin.detail.metadata')}>
        <ContentForm
          // A new answer (after a save or a refresh) starts the form again from what the server holds.
          key={content.updatedAt}
          initial={valuesFromContent(content)}
          mode="update"
          submitLabel={t('contentAdmin.detail.save')}
          groupOptions={groupOptions(groups.data, lang, content.serviceId, content.contentGroupIds)}
          groupsFailed={groups.isError && !groups.data}
          onSubmit={(_, changes) => save(changes)}
          readOnly={!manage}
        />
      </AdminSection>
      {manage && (
        <Group>
          <DeleteContentButton content={content} />
        </Group>
      )}
      <AuditHistory entity="content" entityId={content.id} />
    </Stack>
  );
}
