import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../tenant/tenant-context.tsx';
import classes from './Sidebar.module.css';
import { SidebarSection } from './SidebarSection.tsx';

/** The tenant's 'new information' panels: admin-written HTML, sanitised before display. */
export function NewInformationPanel() {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const panels = useMemo(
    () => settings.newInformationList.map((info) => ({ id: info.id, html: DOMPurify.sanitize(info.html) })),
    [settings.newInformationList],
  );
  if (panels.length === 0) return null;

  return (
    <SidebarSection as="section" title={t('chrome.sidebar.information')}>
      {panels.map((panel) => (
        <div
          key={panel.id}
          className={classes.information}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: admin-written HTML, sanitised by DOMPurify above.
          dangerouslySetInnerHTML={{ __html: panel.html }}
        />
      ))}
    </SidebarSection>
  );
}
