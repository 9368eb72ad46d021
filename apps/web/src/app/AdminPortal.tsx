import { colorsTuple, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AdminSessionRoot } from '../features/admin/AdminSessionRoot.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { ToastContainer } from '../shared/ToastContainer.tsx';
import { tenantTheme } from '../tenant/theme.ts';
import { lazyPage } from './lazy-page.tsx';
import { ScrollMemory } from './ScrollMemory.tsx';

// The whole admin site is a chunk of its own (App.tsx loads it lazily); its pages are chunks too.
const AdminHomePage = lazyPage(() =>
  import('../features/admin/AdminHomePage.tsx').then((m) => m.AdminHomePage),
);
const AdminLoginPage = lazyPage(() =>
  import('../features/admin/AdminLoginPage.tsx').then((m) => m.AdminLoginPage),
);
const AdminForgotPasswordPage = lazyPage(() =>
  import('../features/admin/AdminForgotPasswordPage.tsx').then((m) => m.AdminForgotPasswordPage),
);
const AdminResetPasswordPage = lazyPage(() =>
  import('../features/admin/AdminResetPasswordPage.tsx').then((m) => m.AdminResetPasswordPage),
);
const ContentListPage = lazyPage(() =>
  import('../features/admin/contents/ContentListPage.tsx').then((m) => m.ContentListPage),
);
const ContentAddPage = lazyPage(() =>
  import('../features/admin/contents/ContentAddPage.tsx').then((m) => m.ContentAddPage),
);
const ContentDetailPage = lazyPage(() =>
  import('../features/admin/contents/ContentDetailPage.tsx').then((m) => m.ContentDetailPage),
);
const UserGroupsPage = lazyPage(() =>
  import('../features/admin/user-groups/UserGroupsPage.tsx').then((m) => m.UserGroupsPage),
);
const CatalogueDisplayPage = lazyPage(() =>
  import('../features/admin/catalogue-display/CatalogueDisplayPage.tsx').then((m) => m.CatalogueDisplayPage),
);
const CompanySettingsPage = lazyPage(() =>
  import('../features/admin/company-settings/CompanySettingsPage.tsx').then((m) => m.CompanySettingsPage),
);
const DevOutboxPage = lazyPage(() =>
  import('../features/admin/DevOutboxPage.tsx').then((m) => m.DevOutboxPage),
);
const UnlockAccountPage = lazyPage(() =>
  import('../features/auth/UnlockAccountPage.tsx').then((m) => m.UnlockAccountPage),
);

/** The administration site's own brand colour: white text on it passes WCAG AA. */
const adminTheme = mergeThemeOverrides(tenantTheme(undefined), { colors: { brand: colorsTuple('#1e3a5f') } });

/** `/admin` and the administration host: the staff login, the landing page and the demo outbox. */
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
            <Route index element={<AdminHomePage />} />
            <Route path="login" element={<AdminLoginPage />} />
            <Route path="forgot-password" element={<AdminForgotPasswordPage />} />
            <Route path="reset-password" element={<AdminResetPasswordPage />} />
            <Route path="unlock-account" element={<UnlockAccountPage loginPath="/admin/login" />} />
            <Route path="contents" element={<ContentListPage />} />
            <Route path="contents/new" element={<ContentAddPage />} />
            <Route path="contents/:id" element={<ContentDetailPage />} />
            <Route path="user-groups" element={<UserGroupsPage />} />
            <Route path="company-settings" element={<CompanySettingsPage />} />
            <Route path="catalogue-display" element={<CatalogueDisplayPage />} />
            <Route path="dev/outbox" element={<DevOutboxPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/admin/login" replace />} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>
  );
}
