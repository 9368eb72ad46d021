import type { ContentAdmin } from '@hondana/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { notifyApiError, notifySuccess } from '../../../api/notify.ts';
import { contentKeys } from '../../../api/query-keys.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';

/** Deletes a content after a confirmation that names it; back to the list afterwards. */
export function DeleteContentButton({ content }: { content: ContentAdmin }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { href } = useConsoleScope();
  return (
    <ConfirmDeleteButton
      name={content.title}
      label={t('contentAdmin.detail.delete')}
      text={t('contentAdmin.detail.deleteText', { title: content.title })}
      buttonProps={{ 'data-delete-content': true }}
      onConfirm={async () => {
        try {
          await callApi('contentDelete', { params: { id: content.id } });
        } catch (error) {
          notifyApiError(error, t);
          throw error;
        }
        queryClient.removeQueries({ queryKey: contentKeys.detail(content.id) });
        await queryClient.invalidateQueries({ queryKey: contentKeys.pages() });
        notifySuccess(t, 'api.delete.200');
        void navigate(href('contents'), { replace: true });
      }}
    />
  );
}
