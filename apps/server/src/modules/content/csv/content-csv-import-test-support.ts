/** The content CSV import tests' world (imported by *.test.ts only). */
import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../../../../test/content-kit.ts';
import { tempFolder } from '../../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../../test/tenant-world.ts';
import { contents, csvImportRuns } from '../../../db/schema/index.ts';
import { FilesystemStorage } from '../../../platform/storage/filesystem-storage.ts';

/** The columns the import tests' files start with. */
export const header = ['contentCode', 'title', 'author', 'year', 'param1', 'viewOnline', 'hashtags'];

/**
 * A tenant world storing files in a temporary folder (call once at a test file's top level), with the
 * CSV files stored there and a content of tenant A by its code.
 */
export function useContentCsvWorld() {
  const storageRoot = tempFolder('hondana-csv-import-test-');
  const storage = new FilesystemStorage(storageRoot);
  /** A finished import run of tenant A and one of tenant B, for the detail call. */
  const runs = { a: 0, other: 0 };
  const harness = useTenantWorld({ storage }, async ({ database, world }) => {
    const finishedRun = async (tenant: typeof world.a, fileName: string) => {
      const [run] = await database.db
        .insert(csvImportRuns)
        .values({
          companyId: tenant.company.id,
          serviceId: tenant.service.id,
          kind: 'contents',
          status: 'succeeded',
          fileName,
          finishedAt: new Date(),
        })
        .returning();
      return run?.id ?? 0;
    };
    runs.a = await finishedRun(world.a, 'a.csv');
    runs.other = await finishedRun(world.b, 'b.csv');
  });

  const csvFiles = () => storedFiles(storageRoot).filter((file) => file.startsWith('csv-imports/'));

  async function contentByCode(code: string) {
    const [row] = await harness.database.db
      .select()
      .from(contents)
      .where(and(eq(contents.companyId, harness.world.a.company.id), eq(contents.contentCode, code)));
    return row;
  }

  return { storage, storageRoot, runs, harness, csvFiles, contentByCode };
}
