import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useExternalIdPages } from '../auth/federated/external-id-pages.ts';
import classes from './SiteHeader.module.css';

/**
 * Visitors of an external-ID portal with auto-registration get a link to the provider's
 * registration page, which carries the service code and brings them back to the login page (the server
 * builds it: GET /auth/external-id/pages). No link while it loads or when none is configured.
 */
export function ExternalIdRegisterLink() {
  const { t } = useTranslation();
  const link = useExternalIdPages();
  const url = link.data?.registrationUrl;
  if (!url) return null;
  return (
    <a href={url} className={classes.button} data-external-id-register="">
      <IconUserPlus size={18} aria-hidden />
      <span className={classes.mobileHidden}>{t('chrome.header.register')}</span>
    </a>
  );
}
