import classes from './Sidebar.module.css';
import { SidebarContent } from './SidebarContent.tsx';
import { useSidebarVisible } from './useSidebarVisible.ts';

/** The 200 px desktop sidebar; below 768 px the layout offers `SidebarDrawer` instead. */
export function Sidebar() {
  const visible = useSidebarVisible();
  if (!visible) return null;
  return (
    <div className={classes.root}>
      <SidebarContent />
    </div>
  );
}
