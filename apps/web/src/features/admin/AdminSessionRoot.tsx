import { DEFAULT_LANGUAGE } from '@hondana/contract';
import { useLayoutEffect, useState } from 'react';
import { changeLanguage, preferredLanguage } from '../../i18n/i18n.ts';
import { AdminLayout } from '../../layouts/AdminLayout.tsx';
import { SessionRoot } from '../../session/SessionRoot.tsx';
import { adminSessionScope } from '../../session/session-actions.ts';

/** The administration site's root route: its own session cookie and remembered language. */
export function AdminSessionRoot() {
  const [scope] = useState(adminSessionScope);
  useLayoutEffect(() => {
    void changeLanguage(preferredLanguage(scope.tenantKey, DEFAULT_LANGUAGE));
  }, [scope]);
  return (
    <SessionRoot scope={scope}>
      <AdminLayout />
    </SessionRoot>
  );
}
