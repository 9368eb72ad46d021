import { ContentGroupType } from '@hondana/contract';
import { useTranslation } from 'react-i18next';
import { usePublicContentGroups } from '../../api/queries.ts';
import { useSession } from '../../session/session-store.ts';
import { ContentGroupNav } from './ContentGroupNav.tsx';
import { NewInformationPanel } from './NewInformationPanel.tsx';
import classes from './Sidebar.module.css';
import { SortOrderSelector } from './SortOrderSelector.tsx';

/** Favourites and recently read belong to a reader, so visitors do not see them. */
const personalTypes: readonly number[] = [ContentGroupType.FAVORITE, ContentGroupType.RECENTLY];

/** What the sidebar holds, on the desktop column and in the mobile drawer alike (seed 000 §2). */
export function SidebarContent() {
  const { t } = useTranslation();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const groups = [...(usePublicContentGroups().data ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  const special = groups.filter(
    (g) => g.type !== ContentGroupType.NORMAL && (isAuthenticated || !personalTypes.includes(g.type)),
  );
  const normal = groups.filter((g) => g.type === ContentGroupType.NORMAL);

  return (
    <div className={classes.content}>
      <SortOrderSelector />
      <ContentGroupNav title={t('chrome.sidebar.specialGroups')} groups={special} />
      <ContentGroupNav title={t('chrome.sidebar.groups')} groups={normal} />
      <NewInformationPanel />
    </div>
  );
}
