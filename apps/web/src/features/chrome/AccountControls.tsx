import { AccountType } from '@hondana/contract';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { Link, useMatch } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isMobileAppSession } from '../../session/mobile-web-view.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { ExternalIdRegisterLink } from './ExternalIdRegisterLink.tsx';
import classes from './SiteHeader.module.css';

/**
 * Visitors get a register link (when the company shows it and accounts are neither
 * external-ID nor open; an external-ID portal with auto-registration links to the provider's
 * registration page instead) and a login button opening the login modal; signed-in users get the account
 * menu. Open-type portals show none of these.
 */
export function AccountControls() {
  const { t } = useTranslation();
  const { company } = useTenant();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const user = useSession((s) => s.user);
  const scope = useSession((s) => s.scope);
  const openLoginModal = useSession((s) => s.openLoginModal);
  const onLoginPage = useMatch('/login') !== null;

  // Open-type portals and the mobile app's web view have no login, account or logout controls.
  if (company.accountType === AccountType.OPEN || isMobileAppSession(scope)) return null;
  if (isAuthenticated && user) return <AccountMenu user={user} />;

  const showRegister = company.isShowLinkRegisterUser && company.accountType !== AccountType.EXTERNAL_ID;
  const showProviderRegister =
    company.accountType === AccountType.EXTERNAL_ID && company.isAutoRegisterAccountAtLogin;
  return (
    <>
      {showProviderRegister && <ExternalIdRegisterLink />}
      {showRegister && (
        <Link to="/register" className={classes.button}>
          <IconUserPlus size={18} aria-hidden />
          <span className={classes.mobileHidden}>{t('chrome.header.register')}</span>
        </Link>
      )}
      <button
        type="button"
        className={`${classes.button} ${classes.primary}`}
        onClick={() => (onLoginPage ? focusLoginForm() : openLoginModal())}
      >
        <IconLogin2 size={18} aria-hidden />
        <span className={classes.mobileHidden}>{t('chrome.header.login')}</span>
      </button>
    </>
  );
}

/** On the login page the header's login button takes the visitor to the page's own form. */
function focusLoginForm(): void {
  const field = document.querySelector<HTMLInputElement>('[data-page="login"] input[name="identifier"]');
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}
