import { Outlet } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { useSession } from '../session/session-store.ts';
import { CommandPalette, ConsoleHeader, ConsoleMenu } from './AdminConsoleChrome.tsx';
import classes from './AdminLayout.module.css';

/**
 * Frame of the administration console: a skip link (the first tab stop, past the header and the menu to
 * the page), and for a signed-in admin a header with the company acted on and the command palette, the
 * menu of the pages the admin's abilities show (console-pages.ts), then the page.
 */
export function AdminLayout() {
  const user = useSession((s) => s.user);
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('chrome.skipToContent')}
      </a>
      {user && <ConsoleHeader />}
      <div className={user ? classes.body : undefined}>
        {user && <ConsoleMenu />}
        <main id="main" className={classes.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {user && <CommandPalette />}
    </>
  );
}
