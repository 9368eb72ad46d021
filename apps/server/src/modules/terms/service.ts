import { type PublicTerms, ResultCode } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { findTermsInForce } from './repository.ts';

export async function getPublicTerms(db: Database, tenant: Tenant): Promise<PublicTerms> {
  const row = await findTermsInForce(db, tenant);
  if (!row?.publishedAt) throw appError(ResultCode.TERMS_NOT_FOUND);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
  };
}
