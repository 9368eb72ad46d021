import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LAYOUT } from '../../tenant/theme.ts';
import { SidebarContent } from './SidebarContent.tsx';
import { useSidebarVisible } from './useSidebarVisible.ts';

interface SidebarDrawerProps {
  opened: boolean;
  onClose(): void;
}

/** The sidebar on small screens: a 66vw drawer that closes when the user moves to another page. */
export function SidebarDrawer({ opened, onClose }: SidebarDrawerProps) {
  const { t } = useTranslation();
  const visible = useSidebarVisible();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(`(min-width: ${LAYOUT.mobileBreakpoint}px)`);
  const close = useEffectEvent(onClose);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is the trigger; the effect reads nothing of it.
  useEffect(() => {
    close();
  }, [pathname]);

  useEffect(() => {
    if (isDesktop && opened) close();
  }, [isDesktop, opened]);

  if (!visible) return null;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="var(--hd-sidebar-width-mobile)"
      padding={0}
      title={t('chrome.sidebar.menu')}
      closeButtonProps={{ 'aria-label': t('chrome.close') }}
      styles={{
        content: { background: 'var(--hd-sidebar-bg)', color: 'var(--hd-sidebar-text)' },
        header: { background: 'var(--hd-sidebar-bg)', color: 'var(--hd-sidebar-text)', paddingInline: 12 },
        close: { color: 'var(--hd-sidebar-text)' },
      }}
    >
      <SidebarContent />
    </Drawer>
  );
}
