import { apiRoutes, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { buildReceipt } from '../billing/receipt.ts';
import { issueReceipt } from './issue-receipt.ts';
import { pdfTextItems } from './pdf-text-test-support.ts';
import { insertLedgerRow, registerInvoiceIssuer } from './receipt-test-support.ts';

const ids = { readerA: 0, readerA2: 0, companyB: 0, unpaid: 0 };
const lines = [
  { rule: 'plan-price' as const, label: 'ゴールドプラン', yen: 1100, taxMode: 'inclusive' as const },
  {
    rule: 'ordinal' as const,
    label: 'ゴールドプラン',
    yen: -110,
    taxMode: 'inclusive' as const,
    percent: 10,
    paidPeriodNo: 2,
  },
];

const harness = useTenantWorld({}, async ({ database, world }) => {
  const { db } = database;
  const a = tenantScopeOf(world.a);
  await registerInvoiceIssuer(db, a.companyId, 'T9876543210987');
  const priced = buildReceipt(lines);
  const paid = await insertLedgerRow(db, a, {
    userId: world.readerA.user.id,
    amount: priced.totalYen,
    tax: priced.taxYen,
    discount: 110,
    planName: 'ゴールドプラン',
    periodStart: new Date('2026-11-28T03:00:00Z'),
    periodEnd: new Date('2026-12-28T03:00:00Z'),
  });
  await issueReceipt(db, a, paid.id, { lines });
  ids.readerA = paid.id;
  const a2 = tenantScopeOf(world.a2);
  const other = await insertLedgerRow(db, a2, { userId: world.readerA2.user.id });
  await issueReceipt(db, a2, other.id);
  ids.readerA2 = other.id;
  ids.unpaid = (await insertLedgerRow(db, a, { userId: world.readerA.user.id, status: 'pending' })).id;
  const b = tenantScopeOf(world.b);
  const inB = await insertLedgerRow(db, b, { userId: world.readerB.user.id });
  await issueReceipt(db, b, inB.id);
  ids.companyB = inB.id;
});

const download = (as: Parameters<typeof callRoute>[2]['as'], transactionId: number, at?: null) =>
  callRoute(
    harness.app,
    apiRoutes.receiptPdf,
    { as, params: { transactionId }, ...(at === null ? { at } : {}) },
    harness.world,
  );

describe('GET /receipt/:transactionId/pdf', () => {
  endpointTests('receiptPdf', harness.context, {
    happy: (world) => ({ as: world.companyAdminA, params: { transactionId: ids.readerA2 } }),
    badInput: (world) => ({
      as: world.companyAdminA,
      params: { transactionId: 'abc' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      params: { transactionId: ids.companyB },
      code: ResultCode.TRANSACTION_NOT_FOUND,
    }),
  });

  it('prints a qualified simplified invoice the reader can read back, then marks later copies as reissues', async () => {
    const { world } = harness;
    const first = await download(world.readerA, ids.readerA);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const text = (await pdfTextItems(first.rawPayload)).join('\n');
    expect(text).toContain('T9876543210987');
    expect(text).toContain('¥990');
    expect(text).toContain('¥90');
    expect(text).toContain('ゴールドプラン');
    expect(text).toContain('2回目のお支払い割引 10%');
    expect(text).toContain('適格簡易請求書');
    expect(text).not.toContain('再発行');
    const again = await download(world.companyAdminA, ids.readerA);
    expect((await pdfTextItems(again.rawPayload)).join('\n')).toContain('再発行 / Reissue');
  });

  it('refuses another reader’s receipt, a service admin’s other service and a payment without one', async () => {
    const { world } = harness;
    expect((await download(world.readerA2, ids.readerA)).json().status).toBe(ResultCode.NO_PERMISSION);
    expect((await download(world.serviceAdminA2, ids.readerA)).json().status).toBe(ResultCode.NO_PERMISSION);
    expect((await download(world.companyAdminA, ids.unpaid)).json().status).toBe(
      ResultCode.TRANSACTION_NOT_FOUND,
    );
    expect((await download(world.systemAdmin, ids.companyB, null)).statusCode).toBe(200);
  });
});
