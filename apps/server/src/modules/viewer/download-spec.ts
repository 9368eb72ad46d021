import type { DownloadSpec, downloadSpecQuerySchema } from '@hondana/contract';
import type { z } from 'zod';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { callerOf } from './reader-access.ts';
import { assertViewable, findViewerContent } from './viewer-content.ts';
import { signViewerToken, ViewerSubject } from './viewer-token-codec.ts';
import { newGrant, type ViewerDeps } from './viewer-token-service.ts';

/** An app in download mode keeps its sealed copy a day before it asks again. */
export const DOWNLOAD_KEY_LIFE_MS = 24 * 60 * 60_000;

/**
 * `GET /content/get-content-download-spec`: the reader's own viewer rules
 * (706, 916, 740), then the reader-access table's `download` (903 unless the company turned download
 * mode on, 745, 839).
 * `authKey` is a viewer token of a day's life, bound to the session like any reader's: it opens
 * `/viewer-files` like any viewer, so no plain file ever leaves.
 */
export async function downloadSpec(
  deps: ViewerDeps,
  tenant: Tenant,
  session: SessionContext,
  query: z.output<typeof downloadSpecQuerySchema>,
): Promise<DownloadSpec> {
  const scope = tenantScopeOf(tenant);
  const { user } = session;
  const content = await findViewerContent(
    deps.db,
    scope,
    { elementId: query.content_id },
    user.id,
    deps.clock.now(),
  );
  assertViewable(tenant, content, { caller: callerOf(user), route: 'content' }, 'download');
  const grant = newGrant(
    deps,
    scope,
    content,
    ViewerSubject.READER,
    session.session.id,
    DOWNLOAD_KEY_LIFE_MS,
  );
  return {
    downloadId: `${content.elementId}-${content.file.version}`,
    authId: String(user.id),
    authName: user.fullName?.trim() || user.email || user.username || String(user.id),
    authKey: signViewerToken(deps.tokenKey, grant),
    customName: `${content.title}.${content.file.kind}`,
  };
}
