import { apiRoutes, ResultCode, type ViewerToken } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../../test/endpoint-kit.ts';
import { createUser } from '../../../test/fixtures.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { sessions } from '../../db/schema/index.ts';
import {
  fetchBytes,
  loginReader,
  openViewer,
  patternedBytes,
  sealedContent,
  viewerCall,
} from './viewer-test-support.ts';

let book = '';

const harness = useTenantWorld({}, async ({ app, database, world }) => {
  book = (await sealedContent(app, database.db, world.a, patternedBytes(2000), { title: 'Bound' })).elementId;
});

/** A reader of A with a session of their own (the tests end it). */
async function freshReader(): Promise<WorldUser> {
  const { world, database } = harness;
  const { user, password } = await createUser(database.db, world.a, { serviceId: world.a.service.id });
  const reader = { user, password, token: '' };
  return { ...reader, token: await loginAgain(reader) };
}

/** A new session of the reader (another device). */
const loginAgain = ({ user, password }: Pick<WorldUser, 'user' | 'password'>) =>
  loginReader(harness.app, harness.world.a, user, password);

const renew = (token: string) =>
  viewerCall(harness.app, harness.world, 'viewerTokenRenew', { as: null, body: { token } });
const save = (token: string, lastPage: number) =>
  viewerCall(harness.app, harness.world, 'readingProgress', { as: null, body: { token, lastPage } });

async function expectEnded(opened: ViewerToken) {
  expect((await renew(opened.token)).json().status).toBe(ResultCode.SESSION_INVALID);
  expect((await save(opened.token, 7)).json().status).toBe(ResultCode.SESSION_INVALID);
  expect((await fetchBytes(harness.app, opened.fileUrl)).json().status).toBe(ResultCode.SESSION_INVALID);
}

describe('a reader’s viewer token lives only as long as the session that asked for it', () => {
  it('renews and saves while the session lives, and the renewal keeps the session alive', async () => {
    const { app, world, database } = harness;
    const reader = await freshReader();
    const opened = await openViewer(app, world, { as: reader, query: { content_id: book } });
    const [before] = await database.db.select().from(sessions).where(eq(sessions.userId, reader.user.id));
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.userId, reader.user.id));
    expect((await renew(opened.token)).statusCode).toBe(200);
    expect((await save(opened.token, 2)).json()).toMatchObject({ status: 200, data: { saved: true } });
    const [after] = await database.db.select().from(sessions).where(eq(sessions.userId, reader.user.id));
    expect(after?.expiresAt.getTime()).toBeGreaterThanOrEqual(before?.expiresAt.getTime() ?? 0);
  });

  it('stops renewing, saving and reading at logout (603)', async () => {
    const { app, world } = harness;
    const reader = await freshReader();
    const opened = await openViewer(app, world, { as: reader, query: { content_id: book } });
    const logout = await callRoute(app, apiRoutes.logout, { as: reader }, world);
    expect(logout.statusCode, logout.body).toBe(200);
    await expectEnded(opened);
  });

  it('stops when a password change on another device ends the session (603)', async () => {
    const { app, world } = harness;
    const reader = await freshReader();
    const opened = await openViewer(app, world, { as: reader, query: { content_id: book } });
    const otherDevice = { ...reader, token: await loginAgain(reader) };
    const change = await callRoute(
      app,
      apiRoutes.changePassword,
      {
        as: otherDevice,
        body: {
          user_id: reader.user.id,
          old_pass: reader.password,
          new_pass: 'Another-Pass-2026',
          confirm_pass: 'Another-Pass-2026',
        },
      },
      world,
    );
    expect(change.statusCode, change.body).toBe(200);
    await expectEnded(opened);
  });

  it('stops once the session has expired (603)', async () => {
    const { app, world, database } = harness;
    const reader = await freshReader();
    const opened = await openViewer(app, world, { as: reader, query: { content_id: book } });
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, reader.user.id));
    await expectEnded(opened);
  });
});
