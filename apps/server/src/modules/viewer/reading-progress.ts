import type { readingProgressBodySchema } from '@hondana/contract';
import type { z } from 'zod';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { savePosition } from './reading-history.ts';
import { ViewerSubject } from './viewer-token-codec.ts';
import { grantOf, type ViewerDeps } from './viewer-token-service.ts';

/**
 * `PUT /content/public/reading-progress`: kept in the reading history of the token's reader, where the
 * viewer token call finds it on any device. A share link's or a visitor's token keeps nothing.
 */
export async function saveReadingProgress(
  deps: ViewerDeps,
  tenant: Tenant,
  body: z.output<typeof readingProgressBodySchema>,
): Promise<{ saved: boolean }> {
  const grant = grantOf(deps, tenant, body.token);
  if (grant.subject !== ViewerSubject.READER) return { saved: false };
  const saved = await savePosition(deps.db, tenantScopeOf(tenant), grant.subjectId, grant.contentId, {
    lastPage: body.lastPage,
    position: body.position,
  });
  return { saved };
}
