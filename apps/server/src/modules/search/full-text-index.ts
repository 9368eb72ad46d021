import { and, eq, sql } from 'drizzle-orm';
import { contents } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { companyIs, inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { bigintArray } from '../catalogue/catalogue-query.ts';
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

/**
 * Writes the words rows (`content_words`) of the contents: every lexeme of their pages' vectors, without
 * positions ('' for pages without any). A content whose pages are not all vectorised yet, or that has no
 * pages, keeps no row: a search reads a missing row as "may hold anything" and probes the pages.
 */
export async function writeContentWords(db: Executor, scope: TenantScope, contentIds: readonly number[]) {
  if (contentIds.length === 0) return;
  const ids = bigintArray(contentIds);
  await db.execute(sql`
    with fresh as (
      select p.company_id, p.content_id,
        coalesce(array_to_tsvector(array_agg(distinct u.lexeme) filter (where u.lexeme is not null)), ''::tsvector) as words
      from content_pages p left join lateral unnest(p.search_vector) u on true
      where ${companyIs('p', scope)} and p.content_id = any(${ids})
      group by p.company_id, p.content_id
      having bool_and(p.search_vector is not null)
    ),
    stale as (
      delete from content_words w where ${companyIs('w', scope)} and w.content_id = any(${ids})
        and not exists (select 1 from fresh f where f.content_id = w.content_id)
    )
    insert into content_words (company_id, content_id, words) select * from fresh
    on conflict (company_id, content_id) do update set words = excluded.words`);
}
