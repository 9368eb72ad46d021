import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentFiles, contents } from '../../db/schema/index.ts';
import { CHUNK, fetchBytes, openViewer, patternedBytes, sealedContent } from './viewer-test-support.ts';

const SIZE = 3 * CHUNK + 1000;
const pdf = patternedBytes(SIZE);
const epub = patternedBytes(CHUNK + 10, 'PK\x03\x04');
const ids: Record<string, { id: number; elementId: string; fileId: number }> = {};

const harness = useTenantWorld({}, async ({ app, database, world }) => {
  ids.pdf = await sealedContent(app, database.db, world.a, pdf, { title: 'Big' });
  ids.epub = await sealedContent(app, database.db, world.a, epub, { title: 'Tale', fileKind: 'epub' });
  ids.later = await sealedContent(app, database.db, world.a, patternedBytes(500), { title: 'Later' });
  ids.damaged = await sealedContent(app, database.db, world.a, patternedBytes(3 * CHUNK), {
    title: 'Damaged',
  });
});

const open = async (key: string) =>
  openViewer(harness.app, harness.world, {
    as: harness.world.readerA,
    query: { content_id: ids[key]?.elementId },
  });

let fileUrl = '';
beforeAll(async () => {
  fileUrl = (await open('pdf')).fileUrl;
});

