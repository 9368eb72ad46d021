import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LAYOUT } from '../../tenant/theme.ts';
import { useSidebarVisible } from './useSidebarVisible.ts';

interface SidebarDrawerProps {
  opened: boolean;
  onClose(): void;
}

/** The drawer (Mantine Drawer, a portal over the page) is fetched the first time it opens. */
const SidebarDrawerPanel = lazy(() =>
  import('./SidebarDrawerPanel.tsx').then((m) => ({ default: m.SidebarDrawerPanel })),
);

/** The sidebar on small screens: a 66vw drawer that closes when the user moves to another page. */
export function SidebarDrawer({ opened, onClose }: SidebarDrawerProps) {
  const { t } = useTranslation();
  const visible = useSidebarVisible();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(`(min-width: ${LAYOUT.mobileBreakpoint}px)`);
  const close = useEffectEvent(onClose);
  const [everOpened, setEverOpened] = useState(opened);

  useEffect(() => {
    if (opened) setEverOpened(true);
  }, [opened]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is the trigger; the effect reads nothing of it.
  useEffect(() => {
    close();
  }, [pathname]);

  useEffect(() => {
    if (isDesktop && opened) close();
  }, [isDesktop, opened]);

  if (!visible || !everOpened) return null;
  return (
    <Suspense fallback={null}>
      <SidebarDrawerPanel
        opened={opened}
        onClose={onClose}
        title={t('chrome.sidebar.menu')}
        closeLabel={t('chrome.close')}
      />
    </Suspense>
  );
}
