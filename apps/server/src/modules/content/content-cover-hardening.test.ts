import { Readable } from 'node:stream';
import { AccountType, DomainType, PageAccessMode, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { companies, contentFiles } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { patternedBytes, sealedContent } from '../viewer/viewer-test-support.ts';
import { coverKeyOf } from './content-storage-keys.ts';

const covers: Record<string, { elementId: string; version: number }> = {};
let books: Tenant;

const harness = useTenantWorld({}, async ({ app, database, world }) => {
  const { db } = database;
  books = await createTenant(db, { domainType: DomainType.FULL_DOMAIN, domain: 'cover-books.localhost' });
  const campus = await createTenant(db);
  await db
    .update(companies)
    .set({ pageAccessMode: PageAccessMode.LOGIN_REQUIRED })
    .where(eq(companies.id, campus.company.id));
  const open = await createTenant(db, { accountType: AccountType.OPEN });
  const add = async (key: string, at: Tenant, values: Parameters<typeof sealedContent>[4] = {}) => {
    const content = await sealedContent(app, db, at, patternedBytes(1000), { title: key, ...values });
    const [file] = await db
      .update(contentFiles)
      .set({ coverMimeType: 'image/webp' })
      .where(eq(contentFiles.id, content.fileId))
      .returning({ storageKey: contentFiles.storageKey, version: contentFiles.version });
    for (const size of ['large', 'small'] as const) {
      await app.deps.storage.write(
        coverKeyOf(file?.storageKey ?? '', size),
        Readable.from([Buffer.from('RIFF')]),
      );
    }
    covers[key] = { elementId: content.elementId, version: file?.version ?? 1 };
  };
  await add('listed', world.a);
  await add('unpublished', world.a, { state: 'unpublished', published: false });
  await add('hidden', world.a, { published: false });
  await add('failed', world.a, { state: 'failed' });
  await add('loginRequired', world.a, { loginRequired: true });
  await add('campus', campus, { viewOnline: true });
  await add('openLoginRequired', open, { loginRequired: true });
  await add('booksOwn', books);
});

function cover(key: string, host = 'localhost:3000', versioned = true) {
  const { elementId, version } = covers[key] ?? { elementId: 'x', version: 1 };
  return harness.app.inject({
    method: 'GET',
    url: `/api/v1/content/cover/${elementId}/large${versioned ? `?v=${version}` : ''}`,
    headers: { host },
  });
}

describe('GET /content/cover/{id}/{size}', () => {
  it('serves a published content’s cover, cached publicly for a year when visitors may list it', async () => {
    const response = await cover('listed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await cover('listed', undefined, false)).headers['cache-control']).toBe('no-cache');
    expect((await cover('openLoginRequired')).headers['cache-control']).toContain('public');
  });

  it('never serves the cover of an unpublished, hidden or failed content', async () => {
    for (const key of ['unpublished', 'hidden', 'failed']) {
      const response = await cover(key);
      expect(response.statusCode, key).toBe(404);
      expect(response.json().status, key).toBe(ResultCode.FILE_NOT_FOUND);
    }
  });

  it('keeps a cover only visitors may not list out of shared caches (private)', async () => {
    const response = await cover('campus');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // A login-required book is listed to visitors with a lock: its cover is public like the others.
    const locked = await cover('loginRequired');
    expect(locked.statusCode).toBe(200);
    expect(locked.headers['cache-control']).toMatch(/^public, /);
  });

  it('serves on a full-domain portal’s host only that portal’s covers', async () => {
    expect((await cover('booksOwn', 'cover-books.localhost')).statusCode).toBe(200);
    const other = await cover('listed', 'cover-books.localhost');
    expect(other.statusCode).toBe(404);
    expect(other.json().status).toBe(ResultCode.FILE_NOT_FOUND);
  });
});
