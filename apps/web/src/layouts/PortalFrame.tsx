import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import {
  LoginModal,
  ScrollToTop,
  Sidebar,
  SidebarDrawer,
  SiteBanner,
  SiteFooter,
  SiteHeader,
  SortOrderPlaceholder,
  useSidebarVisible,
} from '../features/chrome/index.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import classes from './PortalFrame.module.css';

/**
 * The sort control (Select, SegmentedControl, Floating UI) is a chunk of its own: pages without a
 * listing never download it; on listings its placeholder keeps its place at its height.
 */
const SortOrderSelector = lazy(() =>
  import('../features/chrome/SortOrderSelector.tsx').then((m) => ({ default: m.SortOrderSelector })),
);

export interface PortalFrameProps {
  sidebar: boolean;
  banner: boolean;
  headerVariant?: 'default' | 'search' | 'account';
  /**
   * The page lists contents, so the sort control sits above it; by default the layouts with sidebar
   * and banner (home, group listings, home + search), which are the listing layouts.
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
          {withSidebar && listing && (
            <Suspense fallback={<SortOrderPlaceholder />}>
              <SortOrderSelector />
            </Suspense>
          )}
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
