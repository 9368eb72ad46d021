import { contentProcessingRuns } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export interface ProcessingRun {
  contentId: number;
  fileId: number;
  startedAt: Date;
  durationMs: number;
  /** The refusal's result code; null when the file was accepted. */
  resultCode: number | null;
  textBytes: number;
}

/** Records one processing run of the tenant's file (the system admin reads them per tenant). */
export async function recordProcessingRun(
  db: Executor,
  scope: TenantScope,
  run: ProcessingRun,
): Promise<void> {
  await db.insert(contentProcessingRuns).values({ companyId: scope.companyId, ...run });
}
