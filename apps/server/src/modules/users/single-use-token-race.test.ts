/**
 * A mailed link used by several requests at once (a double click, a mail scanner, an attacker racing the
 * owner): the token is used up by exactly one of them, in the same statement that checks it is unused.
 */
import { ResultCode } from '@hondana/contract';
import { eq, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { emailChangeTokens, passwordResetTokens, users } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import { clientPasswordHash, verifyClientPasswordHash } from '../../platform/crypto/passwords.ts';
import { connectDatabase, type DatabaseHandle } from '../../platform/database/connection.ts';
import { holdRowLock } from './race-test-support.ts';
import { addressOf, createPortal, createUser, tenantQuery, unique } from './users-test-support.ts';

const RACERS = 10;
const HOUR = 3_600_000;

let database: TestDatabase;
let handle: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  // A connection for every racer, so they all reach the database together.
  handle = connectDatabase(database.url, { max: RACERS + 2 });
  app = await buildTestApp(handle.db);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await database?.destroy();
});

/**
 * Every racer finds the token unused, then queues behind this lock on its row to use it up; released
 * together, they show whether using it up checks, in the same statement, that it is still unused.
 */
const holdTokenRow = (table: string, token: string) =>
  holdRowLock(database.url, `select id from ${table} where token_hash = $1 for update`, [
    hashOpaqueToken(token),
  ]);

const statusesOf = (responses: { json(): { status: number } }[]) => responses.map((r) => r.json().status);

describe('single-use links used by several requests at once', () => {
  it(`PUT /user/reset-password/{token}: one of ${RACERS} sets its password, the others get INVALID_KEY`, async () => {
    const portal = await createPortal(database.db);
    const { user } = await createUser(database.db, portal);
    const token = newOpaqueToken();
    const now = new Date();
    await database.db.insert(passwordResetTokens).values({
      companyId: portal.company.id,
      userId: user.id,
      tokenHash: hashOpaqueToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + HOUR),
    });
    const { host } = addressOf(portal);

    // Each racer chooses another password, so the stored one tells which request won.
    const passwords = Array.from({ length: RACERS }, (_, i) => `Racing-pass-${i}`);
    const lock = await holdTokenRow(getTableName(passwordResetTokens), token);
    const racing = Promise.all(
      passwords.map((password) =>
        app.inject({
          method: 'PUT',
          url: `/api/v1/user/reset-password/${token}?${tenantQuery(portal)}`,
          headers: { host },
          payload: { new_password: password, confirm_password: password },
        }),
      ),
    );
    await lock.waitForWaiters(RACERS, racing);
    await lock.release();
    const responses = await racing;

    const statuses = statusesOf(responses);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === ResultCode.INVALID_KEY)).toHaveLength(RACERS - 1);
    const winner = passwords[statuses.indexOf(200)] ?? '';
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyClientPasswordHash(stored?.passwordHash ?? '', clientPasswordHash(winner))).toBe(true);
  });

  it(`PUT /user/confirm-email/{token}: one of ${RACERS} confirms, the others get INVALID_KEY`, async () => {
    const portal = await createPortal(database.db);
    const { user } = await createUser(database.db, portal);
    const newEmail = `${unique('moved')}@example.test`;
    const token = newOpaqueToken();
    const now = new Date();
    await database.db.insert(emailChangeTokens).values({
      companyId: portal.company.id,
      userId: user.id,
      newEmail,
      tokenHash: hashOpaqueToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 24 * HOUR),
    });
    const { host } = addressOf(portal);

    const lock = await holdTokenRow(getTableName(emailChangeTokens), token);
    const racing = Promise.all(
      Array.from({ length: RACERS }, () =>
        app.inject({
          method: 'PUT',
          url: `/api/v1/user/confirm-email/${token}?${tenantQuery(portal)}`,
          headers: { host },
        }),
      ),
    );
    await lock.waitForWaiters(RACERS, racing);
    await lock.release();
    const responses = await racing;

    const statuses = statusesOf(responses);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === ResultCode.INVALID_KEY)).toHaveLength(RACERS - 1);
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.email).toBe(newEmail);
    const [used] = await database.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.tokenHash, hashOpaqueToken(token)));
    expect(used?.usedAt).not.toBeNull();
  });
});
