import { z } from 'zod';
import { paymentGatewayKinds } from '../enums.ts';
import { rowIdSchema } from './row-id.ts';

/** The qualified-invoice issuer registration number: T and 13 digits. */
export const INVOICE_REGISTRATION_NUMBER_PATTERN = /^T[0-9]{13}$/;
const SETTING_MAX = 255;

const companyTarget = { companyId: rowIdSchema.optional() };
const plain = z.string().trim().max(SETTING_MAX);
/** A setting the company must have: not blank. */
const required = plain.min(1);
/** A secret as typed: blank (or absent) keeps the stored one. */
const secret = z.string().trim().max(SETTING_MAX).optional();

/** `GET /company/payment-setting/detail`: a system admin names the company. */
export const paymentSettingsQuerySchema = z.object(companyTarget);

/**
 * A company's payment settings as the console reads them. Secrets are never answered: only whether one
 * is stored.
 */
export const paymentSettingsSchema = z.object({
  companyId: z.number().int(),
  /** The gateway the company takes payments with; null: none (no plan can be bought). */
  paymentGateway: z.enum(paymentGatewayKinds).nullable(),
  veritrans: z.object({
    merchantCcid: z.string().nullable(),
    merchantSecretKeySet: z.boolean(),
    /** The token API key is public (the card page sends it to the gateway from the browser). */
    tokenApiKey: z.string().nullable(),
  }),
  gmo: z.object({
    shopId: z.string().nullable(),
    shopPassSet: z.boolean(),
    siteId: z.string().nullable(),
    sitePassSet: z.boolean(),
  }),
  memberId: z.object({
    merchant: z.string().nullable(),
    apiKeySet: z.boolean(),
  }),
  invoiceRegistrationNumber: z.string().nullable(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsSchema>;

/** `PUT /company/payment-setting/update`: the gateway in use and the registration number. */
export const paymentSettingsUpdateSchema = z.object({
  ...companyTarget,
  /** A card gateway needs its settings stored first (835); null stops taking payments. */
  paymentGateway: z.enum(paymentGatewayKinds).nullable(),
  invoiceRegistrationNumber: z
    .string()
    .trim()
    .regex(INVOICE_REGISTRATION_NUMBER_PATTERN)
    .nullable()
    .or(z.literal('').transform(() => null)),
});
export type PaymentSettingsUpdate = z.input<typeof paymentSettingsUpdateSchema>;

/** `POST /company/check-api-setting-veritrans` and `PUT /company/update-veritrans-payment`. */
export const veritransSettingsSchema = z.object({
  ...companyTarget,
  merchantCcid: required,
  merchantSecretKey: secret,
  tokenApiKey: required,
});
export type VeritransSettings = z.input<typeof veritransSettingsSchema>;

/** `POST /company/check-api-setting-gmo` and `PUT /company/update-gmo-payment`. */
export const gmoSettingsSchema = z.object({
  ...companyTarget,
  shopId: required,
  shopPass: secret,
  /** The site (for stored cards): optional, both or neither. */
  siteId: plain.optional(),
  sitePass: secret,
});
export type GmoSettings = z.input<typeof gmoSettingsSchema>;

/** `PUT /company/update-member-id-payment`: the member-ID provider's merchant and API key. */
export const memberIdSettingsSchema = z.object({
  ...companyTarget,
  merchant: required,
  apiKey: secret,
});
export type MemberIdSettings = z.input<typeof memberIdSettingsSchema>;

/** A check's answer: the gateway accepted the settings (any refusal is 859, an unanswered check 843). */
export const paymentSettingsCheckSchema = z.object({ verified: z.literal(true) });
