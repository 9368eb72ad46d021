import { type CsvImportRun, ResultCode, RoleLevel } from '@hondana/contract';
import type { AdminCall } from '../../../platform/audit/audit-who.ts';
import type { Database } from '../../../platform/database/connection.ts';
import { appError } from '../../../platform/http/app-error.ts';
import { companyScope } from '../../../platform/tenancy/tenant-scope.ts';
import { findContentImportRun, findContentImportRunAcrossTenants } from './csv-import-run-repository.ts';
import { presentImportRun } from './present-import-run.ts';

/** `GET /import-csv-file/detail/{id}`: a run of the caller's company (a service admin: of its service). */
export async function contentCsvImportDetail(
  db: Database,
  { actor, authorize }: Pick<AdminCall, 'actor' | 'authorize'>,
  id: number,
): Promise<CsvImportRun> {
  const row =
    actor.companyId === null
      ? await findContentImportRunAcrossTenants(db, id)
      : await findContentImportRun(
          db,
          actor.role === RoleLevel.SERVICE_ADMIN && actor.serviceId !== null
            ? { companyId: actor.companyId, serviceId: actor.serviceId }
            : companyScope(actor.companyId),
          id,
        );
  if (!row) throw appError(ResultCode.NOT_FOUND);
  authorize({
    companyId: row.companyId,
    ...(row.serviceId === null ? {} : { serviceId: row.serviceId }),
  });
  return presentImportRun(row);
}
