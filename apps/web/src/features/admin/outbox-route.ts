/**
 * The demo outbox page lives on the administration site's router (`/admin…` is the one first segment
 * that never names a tenant), so it works on every host of the portal.
 */
export const OUTBOX_ROUTE = '/admin/dev/outbox';
