import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { CompanyFirstNotice, needsCompany } from '../features/admin/CompanyFirstNotice.tsx';
import { can } from '../session/abilities.ts';
import { useSession } from '../session/session-store.ts';

/** Frame of the administration console: its menu (by the signed-in role's abilities) and the page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  return (
    <>
      {user && (
        <div style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', padding: '8px 24px' }}>
          <Group component="nav" aria-label={t('contentAdmin.nav.label')} gap="lg" data-admin-nav>
            <Anchor component={NavLink} to="/admin" end fw={600}>
              {t('contentAdmin.nav.home')}
            </Anchor>
            {can(user, 'content.read') && (
              <Anchor component={NavLink} to="/admin/contents" fw={600} data-nav="contents">
                {t('contentAdmin.nav.contents')}
              </Anchor>
            )}
            {can(user, 'userGroup.read') && (
              <Anchor component={NavLink} to="/admin/user-groups" fw={600} data-nav="user-groups">
                {t('contentAdmin.nav.userGroups')}
              </Anchor>
            )}
            {can(user, 'company.read') && (
              <Anchor component={NavLink} to="/admin/company-settings" fw={600} data-nav="company-settings">
                {t('contentAdmin.nav.companySettings')}
              </Anchor>
            )}
            {can(user, 'searchSettings.update') && (
              <Anchor component={NavLink} to="/admin/catalogue-display" fw={600} data-nav="catalogue-display">
                {t('contentAdmin.nav.display')}
              </Anchor>
            )}
          </Group>
        </div>
      )}
      <main id="main" style={{ minHeight: '100vh', padding: 'clamp(12px, 4vw, 24px)' }}>
        {user && needsCompany(user, pathname) ? <CompanyFirstNotice /> : <Outlet />}
      </main>
    </>
  );
}
