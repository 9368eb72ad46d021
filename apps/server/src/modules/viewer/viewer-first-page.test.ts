import { type ContentAdmin, ResultCode, type ViewerToken } from '@hondana/contract';
import { loadImage } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type UploadInput, uploadContent } from '../../../test/content-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { sampleEpub, samplePdf } from '../../../test/sample-documents.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentFiles, contents } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { firstPageKeyOf } from '../content/content-storage-keys.ts';
import { openViewer, patternedBytes, sealedContent, viewerCall } from './viewer-test-support.ts';
import { readViewerToken, signViewerToken, viewerTokenKeyOf } from './viewer-token-codec.ts';

const ids: Record<string, { id: number; elementId: string }> = {};

/** Books processed for real (the job draws page 1), of company A unless said otherwise. */
const harness = useTenantWorld({}, async ({ app, database, world }) => {
  const upload = async (key: string, file: UploadInput['file'], as = world.companyAdminA) => {
    const response = await uploadContent(app, { as, data: { title: key }, file });
    if (response.statusCode !== 200) throw new Error(`upload refused: ${response.body}`);
    ids[key] = response.json().data as ContentAdmin;
  };
  await upload('portrait', { name: 'portrait.pdf', bytes: await samplePdf(['A portrait page']) });
  await upload('landscape', { name: 'wide.pdf', bytes: await samplePdf(['A wide page'], [842, 595]) });
  await upload('tale', { name: 'tale.epub', bytes: await sampleEpub('Tale', ['Once', 'Twice']) });
  await upload(
    'companyB',
    { name: 'b.pdf', bytes: await samplePdf(['Company B'], [612, 792]) },
    world.companyAdminB,
  );
  await waitForJobs(database.db, 55_000);
  // A PDF processed before pictures of page 1 were made.
  ids.older = await sealedContent(app, database.db, world.a, patternedBytes(3000), { title: 'Older' });
});

const open = (key: string, at?: Tenant): Promise<ViewerToken> => {
  const { app, world } = harness;
  const as = at === world.b ? world.readerB : world.readerA;
  return openViewer(app, world, { as, at, query: { content_id: ids[key]?.elementId } });
};
const get = (url: string) => harness.app.inject({ method: 'GET', url });
const firstPageUrl = (token: string) => `/api/v1/viewer-files/${token}/first-page`;
const refusal = (response: Awaited<ReturnType<typeof get>>) => ({
  http: response.statusCode,
  code: response.json().status as number,
});

async function pictureSize(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const image = await loadImage(response.rawPayload);
  return { width: image.width, height: image.height };
}

describe('the viewer token names the picture of page 1', () => {
  it('for a processed PDF, with page 1’s size in points; a renewed token names it under its own address', async () => {
    const token = await open('portrait');
    expect(token.firstPagePreview).toEqual({
      url: `${token.fileUrl}/first-page`,
      pageWidth: 420,
      pageHeight: 595,
    });
    const renewal = await viewerCall(harness.app, harness.world, 'viewerTokenRenew', {
      as: null,
      body: { token: token.token },
    });
    const renewed = renewal.json().data as ViewerToken;
    expect(renewed.firstPagePreview).toEqual({
      url: firstPageUrl(renewed.token),
      pageWidth: 420,
      pageHeight: 595,
    });
  });

  it('not for an EPUB nor for a PDF processed before pictures were made: null, and the address is 404', async () => {
    for (const key of ['tale', 'older']) {
      const token = await open(key);
      expect(token.firstPagePreview, key).toBeNull();
      expect(refusal(await get(firstPageUrl(token.token))), key).toEqual({
        http: 404,
        code: ResultCode.NOT_FOUND,
      });
    }
  });
});

