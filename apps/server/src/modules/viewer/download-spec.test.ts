import { type DownloadSpec, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import {
  fetchBytes,
  patternedBytes,
  sealedContent,
  setDownloadMode,
  viewerCall,
} from './viewer-test-support.ts';
import { readViewerToken, viewerTokenKeyOf } from './viewer-token-codec.ts';

const bytes = patternedBytes(70_000);
const ids: Record<string, { id: number; elementId: string }> = {};

// Download mode is on for company A only: B keeps the default (off).
const harness = useTenantWorld({}, async ({ app, database, world }) => {
  await setDownloadMode(database.db, world.a, true);
  ids.a = await sealedContent(app, database.db, world.a, bytes, { title: 'Atlas' });
  ids.b = await sealedContent(app, database.db, world.b, bytes, { title: 'Field guide' });
  ids.guide = await sealedContent(app, database.db, world.a, bytes, { title: 'Field guide' });
  ids.draft = await sealedContent(app, database.db, world.a, bytes, { title: 'Draft', published: false });
  ids.a2 = await sealedContent(app, database.db, world.a2, bytes, { title: 'Other service' });
});

describe('GET /content/get-content-download-spec', () => {
  endpointTests('downloadSpec', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      query: { content_id: ids.guide?.elementId ?? '' },
      check: (data) => {
        const spec = data as DownloadSpec;
        expect(spec).toMatchObject({
          downloadId: `${ids.guide?.elementId}-1`,
          authId: String(w.readerA.user.id),
          customName: 'Field guide.pdf',
        });
        expect(spec.authName.length).toBeGreaterThan(0);
      },
    }),
    badInput: (w) => ({ as: w.readerA, query: { content_id: '!' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: w.readerA,
      query: { content_id: ids.b?.elementId ?? '' },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  it('is 903 while the company’s download mode is off', async () => {
    const { app, world } = harness;
    const response = await viewerCall(app, world, 'downloadSpec', {
      as: world.readerB,
      at: world.b,
      query: { content_id: ids.b?.elementId },
    });
    expect(response.json().status).toBe(ResultCode.CONTENT_DOWNLOAD_NOT_ALLOWED);
  });

  it('follows the viewer’s rules when it is on: 916, another service’s content 706', async () => {
    const { app, world } = harness;
    const response = await viewerCall(app, world, 'downloadSpec', {
      as: world.readerA,
      query: { content_id: ids.draft?.elementId },
    });
    expect(response.json().status).toBe(ResultCode.CONTENT_UNPUBLISHED);
    const a2 = await viewerCall(app, world, 'downloadSpec', {
      as: world.readerA,
      query: { content_id: ids.a2?.elementId },
    });
    expect(a2.json().status).toBe(ResultCode.CONTENT_NOT_FOUND);
  });

  it('gives an authKey of a day that opens the sealed bytes through /viewer-files only', async () => {
    const { app, world } = harness;
    const response = await viewerCall(app, world, 'downloadSpec', {
      as: world.readerA,
      query: { content_id: ids.a?.elementId },
    });
    const spec = response.json().data as DownloadSpec;
    const grant = readViewerToken(viewerTokenKeyOf(app.deps.masterKey), spec.authKey);
    expect((grant?.expiresAt.getTime() ?? 0) - (grant?.issuedAt.getTime() ?? 0)).toBe(24 * 60 * 60_000);
    const file = await fetchBytes(app, `/api/v1/viewer-files/${spec.authKey}`, 'bytes=65530-65545');
    expect(file.statusCode).toBe(206);
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.rawPayload.equals(bytes.subarray(65530, 65546))).toBe(true);
  });
});
