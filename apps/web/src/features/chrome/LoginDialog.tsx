import { Modal } from '@mantine/core';
import { useMatch } from 'react-router';
import { takeReturnRoute } from '../../app/return-route.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { LoginForm } from '../auth/LoginForm.tsx';

/**
 * The header's login dialog (loaded by LoginModal the first time it opens): the login page's form. It also opens when the session ends on a page
 * that has it (reauthorize); after the login the user stays where they are and what they were doing
 * is replayed. Never shown over the login page itself; SessionRoot closes it on any navigation, so
 * it never survives into the next page.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const { company } = useTenant();
  const opened = useSession((s) => s.loginModalOpen);
  const close = useSession((s) => s.closeLoginModal);
  const onLoginPage = useMatch('/login') !== null;

  const loggedIn = () => {
    takeReturnRoute(company.path);
    close();
  };

  return (
    <Modal
      opened={opened && !onLoginPage}
      onClose={close}
      title={t('accounts.login.title')}
      closeButtonProps={{ 'aria-label': t('chrome.close') }}
      centered
      size={440}
      data-login-modal
    >
      <LoginForm onLoggedIn={loggedIn} onNavigate={close} inDialog />
    </Modal>
  );
}
