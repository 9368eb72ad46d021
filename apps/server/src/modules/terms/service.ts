import { type PublicTerms, ResultCode } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { findNextPublication, findTermsInForce } from './repository.ts';

/**
 * The terms in force, from the tenant cache while it is live. A cached answer ends when the next
 * scheduled version takes effect, so publication times are kept to the second without any write.
 */
export async function getPublicTerms(db: Database, tenant: Tenant): Promise<PublicTerms> {
  const terms = await cachedForService(db, tenant, 'terms', async () => {
    const [row, next] = await Promise.all([
      findTermsInForce(db, tenantScopeOf(tenant)),
      findNextPublication(db, tenantScopeOf(tenant)),
    ]);
    const value: PublicTerms | null = row?.publishedAt
      ? {
          id: row.id,
          title: row.title,
          titleTranslations: row.titleTranslations,
          body: row.body,
          bodyTranslations: row.bodyTranslations,
          version: row.version,
          publishedAt: row.publishedAt.toISOString(),
        }
      : null;
    return { value, expiresAt: next?.getTime() };
  });
  if (!terms) throw appError(ResultCode.TERMS_NOT_FOUND);
  return terms;
}