describe('GET /api/v1/viewer-files/{token}/first-page', () => {
  it('serves the WebP inline, never cached nor compressed, page 1 drawn within 1280 × 1810 px', async () => {
    const token = await open('portrait');
    const response = await harness.app.inject({
      method: 'GET',
      url: token.firstPagePreview?.url ?? '',
      headers: { 'accept-encoding': 'gzip, br, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(response.rawPayload.length),
      'content-disposition': 'inline',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    // 420 × 595 points: the height reaches the box first.
    expect(await pictureSize(token.firstPagePreview?.url ?? '')).toEqual({ width: 1278, height: 1810 });
  });

  it('refuses a token the file refuses, with the same answer: none, malformed, forged, expired', async () => {
    const { app } = harness;
    const { token } = await open('portrait');
    const key = viewerTokenKeyOf(app.deps.masterKey);
    const grant = readViewerToken(key, token);
    if (!grant) throw new Error('the token does not read');
    const expired = signViewerToken(key, {
      ...grant,
      issuedAt: new Date(Date.now() - 20 * 60_000),
      expiresAt: new Date(Date.now() - 5 * 60_000),
    });
    const forged = `${token.slice(0, 40)}${token[40] === 'A' ? 'B' : 'A'}${token.slice(41)}`;
    const answers = [];
    for (const bad of ['', 'short', forged, 'A'.repeat(96), expired]) {
      const file = refusal(await get(`/api/v1/viewer-files/${bad}`));
      expect(refusal(await get(firstPageUrl(bad))), bad).toEqual(file);
      answers.push(file);
    }
    expect(answers).toEqual([
      { http: 400, code: ResultCode.BAD_REQUEST },
      { http: 400, code: ResultCode.BAD_REQUEST },
      { http: 401, code: ResultCode.VIEWER_TOKEN_INVALID },
      { http: 401, code: ResultCode.VIEWER_TOKEN_INVALID },
      { http: 401, code: ResultCode.VIEWER_TOKEN_EXPIRED },
    ]);
  });

  it('stops with the file once the content is unpublished (916) or its view book turned off (745)', async () => {
    const { database } = harness;
    const { token } = await open('landscape');
    const id = ids.landscape?.id ?? 0;
    const both = async () => {
      const file = refusal(await get(`/api/v1/viewer-files/${token}`));
      expect(refusal(await get(firstPageUrl(token)))).toEqual(file);
      return file.code;
    };
    try {
      await database.db.update(contents).set({ published: false }).where(eq(contents.id, id));
      expect(await both()).toBe(ResultCode.CONTENT_UNPUBLISHED);
      await database.db
        .update(contents)
        .set({ published: true, enableViewBook: false })
        .where(eq(contents.id, id));
      expect(await both()).toBe(ResultCode.CONTENT_VIEW_NOT_ALLOWED);
    } finally {
      await database.db
        .update(contents)
        .set({ published: true, enableViewBook: true })
        .where(eq(contents.id, id));
    }
    expect((await get(firstPageUrl(token))).statusCode).toBe(200);
  });

  it('opens the picture of the token’s own content only, whichever content or company asks', async () => {
    const { world } = harness;
    const portrait = await open('portrait');
    const landscape = await open('landscape');
    const companyB = await open('companyB', world.b);
    // Each token's picture has the shape of its own page 1 (420 × 595, 842 × 595, 612 × 792 points).
    expect(await pictureSize(firstPageUrl(portrait.token))).toEqual({ width: 1278, height: 1810 });
    expect(await pictureSize(firstPageUrl(landscape.token))).toEqual({ width: 1280, height: 905 });
    expect(await pictureSize(firstPageUrl(companyB.token))).toEqual({ width: 1280, height: 1656 });
    // A token of company A rewritten to name company B's content and file (its company, service,
    // content and file ids, 6 bytes each after format and subject) is no token.
    const rewritten = Buffer.from(portrait.token, 'base64url');
    Buffer.from(companyB.token, 'base64url').copy(rewritten, 2, 2, 2 + 4 * 6);
    expect(refusal(await get(firstPageUrl(rewritten.toString('base64url'))))).toEqual({
      http: 401,
      code: ResultCode.VIEWER_TOKEN_INVALID,
    });
  });

  it('fails alone on a damaged picture: a clean 500, the book itself still served', async () => {
    const { app, database } = harness;
    const token = await open('landscape');
    const [row] = await database.db
      .select({ key: contentFiles.storageKey })
      .from(contentFiles)
      .where(eq(contentFiles.contentId, ids.landscape?.id ?? 0));
    const pictureKey = firstPageKeyOf(row?.key ?? '');
    const chunks: Buffer[] = [];
    for await (const piece of (await app.deps.storage.read(pictureKey)) ?? []) chunks.push(piece as Buffer);
    const sealed = Buffer.concat(chunks);
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 0xff;
    await app.deps.storage.put(pictureKey, sealed);
    const response = await get(firstPageUrl(token.token));
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).not.toBe('image/webp');
    expect((await get(token.fileUrl)).statusCode).toBe(200);
  });
});
