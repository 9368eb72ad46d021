import { Burger } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { SearchLauncher } from '../search/SearchLauncher.tsx';
import { AccountControls } from './AccountControls.tsx';
import { companyTitle } from './companyTitle.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import classes from './SiteHeader.module.css';

export interface SiteHeaderProps {
  /** `account`: the login and sign-up forms, a step to finish first: no search icon there. */
  variant: 'default' | 'search' | 'account';
  /** The mobile sidebar drawer's state; without it no burger is shown. */
  sidebarToggle?: { opened: boolean; onToggle(): void };
}

/** The header: logo and title home link, language, search (the overlay's icon), login or account controls. */
export function SiteHeader({ variant, sidebarToggle }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { company, settings } = useTenant();
  const title = companyTitle(company);
  const showTitle = settings.headerSettingResponse.showTitle || !company.logo;

  return (
    <header className={classes.root} data-variant={variant}>
      <div className={classes.inner}>
        {sidebarToggle && (
          <Burger
            className={classes.burger}
            opened={sidebarToggle.opened}
            onClick={sidebarToggle.onToggle}
            color="var(--hd-header-icon)"
            size="sm"
            aria-expanded={sidebarToggle.opened}
            aria-label={t(sidebarToggle.opened ? 'chrome.header.closeMenu' : 'chrome.header.openMenu')}
          />
        )}
        <Link to="/" className={classes.brand} data-with-logo={company.logo ? true : undefined}>
          {/* Beside the title the logo adds no words (axe image-redundant-alt); alone it names the link. */}
          {company.logo && <img className={classes.logo} src={company.logo} alt={showTitle ? '' : title} />}
          {showTitle && <span className={classes.title}>{title}</span>}
        </Link>
        <div className={classes.actions}>
          <LanguageSwitch />
          {variant !== 'account' && <SearchLauncher className={classes.iconButton} />}
          <AccountControls />
        </div>
      </div>
    </header>
  );
}
