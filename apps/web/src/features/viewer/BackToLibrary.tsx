import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The router's place of this entry in the tab's history (0: the portal was entered here). */
const historyIndex = () => {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number'
    ? state.idx
    : 0;
};

/** The portal's tab that opened this one (the view-book button opens the viewer in a new tab), if still open. */
function portalOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && !opener.closed && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/** The portal page this tab was opened from, when the address says (not the viewer's or a login page). */
function portalReferrer(): string | null {
  try {
    const from = new URL(document.referrer);
    if (from.origin !== window.location.origin || /\/(view-online|direct-view|login)\b/.test(from.pathname))
      return null;
    return from.href;
  } catch {
    return null;
  }
}

/**
 * Back to the library: where the reader came from. Reached inside this tab (a shelf, the detail page,
 * search results), the browser's back, so that page is found as it was left; opened in a new tab by the
 * view-book button or a search hit, this tab closes and the page that opened it is shown again (or, if
 * the browser keeps the tab, that page's address loads here); opened directly (a link from elsewhere),
 * the portal's home. A link to the home, so it works as a link too (a new tab on demand).
 */
export function BackToLibrary() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = t('viewer.pdf.back');
  const back = (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (historyIndex() > 0) {
      event.preventDefault();
      void navigate(-1);
      return;
    }
    const opener = portalOpener();
    const referrer = portalReferrer();
    if (!opener && !referrer) return;
    event.preventDefault();
    if (opener) {
      opener.focus();
      window.close();
    }
    // Still here (a tab the browser does not let a script close): the page it came from, in this tab.
    setTimeout(() => {
      if (referrer) window.location.assign(referrer);
      else void navigate('/');
    }, 300);
  };
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        component={Link}
        to="/"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={label}
        onClick={back}
        data-viewer-back=""
      >
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
