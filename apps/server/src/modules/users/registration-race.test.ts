/**
 * Sign-ups racing for the last place under the company's user limit: the count and the insert must be
 * one step (the transaction holds the company row), or every racer counts the same free place.
 */
import { ResultCode, RoleLevel } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { connectDatabase, type DatabaseHandle } from '../../platform/database/connection.ts';
import { holdRowLock } from './race-test-support.ts';
import { addressOf, createPortal, createUser, unique } from './users-test-support.ts';

const RACERS = 8;

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

describe('POST /auth/register at the user limit', () => {
  it(`gives the one free place to exactly one of ${RACERS} simultaneous sign-ups`, async () => {
    const portal = await createPortal(database.db, { maxUser: 3 });
    await createUser(database.db, portal);
    await createUser(database.db, portal);
    // Staff do not take a reader's place (decisions: user limit).
    await createUser(database.db, portal, { roleLevel: RoleLevel.COMPANY_ADMIN });
    const { host, ...hint } = addressOf(portal);

    // The racers queue behind a lock on the company row and are let go together: the count-then-insert
    // of each either waits for the others (correct) or counts the same free place (the race).
    const lock = await holdRowLock(database.url, 'select id from companies where id = $1 for update', [
      portal.company.id,
    ]);
    const names = Array.from({ length: RACERS }, () => unique('racer'));
    const racing = Promise.all(
      names.map((name) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          headers: { host },
          payload: {
            ...hint,
            username: name,
            email: `${name}@example.test`,
            password: 'Secret-pass-1',
            confirm_password: 'Secret-pass-1',
            full_name: 'Racing Reader',
          },
        }),
      ),
    );
    await lock.waitForWaiters(RACERS, racing);
    await lock.release();
    const responses = await racing;

    const statuses = responses.map((response) => response.json().status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === ResultCode.COMPANY_USER_LIMIT_REACHED)).toHaveLength(
      RACERS - 1,
    );
    const winner = responses.find((response) => response.json().status === 200)?.json().data;

    const readers = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.companyId, portal.company.id), eq(users.roleLevel, RoleLevel.USER)));
    expect(readers).toHaveLength(3);
    const racersStored = readers.filter((row) => names.some((name) => row.email === `${name}@example.test`));
    expect(racersStored).toEqual([{ id: winner.id, email: winner.email }]);
  });
});
