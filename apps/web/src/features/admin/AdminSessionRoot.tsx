import { useLayoutEffect, useState } from 'react';
import { browserLanguage } from '../../i18n/browser-language.ts';
import { changeLanguage, preferredLanguage } from '../../i18n/i18n.ts';
import { AdminLayout } from '../../layouts/AdminLayout.tsx';
import { SessionRoot } from '../../session/SessionRoot.tsx';
import { adminSessionScope } from '../../session/session-actions.ts';

/**
 * The administration site's root route: its own session cookie and language: the one chosen on its
 * picker, else the browser's (the site belongs to no tenant, so no tenant default applies).
 */
export function AdminSessionRoot() {
  const [scope] = useState(adminSessionScope);
  useLayoutEffect(() => {
    void changeLanguage(preferredLanguage(scope.tenantKey, browserLanguage()));
  }, [scope]);
  return (
    <SessionRoot scope={scope}>
      <AdminLayout />
    </SessionRoot>
  );
}
