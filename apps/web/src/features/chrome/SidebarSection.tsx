import { type ReactNode, useId } from 'react';
import classes from './Sidebar.module.css';

interface SidebarSectionProps {
  title: string;
  /** Navigation sections become `<nav>` landmarks, the others named regions. */
  as: 'nav' | 'section';
  children: ReactNode;
}

/** One block of the sidebar under a quiet heading that also names it. */
export function SidebarSection({ title, as: Tag, children }: SidebarSectionProps) {
  const headingId = useId();
  return (
    <Tag aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.label}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