describe('GET /api/v1/viewer-files/{token}', () => {
  it('serves the whole file when no range is asked, uncompressed, inline, never cached', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { 'accept-encoding': 'gzip, br, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-length': String(SIZE),
      'content-type': 'application/pdf',
      'content-disposition': 'inline',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  const ranges: [string, string, number, number][] = [
    ['the first chunk', `bytes=0-${CHUNK - 1}`, 0, CHUNK - 1],
    ['a middle chunk', `bytes=${CHUNK}-${2 * CHUNK - 1}`, CHUNK, 2 * CHUNK - 1],
    ['the last chunk', `bytes=${3 * CHUNK}-${SIZE - 1}`, 3 * CHUNK, SIZE - 1],
    ['a range across three chunks', `bytes=${CHUNK - 7}-${2 * CHUNK + 9}`, CHUNK - 7, 2 * CHUNK + 9],
    ['a single byte', 'bytes=70000-70000', 70000, 70000],
    ['a suffix', 'bytes=-500', SIZE - 500, SIZE - 1],
    ['an open end', `bytes=${SIZE - 10}-`, SIZE - 10, SIZE - 1],
    ['an end past the file (clipped)', `bytes=100-${SIZE * 2}`, 100, SIZE - 1],
    ['a suffix longer than the file', `bytes=-${SIZE * 2}`, 0, SIZE - 1],
  ];
  for (const [what, header, start, end] of ranges) {
    it(`answers ${what} with 206, byte-identical to the original`, async () => {
      const response = await fetchBytes(harness.app, fileUrl, header);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(pdf.subarray(start, end + 1))).toBe(true);
    });
  }

  it('refuses malformed, multiple and unsatisfiable ranges with 416 and the size', async () => {
    for (const header of [
      'bytes=abc',
      'bytes=0-1,5-9',
      `bytes=${SIZE}-`,
      'bytes=9-2',
      'bytes=-0',
      'items=0-5',
      'bytes=-',
    ]) {
      const response = await fetchBytes(harness.app, fileUrl, header);
      expect(response.statusCode, header).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${SIZE}`);
      expect(response.json().status).toBe(ResultCode.RANGE_NOT_SATISFIABLE);
    }
  });

  it('answers HEAD with the headers only (pdf.js probes)', async () => {
    const whole = await fetchBytes(harness.app, fileUrl, undefined, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(SIZE));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(0);
    const part = await fetchBytes(harness.app, fileUrl, 'bytes=10-19', 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${SIZE}`);
  });

  it('serves EPUB as application/epub+zip, and each token only its own content', async () => {
    const token = await open('epub');
    const response = await harness.app.inject({ method: 'GET', url: token.fileUrl });
    expect(response.headers['content-type']).toBe('application/epub+zip');
    expect(response.rawPayload.equals(epub)).toBe(true);
    expect(token.fileUrl).not.toBe(fileUrl);
  });

  it('refuses forged and unknown tokens (767)', async () => {
    const token = fileUrl.split('/').pop() ?? '';
    const forged = `${token.slice(0, 40)}${token[40] === 'A' ? 'B' : 'A'}${token.slice(41)}`;
    for (const bad of [forged, 'A'.repeat(96), 'abcdefghijklmnopqrstuvwxyz']) {
      const response = await harness.app.inject({ method: 'GET', url: `/api/v1/viewer-files/${bad}` });
      expect(response.json().status, `${bad} ${response.body}`).toBe(ResultCode.VIEWER_TOKEN_INVALID);
      expect(response.statusCode).toBe(401);
    }
  });

  it('stops an issued token once the content is unpublished (916) or its file replaced (767)', async () => {
    const { database } = harness;
    const token = await open('later');
    await database.db
      .update(contents)
      .set({ published: false })
      .where(eq(contents.id, ids.later?.id ?? 0));
    expect((await harness.app.inject({ method: 'GET', url: token.fileUrl })).json().status).toBe(
      ResultCode.CONTENT_UNPUBLISHED,
    );
    await database.db
      .update(contents)
      .set({ published: true })
      .where(eq(contents.id, ids.later?.id ?? 0));
    expect((await harness.app.inject({ method: 'GET', url: token.fileUrl })).statusCode).toBe(200);
    await database.db
      .update(contentFiles)
      .set({ isCurrent: false })
      .where(eq(contentFiles.id, ids.later?.fileId ?? 0));
    expect((await harness.app.inject({ method: 'GET', url: token.fileUrl })).json().status).toBe(
      ResultCode.VIEWER_TOKEN_INVALID,
    );
  });

  it('fails alone on a damaged sealed file: 500 before any byte, a cut stream inside, nothing else hurt', async () => {
    const { app, database } = harness;
    const [row] = await database.db
      .select({ key: contentFiles.storageKey })
      .from(contentFiles)
      .where(eq(contentFiles.id, ids.damaged?.fileId ?? 0));
    const chunks: Buffer[] = [];
    for await (const piece of (await app.deps.storage.read(row?.key ?? '')) ?? [])
      chunks.push(piece as Buffer);
    const sealed = Buffer.concat(chunks);
    // Flip a byte inside the second chunk: the first chunk still opens, the second fails its tag.
    sealed[20 + CHUNK + 16 + 100] = (sealed[20 + CHUNK + 16 + 100] ?? 0) ^ 0xff;
    await app.deps.storage.put(row?.key ?? '', sealed);
    const token = await open('damaged');
    const first = await fetchBytes(app, token.fileUrl, `bytes=0-${CHUNK - 1}`);
    expect(first.statusCode).toBe(206);
    // Past the damaged chunk the answer is cut off: its bytes never go out.
    await expect(fetchBytes(app, token.fileUrl, `bytes=0-${2 * CHUNK - 1}`)).rejects.toThrow(/destroyed/);
    // A broken header: refused before any header of the file goes out.
    sealed[0] = 0;
    await app.deps.storage.put(row?.key ?? '', sealed);
    const broken = await fetchBytes(app, token.fileUrl, 'bytes=0-10');
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['content-range']).toBeUndefined();
    expect((await fetchBytes(app, fileUrl, 'bytes=0-10')).statusCode).toBe(206);
  });

  it('survives clients that abort mid-stream: no descriptor left open, the next reader served', async () => {
    const { app } = harness;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const openDescriptors = () => fs.readdirSync('/proc/self/fd').length;
    const get = (onResponse: (response: http.IncomingMessage, request: http.ClientRequest) => void) =>
      new Promise<void>((resolve) => {
        const request = http.get({ host: '127.0.0.1', port, path: fileUrl, agent: false }, (response) =>
          onResponse(response, request),
        );
        request.on('close', () => resolve());
        request.on('error', () => resolve());
      });
    const readWhole = () =>
      new Promise<Buffer>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: fileUrl, agent: false }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(Buffer.concat(chunks)));
          })
          .on('error', reject);
      });
    expect((await readWhole()).equals(pdf)).toBe(true);
    const baseline = openDescriptors();
    for (let i = 0; i < 5; i += 1) {
      await get((response, request) => response.once('data', () => request.destroy()));
    }
    // The server closes its side (and the sealed file it read) when it sees the abort.
    for (let tries = 0; tries < 100 && openDescriptors() > baseline; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(openDescriptors()).toBeLessThanOrEqual(baseline);
    expect((await readWhole()).equals(pdf)).toBe(true);
  });
});
