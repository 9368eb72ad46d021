import { languages } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import type { BillingMailKind } from './billing-mail-facts.ts';
import { exampleFacts } from './billing-mail-test-support.ts';
import { billingMailText, yenText } from './billing-mail-text.ts';

const frame = { fullName: 'Aiko', companyName: 'Hon Co', link: 'https://hon.example/s/subscription' };
const kinds = Object.keys(exampleFacts) as BillingMailKind[];

describe('billingMailText', () => {
  it('writes yen tax-inclusive amounts with the yen sign and en-US grouping', () => {
    expect(yenText(13_200)).toBe('¥13,200');
    expect(yenText(0)).toBe('¥0');
    expect(() => yenText(1.5)).toThrow();
  });

  for (const lang of languages) {
    it(`fills every placeholder of every kind in ${lang}, with the link and the company`, () => {
      for (const kind of kinds) {
        const { subject, text } = billingMailText(kind, exampleFacts[kind], lang, frame);
        expect(`${subject}\n${text}`, `${kind} ${lang}`).not.toMatch(/\{\{|\}\}|billing\.mail/);
        expect(text, kind).toContain(frame.link);
        expect(subject, kind).toContain('Hon Co');
        expect(subject, kind).not.toContain('\n');
      }
    });
  }

  it('dates follow the billing calendar (Tokyo), amounts say tax included', () => {
    const en = billingMailText('renewal-reminder', exampleFacts['renewal-reminder'], 'en', frame);
    expect(en.subject).toContain('15/12/2026');
    expect(en.text).toContain('¥13,200 (tax included)');
    expect(en.text).toContain('days left: 30');
    const ja = billingMailText('renewal-reminder', exampleFacts['renewal-reminder'], 'ja', frame);
    expect(ja.text).toContain('2026/12/15');
    expect(ja.text).toContain('¥13,200（税込）');
    expect(ja.text).not.toMatch(
      /[0-9A-Za-z] [\u3040-\u30ff\u4e00-\u9fff]|[\u3040-\u30ff\u4e00-\u9fff] [0-9A-Za-z]/,
    );
  });

  it('states what was agreed when a plan starts: the free term, the first charge and the renewals', () => {
    const { text } = billingMailText('started', exampleFacts.started, 'en', frame);
    expect(text).toContain('Free until 15/12/2026');
    expect(text).toContain('¥1,100 (tax included)');
    expect(text).toContain('15/01/2027');
    expect(text).toMatch(/cancel/i);
    const paid = billingMailText('started', { ...exampleFacts.started, freeTermEndsAt: null }, 'en', frame);
    expect(paid.text).toContain('Paid today: ¥1,100');
  });

  it('chooses its sentences from the facts: no retry left, access ended, no credit note number', () => {
    const declined = billingMailText(
      'payment-declined',
      { ...exampleFacts['payment-declined'], nextRetryAt: null },
      'en',
      frame,
    );
    expect(declined.text).toContain('No further attempt');
    const cancelled = billingMailText('cancelled', { planName: 'Gold', accessEndsAt: null }, 'vn', frame);
    expect(cancelled.text).toContain('Quyền sử dụng đã kết thúc.');
    const refunded = billingMailText(
      'refunded',
      { ...exampleFacts.refunded, creditNoteNumber: null },
      'ja',
      frame,
    );
    expect(refunded.text).toContain('返還インボイスはプランのページ');
  });
});
