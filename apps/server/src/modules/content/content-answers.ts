import type { ContentAdmin } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { type ContentRow, filesOf, linksOf } from './content-repository.ts';
import { presentContent } from './present-content.ts';

/** The administrators' answers for `rows`, with their groups, hashtags and files (three queries in all). */
export async function contentAnswers(
  db: Executor,
  scope: TenantScope,
  rows: ContentRow[],
): Promise<ContentAdmin[]> {
  const ids = rows.map((row) => row.id);
  const [{ groups, tags }, { current, pending }] = await Promise.all([
    linksOf(db, scope, ids),
    filesOf(db, scope, ids),
  ]);
  return rows.map((row) =>
    presentContent(row, {
      groupIds: groups.get(row.id) ?? [],
      hashtags: tags.get(row.id) ?? [],
      current: current.get(row.id),
      pending: pending.get(row.id),
    }),
  );
}

export async function contentAnswer(
  db: Executor,
  scope: TenantScope,
  row: ContentRow,
): Promise<ContentAdmin> {
  const [answer] = await contentAnswers(db, scope, [row]);
  if (!answer) throw new Error('content answer missing');
  return answer;
}
