/**
 * Names of path parameters and query keys whose values are secrets: reset, confirmation, unlock and
 * share tokens, viewer tokens, an authorisation code and its state, the mobile app's session
 * (`UserID`). Logs write `[redacted]` in their place: a route of the table whose path names such a
 * parameter (`/user/reset-password/:token`) has that segment redacted, and such a query key has its
 * value redacted in any address. A new route that carries a secret uses one of these names.
 */
export const secretParamNames = [
  'token',
  'token_id',
  'viewToken',
  'contentToken',
  'code',
  'code_verifier',
  'state',
  'UserID',
  'access_token',
  'refresh_token',
  'id_token',
  'password',
] as const;

/**
 * Pages of the web app (under a service path or at a full domain's root) whose next path segment is a
 * secret: a share link's viewer and detail pages, and the pages of the links mailed to a user.
 */
export const secretPageSegments = [
  'direct-view',
  'content',
  'reset-password',
  'confirm-email',
  'confirm-registration',
  'undo-email-change',
  'unlock-account',
  'set-password',
] as const;
