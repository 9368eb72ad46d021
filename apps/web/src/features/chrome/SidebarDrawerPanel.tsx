import { Drawer } from '@mantine/core';
import { SidebarContent } from './SidebarContent.tsx';

interface SidebarDrawerPanelProps {
  opened: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
}

/** The drawer of SidebarDrawer, a chunk of its own. */
export function SidebarDrawerPanel({ opened, onClose, title, closeLabel }: SidebarDrawerPanelProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="var(--hd-sidebar-width-mobile)"
      padding={0}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
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
