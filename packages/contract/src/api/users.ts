import { z } from 'zod';
import { languages } from '../enums.ts';
import { rowIdSchema } from './row-id.ts';

/** PUT /user/reset-password/{token} */
export const resetPasswordRequestSchema = z.object({
  new_password: z.string().min(1).max(128),
  confirm_password: z.string().max(128),
});

/** PUT /user/change-password: plain passwords over TLS, so the policy can be checked. */
export const changePasswordRequestSchema = z.object({
  user_id: z.number().int().positive(),
  old_pass: z.string().min(1).max(128),
  new_pass: z.string().min(1).max(128),
  confirm_pass: z.string().max(128),
});

/**
 * PUT /user/change-email/{id}: a confirmation link goes to the new address. `password` is the caller's
 * current password (plain, over TLS, like change-password's `old_pass`): a stolen session alone cannot
 * move the account to another mailbox.
 */
export const changeEmailRequestSchema = z.object({
  new_email: z.email({ error: 'validate.email' }).max(255),
  password: z.string().min(1).max(128),
});

/** PUT /user/confirm-email/{token}: the link of that e-mail. Every session of the account has ended. */
export const confirmEmailResultSchema = z.object({ email: z.string() });

/**
 * PUT /user/undo-email-change/{token}: the link mailed to the old address once a change is confirmed.
 * The old address is back and every session of the account has ended.
 */
export const undoEmailChangeResultSchema = z.object({ email: z.string() });

/** PUT /user/update/{id}: account settings. */
export const updateUserRequestSchema = z.object({
  full_name: z.string().trim().min(1).max(100),
  lang: z.enum(languages),
  is_subscribe_mail: z.boolean().optional(),
  is_receive_notify: z.boolean().optional(),
});

/** GET /user/detail/{id} */
export const userDetailSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  lang: z.enum(languages).nullable(),
  roleLevel: z.number().int(),
  isSubscribeMail: z.boolean(),
  isReceiveNotify: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userIdParamsSchema = z.object({ id: rowIdSchema });
export const tokenParamsSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** A message of the development outbox (no SMTP_URL): GET /mail-outbox/page, system admin. */
export const outboxStates = ['queued', 'sent', 'kept-in-outbox', 'failed', 'dead'] as const;
/**
 * queued: waiting for the worker; sent: an SMTP server accepted it; kept-in-outbox: no SMTP, the stored
 * copy is the delivery; failed: the last attempt failed, a retry will follow; dead: given up.
 */
export type OutboxState = (typeof outboxStates)[number];

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  /** Tenant the mail was sent for; null for platform mail. */
  companyId: z.number().int().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  state: z.enum(outboxStates),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
