import { ResultCode, type ViewerToken } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { portalAddress, useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import { openViewer, patternedBytes, sealedContent, viewerCall } from './viewer-test-support.ts';

const ids: Record<string, { id: number; elementId: string }> = {};
let readerToken = '';
let visitorToken = '';
let bToken = '';

const harness = useTenantWorld({}, async ({ app, database, world }) => {
  ids.pdf = await sealedContent(app, database.db, world.a, patternedBytes(900), { title: 'Atlas' });
  ids.epub = await sealedContent(app, database.db, world.a, patternedBytes(900), {
    title: 'Tale',
    fileKind: 'epub',
    viewOnline: true,
  });
  ids.bBook = await sealedContent(app, database.db, world.b, patternedBytes(900), { title: 'B' });
  readerToken = (
    await openViewer(app, world, { as: world.readerA, query: { content_id: ids.pdf.elementId } })
  ).token;
  visitorToken = (await openViewer(app, world, { as: null, query: { content_id: ids.epub.elementId } }))
    .token;
  bToken = (
    await openViewer(app, world, {
      as: world.readerB,
      at: world.b,
      query: { content_id: ids.bBook.elementId },
    })
  ).token;
});

/** A second device: the same reader logs in again (a session of their own). */
async function secondDevice(reader: WorldUser): Promise<WorldUser> {
  const address = portalAddress(harness.world.a);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: address.host },
    payload: {
      email: reader.user.email,
      password_hash: clientPasswordHash(reader.password),
      domain: address.domain,
      path: address.path,
    },
  });
  const token = response.json().data.accessToken as string;
  expect(token).not.toBe(reader.token);
  return { ...reader, token };
}

const save = (body: Record<string, unknown>) =>
  viewerCall(harness.app, harness.world, 'readingProgress', { as: null, body });

describe('PUT /content/public/reading-progress', () => {
  endpointTests('readingProgress', harness.context, {
    happy: () => ({
      as: null,
      body: { token: readerToken, lastPage: 3 },
      check: (data) => expect(data).toEqual({ saved: true }),
    }),
    badInput: () => ({ as: null, body: { token: readerToken }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: () => ({
      as: null,
      body: { token: bToken, lastPage: 2 },
      code: ResultCode.VIEWER_TOKEN_INVALID,
    }),
  });

  it('restores the place on another device: PDF page, then an EPUB position beside it', async () => {
    const { app, world } = harness;
    expect((await save({ token: readerToken, lastPage: 42 })).json().data).toEqual({ saved: true });
    const other = await secondDevice(world.readerA);
    const reopened = await openViewer(app, world, { as: other, query: { content_id: ids.pdf?.elementId } });
    expect(reopened.progress).toEqual({ lastPage: 42, position: null, zoom: null });

    const cfi = 'epubcfi(/6/4!/4/2/1:0)';
    expect((await save({ token: reopened.token, position: cfi })).json().data).toEqual({ saved: true });
    const renewed = await viewerCall(app, world, 'viewerTokenRenew', {
      as: null,
      body: { token: readerToken },
    });
    expect((renewed.json().data as ViewerToken).progress).toEqual({
      lastPage: 42,
      position: cfi,
      zoom: null,
    });
  });

  it('keeps the zoom beside the page, a mode or a scale, and restores it on another device', async () => {
    const { app, world } = harness;
    expect((await save({ token: readerToken, zoom: 'fitWidth' })).json().data).toEqual({ saved: true });
    const other = await secondDevice(world.readerA);
    const first = await openViewer(app, world, { as: other, query: { content_id: ids.pdf?.elementId } });
    expect(first.progress?.zoom).toBe('fitWidth');
    expect((await save({ token: first.token, lastPage: 7, zoom: 1.5 })).json().data).toEqual({ saved: true });
    const again = await openViewer(app, world, { as: other, query: { content_id: ids.pdf?.elementId } });
    expect(again.progress).toMatchObject({ lastPage: 7, zoom: 1.5 });
    // A page saved alone keeps the zoom.
    await save({ token: again.token, lastPage: 8 });
    const third = await openViewer(app, world, { as: other, query: { content_id: ids.pdf?.elementId } });
    expect(third.progress).toMatchObject({ lastPage: 8, zoom: 1.5 });
  });

  it('refuses a zoom that is no mode or out of range, and saves nothing of it', async () => {
    for (const zoom of ['huge', 0, 9, '1.5'])
      expect((await save({ token: readerToken, zoom })).json().status).toBe(ResultCode.BAD_REQUEST);
    const reopened = await openViewer(harness.app, harness.world, {
      as: harness.world.readerA,
      query: { content_id: ids.pdf?.elementId },
    });
    expect(reopened.progress?.zoom).not.toBe('huge');
  });

  it('keeps nothing for a token without a reader (visitor, share link)', async () => {
    expect((await save({ token: visitorToken, lastPage: 5 })).json().data).toEqual({ saved: false });
    const again = await openViewer(harness.app, harness.world, {
      as: null,
      query: { content_id: ids.epub?.elementId },
    });
    expect(again.progress).toBeNull();
  });

  it('refuses a position too long or a page below 1', async () => {
    expect((await save({ token: readerToken, position: 'x'.repeat(2001) })).json().status).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await save({ token: readerToken, lastPage: 0 })).json().status).toBe(ResultCode.BAD_REQUEST);
  });
});
