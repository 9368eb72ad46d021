import type { BillingMailFactsOf, BillingMailKind } from './billing-mail-facts.ts';

const at = (iso: string) => new Date(iso);

/** One example of every kind (15:30 UTC is the next day in Tokyo: dates must follow the billing calendar). */
export const exampleFacts: { [K in BillingMailKind]: BillingMailFactsOf[K] } = {
  started: {
    planName: 'Gold',
    freeTermEndsAt: at('2026-12-14T15:30:00Z'),
    firstChargeYen: 1100,
    renewal: { at: at('2027-01-14T15:30:00Z'), yen: 1100 },
  },
  receipt: {
    planName: 'Gold',
    amountYen: 13_200,
    periodStart: at('2026-12-14T15:30:00Z'),
    periodEnd: at('2027-12-14T15:30:00Z'),
    nextChargeAt: at('2027-12-14T15:30:00Z'),
  },
  'payment-declined': {
    planName: 'Gold',
    amountYen: 1100,
    nextRetryAt: at('2026-12-16T15:30:00Z'),
    accessEndsAt: at('2026-12-22T15:30:00Z'),
  },
  'ended-unpaid': { planName: 'Gold', endedAt: at('2026-12-22T15:30:00Z') },
  cancelled: { planName: 'Gold', accessEndsAt: at('2026-12-14T15:30:00Z') },
  refunded: {
    planName: 'Gold',
    amountYen: 1100,
    refundedAt: at('2026-12-14T15:30:00Z'),
    creditNoteNumber: 'CN-000001',
  },
  'plan-changed': {
    fromPlanName: 'Silver',
    planName: 'Gold',
    chargedNowYen: 550,
    nextChargeAt: at('2026-12-14T15:30:00Z'),
    nextChargeYen: 2200,
  },
  'renewal-reminder': {
    planName: 'Gold',
    amountYen: 13_200,
    renewsAt: at('2026-12-14T15:30:00Z'),
    daysBefore: 30,
  },
  'card-expires-before-renewal': {
    planName: 'Gold',
    cardMask: '************1111',
    renewsAt: at('2026-12-14T15:30:00Z'),
  },
};
