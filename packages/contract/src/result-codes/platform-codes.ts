import type { ResultCodeEntry } from './result-code-entry.ts';

/** 940: the platform's background jobs (assigned by Hondana; documented in docs/result-codes.md). */
export const platformCodes = [
  {
    code: 940,
    name: 'JOB_NOT_RETRYABLE',
    http: 409,
    meaning: 'The job has not failed (it is waiting, running or done), or it was already run again',
  },
] as const satisfies readonly ResultCodeEntry[];
