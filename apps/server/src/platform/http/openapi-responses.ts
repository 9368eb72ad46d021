import { errorEnvelopeSchema } from '@hondana/contract';

/** Documents the error envelope for the given HTTP statuses (400 and 500 are always possible). */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries([400, ...statuses, 500].map((status) => [status, errorEnvelopeSchema]));
}
