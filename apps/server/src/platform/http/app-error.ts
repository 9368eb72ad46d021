import { messageKeyOf, resultCodeEntry } from '@hondana/contract';

/** A refusal with a stable result code; the one error handler turns it into the envelope. */
export class AppError extends Error {
  readonly httpStatus: number;

  constructor(
    readonly code: number,
    readonly data: unknown = null,
  ) {
    super(messageKeyOf(code));
    this.name = 'AppError';
    this.httpStatus = resultCodeEntry(code)?.http ?? 500;
  }
}

export const appError = (code: number, data: unknown = null) => new AppError(code, data);

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
