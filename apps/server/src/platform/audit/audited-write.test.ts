import { RoleLevel } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { ManualClock } from '../clock.ts';
import { type AuditWho, auditedWrite } from './audited-write.ts';
import { maskChange } from './mask-secrets.ts';
import { MASK } from './secret-fields.ts';

let database: TestDatabase;
const clock = new ManualClock(new Date('2026-11-28T09:00:00Z'));
const who: AuditWho = {
  userId: 7,
  role: RoleLevel.COMPANY_ADMIN,
  companyId: 3,
  ip: '203.0.113.9',
  userAgent: 'test agent',
  clock,
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const rowsFor = (entityId: string) =>
  database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));

describe('auditedWrite', () => {
  it('writes the recorded rows in the transaction of the write, at the injected time', async () => {
    const answer = await auditedWrite(database.db, who, async (tx, record) => {
      await tx.execute(sql`select 1`);
      record({
        entity: 'term',
        entityId: 41,
        companyId: 3,
        serviceId: 5,
        action: 'add',
        after: { title: 'T' },
      });
      return 'done';
    });
    expect(answer).toBe('done');
    const [row] = await rowsFor('41');
    expect(row).toMatchObject({
      companyId: 3,
      serviceId: 5,
      occurredAt: new Date('2026-11-28T09:00:00Z'),
      actorUserId: 7,
      actorRole: RoleLevel.COMPANY_ADMIN,
      actorIp: '203.0.113.9',
      actorUserAgent: 'test agent',
      entity: 'term',
      action: 'add',
      before: null,
      after: { title: 'T' },
    });
  });

  it('leaves no audit row when the write fails after recording', async () => {
    await expect(
      auditedWrite(database.db, who, async (tx, record) => {
        record({ entity: 'term', entityId: 42, companyId: 3, action: 'delete', before: { title: 'T' } });
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await rowsFor('42')).toEqual([]);
  });

  it('writes nothing when nothing was recorded', async () => {
    const before = await database.db.$count(auditEvents);
    await auditedWrite(database.db, who, async () => undefined);
    expect(await database.db.$count(auditEvents)).toBe(before);
  });
});

describe('maskChange', () => {
  it('masks secret fields at any depth and names those that changed', () => {
    const { before, after } = maskChange(
      {
        name: 'a',
        passwordHash: 'x1',
        settings: { merchant_secret: 's1', apiKey: 'k' },
        key: Buffer.from('k'),
      },
      {
        name: 'b',
        passwordHash: 'x2',
        settings: { merchant_secret: 's1', apiKey: 'k2' },
        key: Buffer.from('k'),
      },
    );
    expect(before).toEqual({
      name: 'a',
      passwordHash: MASK,
      settings: { merchant_secret: MASK, apiKey: MASK },
      key: MASK,
    });
    expect(after).toEqual({
      name: 'b',
      passwordHash: MASK,
      settings: { merchant_secret: MASK, apiKey: MASK },
      key: MASK,
      secretsChanged: ['passwordHash', 'settings.apiKey'],
    });
    expect(JSON.stringify([before, after])).not.toMatch(/x1|x2|s1|k2/);
  });

  it('keeps a missing secret as null, so setting one shows as a change', () => {
    expect(
      maskChange({ totpSecret: null }, { totpSecret: 'abc', at: new Date('2026-11-28T00:00:00Z') }),
    ).toEqual({
      before: { totpSecret: null },
      after: { totpSecret: MASK, at: '2026-11-28T00:00:00.000Z', secretsChanged: ['totpSecret'] },
    });
  });
});
