import fs from 'node:fs';
import path from 'node:path';
import { type ContentFields, ContentGroupType } from '@hondana/contract';
import { and, count, eq, max, sql } from 'drizzle-orm';
import { contentGroups, contents, services } from '../db/schema/index.ts';
import { newElementId } from '../modules/content/content-service.ts';
import { newContentFileKey } from '../modules/content/content-storage-keys.ts';
import { recordUploadedContent } from '../modules/content/upload-service.ts';
import { storeUploadedFile } from '../modules/content/upload-stream.ts';
import type { Database, Executor } from '../platform/database/connection.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { ServiceScope } from '../platform/tenancy/tenant-scope.ts';
import {
  type DemoCatalogue,
  type DemoContent,
  demoBookSpecs,
  demoCatalogues,
} from './demo-books/catalogue.ts';
import { nameDemoParams, recordDemoActivity } from './demo-books/demo-reading-activity.ts';
import { generateDemoBooks } from './demo-books/generate-books.ts';
import { linkDemoPlanGroups } from './demo-selling.ts';

export interface DemoCatalogueDeps {
  db: Database;
  storage: Storage;
  jobs: JobQueue;
  masterKey: Buffer;
  /** Where the generated books are kept between starts (`<DATA_DIR>/demo-books`). */
  booksDir: string;
  /** The catalogues to load (all the demo tenants' by default). */
  catalogues?: DemoCatalogue[];
}

/** Below an administrator's uploads (priority 0): the demo catalogue fills in when nothing else waits. */
const DEMO_PRIORITY = -10;

// Several servers starting together on one database load each tenant's catalogue once.
const CATALOGUE_LOCK = 4_821_909;

const fieldsOf = (content: DemoContent, groupIds: Map<string, number>): ContentFields => ({
  contentCode: content.contentCode,
  title: content.title,
  author: content.author,
  distributorName: content.distributorName,
  year: content.year,
  description: content.description,
  toc: content.toc,
  keywords: content.keywords,
  series: content.series?.name ?? null,
  param1: content.param1 ?? null,
  param2: content.param2 ?? null,
  param3: content.param3 ?? null,
  param4: content.param4 ?? null,
  param5: content.param5 ?? null,
  print: content.printable,
  enableViewBook: content.enableViewBook,
  viewOnline: content.viewOnline,
  loginRequired: content.loginRequired,
  contentGroupIds: content.groups.flatMap((name) => groupIds.get(name) ?? []),
  hashtags: content.hashtags,
});

/** The catalogue's groups the service lacks are created (after its own), by name. */
async function ensureGroups(tx: Executor, scope: ServiceScope, catalogue: DemoCatalogue) {
  const existing = await tx
    .select({ id: contentGroups.id, name: contentGroups.name })
    .from(contentGroups)
    .where(and(eq(contentGroups.companyId, scope.companyId), eq(contentGroups.serviceId, scope.serviceId)));
  const ids = new Map(existing.map((g) => [g.name, g.id]));
  const [last] = await tx
    .select({ ordinal: max(contentGroups.ordinal) })
    .from(contentGroups)
    .where(and(eq(contentGroups.companyId, scope.companyId), eq(contentGroups.serviceId, scope.serviceId)));
  let ordinal = last?.ordinal ?? 0;
  for (const group of catalogue.groups) {
    if (ids.has(group.name)) continue;
    ordinal += 1;
    const [row] = await tx
      .insert(contentGroups)
      .values({
        ...scope,
        name: group.name,
        nameTranslations: group.nameTranslations,
        type: ContentGroupType.NORMAL,
        ordinal,
      })
      .returning({ id: contentGroups.id });
    if (row) ids.set(group.name, row.id);
  }
  return ids;
}

/**
 * Gives every demo tenant that has no content yet its demo catalogue: the books are generated once into
 * `booksDir`, then each goes through the upload pipeline (stored encrypted, rows and a processing job in
 * one transaction), so the worker processes them in the background as it would an administrator's
 * upload. A tenant that already has contents is left alone, so a second start changes nothing.
 */
export async function loadDemoCatalogueOnce(deps: DemoCatalogueDeps): Promise<{ contents: number }> {
  const pending: { catalogue: DemoCatalogue; scope: ServiceScope }[] = [];
  for (const catalogue of deps.catalogues ?? demoCatalogues) {
    const [service] = await deps.db.select().from(services).where(eq(services.path, catalogue.servicePath));
    if (!service) continue;
    const scope = { companyId: service.companyId, serviceId: service.id };
    const [held] = await deps.db
      .select({ n: count() })
      .from(contents)
      .where(and(eq(contents.companyId, scope.companyId), eq(contents.serviceId, scope.serviceId)));
    if ((held?.n ?? 0) === 0) pending.push({ catalogue, scope });
  }
  if (pending.length === 0) return { contents: 0 };
  await generateDemoBooks(deps.booksDir, demoBookSpecs(pending.map((p) => p.catalogue)));
  let created = 0;
  for (const { catalogue, scope } of pending) created += await loadCatalogue(deps, catalogue, scope);
  return { contents: created };
}

async function loadCatalogue(deps: DemoCatalogueDeps, catalogue: DemoCatalogue, scope: ServiceScope) {
  const stored: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK}, ${scope.serviceId})`);
      const [held] = await tx
        .select({ n: count() })
        .from(contents)
        .where(and(eq(contents.companyId, scope.companyId), eq(contents.serviceId, scope.serviceId)));
      if ((held?.n ?? 0) > 0) return 0;
      const groupIds = await ensureGroups(tx, scope, catalogue);
      // The demo plans were made with the tenant, before these groups: they unlock them now.
      await linkDemoPlanGroups(tx, scope);
      await nameDemoParams(tx, scope, catalogue.servicePath);
      for (const [index, content] of catalogue.contents.entries()) {
        const elementId = newElementId();
        const storageKey = newContentFileKey(scope.companyId, elementId);
        const file = path.join(deps.booksDir, content.book.file);
        stored.push(storageKey);
        const upload = await storeUploadedFile(deps.storage, storageKey, fs.createReadStream(file), {
          maxBytes: Number.MAX_SAFE_INTEGER,
          masterKey: deps.masterKey,
        });
        const row = await recordUploadedContent(
          tx,
          deps.jobs,
          scope,
          fieldsOf(content, groupIds),
          {
            elementId,
            filename: path.basename(file),
            storageKey,
            stored: upload,
          },
          { priority: DEMO_PRIORITY },
        );
        await recordDemoActivity(tx, scope, row.id, index);
      }
      return catalogue.contents.length;
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key)));
    throw error;
  }
}
