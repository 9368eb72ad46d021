import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { PlaceholderPage } from '../features/placeholders/PlaceholderPage.tsx';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import { tenantTheme } from '../tenant/theme.ts';

/** `/admin` and the administration host: the staff login and, later, the console. */
export function AdminPortal() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('shell.title.admin')} | ${t('app.name')}`;
  }, [t]);
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [
            { index: true, element: <Navigate to="/admin/login" replace /> },
            { path: 'login', element: <PlaceholderPage topic="login" /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        { path: '*', element: <Navigate to="/admin/login" replace /> },
      ]),
    [],
  );
  return (
    <MantineProvider theme={tenantTheme(undefined)}>
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
