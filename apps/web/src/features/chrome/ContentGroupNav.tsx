import type { ContentGroupSummary } from '@hondana/contract';
import { Link, useLocation } from 'react-router';
import { currentGroupId } from './currentGroupId.ts';
import classes from './Sidebar.module.css';
import { SidebarSection } from './SidebarSection.tsx';
import { useCurrentLanguage } from './useCurrentLanguage.ts';

interface ContentGroupNavProps {
  title: string;
  groups: ContentGroupSummary[];
}

/** A list of content groups, each linking to its listing; the one being shown is highlighted. */
export function ContentGroupNav({ title, groups }: ContentGroupNavProps) {
  const lang = useCurrentLanguage();
  const current = currentGroupId(useLocation().pathname);
  if (groups.length === 0) return null;

  return (
    <SidebarSection as="nav" title={title}>
      <ul className={classes.list}>
        {groups.map((group) => (
          <li key={group.id}>
            <Link
              to={`/${group.id}`}
              className={classes.link}
              aria-current={String(group.id) === current ? 'page' : undefined}
            >
              {group.nameTranslations[lang] || group.name}
            </Link>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}
