import type { ViewSettings } from '@hondana/contract';
import { MantineProvider } from '@mantine/core';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastContainer } from '../shared/ToastContainer.tsx';
import { TenantProvider } from '../tenant/tenant-context.tsx';
import { tenantTheme } from '../tenant/theme.ts';
import { useTenantDocument } from '../tenant/use-tenant-document.ts';
import { ScrollMemory } from './ScrollMemory.tsx';
import { TenantRoutes } from './tenant-routes.tsx';

/** One tenant's portal: its theme, its settings in context, and its routes under its base path. */
export function TenantPortal({ settings }: { settings: ViewSettings }) {
  useTenantDocument(settings);
  const company = settings.company;
  const theme = useMemo(() => tenantTheme(settings), [settings]);
  return (
    <MantineProvider theme={theme}>
      <ToastContainer />
      <TenantProvider settings={settings}>
        <BrowserRouter basename={company.domainType === 'PATH' ? `/${company.path}` : '/'}>
          <ScrollMemory />
          <TenantRoutes company={company} />
        </BrowserRouter>
      </TenantProvider>
    </MantineProvider>
  );
}
