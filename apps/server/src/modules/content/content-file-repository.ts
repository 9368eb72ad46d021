import { and, asc, desc, eq, max, ne } from 'drizzle-orm';
import { contentFiles, contentPages } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { writeContentWords } from '../search/full-text-index.ts';
import { pageVectorsOf } from '../search/full-text-vector.ts';
import type { ContentFileRow } from './content-repository.ts';

export type ContentFileInsert = typeof contentFiles.$inferInsert;

export async function insertContentFile(
  db: Executor,
  scope: TenantScope,
  values: Omit<ContentFileInsert, 'companyId'>,
): Promise<ContentFileRow> {
  const [row] = await db
    .insert(contentFiles)
    .values({ ...values, companyId: scope.companyId })
    .returning();
  if (!row) throw new Error('content file not inserted');
  return row;
}

export async function nextFileVersion(db: Executor, scope: TenantScope, contentId: number): Promise<number> {
  const [row] = await db
    .select({ version: max(contentFiles.version) })
    .from(contentFiles)
    .where(and(inCompany(contentFiles, scope), eq(contentFiles.contentId, contentId)));
  return (row?.version ?? 0) + 1;
}

export async function findContentFile(db: Executor, scope: TenantScope, fileId: number) {
  const [row] = await db
    .select()
    .from(contentFiles)
    .where(and(inCompany(contentFiles, scope), eq(contentFiles.id, fileId)));
  return row;
}

export async function filesOfContent(db: Executor, scope: TenantScope, contentId: number) {
  return db
    .select()
    .from(contentFiles)
    .where(and(inCompany(contentFiles, scope), eq(contentFiles.contentId, contentId)))
    .orderBy(asc(contentFiles.version));
}

export async function updateContentFile(
  db: Executor,
  scope: TenantScope,
  fileId: number,
  values: Partial<ContentFileInsert>,
) {
  await db
    .update(contentFiles)
    .set(values)
    .where(and(inCompany(contentFiles, scope), eq(contentFiles.id, fileId)));
}

/** The file readers get from now on; the others of the content are answered for removal. */
export async function makeFileCurrent(
  db: Executor,
  scope: TenantScope,
  file: ContentFileRow,
): Promise<ContentFileRow[]> {
  const others = await db
    .delete(contentFiles)
    .where(
      and(
        inCompany(contentFiles, scope),
        eq(contentFiles.contentId, file.contentId),
        ne(contentFiles.id, file.id),
      ),
    )
    .returning();
  await updateContentFile(db, scope, file.id, { isCurrent: true });
  return others;
}

/** Older failed or pending attempts of a content beside `keep` (a new upload supersedes them). */
export async function supersededFiles(db: Executor, scope: TenantScope, contentId: number) {
  return db
    .select()
    .from(contentFiles)
    .where(
      and(
        inCompany(contentFiles, scope),
        eq(contentFiles.contentId, contentId),
        eq(contentFiles.isCurrent, false),
      ),
    )
    .orderBy(desc(contentFiles.version));
}

export async function deleteContentFile(db: Executor, scope: TenantScope, fileId: number) {
  await db.delete(contentFiles).where(and(inCompany(contentFiles, scope), eq(contentFiles.id, fileId)));
}

/**
 * The extracted text of a content and its full-text vectors (each page's and the book's words), replaced
 * as a whole when a file becomes current.
 */
export async function replacePages(
  db: Executor,
  scope: ServiceScope,
  contentId: number,
  pages: { pageNo: number; text: string }[],
): Promise<void> {
  await db
    .delete(contentPages)
    .where(and(inCompany(contentPages, scope), eq(contentPages.contentId, contentId)));
  const batch = 500;
  for (let i = 0; i < pages.length; i += batch) {
    await db.insert(contentPages).values(
      pages.slice(i, i + batch).map((page) => {
        const vectors = pageVectorsOf(page.text);
        return {
          companyId: scope.companyId,
          serviceId: scope.serviceId,
          contentId,
          pageNo: page.pageNo,
          text: page.text,
          searchVector: vectors.words,
          phraseVector: vectors.pairs,
        };
      }),
    );
  }
  await writeContentWords(db, scope, [contentId]);
}
