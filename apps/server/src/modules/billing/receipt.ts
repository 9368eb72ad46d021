import type { Receipt, ReceiptLine, ReceiptTax } from '@hondana/contract';
import { taxOf } from './tax.ts';
import { assertYen } from './yen.ts';

/**
 * A receipt from its lines: the lines of each tax rate are summed first and that sum is taxed once,
 * rounded down (never tax per line, then summed). Inclusive and exclusive lines are not mixed on one
 * receipt: a receipt is one plan's charge, in that plan's tax mode.
 */
export function buildReceipt(lines: readonly ReceiptLine[]): Receipt {
  for (const line of lines) assertYen(line.yen, `line ${line.label}`);
  const taxed = lines.filter((l) => l.taxMode !== 'none');
  const modes = new Set(taxed.map((l) => l.taxMode));
  if (modes.size > 1)
    throw new RangeError('one receipt holds either tax-inclusive or tax-exclusive lines, not both');
  const taxes: ReceiptTax[] = [];
  const groups = [
    { lines: taxed, mode: taxed[0]?.taxMode },
    { lines: lines.filter((l) => l.taxMode === 'none'), mode: 'none' as const },
  ];
  for (const group of groups) {
    if (group.lines.length === 0 || group.mode === undefined) continue;
    const sum = group.lines.reduce((s, l) => s + l.yen, 0);
    if (sum < 0) throw new RangeError(`the lines of a receipt never sum below 0 yen, got ${sum}`);
    const { ratePercent, netYen, taxYen } = taxOf(sum, group.mode);
    taxes.push({ ratePercent, netYen, taxYen });
  }
  const netYen = taxes.reduce((s, t) => s + t.netYen, 0);
  const taxYen = taxes.reduce((s, t) => s + t.taxYen, 0);
  return { lines: [...lines], taxes, netYen, taxYen, totalYen: netYen + taxYen };
}

/** A receipt of 0 yen closes its order without calling the gateway (the gateway call's isClose). */
export function closesWithoutCharge(receipt: Receipt): boolean {
  return receipt.totalYen === 0;
}
