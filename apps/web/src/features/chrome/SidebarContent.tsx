import { useTranslation } from '../../i18n/use-translation.ts';
import { ContentGroupNav } from './ContentGroupNav.tsx';
import { NewInformationPanel } from './NewInformationPanel.tsx';
import classes from './Sidebar.module.css';
import { useSidebarGroups } from './useSidebarGroups.ts';

/**
 * What the sidebar holds, on the desktop column and in the mobile drawer alike: special
 * groups, normal groups, new information. Favourites and recently read appear for signed-in readers
 * only (the reader's own group list). The sort control sits above the listing it orders (PortalFrame).
 */
export function SidebarContent() {
  const { t } = useTranslation();
  const { special, normal, settled } = useSidebarGroups();

  return (
    <div className={classes.content}>
      <ContentGroupNav title={t('chrome.sidebar.specialGroups')} groups={special} />
      <ContentGroupNav title={t('chrome.sidebar.groups')} groups={normal} />
      {/* Below the groups: drawn once they are in, so their arrival does not push it down. */}
      {settled && <NewInformationPanel />}
    </div>
  );
}
