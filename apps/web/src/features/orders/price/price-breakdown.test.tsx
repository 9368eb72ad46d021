import type { Receipt } from '@hondana/contract';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/i18n.ts';
import { tenantTheme } from '../../../tenant/theme.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';

/** A 1,100-yen plan (tax included) at its 1,000-yen discount price, then the ordinal's 10 % and a 10 % coupon. */
const receipt: Receipt = {
  lines: [
    { rule: 'plan-price', label: 'Monthly', yen: 1100, taxMode: 'inclusive' },
    { rule: 'discount-price', label: 'Monthly', yen: -100, taxMode: 'inclusive' },
    { rule: 'ordinal', label: 'Monthly', yen: -100, taxMode: 'inclusive', percent: 10, paidPeriodNo: 1 },
    { rule: 'coupon', label: 'WELCOME10', yen: -90, taxMode: 'inclusive', percent: 10 },
  ],
  taxes: [{ ratePercent: 10, netYen: 737, taxYen: 73 }],
  netYen: 737,
  taxYen: 73,
  totalYen: 810,
};

async function show(r: Receipt) {
  await act(async () => {
    render(
      <MantineProvider theme={tenantTheme(undefined)}>
        <PriceBreakdown receipt={r} />
      </MantineProvider>,
    );
  });
}

const rowText = (line: string) =>
  Array.from(document.querySelectorAll(`[data-line="${line}"]`)).map((row) => row.textContent);

describe('the price breakdown (component test)', () => {
  beforeAll(initI18n);
  beforeEach(() => changeLanguage('en'));

  it('shows each rule with its yen, the amount before tax, the tax and the total with the yen sign', async () => {
    await show(receipt);
    expect(rowText('plan-price')).toEqual(['Plan: Monthly¥1,100']);
    expect(rowText('discount-price')).toEqual(['Discount price−¥100']);
    expect(rowText('ordinal')).toEqual(['10% off your purchase no. 1−¥100']);
    expect(rowText('coupon')).toEqual(['Coupon WELCOME10: 10% off−¥90']);
    expect(rowText('net')).toEqual(['Amount before tax¥737']);
    expect(rowText('tax')).toEqual(['Consumption tax (10%)¥73']);
    expect(rowText('total')).toEqual(['Total¥810 (tax incl.)']);
    expect(screen.getByRole('heading', { name: 'Price' })).toBeTruthy();
  });

  it('writes yen the Japanese way, tax included, without spaces between digits and Japanese', async () => {
    await changeLanguage('ja');
    await show(receipt);
    expect(rowText('total')).toEqual(['合計810円（税込）']);
    expect(rowText('coupon')).toEqual(['クーポンWELCOME10：10%割引−90円']);
    expect(rowText('tax')).toEqual(['消費税（10%）73円']);
  });

  it('says nothing is charged today for a 0-yen receipt', async () => {
    await show({
      lines: [{ rule: 'plan-price', label: 'Monthly', yen: 0, taxMode: 'inclusive' }],
      taxes: [{ ratePercent: 10, netYen: 0, taxYen: 0 }],
      netYen: 0,
      taxYen: 0,
      totalYen: 0,
    });
    const section = document.querySelector('[data-price-breakdown]') as HTMLElement;
    expect(within(section).getByText('Nothing is charged today.')).toBeTruthy();
  });
});
