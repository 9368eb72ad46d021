import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import classes from './print.module.css';

/**
 * The only thing the browser prints while it is mounted (see print.module.css): a container at the end
 * of <body>, hidden on screen. `mode` names what it holds (`none`: the not-allowed notice).
 */
export function PrintCopy({ mode, children }: { mode: 'none' | 'current' | 'all'; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.viewerPrint = mode;
    return () => {
      if (root.dataset.viewerPrint === mode) delete root.dataset.viewerPrint;
    };
  }, [mode]);
  return createPortal(
    <div className={classes.copy} data-print-copy={mode}>
      {children}
    </div>,
    document.body,
  );
}
