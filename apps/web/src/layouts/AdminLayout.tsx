import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { CompanyFirstNotice, needsCompany } from '../features/admin/CompanyFirstNotice.tsx';
import { can } from '../session/abilities.ts';
import { useSession } from '../session/session-store.ts';
import classes from './AdminLayout.module.css';

/**
 * Frame of the administration console: a skip link (the first tab stop, past the menu to the page), its
 * menu (by the signed-in role's abilities) and the page.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('chrome.skipToContent')}
      </a>
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
      <main id="main" className={classes.main} tabIndex={-1}>
        {user && needsCompany(user, pathname) ? <CompanyFirstNotice /> : <Outlet />}
      </main>
    </>
  );
}
