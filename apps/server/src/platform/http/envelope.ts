import { messageKeyOf, ResultCode } from '@hondana/contract';

export interface SuccessEnvelope<T> {
  status: typeof ResultCode.OK;
  data: T;
}

export interface ErrorEnvelope {
  status: number;
  message: string;
  data: unknown;
}

export const ok = <T>(data: T): SuccessEnvelope<T> => ({ status: ResultCode.OK, data });

export const failure = (code: number, data: unknown = null): ErrorEnvelope => ({
  status: code,
  message: messageKeyOf(code),
  data,
});
