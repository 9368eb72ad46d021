/**
 * The demo outbox page lives on the administration site's router (`/admin…` is the one first segment
 * that never names a tenant), so it works on every host of the portal.
 */
export const OUTBOX_ROUTE = '/admin/dev/outbox';

/**
 * The outbox of the tenant `hint` names: the server shows one tenant's mail at a time, chosen by the
 * page's host and the `path` query (path-mode tenants), as every tenant call.
 */
export const outboxHref = (path: string | undefined) =>
  path ? `${OUTBOX_ROUTE}?${new URLSearchParams({ path })}` : OUTBOX_ROUTE;
