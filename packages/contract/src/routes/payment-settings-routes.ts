import {
  gmoSettingsSchema,
  memberIdSettingsSchema,
  paymentSettingsCheckSchema,
  paymentSettingsQuerySchema,
  paymentSettingsSchema,
  paymentSettingsUpdateSchema,
  veritransSettingsSchema,
} from '../api/payment-settings.ts';
import { defineRoute } from './define-route.ts';

const tags = ['payment-settings'] as const;
const writeErrors = [400, 401, 403, 404] as const;
const target = 'A system admin names `companyId`. Audited, secrets recorded as ••••.';
const checkNote =
  'Nothing is stored or charged. A secret left blank is the stored one. 859: the gateway refused the settings; 843: the gateway did not answer (try again); 835: a required setting is missing.';

/** A company's payment gateway and its credentials (secrets sealed at rest, never answered). */
export const paymentSettingsRoutes = {
  paymentSettings: defineRoute({
    method: 'GET',
    path: '/company/payment-setting/detail',
    tenant: 'optional',
    access: 'paymentSettings.read',
    query: paymentSettingsQuerySchema,
    response: paymentSettingsSchema,
    errors: [401, 403, 404],
    tags,
    summary:
      'The gateway in use, each gateway’s settings (secrets only as set or not set) and the registration number',
    description: 'A system admin names `companyId`.',
  }),
  paymentSettingsUpdate: defineRoute({
    method: 'PUT',
    path: '/company/payment-setting/update',
    tenant: 'optional',
    access: 'paymentSettings.update',
    body: paymentSettingsUpdateSchema,
    response: paymentSettingsSchema,
    errors: writeErrors,
    tags,
    summary:
      'Choose the payment gateway (its settings stored first: 835) and the qualified-invoice registration number',
    description: `A company with a payment gateway requires its staff's second factor. ${target}`,
  }),
  veritransSettingsCheck: defineRoute({
    method: 'POST',
    path: '/company/check-api-setting-veritrans',
    tenant: 'optional',
    access: 'paymentSettings.update',
    body: veritransSettingsSchema,
    response: paymentSettingsCheckSchema,
    errors: writeErrors,
    tags,
    summary: 'Ask the card gateway whether these settings are accepted',
    description: checkNote,
  }),
  veritransSettingsUpdate: defineRoute({
    method: 'PUT',
    path: '/company/update-veritrans-payment',
    tenant: 'optional',
    access: 'paymentSettings.update',
    body: veritransSettingsSchema,
    response: paymentSettingsSchema,
    errors: writeErrors,
    tags,
    summary: 'Store the card gateway’s merchant id, secret key (blank keeps it) and token API key',
    description: target,
  }),
  gmoSettingsCheck: defineRoute({
    method: 'POST',
    path: '/company/check-api-setting-gmo',
    tenant: 'optional',
    access: 'paymentSettings.update',
    body: gmoSettingsSchema,
    response: paymentSettingsCheckSchema,
    errors: writeErrors,
    tags,
    summary: 'Ask the second card gateway whether these settings are accepted',
    description: checkNote,
  }),
  gmoSettingsUpdate: defineRoute({
    method: 'PUT',
    path: '/company/update-gmo-payment',
    tenant: 'optional',
    access: 'paymentSettings.update',
    body: gmoSettingsSchema,
    response: paymentSettingsSchema,
    errors: writeErrors,
    tags,
    summary: 'Store the second card gateway’s shop and site (passwords: blank keeps them)',
    description: `A site id needs its password (406). ${target}`,
  }),
  memberIdSettingsCheck: defineRoute({
    method: 'POST',
    path: '/company/check-api-setting-member-id',
    tenant: 'optional',
    access: 'paymentSettings.update',
    body: memberIdSettingsSchema,
    response: paymentSettingsCheckSchema,
    errors: writeErrors,
    tags,
    summary: 'Ask the member-ID provider whether this API key is accepted',
    description: checkNote,
  }),
  memberIdSettingsUpdate: defineRoute({
    method: 'PUT',
    path: '/company/update-member-id-payment',
    tenant: 'optional',
    access: 'paymentSettings.update',
    body: memberIdSettingsSchema,
    response: paymentSettingsSchema,
    errors: writeErrors,
    tags,
    summary: 'Store the member-ID provider’s merchant and API key (blank keeps it)',
    description: target,
  }),
};
