import { describe, expect, it } from 'vitest';
import { MAIL_SEND_ATTEMPTS } from '../../platform/mail/mail-jobs.ts';
import { outboxStateOf } from './outbox-service.ts';

describe('outboxStateOf', () => {
  it('reads the delivery state from sent time, attempts and last error', () => {
    const at = new Date();
    expect(outboxStateOf({ sentAt: null, attempts: 0, lastError: null })).toBe('queued');
    expect(outboxStateOf({ sentAt: null, attempts: 1, lastError: null })).toBe('kept-in-outbox');
    expect(outboxStateOf({ sentAt: at, attempts: 3, lastError: null })).toBe('sent');
    expect(outboxStateOf({ sentAt: null, attempts: 2, lastError: 'refused' })).toBe('failed');
    expect(outboxStateOf({ sentAt: null, attempts: MAIL_SEND_ATTEMPTS, lastError: 'refused' })).toBe('dead');
  });
});
