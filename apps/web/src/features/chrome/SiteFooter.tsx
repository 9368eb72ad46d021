import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useTranslated } from '../../tenant/use-translated.ts';
import { companyTitle } from './companyTitle.ts';
import { footerRows } from './footerRows.ts';
import { PortalLink } from './PortalLink.tsx';
import classes from './SiteFooter.module.css';

/** The footer: logo, copyright, then the upper, middle and lower link rows. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { settings, company } = useTenant();
  const text = useTranslated();
  const footer = settings.footerSettingResponse;
  const copyRight = text(footer.copyRight, footer.copyRightTranslations);
  const signedIn = useSession((s) => s.isAuthenticated);
  const rows = footerRows(footer.links, { signedIn });
  const align = footer.horizontalLinkPosition;

  return (
    <footer className={classes.root}>
      <div className={classes.inner} data-align={align}>
        {/* One name per tenant: the header's, not the company's legal name. */}
        {footer.logo && <img className={classes.logo} src={footer.logo} alt={companyTitle(company)} />}
        {copyRight && <p className={classes.copyright}>{copyRight}</p>}
        {rows.length > 0 && (
          <nav className={classes.links} data-align={align} aria-label={t('chrome.footer.links')}>
            {rows.map((row) => (
              <ul key={row[0]?.positionLink} className={classes.row} data-position={row[0]?.positionLink}>
                {row.map((link) => (
                  <li key={link.id}>
                    <PortalLink href={link.url} linkType={link.typeLink} className={classes.link}>
                      {text(link.label, link.labelTranslations)}
                    </PortalLink>
                  </li>
                ))}
              </ul>
            ))}
          </nav>
        )}
      </div>
    </footer>
  );
}
