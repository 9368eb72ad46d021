import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentGroupNav } from './ContentGroupNav.tsx';
import classes from './Sidebar.module.css';
import { useSidebarGroups } from './useSidebarGroups.ts';

/**
 * The information panels need DOMPurify (about 20 KB gzip): a chunk of its own. They are the last
 * block of the sidebar, so nothing moves when they arrive.
 */
const NewInformationPanel = lazy(() =>
  import('./NewInformationPanel.tsx').then((m) => ({ default: m.NewInformationPanel })),
);

/**
 * What the sidebar holds, on the desktop column and in the mobile drawer alike (seed 000 §2): special
 * groups, normal groups, new information. Favourites and recently read appear for signed-in readers
 * only (the reader's own group list). The sort control sits above the listing it orders (PortalFrame).
 */
export function SidebarContent() {
  const { t } = useTranslation();
  const { special, normal } = useSidebarGroups();

  return (
    <div className={classes.content}>
      <ContentGroupNav title={t('chrome.sidebar.specialGroups')} groups={special} />
      <ContentGroupNav title={t('chrome.sidebar.groups')} groups={normal} />
      <Suspense fallback={null}>
        <NewInformationPanel />
      </Suspense>
    </div>
  );
}
