import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { SessionUser } from '../../session/session-store.ts';
import classes from './SiteHeader.module.css';

const loadDropdown = () => import('./AccountMenuDropdown.tsx');
/** The menu (Floating UI and Mantine's Menu) is a chunk of its own, fetched on the first click. */
const AccountMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.AccountMenuDropdown })));
const preloadDropdown = () => void loadDropdown();

/**
 * The signed-in user's menu (see AccountMenuDropdown). Until the first click a button of
 * the same look and size stands in for the menu's own.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <button
      type="button"
      className={classes.button}
      data-account-menu
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadDropdown}
      onFocus={preloadDropdown}
      onClick={() => setWanted(true)}
    >
      <IconUserCircle size={18} aria-hidden />
      <span className={classes.name}>{user.name}</span>
      <IconChevronDown size={14} aria-hidden />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenuDropdown user={user} />
    </Suspense>
  );
}
