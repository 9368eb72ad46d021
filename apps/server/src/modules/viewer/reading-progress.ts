import type { readingProgressBodySchema } from '@hondana/contract';
import type { z } from 'zod';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { grantOf } from './granted-content.ts';
import { callerOf } from './reader-access.ts';
import { savePosition } from './reading-history.ts';
import { assertViewable, findViewerContent } from './viewer-content.ts';
import { liveViewerReader } from './viewer-session.ts';
import { ViewerSubject } from './viewer-token-codec.ts';
import type { ViewerDeps } from './viewer-token-service.ts';

/**
 * `PUT /content/public/reading-progress`: kept in the reading history of the token's reader, where the
 * viewer token call finds it on any device, while the reader's session lives (603 once it ended) and
 * they may still open the content (the reader-access table). A share link's or a visitor's token keeps
 * nothing.
 */
export async function saveReadingProgress(
  deps: ViewerDeps,
  tenant: Tenant,
  body: z.output<typeof readingProgressBodySchema>,
): Promise<{ saved: boolean }> {
  const grant = grantOf(deps, tenant, body.token);
  if (grant.subject !== ViewerSubject.READER) return { saved: false };
  const scope = tenantScopeOf(tenant);
  const reader = await liveViewerReader(deps.db, scope, grant.subjectId, deps.clock.now());
  const content = await findViewerContent(
    deps.db,
    scope,
    { contentId: grant.contentId },
    reader.userId,
    deps.clock.now(),
  );
  assertViewable(tenant, content, { caller: callerOf(reader), route: 'content' });
  const saved = await savePosition(deps.db, scope, reader.userId, grant.contentId, {
    lastPage: body.lastPage,
    position: body.position,
    zoom: body.zoom,
  });
  return { saved };
}
