import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderResultCodesDoc, resultCodesDocPath } from '../scripts/write-result-codes-doc.ts';
import { paymentMessageKeyOf, paymentProviderCodeTable } from './payment-provider-codes.ts';
import { messageKeyOf, ResultCode, resultCodeEntry, resultCodeTable } from './result-codes.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every code whose number was given to us, not assigned here. */
const seedFixedCodes = [
  200,
  ...[400, 401, 403, 404, 500, 501, 502],
  ...range(405, 417),
  ...range(420, 432),
  ...range(600, 612),
  614,
  ...[700, 701, 702, 703, 707, 713, 718, 737, 738, 740, 745, 746, 748, 749, 750],
  ...[782, 783, ...range(784, 794), 787, 803, 807, 811],
  ...[830, 838, 839, 840, 841, 842, 843, 844, 848, 850, 857, 859, 860, 861, 862, 864],
  ...[866, 867, 868, 870, 871, 880, 881, ...range(887, 892), ...range(894, 898)],
  903,
  916,
];

/** Names the server relies on, with the code each must carry where the seed or the brief fixes it. */
const requiredNames: Record<string, number | undefined> = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
  BACKEND_API_ERROR: 502,
  BAD_PARAMETERS: 406,
  COMPANY_NOT_FOUND: undefined,
  SERVICE_PATH_NOT_FOUND: undefined,
  TERMS_NOT_FOUND: undefined,
  ACCESS_TOKEN_INVALID: undefined,
  ACCESS_TOKEN_EXPIRED: undefined,
  SESSION_INVALID: undefined,
  INVALID_ROLE_ACCESS: 611,
  NO_PERMISSION: 614,
  ACCOUNT_LOCKED: 425,
  SESSION_MAXIMUM_REACHED: 750,
  CONTENT_ENCRYPTING: 740,
  CONTENT_UNPUBLISHED: 916,
};

// 416: only for byte ranges of the viewer's files (HTTP Range semantics, pdf.js reads them).
const allowedHttp = new Set([400, 401, 403, 404, 409, 413, 416, 423, 429, 500, 502]);

describe('result-code table', () => {
  it('has unique codes and unique names', () => {
    const codes = resultCodeTable.map((e) => e.code);
    const names = resultCodeTable.map((e) => e.name);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds every code the seeds fix', () => {
    const missing = seedFixedCodes.filter((code) => resultCodeEntry(code) === undefined);
    expect(missing).toEqual([]);
  });

  it('holds the names the server uses', () => {
    const map: Record<string, number> = ResultCode;
    for (const [name, code] of Object.entries(requiredNames)) {
      expect(map[name], name).toBeTypeOf('number');
      if (code !== undefined) expect(map[name], name).toBe(code);
    }
  });

  it('assigns 600-608 and the 830-871 items inside their ranges', () => {
    for (const name of ['ACCESS_TOKEN_INVALID', 'ACCESS_TOKEN_EXPIRED', 'SESSION_INVALID'] as const) {
      expect(ResultCode[name]).toBeGreaterThanOrEqual(600);
      expect(ResultCode[name]).toBeLessThanOrEqual(608);
    }
    for (const name of ['SERVICE_PATH_NOT_FOUND', 'TERMS_NOT_FOUND'] as const) {
      expect(ResultCode[name]).toBeGreaterThanOrEqual(830);
      expect(ResultCode[name]).toBeLessThanOrEqual(871);
    }
    expect(ResultCode.COMPANY_NOT_FOUND).toBeGreaterThanOrEqual(700);
    expect(ResultCode.COMPANY_NOT_FOUND).toBeLessThanOrEqual(811);
  });

  it('uses only the allowed HTTP statuses (200 only for OK)', () => {
    for (const e of resultCodeTable) {
      if (e.code === 200) expect(e.http).toBe(200);
      else expect(allowedHttp.has(e.http), `${e.code} → ${e.http}`).toBe(true);
    }
  });

  it('derives the name map and message keys from the table', () => {
    expect(Object.keys(ResultCode)).toHaveLength(resultCodeTable.length);
    expect(resultCodeEntry(ResultCode.ACCOUNT_LOCKED)?.http).toBe(423);
    expect(resultCodeEntry(413)?.http).toBe(409);
    expect(resultCodeEntry(1234)).toBeUndefined();
    expect(messageKeyOf(ResultCode.COMPANY_NOT_FOUND)).toBe(`api.error.${ResultCode.COMPANY_NOT_FOUND}`);
  });
});

describe('payment provider codes', () => {
  it('has unique codes and names inside the seed ranges', () => {
    const codes = paymentProviderCodeTable.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(paymentProviderCodeTable.map((e) => e.name)).size).toBe(codes.length);
    const inSeedRanges = (c: number) =>
      (c >= 100 && c <= 201) || (c >= 501 && c <= 522) || [531, 541, 551, 552, 701, 901, 902].includes(c);
    expect(codes.filter((c) => !inSeedRanges(c))).toEqual([]);
    for (const c of [100, 531, 541, 551, 552, 701, 901, 902]) expect(codes).toContain(c);
    expect(paymentMessageKeyOf(132)).toBe('payment.error.132');
  });
});

describe('docs/result-codes.md', () => {
  it('is up to date (run `npm run docs:result-codes`)', () => {
    expect(readFileSync(resultCodesDocPath, 'utf8')).toBe(renderResultCodesDoc());
  });
});
