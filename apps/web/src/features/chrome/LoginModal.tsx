import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../session/session-store.ts';
import { useOptionalTenant } from '../../tenant/tenant-context.tsx';

/** The dialog and the login form are a chunk of their own, fetched the first time the dialog opens. */
const LoginDialog = lazy(() => import('./LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })));

/**
 * Where the header's login dialog lives (see LoginDialog). It counts as a host from the first render,
 * so a session that ends on this page opens the dialog. The dialog (a portal over the page, nothing
 * to reserve) is loaded when it first opens, and mounted ahead for signed-in users, whose session may
 * end on any page: a reauthorize then opens it at once, as when it was part of the first chunk.
 * An OPEN company has no login at all: no dialog there.
 */
export function LoginModal() {
  const openCompany = useOptionalTenant()?.company.accountType === 'OPEN';
  const opened = useSession((s) => s.loginModalOpen);
  const signedIn = useSession((s) => s.isAuthenticated);
  const [needed, setNeeded] = useState(opened || signedIn);

  useEffect(() => {
    useSession.setState((s) => ({ loginModalHosts: s.loginModalHosts + 1 }));
    return () => useSession.setState((s) => ({ loginModalHosts: s.loginModalHosts - 1 }));
  }, []);

  useEffect(() => {
    if (opened || signedIn) setNeeded(true);
  }, [opened, signedIn]);

  if (openCompany || (!needed && !opened && !signedIn)) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
