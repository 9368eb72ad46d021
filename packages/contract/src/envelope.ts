/**
 * Response envelope and paging. Success `{ status: 200, data }`; failure
 * `{ status: <result code>, message: 'api.error.<code>', data: <details> | null }`.
 */
import { z } from 'zod';

import { DEFAULT_PAGE, DEFAULT_SIZE, PAGE_SIZE_MAX } from './paging.ts';

export { DEFAULT_PAGE, DEFAULT_SIZE, PAGE_SIZE_MAX };

export const successEnvelope = <T extends z.ZodType>(dataSchema: T) =>
  z.object({ status: z.literal(200), data: dataSchema });
export interface SuccessEnvelope<T> {
  status: 200;
  data: T;
}

export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.unknown().nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A page of items; `number` is 1-based like the `page` query parameter. */
export const pageSchema = <T extends z.ZodType>(itemSchema: T) =>
  z.object({
    content: z.array(itemSchema),
    totalElements: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    number: z.number().int().min(1),
    size: z.number().int().min(1),
  });
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** `?page=&size=` as sent in a query string. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(DEFAULT_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
