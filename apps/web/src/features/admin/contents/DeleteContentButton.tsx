import type { ContentAdmin } from '@hondana/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { notifyApiError, notifySuccess } from '../../../api/notify.ts';
import { contentKeys } from '../../../api/query-keys.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** Deletes a content after a confirmation that names it; back to the list afterwards. */
export function DeleteContentButton({ content }: { content: ContentAdmin }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const remove = async () => {
    setBusy(true);
    try {
      await callApi('contentDelete', { params: { id: content.id } });
      queryClient.removeQueries({ queryKey: contentKeys.detail(content.id) });
      await queryClient.invalidateQueries({ queryKey: contentKeys.pages() });
      notifySuccess(t, 'api.delete.200');
      close();
      void navigate('/admin/contents', { replace: true });
    } catch (error) {
      notifyApiError(error, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={open}
        data-delete-content
      >
        {t('contentAdmin.detail.delete')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('contentAdmin.detail.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('contentAdmin.upload.close') }}
      >
        <Stack gap="md">
          <Text>{t('contentAdmin.detail.deleteText', { title: content.title })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} data-autofocus>
              {t('contentAdmin.detail.deleteKeep')}
            </Button>
            <Button color="red.9" loading={busy} onClick={() => void remove()} data-confirm-delete>
              {t('contentAdmin.detail.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
