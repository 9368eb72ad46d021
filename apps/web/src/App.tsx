import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { viewSettingsQuery } from './api/queries.ts';
import { NotFoundPage } from './features/errors/NotFoundPage.tsx';
import { PaymentErrorPage } from './features/errors/PaymentErrorPage.tsx';
import { paymentErrorPathOf } from './features/orders/order-paths.ts';
import { PortalsPage } from './features/portals/PortalsPage.tsx';
import { loadTextArea } from './i18n/i18n.ts';
import { lazyComponent } from './shared/lazy-component.ts';
import { PageSpinner } from './shared/PageSpinner.tsx';
import { candidateServicePath, isAdminLocation, servedWithoutTenant } from './tenant/tenant-location.ts';
import { tenantTheme } from './tenant/theme.ts';

/** Wait before an unknown tenant path is sent to /404. */
export const NOT_FOUND_REDIRECT_MS = 1000;

/**
 * The admin site and the tenant portal are chunks of their own: a visitor of one never downloads the
 * other. The portal's chunk is requested together with the tenant's settings, not after them.
 */
const TenantPortal = lazyComponent(() => import('./app/TenantPortal.tsx').then((m) => m.TenantPortal));
/** Started by main.tsx with the tenant's settings, so the portal draws without suspending once both are in. */
export const preloadTenantPortal = TenantPortal.preload;
/**
 * The content-administration and admin account texts come with the admin site only, fetched alongside
 * its chunk; so do the result-code messages, which its screens show from successful answers too (CSV row problems,
 * upload refusals).
 */
const AdminPortal = lazy(() =>
  Promise.all([
    import('./app/AdminPortal.tsx'),
    loadTextArea('contentAdmin'),
    loadTextArea('accountPages'),
    loadTextArea('apiErrors'),
  ]).then(([m]) => ({
    default: m.AdminPortal,
  })),
);

/** Decides from the address bar whether this is the admin site or a tenant's portal, then loads it. */
export function App() {
  const { pathname, hostname } = window.location;
  if (isAdminLocation(pathname, hostname, import.meta.env.VITE_ADMIN_HOST)) {
    return (
      <Suspense fallback={<Spinner />}>
        <AdminPortal />
      </Suspense>
    );
  }
  if (servedWithoutTenant()) return <PortalsPage />;
  void TenantPortal.preload();
  return <TenantLoader hint={{ domain: hostname, path: candidateServicePath(pathname) }} />;
}

/** The spinner in a default theme, for the moments before a portal has its own. */
function Spinner() {
  return (
    <MantineProvider theme={tenantTheme(undefined)}>
      <PageSpinner />
    </MantineProvider>
  );
}

function TenantLoader({ hint }: { hint: { domain: string; path: string | undefined } }) {
  const settings = useQuery(viewSettingsQuery(hint));
  const [showNotFound, setShowNotFound] = useState(false);
  const atRoot = hint.path === undefined && window.location.pathname === '/'; // no tenant: the portals page
  const paymentError = paymentErrorPathOf(window.location.pathname);
  useEffect(() => {
    if (!settings.isError || atRoot) return;
    const timer = setTimeout(() => {
      window.history.replaceState(null, '', paymentError ?? '/404');
      setShowNotFound(true);
    }, NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [settings.isError, atRoot, paymentError]);
  if (settings.isError && atRoot) return <PortalsPage />;

  if (settings.data) {
    return (
      <Suspense fallback={<Spinner />}>
        <TenantPortal settings={settings.data} />
      </Suspense>
    );
  }
  return (
    <MantineProvider theme={tenantTheme(undefined)}>
      {showNotFound ? paymentError ? <PaymentErrorPage /> : <NotFoundPage /> : <PageSpinner />}
    </MantineProvider>
  );
}
