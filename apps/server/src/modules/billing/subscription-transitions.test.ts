import { readFileSync } from 'node:fs';
import { billingStates, shownStatusOf, subscriptionStatuses } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { billingRulesDocPath, renderBillingRulesDoc } from './billing-rules-doc.ts';
import {
  type BillingEvent,
  billingEvents,
  NO_SUBSCRIPTION,
  subscriptionTransitions,
  transitionOf,
} from './subscription-transitions.ts';

/**
 * The whole table written out again by hand, one line per state, one column per event (in
 * billingEvents' order); '·' is a refused pair. A change to the table changes this on purpose.
 */
const expected: Record<string, string> = {
  //          start-free start-paid ft-paid ft-declined renew-paid renew-declined retry-paid retry-declined exhausted period-ends plan-changed cancel account refund
  NONE: '     TRIAL      ACTIVE     ·       ·           ·          ·              ·          ·              ·         ·           ·            ·      ·       ·',
  TRIAL:
    '    ·          ·          ACTIVE  PAST_DUE    ·          ·              ·          ·              ·         ·           TRIAL        CANCEL CANCEL  ·',
  ACTIVE:
    '   ·          ·          ·       ·           ACTIVE     PAST_DUE       ·          ·              ·         ENDED       ACTIVE       CANCEL CANCEL  REFUNDED',
  PAST_DUE:
    ' ·          ·          ·       ·           ·          ·              ACTIVE     PAST_DUE       ENDED     ·           ·            ENDED  ENDED   REFUNDED',
  CANCEL:
    '   ·          ·          ·       ·           ·          ·              ·          ·              ·         ENDED       ·            ·      ·       REFUNDED',
  REFUNDED:
    ' ·          ·          ·       ·           ·          ·              ·          ·              ·         ·           ·            ·      ·       ·',
  ENDED:
    '    ·          ·          ·       ·           ·          ·              ·          ·              ·         ·           ·            ·      ·       ·',
};

const froms = [NO_SUBSCRIPTION, ...billingStates] as const;

describe('the subscription table, as data', () => {
  it('answers every (state, event) pair as written out by hand: a next state, or refused', () => {
    for (const from of froms) {
      const row = (expected[from] ?? '').trim().split(/\s+/);
      expect(row, from).toHaveLength(billingEvents.length);
      billingEvents.forEach((event, i) => {
        expect(transitionOf(from, event)?.to ?? '·', `${from} + ${event}`).toBe(row[i]);
      });
    }
  });

  it('holds one row per pair, and only known states and events', () => {
    const keys = subscriptionTransitions.map((t) => `${t.from}/${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of subscriptionTransitions) {
      expect(froms).toContain(t.from);
      expect(billingStates).toContain(t.to);
      expect(billingEvents).toContain(t.event);
      expect(t.why.length).toBeGreaterThan(10);
    }
  });

  it('never charges a subscription cancelled in its free period, nor anything after a cancel', () => {
    const trialCancel = transitionOf('TRIAL', 'cancel');
    expect(trialCancel).toMatchObject({ to: 'CANCEL', charge: null, next: 'nothing' });
    for (const t of subscriptionTransitions.filter((t) => t.from === 'CANCEL')) {
      expect(['refund', null]).toContain(t.charge);
      expect(t.next).toBe('nothing');
    }
  });

  it('cancels every live subscription when the account is cancelled, and stops all charges', () => {
    for (const from of ['TRIAL', 'ACTIVE', 'PAST_DUE'] as const) {
      const t = transitionOf(from, 'account-cancelled');
      expect(t, from).not.toBeNull();
      expect(['CANCEL', 'ENDED']).toContain(shownStatusOf[t?.to ?? 'ACTIVE']);
      expect(t?.next).toBe('nothing');
      expect(t?.charge).toBeNull();
    }
  });

  it('refuses every event on REFUNDED and ENDED: they are final', () => {
    for (const from of ['REFUNDED', 'ENDED'] as const) {
      for (const event of billingEvents) expect(transitionOf(from, event)).toBeNull();
    }
  });

  it('starts a paid period exactly on a paid charge, and schedules retries exactly after a declined one', () => {
    const paid: BillingEvent[] = ['start-paid', 'free-term-ends-paid', 'renewal-paid', 'retry-paid'];
    const declined: BillingEvent[] = ['free-term-ends-declined', 'renewal-declined', 'retry-declined'];
    for (const t of subscriptionTransitions) {
      expect(t.newPaidPeriod, `${t.from}/${t.event}`).toBe(paid.includes(t.event));
      expect(t.next === 'retry', `${t.from}/${t.event}`).toBe(declined.includes(t.event));
      if (declined.includes(t.event) || t.event === 'retries-exhausted') expect(t.mail).not.toBeNull();
    }
  });

  it('reaches every state from no subscription', () => {
    const reached = new Set<string>([NO_SUBSCRIPTION]);
    for (let round = 0; round < froms.length; round++) {
      for (const t of subscriptionTransitions) if (reached.has(t.from)) reached.add(t.to);
    }
    expect([...reached].sort()).toEqual([...froms].sort());
  });

  it('shows every state as one of the three statuses readers see', () => {
    for (const s of billingStates) expect(subscriptionStatuses).toContain(shownStatusOf[s]);
  });

  it('docs/billing-rules.md is the rendering of the code', () => {
    expect(readFileSync(billingRulesDocPath, 'utf8')).toBe(renderBillingRulesDoc());
  });
});
