import { type CatalogueDetail, ResultCode } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { cardContextOf } from '../catalogue/catalogue-service.ts';
import { catalogueDetail } from '../catalogue/detail.ts';
import { assertReferrerAllowed } from '../catalogue/referrer-check.ts';
import { assertReaderAccess, portalFactsOf } from './reader-access.ts';
import { liveShareLink } from './share-link-access.ts';
import { assertPortalOpens, contentFlagsOf, findViewerContent } from './viewer-content.ts';

/**
 * `GET /content/public/share-detail` (`/content/{token}`): the content's detail exactly as the catalogue
 * presents it, to whoever holds a live link, signed in or not, as a visitor holding the link. Unpublished
 * 916, processing 740, gone 706, then the reader-access table's `detail` for a visitor (a login-only
 * portal 600); its `access` says what the link lets them do. The link's view count is the viewer's.
 */
export async function shareDetail(
  db: Database,
  clock: Clock,
  tenant: Tenant,
  token: string,
  request: FastifyRequest,
): Promise<CatalogueDetail> {
  const scope = tenantScopeOf(tenant);
  const opener = { caller: 'visitor', route: 'share-link' } as const;
  assertPortalOpens(tenant, opener);
  const link = await liveShareLink(db, scope, token, clock.now(), false);
  const content = await findViewerContent(db, scope, { contentId: link.contentId }, null, clock.now());
  if (!content || content.state === 'failed') throw appError(ResultCode.CONTENT_NOT_FOUND);
  if (!content.published || content.state === 'unpublished') throw appError(ResultCode.CONTENT_UNPUBLISHED);
  if (content.state === 'processing') throw appError(ResultCode.CONTENT_ENCRYPTING);
  assertReaderAccess({ ...opener, ...portalFactsOf(tenant), content: contentFlagsOf(content) }, 'detail');
  assertReferrerAllowed(tenant, request);
  const context = await cardContextOf(db, tenant, null, clock.now());
  return catalogueDetail(db, { ...context, route: 'share-link' }, content.elementId);
}
