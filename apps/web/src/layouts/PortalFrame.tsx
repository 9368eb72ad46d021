import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import {
  LoginModal,
  ScrollToTop,
  Sidebar,
  SidebarDrawer,
  SiteBanner,
  SiteFooter,
  SiteHeader,
  SortOrderSelector,
  useSidebarVisible,
} from '../features/chrome/index.ts';
import classes from './PortalFrame.module.css';

export interface PortalFrameProps {
  sidebar: boolean;
  banner: boolean;
  headerVariant?: 'default' | 'search';
  /**
   * The page lists contents, so the sort control sits above it; by default the layouts with sidebar
   * and banner (home, group listings, home + search), which are the listing layouts of seed 000 §2.
   */
  listing?: boolean;
  /** The page; the nested route's page when absent. */
  children?: ReactNode;
}

/** Header, optional banner and sidebar, the page, footer: the frame of every portal layout. */
export function PortalFrame({
  sidebar,
  banner,
  headerVariant = 'default',
  listing = sidebar && banner,
  children,
}: PortalFrameProps) {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const withSidebar = useSidebarVisible() && sidebar;
  return (
    <div className={classes.frame}>
      <a href="#main" className={classes.skip}>
        {t('chrome.skipToContent')}
      </a>
      <SiteHeader
        variant={headerVariant}
        sidebarToggle={withSidebar ? { opened: drawerOpened, onToggle: drawer.toggle } : undefined}
      />
      {banner && <SiteBanner />}
      <div className={classes.body}>
        {withSidebar && (
          <aside className={classes.aside}>
            <Sidebar />
          </aside>
        )}
        <main id="main" className={classes.main} tabIndex={-1}>
          {withSidebar && listing && <SortOrderSelector />}
          {children ?? <Outlet />}
        </main>
      </div>
      {withSidebar && <SidebarDrawer opened={drawerOpened} onClose={drawer.close} />}
      <SiteFooter />
      <ScrollToTop />
      <LoginModal />
    </div>
  );
}
