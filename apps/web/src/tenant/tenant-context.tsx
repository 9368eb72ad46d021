import type { CompanyPublicDetail, ViewSettings } from '@hondana/contract';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { CookieScope } from '../session/session-cookie.ts';

export interface TenantContextValue {
  settings: ViewSettings;
  company: CompanyPublicDetail;
  /** '' for a full-domain tenant, '/demo' for the path-mode tenant 'demo'. */
  basePath: string;
  /** The tenant hint every public call sends. */
  hint: { domain: string; path: string };
  cookieScope: CookieScope;
}

const TenantContext = createContext<TenantContextValue | null>(null);

export function TenantProvider({ settings, children }: { settings: ViewSettings; children: ReactNode }) {
  const value = useMemo<TenantContextValue>(() => {
    const company = settings.company;
    const basePath = company.domainType === 'PATH' ? `/${company.path}` : '';
    return {
      settings,
      company,
      basePath,
      hint: { domain: window.location.hostname, path: company.path },
      cookieScope: { domainType: company.domainType, domain: company.domain, path: company.path },
    };
  }, [settings]);
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

/** The tenant the page belongs to; only available inside the tenant's portal. */
export function useTenant(): TenantContextValue {
  const value = useContext(TenantContext);
  if (!value) throw new Error('useTenant outside a TenantProvider');
  return value;
}

export const useOptionalTenant = () => useContext(TenantContext);
