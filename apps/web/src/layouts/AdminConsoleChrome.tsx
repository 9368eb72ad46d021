import { Anchor, Group, NavLink, Text } from '@mantine/core';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { CommandPalette, PaletteButton } from '../features/admin/kit/CommandPalette.tsx';
import { addressedScope, unscopedPath } from '../features/admin/kit/console-scope.ts';
import { pagesFor } from '../features/admin/kit/page-access.ts';
import { pageHref } from '../features/admin/kit/palette-sources.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useSession } from '../session/session-store.ts';
import classes from './AdminLayout.module.css';

/* The signed-in console's header, menu and command palette. */

export function ConsoleHeader() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const scope = addressedScope(pathname);
  return (
    <header className={classes.header}>
      <Group gap="md" wrap="wrap">
        <Text fw={700}>{t('adminConsole.title')}</Text>
        {scope && (
          <Text size="sm" data-acting-company={scope.companyId}>
            {scope.serviceId === null
              ? t('adminConsole.scope.company', { id: scope.companyId })
              : t('adminConsole.scope.service', { id: scope.companyId, serviceId: scope.serviceId })}
          </Text>
        )}
        {scope && user?.companyId === null && (
          <Anchor component={Link} to={unscopedPath(pathname)} size="sm" data-change-company>
            {t('adminConsole.scope.change')}
          </Anchor>
        )}
      </Group>
      <PaletteButton />
    </header>
  );
}

export function ConsoleMenu() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  if (!user) return null;
  const scope = addressedScope(pathname);
  const here = unscopedPath(pathname);
  return (
    <nav aria-label={t('contentAdmin.nav.label')} className={classes.nav} data-admin-nav>
      {pagesFor(user).map((page) => {
        const PageIcon = page.icon;
        const own = `/admin${page.path ? `/${page.path}` : ''}`;
        const active = page.path ? here === own || here.startsWith(`${own}/`) : here === '/admin';
        return (
          <NavLink
            key={page.id}
            component={RouterNavLink}
            to={pageHref(page, { user, scope })}
            end={!page.path}
            label={t(page.titleKey)}
            leftSection={<PageIcon size={18} aria-hidden />}
            active={active}
            className={classes.navItem}
            data-nav={page.id}
          />
        );
      })}
    </nav>
  );
}

export { CommandPalette };
