import { z } from 'zod';

/** The largest row id: ids are bigint columns read as JavaScript numbers. */
export const ROW_ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * A row id in a path or a query: decimal digits only, without a leading zero (no sign, exponent, hex,
 * blank or fraction, which `z.coerce.number()` took: `0x10` was 16), at most `ROW_ID_MAX`. A number is
 * accepted as is, for callers that build the address from one.
 */
export const rowIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(ROW_ID_MAX));
