import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { useSession } from '../session/session-store.ts';
import { lazyComponent } from '../shared/lazy-component.ts';
import classes from './AdminLayout.module.css';

const chrome = () => import('./AdminConsoleChrome.tsx');
const ConsoleHeader = lazyComponent(() => chrome().then((m) => m.ConsoleHeader));
const ConsoleMenu = lazyComponent(() => chrome().then((m) => m.ConsoleMenu));
const CommandPalette = lazyComponent(() => chrome().then((m) => m.CommandPalette));

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
      {user && (
        <Suspense fallback={null}>
          <ConsoleHeader />
        </Suspense>
      )}
      <div className={user ? classes.body : undefined}>
        {user && (
          <Suspense fallback={null}>
            <ConsoleMenu />
          </Suspense>
        )}
        <main id="main" className={classes.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {user && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
    </>
  );
}
