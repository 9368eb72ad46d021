/**
 * First path segments that are routes of the web app, never a company's service path.
 * The web reads the tenant from the URL with them; the server, which themes a portal page before the
 * app runs, adds its own prefixes to them.
 */
export const RESERVED_SEGMENTS = [
  'home-search',
  'search',
  'user',
  'profile',
  'subscription',
  'notifications',
  'view-online',
  'content',
  'direct-view',
  'order-entry',
  'thank-you',
  'card-payment',
  'member-payment',
  'login',
  'register',
  'forget-password',
  'reset-password',
  'confirm-email',
  'confirm-registration',
  'undo-email-change',
  'unlock-account',
  '404',
] as const;

/** First path segments the server answers itself (the administration site, the API, files): never a service path either. */
export const SERVER_SEGMENTS = ['admin', 'api', 'assets', 'viewer-files', 'docs'] as const;
