import { and, eq, sql } from 'drizzle-orm';
import { contents } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { type ContentSearchFields, contentSearchFieldNames, contentVectorOf } from './full-text-vector.ts';

/** Whether a change of a content's columns touches what its full-text vector is made of. */
export const touchesSearchFields = (values: object) => contentSearchFieldNames.some((name) => name in values);

/** Writes a content's metadata vector (title A, other fields B) from its current values. */
export async function writeContentVector(
  db: Executor,
  scope: TenantScope,
  content: ContentSearchFields & { id: number },
): Promise<void> {
  await db
    .update(contents)
    .set({ searchVector: sql`${contentVectorOf(content)}::tsvector` })
    .where(and(inCompany(contents, scope), eq(contents.id, content.id)));
}
