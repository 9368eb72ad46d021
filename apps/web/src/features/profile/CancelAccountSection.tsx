import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import * as accountsApi from '../../api/accounts.ts';
import { notifySuccess } from '../../api/notify.ts';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { endSession } from '../../session/session-actions.ts';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * DELETE /user/cancel/{id} after a confirmation. The server ends every session of the user, so the
 * logout clean-up follows without a logout call: cookie, local items, language, login page.
 */
export function CancelAccountSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);

  const cancel = useMutation({
    mutationFn: () => accountsApi.cancelUser(userId),
    onSuccess: async () => {
      notifySuccess(i18next.t, 'toast.success.cancelUser');
      modal.close();
      await endSession({ redirect: { to: '/login' } });
    },
  });

  return (
    <ProfileSection title={t('accounts.profile.cancel.title')} name="cancel">
      <Text>{t('accounts.profile.cancel.text')}</Text>
      <Group>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={modal.open}
        >
          {t('accounts.profile.cancel.button')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={t('accounts.profile.cancel.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('chrome.close') }}
        centered
        data-cancel-account-dialog
      >
        <Stack gap="lg">
          <Text>{t('accounts.profile.cancel.confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modal.close} data-autofocus>
              {t('accounts.profile.cancel.keep')}
            </Button>
            <Button color="red.9" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('accounts.profile.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ProfileSection>
  );
}
