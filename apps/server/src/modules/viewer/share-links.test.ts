import { type CatalogueDetail, ResultCode, type ShareLink, type ViewerToken } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { contents, shareLinks } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { fetchBytes, patternedBytes, sealedContent, viewerCall } from './viewer-test-support.ts';

const clock = new ManualClock(new Date());
const DAY = 24 * 60 * 60_000;
const ids: Record<string, { id: number; elementId: string }> = {};
let link: ShareLink;
let bLink: ShareLink;
let spare: ShareLink;

const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString();

async function addLink(as: WorldUser, contentId: string, extra: { maxViews?: number; days?: number } = {}) {
  const { app, world } = harness;
  const response = await viewerCall(app, world, 'shareLinkAdd', {
    as,
    at: null,
    body: { contentId, expiresAt: inDays(extra.days ?? 7), maxViews: extra.maxViews ?? null },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as ShareLink;
}

const harness = useTenantWorld({ clock }, async ({ app, database, world }) => {
  const bytes = patternedBytes(2000);
  ids.book = await sealedContent(app, database.db, world.a, bytes, { title: 'Shared' });
  ids.other = await sealedContent(app, database.db, world.a, bytes, { title: 'Other' });
  ids.bBook = await sealedContent(app, database.db, world.b, bytes, { title: 'B book' });
  link = await addLink(world.companyAdminA, ids.book.elementId);
  bLink = await addLink(world.companyAdminB, ids.bBook.elementId);
  spare = await addLink(world.companyAdminA, ids.other.elementId);
});

const element = (key: string) => ids[key]?.elementId ?? '';
const openByLink = (token: string, at?: Tenant) =>
  viewerCall(harness.app, harness.world, 'viewerToken', { as: null, at, query: { token_id: token } });
const detailByLink = (token: string, at?: Tenant) =>
  viewerCall(harness.app, harness.world, 'shareDetail', { as: null, at, query: { token } });

describe('share links (administration)', () => {
  endpointTests('shareLinkAdd', harness.context, {
    happy: (w) => ({
      as: w.serviceAdminA,
      body: { contentId: element('other'), expiresAt: inDays(30), maxViews: 3 },
      check: (data) => {
        const added = data as ShareLink;
        expect(added).toMatchObject({ contentId: element('other'), maxViews: 3, viewCount: 0 });
        expect(added.viewPath).toBe(`direct-view/${added.token}`);
        expect(added.detailPath).toBe(`content/${added.token}`);
      },
    }),
    badInput: (w) => ({
      as: w.companyAdminA,
      body: { contentId: element('other'), expiresAt: inDays(400) },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      body: { contentId: element('bBook'), expiresAt: inDays(3) },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  it('refuses an expiry in the past and a service admin of another service', async () => {
    const { app, world } = harness;
    const past = await viewerCall(app, world, 'shareLinkAdd', {
      as: world.companyAdminA,
      body: { contentId: element('other'), expiresAt: inDays(-1) },
    });
    expect(past.json().status).toBe(ResultCode.BAD_PARAMETERS);
    const stranger = await viewerCall(app, world, 'shareLinkAdd', {
      as: world.serviceAdminA2,
      body: { contentId: element('other'), expiresAt: inDays(1) },
    });
    expect(stranger.json().status).toBe(ResultCode.NO_PERMISSION);
  });

  endpointTests('shareLinkList', harness.context, {
    happy: (w) => ({
      as: w.companyAdminA,
      query: { content_id: element('book') },
      check: (data) => {
        const list = data as ShareLink[];
        expect(list.map((l) => l.token)).toContain(link.token);
      },
    }),
    badInput: (w) => ({
      as: w.companyAdminA,
      query: { content_id: 'x' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      query: { content_id: element('bBook') },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  endpointTests('shareLinkDelete', harness.context, {
    happy: (w) => ({
      as: w.companyAdminA,
      params: { id: spare.id },
      check: async () => {
        expect((await openByLink(spare.token)).json().status).toBe(ResultCode.SHARE_LINK_NOT_FOUND);
      },
    }),
    badInput: (w) => ({ as: w.companyAdminA, at: null, params: { id: 'abc' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      params: { id: bLink.id },
      code: ResultCode.SHARE_LINK_NOT_FOUND,
    }),
  });
});

describe('share links (readers, no login)', () => {
  endpointTests('shareDetail', harness.context, {
    happy: () => ({
      as: null,
      query: { token: link.token },
      check: (data) => {
        const detail = data as CatalogueDetail;
        expect(detail.id).toBe(element('book'));
        expect(detail.title).toBe('Shared');
      },
    }),
    badInput: () => ({ as: null, query: { token: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: () => ({
      as: null,
      query: { token: bLink.token },
      code: ResultCode.SHARE_LINK_NOT_FOUND,
    }),
  });

  it('opens the viewer of a content not flagged view-online with no login, counting the view', async () => {
    const { app, world } = harness;
    const fresh = await addLink(world.companyAdminA, element('book'));
    const response = await openByLink(fresh.token);
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json().data as ViewerToken;
    expect(token.contentInfo.id).toBe(element('book'));
    expect(token.progress).toBeNull();
    expect((await fetchBytes(app, token.fileUrl)).statusCode).toBe(200);
    const list = await viewerCall(app, world, 'shareLinkList', {
      as: world.companyAdminA,
      query: { content_id: element('book') },
    });
    const listed = (list.json().data as ShareLink[]).find((l) => l.id === fresh.id);
    expect(listed).toMatchObject({ token: fresh.token, viewCount: 1 });
    // Renewing while reading counts nothing.
    await viewerCall(app, world, 'viewerTokenRenew', { as: null, body: { token: token.token } });
    const [row] = await harness.database.db.select().from(shareLinks).where(eq(shareLinks.id, fresh.id));
    expect(row?.viewCount).toBe(1);
    expect(row?.tokenHash).not.toContain(fresh.token);
    expect(row?.tokenSealed).not.toContain(fresh.token);
  });

  it('stops at its view limit (770); the detail stays open', async () => {
    const limited = await addLink(harness.world.companyAdminA, element('book'), { maxViews: 2 });
    expect((await openByLink(limited.token)).statusCode).toBe(200);
    expect((await openByLink(limited.token)).statusCode).toBe(200);
    expect((await openByLink(limited.token)).json().status).toBe(ResultCode.SHARE_LINK_VIEW_LIMIT_REACHED);
    expect((await detailByLink(limited.token)).statusCode).toBe(200);
  });

  it('expires (769): detail, viewer and the tokens it issued', async () => {
    const { app, world } = harness;
    const short = await addLink(world.companyAdminA, element('book'), { days: 1 });
    const token = (await openByLink(short.token)).json().data as ViewerToken;
    clock.advance(DAY + 1000);
    expect((await openByLink(short.token)).json().status).toBe(ResultCode.SHARE_LINK_EXPIRED);
    expect((await detailByLink(short.token)).json().status).toBe(ResultCode.SHARE_LINK_EXPIRED);
    clock.set(new Date(clock.now().getTime() - DAY - 1000));
    expect((await fetchBytes(app, token.fileUrl)).statusCode).toBe(200);
    await harness.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(shareLinks.id, short.id));
    expect((await fetchBytes(app, token.fileUrl)).json().status).toBe(ResultCode.SHARE_LINK_NOT_FOUND);
  });

  it('is revoked at once: its issued viewer tokens stop', async () => {
    const { app, world } = harness;
    const revoked = await addLink(world.companyAdminA, element('book'));
    const token = (await openByLink(revoked.token)).json().data as ViewerToken;
    expect((await fetchBytes(app, token.fileUrl)).statusCode).toBe(200);
    const removed = await viewerCall(app, world, 'shareLinkDelete', {
      as: world.companyAdminA,
      params: { id: revoked.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await fetchBytes(app, token.fileUrl)).json().status).toBe(ResultCode.SHARE_LINK_NOT_FOUND);
    const renew = await viewerCall(app, world, 'viewerTokenRenew', {
      as: null,
      body: { token: token.token },
    });
    expect(renew.json().status).toBe(ResultCode.SHARE_LINK_NOT_FOUND);
    expect((await openByLink(revoked.token)).json().status).toBe(ResultCode.SHARE_LINK_NOT_FOUND);
  });

  it('answers 916 for an unpublished content behind a link, and nothing on another portal', async () => {
    const { database, world } = harness;
    await database.db
      .update(contents)
      .set({ published: false })
      .where(eq(contents.id, ids.book?.id ?? 0));
    expect((await detailByLink(link.token)).json().status).toBe(ResultCode.CONTENT_UNPUBLISHED);
    expect((await openByLink(link.token)).json().status).toBe(ResultCode.CONTENT_UNPUBLISHED);
    await database.db
      .update(contents)
      .set({ published: true })
      .where(eq(contents.id, ids.book?.id ?? 0));
    expect((await openByLink(link.token, world.a2)).json().status).toBe(ResultCode.SHARE_LINK_NOT_FOUND);
    expect((await openByLink(link.token, world.b)).json().status).toBe(ResultCode.SHARE_LINK_NOT_FOUND);
  });
});
