/**
 * Writes docs/billing-rules.md from the billing code (`npm run docs:billing-rules`); the tables and the
 * worked examples are computed by the functions that charge. billing-rules-doc.test.ts renders it again
 * and compares, so the document cannot drift from the code.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { billingStates, shownStatusOf } from '@hondana/contract';
import { formatDate } from '@hondana/i18n';
// Relative import: a dev script of the contract package, not part of its public API.
import { markdownTable } from '../../../../../packages/contract/scripts/markdown-table.ts';
import { billingRulesText } from './billing-rules-text.ts';
import { chargeLines } from './discounts.ts';
import { periodBoundary } from './period-end.ts';
import { buildReceipt } from './receipt.ts';
import { RENEWAL_GRACE_DAYS, RENEWAL_RETRY_DAYS } from './renewal-retries.ts';
import {
  accessUntilOf,
  billingEvents,
  subscriptionTransitions,
  transitionOf,
} from './subscription-transitions.ts';
import { shownPrice } from './tax.ts';

export const billingRulesDocPath = fileURLToPath(
  new URL('../../../../../docs/billing-rules.md', import.meta.url),
);

const yen = (n: number) => `${n.toLocaleString('en-US')} yen`;

function taxExamples(): string[] {
  const line = { rule: 'plan-price' as const, label: 'line', yen: 105, taxMode: 'exclusive' as const };
  const three = buildReceipt([line, line, line]);
  const rows = [1000, 1100, 105, 999].flatMap((price) =>
    (['inclusive', 'exclusive', 'none'] as const).map((mode) => {
      const s = shownPrice(price, mode);
      return [price, mode, s.netYen, s.taxYen, s.shownYen];
    }),
  );
  return [
    `Three lines of 105 yen before tax: ${yen(three.netYen)}, tax ${yen(three.taxYen)} (per line it would be 30), total ${yen(three.totalYen)}.`,
    '',
    ...markdownTable(
      ['price entered', 'tax mode', 'before tax', 'tax', 'shown'],
      [true, false, true, true, true],
      rows,
    ),
  ];
}

function discountExample(): string[] {
  const plan = {
    id: 1,
    name: 'Monthly',
    priceYen: 1100,
    discountPriceYen: 990,
    taxMode: 'inclusive' as const,
  };
  const lines = chargeLines(plan, {
    paidPeriodNo: 2,
    ordinalDiscounts: [{ ordinal: 2, percent: 10, planId: null }],
    coupon: { code: 'WELCOME', percent: 20 },
  });
  const receipt = buildReceipt(lines);
  return [
    ...markdownTable(
      ['rule', 'yen'],
      [false, true],
      lines.map((l) => [`\`${l.rule}\`${l.percent ? ` ${l.percent} %` : ''}`, l.yen]),
    ),
    '',
    `Total ${yen(receipt.totalYen)}, of which tax ${yen(receipt.taxYen)} (before tax ${yen(receipt.netYen)}).`,
  ];
}

function monthEnds(): string[] {
  const tz = 'Asia/Tokyo';
  const anchor = new Date('2027-01-31T01:00:00Z');
  const ends = [1, 2, 3, 4].map((k) =>
    formatDate(periodBoundary(anchor, { length: 1, unit: 1 }, k, tz), 'en', tz),
  );
  return [
    `A monthly plan whose first paid period starts on ${formatDate(anchor, 'en', tz)} (Tokyo) renews on ${ends.join(', ')}.`,
  ];
}

export function renderBillingRulesDoc(): string {
  const matrix = billingStates.map((s) => s as string);
  const transitionRows = subscriptionTransitions.map((t) => [
    t.from,
    `\`${t.event}\``,
    t.to,
    t.charge ?? '—',
    t.newPaidPeriod ? 'yes' : '—',
    t.next,
    t.mail ?? '—',
    t.why,
  ]);
  const pairRows = ['NONE', ...matrix].map((from) => [
    from,
    ...billingEvents.map((e) => transitionOf(from as 'NONE', e)?.to ?? '·'),
  ]);
  return [
    ...billingRulesText.intro,
    '## Tax',
    '',
    ...billingRulesText.tax,
    ...taxExamples(),
    '',
    '## Discounts',
    '',
    ...billingRulesText.discounts,
    ...discountExample(),
    '',
    '## Periods',
    '',
    ...billingRulesText.periods,
    ...monthEnds(),
    '',
    '## Plan changes',
    '',
    ...billingRulesText.planChanges,
    '## States',
    '',
    ...billingRulesText.states,
    ...markdownTable(
      ['state', 'shown as', 'access until'],
      [false, false, false],
      billingStates.map((s) => [s, shownStatusOf[s], accessUntilOf[s]]),
    ),
    '',
    `An ACTIVE subscription keeps access ${RENEWAL_GRACE_DAYS} days past its period's end while its renewal runs. A declined charge is tried again ${RENEWAL_RETRY_DAYS.join(', ')} days after it was due; access lasts until the last retry.`,
    '',
    '### Moves',
    '',
    ...markdownTable(
      ['from', 'event', 'to', 'charge', 'new paid period', 'next', 'mail', 'why'],
      [false, false, false, false, false, false, false, false],
      transitionRows,
    ),
    '',
    '### Every state and event',
    '',
    'A dot is a refused pair: nothing changes.',
    '',
    ...markdownTable(['from', ...billingEvents], [false, ...billingEvents.map(() => false)], pairRows),
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(billingRulesDocPath, renderBillingRulesDoc());
  console.log(`wrote ${billingRulesDocPath}`);
}
