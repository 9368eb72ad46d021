import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { CompanyRow } from '../../platform/tenancy/tenant-repository.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';

/** Sets the company's publish-uploads setting; undefined when the company is gone. */
export async function setPublishUploads(
  db: Executor,
  scope: TenantScope,
  publishUploads: boolean,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ publishUploads })
    .where(eq(companies.id, scope.companyId))
    .returning();
  return row;
}
