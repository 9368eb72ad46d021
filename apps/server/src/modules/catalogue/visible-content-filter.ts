import { type SQL, sql } from 'drizzle-orm';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import type { Viewer } from './viewer.ts';

/**
 * THE rule of what a reader may see, used by every catalogue list, count and detail (alias `c` for
 * contents): the portal's own service, processed and published by its administrator, and login-required
 * contents only for a viewer who sees them. Processing, failed, unpublished and another service's
 * contents never pass.
 */
export function visibleContentFilter(scope: ServiceScope, viewer: Viewer): SQL {
  const loginRule = viewer.seesLoginRequired ? sql`` : sql` and not c.login_required`;
  return sql`c.company_id = ${scope.companyId} and c.service_id = ${scope.serviceId} and c.state = 'published' and c.published${loginRule}`;
}
