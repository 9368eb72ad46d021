import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import './global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadTenantPortal } from './App.tsx';
import { viewSettingsQuery } from './api/queries.ts';
import { createQueryClient } from './api/query-client.ts';
import { CrashBoundary } from './features/errors/CrashBoundary.tsx';
import { startViewerBoot } from './features/viewer/viewer-boot.ts';
import { initI18n } from './i18n/i18n.ts';
import { startSessionCheck } from './session/session-boot.ts';
import { candidateServicePath, isAdminLocation, servedWithoutTenant } from './tenant/tenant-location.ts';

// The session check and a viewer address's token, code and book start while the portal starts
// (session-boot.ts, viewer-boot.ts), not after its first render.
startSessionCheck();
startViewerBoot();
const queryClient = createQueryClient();
// The tenant's settings and the portal's code are asked for while the texts load, not after them.
if (
  !isAdminLocation(window.location.pathname, window.location.hostname, import.meta.env.VITE_ADMIN_HOST) &&
  !servedWithoutTenant()
) {
  const hint = { domain: window.location.hostname, path: candidateServicePath(window.location.pathname) };
  void queryClient.prefetchQuery(viewSettingsQuery(hint));
  preloadTenantPortal().catch(() => undefined);
}

const root = document.getElementById('root');
void initI18n().then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <CrashBoundary>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </CrashBoundary>
    </StrictMode>,
  );
});
