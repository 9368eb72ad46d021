import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * What a component test leaves behind goes before its DOM does. React work that lands after the test
 * environment is torn down (a lazy chunk or a language arriving, an answer re-rendering) throws
 * `window is not defined` in the middle of another file; so after every test the app is given time to
 * land what it already started, unmounted, its fake network and query caches closed, and the work that
 * causes flushed — all inside `act`, while the DOM is still there.
 */
const disposers = new Set<() => void>();

/** Something a test helper started (a fake network, a query client) that must stop with the test. */
export function afterComponentTest(dispose: () => void): void {
  disposers.add(dispose);
}

const WINDOW_MS = 20;
const QUIET_WINDOWS = 3;
const MAX_WAIT_MS = 1_500;

/** Lets pending work land, inside `act`, until the DOM has not changed for a few windows (or a bound). */
async function settle(): Promise<void> {
  let changes = 0;
  const observer = new MutationObserver((records) => {
    changes += records.length;
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    const started = Date.now();
    let quiet = 0;
    while (quiet < QUIET_WINDOWS && Date.now() - started < MAX_WAIT_MS) {
      const before = changes;
      await act(() => new Promise((resolve) => setTimeout(resolve, WINDOW_MS)));
      quiet = changes === before ? quiet + 1 : 0;
    }
  } finally {
    observer.disconnect();
  }
}

export async function settleComponentTest(): Promise<void> {
  if (vi.isFakeTimers()) {
    vi.clearAllTimers();
    vi.useRealTimers();
  }
  await settle();
  cleanup();
  for (const dispose of disposers) dispose();
  disposers.clear();
  // Whatever the unmount and the closing set off (a chunk pinging a root that is gone) runs now.
  await act(() => new Promise((resolve) => setTimeout(resolve, WINDOW_MS)));
  vi.unstubAllGlobals();
}
