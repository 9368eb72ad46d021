import type { ReceiptLine } from '@hondana/contract';
import { formatDate } from '@hondana/i18n';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { fontBytes, padSubsetGlyphs, textWidth } from '../../seed/demo-books/fonts.ts';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import type { ReceiptRow } from './issue-receipt.ts';

/** A5 portrait, in points. */
const PAGE = { width: 419.53, height: 595.28, margin: 36 };
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.38, 0.38, 0.42);

/** Yen with en-US grouping, the receipt's one way of writing money. */
export const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

const day = (date: Date) => formatDate(date, 'ja', BILLING_TIME_ZONE);

/** A line's rule in words: Japanese, then English (a receipt is one document for every reader). */
export function ruleText(line: ReceiptLine): string {
  switch (line.rule) {
    case 'plan-price':
      return `${line.label}（プラン料金 / plan price）`;
    case 'discount-price':
      return `割引価格 / discount price`;
    case 'ordinal':
      return `${line.paidPeriodNo ?? ''}回目のお支払い割引 ${line.percent ?? ''}% / discount on payment ${line.paidPeriodNo ?? ''}`;
    case 'coupon':
      return `クーポン ${line.label} ${line.percent ?? ''}% / coupon`;
    case 'plan-change':
      return `プラン変更 ${line.label}（${line.remainingDays ?? ''}/${line.periodDays ?? ''}日）/ plan change`;
  }
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function drawRight(
  page: PDFPage,
  text: string,
  y: number,
  size: number,
  font: PDFFont,
  weight: 'regular' | 'bold',
) {
  const x = PAGE.width - PAGE.margin - textWidth(text, size, weight);
  page.drawText(text, { x, y, size, font, color: INK });
}

function drawRow(page: PDFPage, fonts: Fonts, y: number, label: string, value: string, bold = false) {
  const font = bold ? fonts.bold : fonts.regular;
  page.drawText(label, { x: PAGE.margin, y, size: 9, font, color: INK, maxWidth: 250 });
  drawRight(page, value, y, 9, font, bold ? 'bold' : 'regular');
}

/**
 * The receipt as a qualified simplified invoice (適格簡易請求書): issuer and registration number, date,
 * number, items with each discount's rule, the total, and per tax rate the amount it applies to and the
 * tax. A credit note (適格返還請求書) says what was returned. A download after the first says 再発行.
 */
export async function drawReceiptPdf(
  receipt: ReceiptRow,
  options: { reissue: boolean },
): Promise<Uint8Array> {
  const creditNote = receipt.kind === 'credit-note';
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const title = creditNote ? '返還請求書 / Credit note' : '領収書 / Receipt';
  doc.setTitle(`${title} ${receipt.number}`);
  doc.setAuthor(receipt.issuerName);
  doc.setLanguage('ja');
  doc.setCreator('Hondana');
  doc.setProducer('Hondana');
  doc.setCreationDate(receipt.issuedAt);
  doc.setModificationDate(receipt.lastReissuedAt ?? receipt.issuedAt);
  padSubsetGlyphs();
  const fonts: Fonts = {
    regular: await doc.embedFont(fontBytes('regular'), { subset: true, customName: 'NotoSansJP-Regular' }),
    bold: await doc.embedFont(fontBytes('bold'), { subset: true, customName: 'NotoSansJP-Bold' }),
  };
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const { margin } = PAGE;
  let y = PAGE.height - margin - 16;
  page.drawText(title, { x: margin, y, size: 16, font: fonts.bold, color: INK });
  if (options.reissue) drawRight(page, '再発行 / Reissue', y, 12, fonts.bold, 'bold');
  y -= 16;
  page.drawText(creditNote ? '適格返還請求書' : '適格簡易請求書', {
    x: margin,
    y,
    size: 8,
    font: fonts.regular,
    color: GREY,
  });
  y -= 24;
  drawRow(page, fonts, y, '番号 / No.', String(receipt.number));
  y -= 14;
  drawRow(page, fonts, y, '発行日 / Date', day(receipt.issuedAt));
  y -= 14;
  if (receipt.periodStart && receipt.periodEnd) {
    drawRow(page, fonts, y, '対象期間 / Period', `${day(receipt.periodStart)} – ${day(receipt.periodEnd)}`);
    y -= 14;
  }
  y -= 10;
  page.drawText('内訳 / Items', { x: margin, y, size: 10, font: fonts.bold, color: INK });
  y -= 4;
  page.drawLine({ start: { x: margin, y }, end: { x: PAGE.width - margin, y }, thickness: 0.5, color: GREY });
  y -= 14;
  for (const line of receipt.lines) {
    drawRow(page, fonts, y, ruleText(line), yen(line.yen));
    y -= 14;
  }
  page.drawLine({
    start: { x: margin, y: y + 6 },
    end: { x: PAGE.width - margin, y: y + 6 },
    thickness: 0.5,
    color: GREY,
  });
  y -= 6;
  drawRow(
    page,
    fonts,
    y,
    creditNote ? '返還額（税込）/ Returned, tax incl.' : '合計（税込）/ Total, tax incl.',
    yen(receipt.totalYen),
    true,
  );
  y -= 18;
  for (const tax of receipt.taxes) {
    drawRow(
      page,
      fonts,
      y,
      `${tax.ratePercent}%対象 / Taxable at ${tax.ratePercent}%`,
      yen(tax.netYen + tax.taxYen),
    );
    y -= 14;
    drawRow(page, fonts, y, `  うち消費税 / Consumption tax ${tax.ratePercent}%`, yen(tax.taxYen));
    y -= 14;
    drawRow(page, fonts, y, `  税抜金額 / Before tax`, yen(tax.netYen));
    y -= 14;
  }
  y -= 18;
  page.drawText('発行者 / Issuer', { x: margin, y, size: 8, font: fonts.regular, color: GREY });
  y -= 14;
  page.drawText(receipt.issuerName, {
    x: margin,
    y,
    size: 11,
    font: fonts.bold,
    color: INK,
    maxWidth: PAGE.width - 2 * margin,
  });
  y -= 14;
  if (receipt.registrationNumber) {
    page.drawText(`登録番号 / Registration No. ${receipt.registrationNumber}`, {
      x: margin,
      y,
      size: 9,
      font: fonts.regular,
      color: INK,
    });
  }
  return doc.save({ updateFieldAppearances: false });
}
