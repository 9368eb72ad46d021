import { ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { GMO_ERRORS } from '../../../sandbox-gateway/gmo-api.ts';
import { VERITRANS_CODES } from '../../../sandbox-gateway/veritrans-api.ts';
import { resultCodeOfOutcome } from './gateway-code-entry.ts';
import { GMO_CODE_TABLE, gmoEntryOf } from './gmo-codes.ts';
import { VERITRANS_CODE_TABLE, veritransEntryOf } from './veritrans-codes.ts';

const summary = (entry: { outcome: string; resultCode: number | null; reason?: string }) =>
  [entry.outcome, entry.reason ?? '', entry.resultCode ?? 'none'].join(' ');

describe('gateway code tables', () => {
  it('the first gateway: each code its outcome and result code', () => {
    expect(
      Object.fromEntries(Object.entries(VERITRANS_CODE_TABLE).map(([code, e]) => [code, summary(e)])),
    ).toEqual({
      A001: 'paid  none',
      AG33: `declined declined ${ResultCode.PAYMENT_FAILED}`,
      AG36: `declined expired-card ${ResultCode.PAYMENT_FAILED}`,
      OC09: `token-error  ${ResultCode.CREDIT_CARD_INVALID}`,
      AC01: `token-error  ${ResultCode.CREDIT_CARD_INVALID}`,
      MA04: `unknown  ${ResultCode.PAYMENT_IN_PROGRESS}`,
      MA01: `refused  ${ResultCode.PAYMENT_SETTINGS_INVALID}`,
      MA02: `refused  ${ResultCode.PAYMENT_SETTINGS_INVALID}`,
      MA05: `refused  ${ResultCode.PAYMENT_SETTINGS_INVALID}`,
      G001: `challenge  ${ResultCode.PAYMENT_VERIFYING}`,
      G011: `declined three-d-secure-failed ${ResultCode.PAYMENT_FAILED}`,
    });
  });

  it('the second gateway: each code its outcome and result code', () => {
    expect(Object.fromEntries(Object.entries(GMO_CODE_TABLE).map(([code, e]) => [code, summary(e)]))).toEqual(
      {
        E01030002: 'refused  859',
        E01230002: 'refused  859',
        E01040001: 'refused  859',
        E01040013: 'refused  859',
        E01050004: 'refused  859',
        E01220001: 'refused  859',
        E01040010: 'unknown  871',
        E01110002: 'refused  859',
        E01060001: 'refused  859',
        E01060006: 'unknown  871',
        E61010002: 'token-error  841',
        E01390002: 'token-error  841',
        '42G020000': 'declined declined 857',
        '42G830000': 'declined expired-card 857',
        E21010201: 'declined three-d-secure-failed 857',
      },
    );
  });

  it('every code the sandbox answers is in its table (a new one cannot be read by a default)', () => {
    for (const code of Object.values(VERITRANS_CODES))
      expect(VERITRANS_CODE_TABLE[code.slice(0, 4)]).toBeDefined();
    const mapped = Object.values(GMO_ERRORS)
      .map(([, info]) => info)
      .filter((info) => !['E01390001', 'E01390010'].includes(info));
    for (const info of mapped) expect(GMO_CODE_TABLE[info]).toBeDefined();
  });

  it('codes not listed: by status or family, never as paid unless the gateway says success', () => {
    expect(veritransEntryOf('XX99000000000000', 'failure').outcome).toBe('declined');
    expect(veritransEntryOf('XX99000000000000', 'pending').outcome).toBe('unknown');
    expect(veritransEntryOf('XX99000000000000', 'success').outcome).toBe('paid');
    expect(gmoEntryOf('42G550000').outcome).toBe('declined');
    expect(gmoEntryOf('E01999999').outcome).toBe('refused');
    expect(gmoEntryOf('E61010002|E01010001').outcome).toBe('token-error');
  });

  it('an outcome gives the code a reader sees', () => {
    expect(resultCodeOfOutcome({ outcome: 'paid', gatewayCode: 'x', gatewayTransactionId: 'o' })).toBeNull();
    expect(resultCodeOfOutcome({ outcome: 'token-error', gatewayCode: 'x' })).toBe(841);
    expect(resultCodeOfOutcome({ outcome: 'challenge', gatewayCode: 'x', redirectUrl: 'u' })).toBe(842);
    expect(resultCodeOfOutcome({ outcome: 'declined', gatewayCode: 'x', reason: 'declined' })).toBe(857);
    expect(resultCodeOfOutcome({ outcome: 'refused', gatewayCode: 'x' })).toBe(859);
    expect(resultCodeOfOutcome({ outcome: 'unknown', reason: 'x' })).toBe(871);
  });
});
