import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import './global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createQueryClient } from './api/query-client.ts';
import { CrashBoundary } from './features/errors/CrashBoundary.tsx';
import { startViewerBoot } from './features/viewer/viewer-boot.ts';
import { initI18n } from './i18n/i18n.ts';

// A viewer address starts its token, code and book while the portal starts (viewer-boot.ts).
startViewerBoot();
const queryClient = createQueryClient();

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
