import { z } from 'zod';
import type { AccessOutcome } from '../access/access-remedy.ts';

export const accessOutcomeSchema: z.ZodType<AccessOutcome> = z.union([
  z.literal('allowed'),
  z.number().int(),
]);

/** The caller's outcome of each action a card or detail offers (access/access-remedy.ts). */
export const contentAccessSchema = z.object({
  read: accessOutcomeSchema,
  favourite: accessOutcomeSchema,
  download: accessOutcomeSchema,
});
export type ContentAccess = z.infer<typeof contentAccessSchema>;
