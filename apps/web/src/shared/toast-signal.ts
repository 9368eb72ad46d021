let shown = false;
const listeners = new Set<() => void>();

/**
 * Whether the app has shown a toast yet: the toast container is fetched on the first one.
 * A signal of its own, so that the page does not load Mantine's notifications store to learn it.
 */
export const toastSignal = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  shown: () => shown,
  /** Called by `notify` before it writes the store. */
  raise(): void {
    if (shown) return;
    shown = true;
    for (const listener of listeners) listener();
  },
};
