import { ResultCode, type TransactionItem } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import { insertLedgerRow } from '../receipts/receipt-test-support.ts';

const ids = { readerA: 0, readerA2: 0, declinedA: 0, companyB: 0 };

const harness = useTenantWorld({}, async ({ database, world }) => {
  const { db } = database;
  const a = tenantScopeOf(world.a);
  const paid = await insertLedgerRow(db, a, { userId: world.readerA.user.id, orderId: 'P-READER-A-1' });
  await issueReceipt(db, a, paid.id);
  ids.readerA = paid.id;
  ids.declinedA = (await insertLedgerRow(db, a, { userId: world.readerA.user.id, status: 'NG' })).id;
  const a2 = tenantScopeOf(world.a2);
  ids.readerA2 = (await insertLedgerRow(db, a2, { userId: world.readerA2.user.id, amount: 2200 })).id;
  ids.companyB = (await insertLedgerRow(db, tenantScopeOf(world.b), { userId: world.readerB.user.id })).id;
});
const call = routeCaller(harness);
type Page = { content: TransactionItem[]; totalElements: number };
const idsOf = (page: Page) => page.content.map((t) => t.id).sort((x, y) => x - y);

describe('GET /transaction/page', () => {
  endpointTests('transactionPage', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      query: { page: 1, size: 10 },
      check: (data) => {
        const page = data as Page;
        expect(idsOf(page)).toEqual([ids.readerA, ids.declinedA, ids.readerA2].sort((x, y) => x - y));
        const paid = page.content.find((t) => t.id === ids.readerA);
        expect(paid).toMatchObject({ amountYen: 1100, taxYen: 100, netYen: 1000, refundableYen: 1100 });
        expect(paid?.receipt).toMatchObject({ number: 1, kind: 'receipt' });
      },
    }),
    badInput: (world) => ({
      as: world.companyAdminA,
      query: { from: '2026-12-01T00:00:00Z', to: '2026-11-01T00:00:00Z' },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      query: { companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('shows a reader only their own payments, whatever reader they name', async () => {
    const { world } = harness;
    const page = await call.data<Page>('transactionPage', {
      as: world.readerA,
      query: { userId: world.readerA2.user.id },
    });
    expect(idsOf(page)).toEqual([ids.readerA, ids.declinedA].sort((x, y) => x - y));
  });

  it('shows a service admin only their service’s payments and filters by status', async () => {
    const { world } = harness;
    const own = await call.data<Page>('transactionPage', { as: world.serviceAdminA2, query: {} });
    expect(idsOf(own)).toEqual([ids.readerA2]);
    const declined = await call.data<Page>('transactionPage', {
      as: world.companyAdminA,
      query: { status: 'NG' },
    });
    expect(idsOf(declined)).toEqual([ids.declinedA]);
    expect(declined.content[0]?.refundableYen).toBe(0);
  });

  it('lets a system admin read a named company', async () => {
    const { world } = harness;
    const page = await call.data<Page>('transactionPage', {
      as: world.systemAdmin,
      at: null,
      query: { companyId: world.b.company.id },
    });
    expect(idsOf(page)).toEqual([ids.companyB]);
  });
});

describe('GET /transaction/export', () => {
  endpointTests('transactionExport', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      query: { status: 'OK' as const },
      check: (body) => {
        const lines = String(body)
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(lines[0]?.split(',').slice(0, 4)).toEqual(['id', 'orderId', 'kind', 'status']);
        expect(lines).toHaveLength(3);
        expect(lines[1]).toContain('P-READER-A-1');
        const header = lines[0]?.split(',') ?? [];
        expect(lines[1]?.split(',')[header.indexOf('receiptNumber')]).toBe('1');
      },
    }),
    badInput: (world) => ({
      as: world.companyAdminA,
      query: { status: 'paid' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      query: { companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });
});
