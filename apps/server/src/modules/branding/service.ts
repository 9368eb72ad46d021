import { ResultCode, type ViewSettings } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { getCompanyPublicDetail } from '../company/service.ts';
import { presentViewSettings } from './present-view-settings.ts';
import { loadBranding } from './repository.ts';

/** Asked on every page load: served from the tenant cache (a frozen object) while it is live. */
export function getViewSettings(db: Database, tenant: Tenant): Promise<ViewSettings> {
  return cachedForService(db, tenant, 'view-settings', async () => ({
    value: await loadViewSettings(db, tenant),
  }));
}

async function loadViewSettings(db: Database, tenant: Tenant): Promise<ViewSettings> {
  const [company, rows] = await Promise.all([
    getCompanyPublicDetail(db, tenant),
    loadBranding(db, tenantScopeOf(tenant)),
  ]);
  const { layout, header, body, footer, input, banner, customLogin, resultSetting } = rows;
  if (!layout) throw appError(ResultCode.LAYOUT_NOT_FOUND);
  if (!header) throw appError(ResultCode.HEADER_NOT_FOUND);
  if (!body) throw appError(ResultCode.BODY_NOT_FOUND);
  if (!footer) throw appError(ResultCode.FOOTER_NOT_FOUND);
  if (!input) throw appError(ResultCode.INPUT_NOT_FOUND);
  if (!banner) throw appError(ResultCode.BANNER_NOT_FOUND);
  if (!customLogin) throw appError(ResultCode.LOGIN_PAGE_SETTINGS_NOT_FOUND);
  if (!resultSetting) throw appError(ResultCode.LAYOUT_NOT_FOUND);
  return presentViewSettings(company, {
    ...rows,
    layout,
    header,
    body,
    footer,
    input,
    banner,
    customLogin,
    resultSetting,
  });
}

/** The once-per-service settings records with their defaults, for a new service (idempotent). */
export { provisionServiceSettings } from './repository.ts';
