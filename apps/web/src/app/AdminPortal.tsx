import { MantineProvider } from '@mantine/core';
import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AdminSessionRoot } from '../features/admin/AdminSessionRoot.tsx';
import { consoleRoutes } from '../features/admin/kit/console-routes.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { ToastContainer } from '../shared/ToastContainer.tsx';
import { adminTheme } from './admin-theme.ts';
import { lazyPage } from './lazy-page.tsx';
import { ScrollMemory } from './ScrollMemory.tsx';

// The whole admin site is a chunk of its own (App.tsx loads it lazily); its pages are chunks too. The
// console's pages and their routes come from its page list (features/admin/kit/console-pages.ts).
const AdminLoginPage = lazyPage(() =>
  import('../features/admin/AdminLoginPage.tsx').then((m) => m.AdminLoginPage),
);
const AdminForgotPasswordPage = lazyPage(() =>
  import('../features/admin/AdminForgotPasswordPage.tsx').then((m) => m.AdminForgotPasswordPage),
);
const AdminResetPasswordPage = lazyPage(() =>
  import('../features/admin/AdminResetPasswordPage.tsx').then((m) => m.AdminResetPasswordPage),
);
const DevOutboxPage = lazyPage(() =>
  import('../features/admin/DevOutboxPage.tsx').then((m) => m.DevOutboxPage),
);
const UnlockAccountPage = lazyPage(() =>
  import('../features/auth/UnlockAccountPage.tsx').then((m) => m.UnlockAccountPage),
);

/** `/admin` and the administration host: the staff login, the console's pages and the demo outbox. */
export function AdminPortal() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('shell.title.admin')} | ${t('app.name')}`;
  }, [t]);
  return (
    <MantineProvider theme={adminTheme}>
      <ToastContainer />
      <BrowserRouter>
        <ScrollMemory />
        <Routes>
          <Route path="/admin" element={<AdminSessionRoot />}>
            {consoleRoutes()}
            <Route path="login" element={<AdminLoginPage />} />
            <Route path="forgot-password" element={<AdminForgotPasswordPage />} />
            <Route path="reset-password" element={<AdminResetPasswordPage />} />
            <Route path="unlock-account" element={<UnlockAccountPage loginPath="/admin/login" />} />
            <Route path="dev/outbox" element={<DevOutboxPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/admin/login" replace />} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>
  );
}
