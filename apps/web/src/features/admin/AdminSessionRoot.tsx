import { useLayoutEffect, useState } from 'react';
import { changeLanguage, preferredLanguage } from '../../i18n/i18n.ts';
import { AdminLayout } from '../../layouts/AdminLayout.tsx';
import { SessionRoot } from '../../session/SessionRoot.tsx';
import { adminSessionScope } from '../../session/session-actions.ts';

/**
 * The administration site's root route: its own session cookie and language, by the portal's rule:
 * the one chosen on its picker on this device, else the site's default (`adminSessionScope`: the
 * browser's language, else vn), which is also the one a logout returns to.
 */
export function AdminSessionRoot() {
  const [scope] = useState(adminSessionScope);
  useLayoutEffect(() => {
    void changeLanguage(preferredLanguage(scope.tenantKey, scope.defaultLanguage));
  }, [scope]);
  return (
    <SessionRoot scope={scope}>
      <AdminLayout />
    </SessionRoot>
  );
}
