/**
 * The result-code catalogue: one typed table. Every failure envelope carries one of these
 * codes as `status` and `api.error.<code>` as `message`. Where the seed gives a range without an exact
 * mapping (600-608, 700-811, 830-871, 887-898) the codes below were assigned once; docs/result-codes.md
 * is generated from this table (`npm run docs:result-codes`).
 */
import { accountCodes } from './result-codes/account-codes.ts';
import { commerceCodes } from './result-codes/commerce-codes.ts';
import { dataCodes } from './result-codes/data-codes.ts';
import { genericCodes } from './result-codes/generic-codes.ts';
import { platformCodes } from './result-codes/platform-codes.ts';
import type { ResultCodeEntry } from './result-codes/result-code-entry.ts';
import { secondFactorCodes } from './result-codes/second-factor-codes.ts';

export type { ResultCodeEntry } from './result-codes/result-code-entry.ts';

export const resultCodeTable = [
  ...genericCodes,
  ...accountCodes,
  ...dataCodes,
  ...commerceCodes,
  ...secondFactorCodes,
  ...platformCodes,
] as const satisfies readonly ResultCodeEntry[];

type ResultCodeTable = typeof resultCodeTable;

/** Name → code, e.g. `ResultCode.COMPANY_NOT_FOUND` is the literal type 704. */
export const ResultCode = Object.freeze(Object.fromEntries(resultCodeTable.map((e) => [e.name, e.code]))) as {
  readonly [E in ResultCodeTable[number] as E['name']]: E['code'];
};

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeNumber = (typeof ResultCode)[ResultCodeName];

const byCode = new Map<number, ResultCodeEntry>(resultCodeTable.map((e) => [e.code, e]));

export function resultCodeEntry(code: number): ResultCodeEntry | undefined {
  return byCode.get(code);
}

/** The message key of a code in packages/i18n. */
export function messageKeyOf(code: number): string {
  return `api.error.${code}`;
}
