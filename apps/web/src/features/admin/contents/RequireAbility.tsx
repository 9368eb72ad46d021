import type { Action } from '@hondana/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';

/** An admin page for the roles holding `action`: others go to the admin landing page, nobody to the login. */
export function RequireAbility({ action, children }: { action: Action; children: ReactNode }) {
  const user = useSession((s) => s.user);
  if (!user) return <Navigate to="/admin/login" replace />;
  if (!can(user, action)) return <Navigate to="/admin" replace />;
  return children;
}
