import type { AuthUser, LoginResponse } from '@hondana/contract';
import { type OpenedSession, SESSIONS_CLOSED_MESSAGE_KEY } from './open-session.ts';

/**
 * The answer of every portal login (password, IP, Google, Microsoft, education ID). A login from the
 * mobile app's web view (`is_mobile_app`) also answers `appMobileAuthToken`: the app opens the portal
 * with it as the `UserID` query. It is the session's own token — the session is marked
 * is_mobile_app — so it ends with the session and nothing else must be stored or revoked.
 */
export const presentLoginAnswer = (
  session: OpenedSession,
  user: AuthUser,
  options: { isMobileApp: boolean },
): LoginResponse => ({
  accessToken: session.accessToken,
  expireDate: session.expiresAt.toISOString(),
  exceededSessionMessage: session.closedSessions > 0 ? SESSIONS_CLOSED_MESSAGE_KEY : null,
  displayMessageExceededSession: session.closedSessions > 0,
  appMobileAuthToken: options.isMobileApp ? session.accessToken : null,
  user,
});
