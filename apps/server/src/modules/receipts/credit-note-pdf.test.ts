import { describe, expect, it } from 'vitest';
import type { ReceiptRow } from './issue-receipt.ts';
import { pdfTextItems } from './pdf-text-test-support.ts';
import { drawReceiptPdf } from './receipt-pdf.ts';

const creditNote: ReceiptRow = {
  id: 1,
  companyId: 1,
  transactionId: 9,
  creditedReceiptId: 3,
  userId: 7,
  kind: 'credit-note',
  number: 14,
  issuedAt: new Date('2026-11-29T03:00:00Z'),
  issuerName: '株式会社デモ書房',
  registrationNumber: null,
  planName: 'ゴールドプラン',
  periodStart: null,
  periodEnd: null,
  lines: [{ rule: 'plan-price', label: 'ゴールドプラン', yen: 300, taxMode: 'inclusive' }],
  taxes: [{ ratePercent: 10, netYen: 273, taxYen: 27 }],
  netYen: 273,
  taxYen: 27,
  totalYen: 300,
  firstDownloadedAt: null,
  reissueCount: 0,
  lastReissuedAt: null,
  createdAt: new Date('2026-11-29T03:00:00Z'),
  updatedAt: new Date('2026-11-29T03:00:00Z'),
};

describe('the credit note PDF', () => {
  it('says what was returned and its tax, names the issuer, and has no registration line without a number', async () => {
    const text = (await pdfTextItems(await drawReceiptPdf(creditNote, { reissue: false }))).join('\n');
    expect(text).toContain('返還請求書 / Credit note');
    expect(text).toContain('適格返還請求書');
    expect(text).toContain('株式会社デモ書房');
    expect(text).toContain('¥300');
    expect(text).toContain('¥27');
    expect(text).toContain('2026/11/29');
    expect(text).not.toContain('登録番号');
  });
});
