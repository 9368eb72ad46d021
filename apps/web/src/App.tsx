import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { viewSettingsQuery } from './api/queries.ts';
import { AdminPortal } from './app/AdminPortal.tsx';
import { TenantPortal } from './app/TenantPortal.tsx';
import { NotFoundPage } from './features/errors/NotFoundPage.tsx';
import { PageSpinner } from './shared/PageSpinner.tsx';
import { candidateServicePath, isAdminLocation } from './tenant/tenant-location.ts';
import { tenantTheme } from './tenant/theme.ts';

/** Wait before an unknown tenant path is sent to /404 (seed 000 §9). */
export const NOT_FOUND_REDIRECT_MS = 1000;

/** Decides from the address bar whether this is the admin site or a tenant's portal, then loads it. */
export function App() {
  const { pathname, hostname } = window.location;
  if (isAdminLocation(pathname, hostname, import.meta.env.VITE_ADMIN_HOST)) return <AdminPortal />;
  return <TenantLoader hint={{ domain: hostname, path: candidateServicePath(pathname) }} />;
}

function TenantLoader({ hint }: { hint: { domain: string; path: string | undefined } }) {
  const settings = useQuery(viewSettingsQuery(hint));
  const [showNotFound, setShowNotFound] = useState(false);
  useEffect(() => {
    if (!settings.isError) return;
    const timer = setTimeout(() => {
      window.history.replaceState(null, '', '/404');
      setShowNotFound(true);
    }, NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [settings.isError]);

  if (settings.data) return <TenantPortal settings={settings.data} />;
  return (
    <MantineProvider theme={tenantTheme(undefined)}>
      {showNotFound ? <NotFoundPage /> : <PageSpinner />}
    </MantineProvider>
  );
}
