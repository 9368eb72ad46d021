/** Contents with real sealed files for the viewer's tests, and calls of its routes. */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { apiRoutes, type FileKind, type PdfOpening, type ViewerToken } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { type ContentInsert, insertContent } from '../../../test/catalogue-kit.ts';
import { type AnyCall, callRoute } from '../../../test/endpoint-kit.ts';
import { portalAddress, type TenantWorld } from '../../../test/tenant-world.ts';
import type { App } from '../../app.ts';
import {
  companies,
  contentFiles,
  subscriptionPlanContentGroups,
  subscriptionPlans,
  watermarkSettings,
} from '../../db/schema/index.ts';
import { encryptingStream } from '../../platform/crypto/content-cipher.ts';
import { newContentKey, wrapContentKey } from '../../platform/crypto/content-key.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { newContentFileKey } from '../content/content-storage-keys.ts';

export const CHUNK = 64 * 1024;

/** Bytes that differ at every offset (a misplaced chunk cannot look right). */
export function patternedBytes(size: number, head = '%PDF-1.7\n'): Buffer {
  const bytes = randomBytes(size);
  Buffer.from(head).copy(bytes, 0);
  return bytes;
}

/** A published content of the tenant's service whose current file is `bytes`, sealed as uploads are. */
export async function sealedContent(
  app: App,
  db: Database,
  tenant: Tenant,
  bytes: Buffer,
  values: Partial<ContentInsert> & { fileKind?: FileKind; pdfOpening?: PdfOpening } = {},
) {
  const { pdfOpening = null, ...contentValues } = values;
  const fileKind = values.fileKind ?? 'pdf';
  const content = await insertContent(db, tenant, { title: 'Sealed book', ...contentValues, fileKind });
  const key = newContentKey();
  const storageKey = newContentFileKey(tenant.company.id, content.elementId);
  await app.deps.storage.write(storageKey, Readable.from([bytes]).pipe(encryptingStream(key, CHUNK)));
  const [file] = await db
    .insert(contentFiles)
    .values({
      companyId: tenant.company.id,
      contentId: content.id,
      storageKey,
      originalName: `book.${fileKind}`,
      mimeType: fileKind === 'pdf' ? 'application/pdf' : 'application/epub+zip',
      fileKind,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      encKeyWrapped: wrapContentKey(key, app.deps.masterKey),
      encChunkSize: CHUNK,
      pdfOpening,
      state: values.state === 'processing' ? 'processing' : 'ready',
      isCurrent: values.state !== 'processing',
    })
    .returning({ id: contentFiles.id });
  if (!file) throw new Error('content file not inserted');
  return { ...content, fileId: file.id };
}

export async function setDownloadMode(db: Database, tenant: Tenant, on: boolean) {
  await db.update(companies).set({ downloadMode: on }).where(eq(companies.id, tenant.company.id));
}

export async function setWatermark(
  db: Database,
  tenant: Tenant,
  values: Partial<typeof watermarkSettings.$inferInsert>,
) {
  await db.update(watermarkSettings).set(values).where(eq(watermarkSettings.serviceId, tenant.service.id));
}

/** Calls one of the viewer's routes as a browser of the portal does (extra headers allowed). */
export function viewerCall(app: App, world: TenantWorld, name: keyof typeof apiRoutes, call: AnyCall) {
  return callRoute(app, apiRoutes[name], call, world);
}

/** A viewer token for `elementId` (the call must succeed). */
export async function openViewer(app: App, world: TenantWorld, call: AnyCall): Promise<ViewerToken> {
  const response = await viewerCall(app, world, 'viewerToken', call);
  if (response.statusCode !== 200) throw new Error(`viewer token refused: ${response.body}`);
  return response.json().data as ViewerToken;
}

/** GET (or HEAD) of a viewer token's bytes, with an optional Range header. */
export function fetchBytes(app: App, fileUrl: string, range?: string, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({
    method,
    url: fileUrl,
    headers: { host: 'localhost:3000', ...(range ? { range } : {}) },
  });
}

/** Puts a content group of the tenant's service in a live subscription plan: its contents need the plan. */
export async function planGateGroup(db: Database, tenant: Tenant, contentGroupId: number) {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      name: 'Gold',
      duration: 1,
      price: 1,
    })
    .returning({ id: subscriptionPlans.id });
  await db.insert(subscriptionPlanContentGroups).values({
    companyId: tenant.company.id,
    subscriptionPlanId: plan?.id ?? 0,
    contentGroupId,
  });
}

/** A new session of an end user of the tenant, through the real login call: its access token. */
export async function loginReader(
  app: App,
  tenant: Tenant,
  user: { email: string | null },
  password: string,
): Promise<string> {
  const address = portalAddress(tenant);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: address.host },
    payload: {
      email: user.email,
      password_hash: clientPasswordHash(password),
      domain: address.domain,
      path: address.path,
    },
  });
  return response.json().data.accessToken as string;
}
