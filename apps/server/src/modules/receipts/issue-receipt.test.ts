import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { receipts } from '../../db/schema/index.ts';
import { connectDatabase, type DatabaseHandle } from '../../platform/database/connection.ts';
import { type ServiceScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { buildReceipt } from '../billing/receipt.ts';
import { settleCharge } from '../orders/ledger.ts';
import { issueReceipt } from './issue-receipt.ts';
import { insertLedgerRow, registerInvoiceIssuer } from './receipt-test-support.ts';

let database: TestDatabase;
let wide: DatabaseHandle;
let scope: ServiceScope;
let otherScope: ServiceScope;
let userId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  wide = connectDatabase(database.url, { max: 10 });
  const tenant = await createTenant(database.db, { name: 'Demo Books KK' });
  scope = tenantScopeOf(tenant);
  otherScope = tenantScopeOf(await createTenant(database.db));
  userId = (await createUser(database.db, tenant)).user.id;
  await registerInvoiceIssuer(database.db, scope.companyId);
});
afterAll(async () => {
  await wide?.close();
  await database?.destroy();
});

describe('issueReceipt', () => {
  it('numbers concurrent payments 1..N without gaps or repeats, a rolled-back one giving its number back', async () => {
    const rows = await Promise.all(
      Array.from({ length: 24 }, () => insertLedgerRow(database.db, scope, { userId, status: 'pending' })),
    );
    const settle = (id: number, fail: boolean) =>
      wide.db
        .transaction(async (tx) => {
          await tx.execute(
            `update transactions set status = 'OK' where id = ${id} and company_id = ${scope.companyId}`,
          );
          const issued = await issueReceipt(tx, scope, id);
          if (fail) throw new Error('settlement rolled back');
          return issued;
        })
        .catch(() => null);
    const results = await Promise.all(rows.map((row, i) => settle(row.id, i % 6 === 5)));
    const numbers = results.flatMap((r) => (r ? [r.number] : [])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const other = await insertLedgerRow(database.db, otherScope, { userId });
    expect((await issueReceipt(database.db, otherScope, other.id))?.number).toBe(1);
  });

  it('keeps the issuer, registration number, lines and the ledger’s tax; a second issue answers the first', async () => {
    const lines = [
      { rule: 'plan-price' as const, label: 'Gold', yen: 1100, taxMode: 'inclusive' as const },
      { rule: 'coupon' as const, label: 'WELCOME', yen: -110, taxMode: 'inclusive' as const, percent: 10 },
    ];
    const priced = buildReceipt(lines);
    const row = await insertLedgerRow(database.db, scope, {
      userId,
      amount: priced.totalYen,
      tax: priced.taxYen,
      discount: 110,
      couponCode: 'WELCOME',
      couponDiscountPercent: 10,
    });
    const issued = await issueReceipt(database.db, scope, row.id, { lines });
    expect(issued).toMatchObject({
      kind: 'receipt',
      issuerName: 'Demo Books KK',
      registrationNumber: 'T1234567890123',
      totalYen: 990,
      taxYen: 90,
      netYen: 900,
      lines,
      taxes: [{ ratePercent: 10, netYen: 900, taxYen: 90 }],
    });
    const again = await issueReceipt(database.db, scope, row.id, { lines });
    expect(again?.id).toBe(issued?.id);
    expect(await database.db.$count(receipts, eq(receipts.transactionId, row.id))).toBe(1);
  });

  it('taxes the lines of one rate once, rounded down: 105 yen × 3 is 31 yen, not 30', async () => {
    const lines = [1, 2, 3].map(() => ({
      rule: 'plan-change' as const,
      label: 'Gold',
      yen: 105,
      taxMode: 'exclusive' as const,
      remainingDays: 10,
      periodDays: 30,
    }));
    const row = await insertLedgerRow(database.db, scope, { userId, amount: 346, netPrice: 315, tax: 31 });
    const issued = await issueReceipt(database.db, scope, row.id, { lines });
    expect(issued?.taxes).toEqual([{ ratePercent: 10, netYen: 315, taxYen: 31 }]);
    expect(issued?.totalYen).toBe(346);
  });

  it('derives a plan line and its coupon line when the charger gives none', async () => {
    const row = await insertLedgerRow(database.db, scope, {
      userId,
      amount: 880,
      discount: 220,
      couponCode: 'HALF',
      couponDiscountPercent: 20,
    });
    const issued = await issueReceipt(database.db, scope, row.id);
    expect(issued?.lines).toEqual([
      { rule: 'plan-price', label: 'Gold', yen: 1100, taxMode: 'inclusive' },
      { rule: 'coupon', label: 'HALF', yen: -220, taxMode: 'inclusive', percent: 20 },
    ]);
    expect(issued?.taxYen).toBe(80);
  });

  it('refuses lines that do not add up to the ledger, and issues nothing for unpaid or other tenants’ rows', async () => {
    const row = await insertLedgerRow(database.db, scope, { userId, amount: 1100 });
    await expect(
      issueReceipt(database.db, scope, row.id, {
        lines: [{ rule: 'plan-price', label: 'Gold', yen: 1000, taxMode: 'inclusive' }],
      }),
    ).rejects.toThrow(RangeError);
    const declined = await insertLedgerRow(database.db, scope, { userId, status: 'NG' });
    expect(await issueReceipt(database.db, scope, declined.id)).toBeNull();
    expect(await issueReceipt(database.db, otherScope, row.id)).toBeNull();
  });
});

describe('a settled charge', () => {
  it('gets its receipt in the transaction that settles it, and a declined one none', async () => {
    const paid = await insertLedgerRow(database.db, scope, {
      userId,
      status: 'pending',
      orderId: 'P-SETTLE-OK',
    });
    const declined = await insertLedgerRow(database.db, scope, {
      userId,
      status: 'pending',
      orderId: 'P-SETTLE-NG',
    });
    const at = new Date('2026-11-28T05:00:00Z');
    await database.db.transaction(async (tx) => {
      await settleCharge(tx, scope, paid.orderId, {
        status: 'OK',
        at,
        gatewayTransactionId: 'g',
        gatewayCode: 'ok',
      });
      await settleCharge(tx, scope, declined.orderId, {
        status: 'NG',
        at,
        gatewayCode: 'ng',
        resultCode: 857,
      });
    });
    const [issued] = await database.db.select().from(receipts).where(eq(receipts.transactionId, paid.id));
    expect(issued).toMatchObject({ kind: 'receipt', totalYen: 1100, issuedAt: at });
    expect(await database.db.$count(receipts, eq(receipts.transactionId, declined.id))).toBe(0);
  });
});
