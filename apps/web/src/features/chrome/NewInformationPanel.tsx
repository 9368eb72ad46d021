import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useTranslated } from '../../tenant/use-translated.ts';
import classes from './Sidebar.module.css';
import { SidebarSection } from './SidebarSection.tsx';

/**
 * The tenant's 'new information' panels: admin-written HTML, drawn as the server sends it. The server
 * sanitises it where it presents the view settings (present-view-settings.ts), so no sanitiser ships
 * to the browser.
 */
export function NewInformationPanel() {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const text = useTranslated();
  const panels = settings.newInformationList;
  if (panels.length === 0) return null;

  return (
    <SidebarSection as="section" title={t('chrome.sidebar.information')}>
      {panels.map((panel) => (
        <div
          key={panel.id}
          className={classes.information}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitize-information-html.ts); the answer comes from our own API over the page's origin.
          dangerouslySetInnerHTML={{ __html: text(panel.html, panel.htmlTranslations) }}
        />
      ))}
    </SidebarSection>
  );
}
