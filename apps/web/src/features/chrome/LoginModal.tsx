import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/session-store.ts';

/** The header's login dialog. Signing in lands with the accounts module; until then it says so. */
export function LoginModal() {
  const { t } = useTranslation();
  const opened = useSession((s) => s.loginModalOpen);
  const close = useSession((s) => s.closeLoginModal);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('chrome.login.title')}
      closeButtonProps={{ 'aria-label': t('chrome.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('chrome.login.comingSoon')}</Text>
        <Button component={Link} to="/login" onClick={close} variant="outline" color="dark" fullWidth>
          {t('chrome.login.goToLogin')}
        </Button>
      </Stack>
    </Modal>
  );
}
