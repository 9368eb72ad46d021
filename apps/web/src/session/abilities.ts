import type { Action } from '@hondana/contract';
import type { SessionUser } from './session-store.ts';

/**
 * Whether the signed-in user may do `action`: the server's policy table grants it to the user's role,
 * and `GET /auth/info` (and the login answer) lists it in `abilities`. The web shows or hides controls
 * from this, never from role numbers; the server still decides each call.
 */
export function can(user: Pick<SessionUser, 'abilities'> | null | undefined, action: Action): boolean {
  return user?.abilities.includes(action) ?? false;
}
