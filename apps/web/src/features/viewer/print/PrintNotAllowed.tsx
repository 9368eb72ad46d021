import { useEffect } from 'react';
import { notify } from '../../../api/notify.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PrintCopy } from './PrintCopy.tsx';
import classes from './print.module.css';
import { isPrintShortcut } from './print-shortcut.ts';

const NOTICE_MS = 4_000;

/**
 * Print mode 0 ("do not allow"), for PDF and EPUB alike. A page cannot refuse the
 * browser's print (`beforeprint` cannot cancel it): whatever starts it, the printout holds only the
 * notice. The shortcut (Ctrl+P, ⌘+P) is caught before the browser sees it and says so on screen.
 */
export function PrintNotAllowed() {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPrintShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      notify('warning', t('viewer.print.notAllowed'), { autoClose: NOTICE_MS });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [t]);
  return (
    <PrintCopy mode="none">
      <p className={classes.notice} data-print-not-allowed="">
        {t('viewer.print.notAllowed')}
      </p>
    </PrintCopy>
  );
}
