/** How long the next page may take to draw its heading before the request is dropped. */
const WAIT_MS = 5_000;

let requestedAt: number | null = null;

/**
 * After a login the page the reader lands on is announced by moving focus to its heading (the first
 * h1 in main), so keyboard and screen-reader users start there, not on the page's first link. Waits
 * for the heading to be drawn and for the login dialog to be gone (it returns focus when it closes).
 */
export function focusHeadingSoon(): void {
  requestedAt = performance.now();
  const tick = () => {
    if (requestedAt === null) return;
    // The login page's own heading is not the landing page's: it goes with the navigation.
    const heading = document.querySelector<HTMLElement>(
      'main h1:not([data-page="login"] h1):not([data-page="admin-login"] h1)',
    );
    if (heading && !document.querySelector('[role="dialog"]')) {
      requestedAt = null;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return;
    }
    if (performance.now() - requestedAt < WAIT_MS) requestAnimationFrame(tick);
    else requestedAt = null;
  };
  requestAnimationFrame(tick);
}
