/**
 * Confirmations racing for the last place under the company's user limit: the count and the update must
 * be one step (the transaction holds the company row), or every racer counts the same free place.
 */
import { ResultCode, RoleLevel } from '@hondana/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { connectDatabase, type DatabaseHandle } from '../../platform/database/connection.ts';
import { holdRowLock } from './race-test-support.ts';
import {
  addressOf,
  createPortal,
  createUser,
  tenantQuery,
  tokenOfLink,
  unique,
} from './users-test-support.ts';

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

/** The confirmation token of the latest mail to the address (the dev outbox keeps it whole). */
async function confirmationToken(email: string): Promise<string> {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return tokenOfLink(row?.text ?? '', 'confirm-registration').token;
}

describe('PUT /auth/confirm-registration at the user limit', () => {
  it(`gives the one free place to exactly one of ${RACERS} simultaneous confirmations`, async () => {
    const portal = await createPortal(database.db, { maxUser: 3 });
    await createUser(database.db, portal);
    await createUser(database.db, portal);
    // Staff do not take a reader's place (decisions: user limit).
    await createUser(database.db, portal, { roleLevel: RoleLevel.COMPANY_ADMIN });
    const { host, ...hint } = addressOf(portal);

    // Unconfirmed sign-ups take no place: all of them are accepted.
    const names = Array.from({ length: RACERS }, () => unique('racer'));
    for (const name of names) {
      const response = await app.inject({
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
      });
      expect(response.json().status).toBe(200);
    }
    const tokens = await Promise.all(names.map((name) => confirmationToken(`${name}@example.test`)));

    // The racers queue behind a lock on the company row and are let go together: the count-then-update
    // of each either waits for the others (correct) or counts the same free place (the race).
    const lock = await holdRowLock(database.url, 'select id from companies where id = $1 for update', [
      portal.company.id,
    ]);
    const racing = Promise.all(
      tokens.map((token) =>
        app.inject({
          method: 'PUT',
          url: `/api/v1/auth/confirm-registration/${token}?${tenantQuery(portal)}`,
          headers: { host },
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
    const confirmed = await database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, portal.company.id),
          eq(users.roleLevel, RoleLevel.USER),
          isNull(users.unconfirmedSince),
        ),
      );
    expect(confirmed).toHaveLength(3);
  });
});
