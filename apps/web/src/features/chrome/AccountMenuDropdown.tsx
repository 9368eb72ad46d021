import { Menu } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { can } from '../../session/abilities.ts';
import { endSession } from '../../session/session-actions.ts';
import type { SessionUser } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import classes from './SiteHeader.module.css';
import { useOpenOnMount } from './useOpenOnMount.ts';

/**
 * The menu of AccountMenu, loaded on the first click. The signed-in user's dropdown: Profile (for who may read their account, so not the IP
 * user), Subscription (when the company shows subscriptions) and Logout (GET /auth/logout, then
 * everything local goes and the login page opens).
 */
export function AccountMenuDropdown({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { company } = useTenant();
  const { target, opened, setOpened } = useOpenOnMount();

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <button ref={target} type="button" className={classes.button} data-account-menu>
          <IconUserCircle size={18} aria-hidden />
          <span className={classes.name}>{user.name}</span>
          <IconChevronDown size={14} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {can(user, 'account.read') && (
          <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
            {t('chrome.header.profile')}
          </Menu.Item>
        )}
        {company.showSubscriptionStatus && (
          <Menu.Item
            component={Link}
            to="/subscription"
            leftSection={<IconCreditCard size={16} aria-hidden />}
          >
            {t('chrome.header.subscription')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void endSession({ callServer: true, redirect: { to: '/login' } })}
        >
          {t('chrome.header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
