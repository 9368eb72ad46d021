import { PageAccessMode, ResultCode, type ShareLink, type ViewerToken } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillGroup, insertGroup } from '../../../test/catalogue-kit.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { companies, userGroupContentGroups, userGroupMembers, userGroups } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import {
  openViewer,
  patternedBytes,
  planGateGroup,
  sealedContent,
  viewerCall,
} from './viewer-test-support.ts';

const ids: Record<string, { id: number; elementId: string }> = {};
let campus: Tenant;
let licensed = 0;

/** A share link an administrator of A makes for a content (any tenant's admin may act on their own). */
async function shareOf(key: string): Promise<ShareLink> {
  const { app, world } = harness;
  const response = await viewerCall(app, world, 'shareLinkAdd', {
    as: world.companyAdminA,
    at: null,
    body: { contentId: ids[key]?.elementId, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as ShareLink;
}

const harness = useTenantWorld({}, async ({ app, database, world }) => {
  const { db } = database;
  const add = async (key: string, values: Parameters<typeof sealedContent>[4], at = world.a) => {
    ids[key] = await sealedContent(app, db, at, patternedBytes(2000), { title: key, ...values });
  };
  // A company whose page access mode requires login for every page, as the Campus demo tenant.
  campus = await createTenant(db);
  await db
    .update(companies)
    .set({ pageAccessMode: PageAccessMode.LOGIN_REQUIRED })
    .where(eq(companies.id, campus.company.id));
  campus = { ...campus, company: { ...campus.company, pageAccessMode: PageAccessMode.LOGIN_REQUIRED } };
  await add('lockedOnline', { loginRequired: true, viewOnline: true });
  await add('lockedShared', { loginRequired: true });
  await add('campusOnline', { viewOnline: true }, campus);
  await add('planned', {});
  const shelf = await insertGroup(db, world.a, 'Licensed');
  await fillGroup(db, world.a, shelf, [ids.planned?.id ?? 0]);
  await planGateGroup(db, world.a, shelf);
  const [group] = await db
    .insert(userGroups)
    .values({ companyId: world.a.company.id, name: 'Licensed readers', authMethod: 1 })
    .returning({ id: userGroups.id });
  licensed = group?.id ?? 0;
  await db.insert(userGroupContentGroups).values({
    companyId: world.a.company.id,
    userGroupId: licensed,
    contentGroupId: shelf,
  });
});

const element = (key: string) => ids[key]?.elementId ?? '';
const statusOf = async (response: { json(): unknown }) => (response.json() as { status: number }).status;

describe('who may open a book: one rule for every reader call', () => {
  it('asks a visitor to log in for a login-required content even when it is flagged view-online (850)', async () => {
    const { app, world } = harness;
    const visitor = await viewerCall(app, world, 'viewerToken', {
      as: null,
      query: { content_id: element('lockedOnline') },
    });
    expect(await statusOf(visitor)).toBe(ResultCode.LOGIN_REQUIRED);
    const reader = await openViewer(app, world, {
      as: world.readerA,
      query: { content_id: element('lockedOnline') },
    });
    expect(reader.contentInfo.id).toBe(element('lockedOnline'));
  });

  it('asks a visitor of a login-only portal to log in (600), as every other reader call does', async () => {
    const { app, world } = harness;
    const token = await viewerCall(app, world, 'viewerToken', {
      as: null,
      at: campus,
      query: { content_id: element('campusOnline') },
    });
    expect(await statusOf(token)).toBe(ResultCode.ACCESS_TOKEN_NOT_FOUND);
    // An unknown content answers the same: nothing about the portal's contents before a login.
    const unknown = await viewerCall(app, world, 'viewerToken', {
      as: null,
      at: campus,
      query: { content_id: 'a'.repeat(24) },
    });
    expect(await statusOf(unknown)).toBe(ResultCode.ACCESS_TOKEN_NOT_FOUND);
    const catalogue = await viewerCall(app, world, 'cataloguePage', { as: null, at: campus, query: {} });
    expect(await statusOf(catalogue)).toBe(ResultCode.ACCESS_TOKEN_NOT_FOUND);
  });

  it('applies the same rule to share links: a login-required content asks to log in, a login-only portal stays closed', async () => {
    const { app, world } = harness;
    const locked = await shareOf('lockedShared');
    const open = await viewerCall(app, world, 'viewerToken', { as: null, query: { token_id: locked.token } });
    expect(await statusOf(open)).toBe(ResultCode.LOGIN_REQUIRED);
    const detail = await viewerCall(app, world, 'shareDetail', { as: null, query: { token: locked.token } });
    expect(detail.json()).toMatchObject({
      status: 200,
      data: { access: { read: ResultCode.LOGIN_REQUIRED } },
    });
    const onCampus = await viewerCall(app, world, 'viewerToken', {
      as: null,
      at: campus,
      query: { token_id: 'x'.repeat(43) },
    });
    expect(await statusOf(onCampus)).toBe(ResultCode.ACCESS_TOKEN_NOT_FOUND);
    const campusDetail = await viewerCall(app, world, 'shareDetail', {
      as: null,
      at: campus,
      query: { token: 'x'.repeat(43) },
    });
    expect(await statusOf(campusDetail)).toBe(ResultCode.ACCESS_TOKEN_NOT_FOUND);
  });

  it('refuses reading progress once the reader may no longer open the content (839), and saves nothing', async () => {
    const { app, world, database } = harness;
    const { db } = database;
    const member = { companyId: world.a.company.id, userGroupId: licensed, userId: world.readerA.user.id };
    await db.insert(userGroupMembers).values(member);
    const opened: ViewerToken = await openViewer(app, world, {
      as: world.readerA,
      query: { content_id: element('planned') },
    });
    const save = (lastPage: number) =>
      viewerCall(app, world, 'readingProgress', { as: null, body: { token: opened.token, lastPage } });
    expect((await save(3)).json()).toMatchObject({ status: 200, data: { saved: true } });
    await db.delete(userGroupMembers).where(eq(userGroupMembers.userGroupId, licensed));
    expect(await statusOf(await save(9))).toBe(ResultCode.PLAN_REQUIRED_TO_VIEW);
    await db.insert(userGroupMembers).values(member);
    const again = await openViewer(app, world, {
      as: world.readerA,
      query: { content_id: element('planned') },
    });
    expect(again.progress?.lastPage).toBe(3);
  });
});
