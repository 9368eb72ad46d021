import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastSignal } from './toast-signal.ts';

/**
 * Mantine's container with its transitions (react-transition-group, about 10 KB gzip) and its store are
 * a chunk of their own: the container is fetched when `notify` shows the first toast.
 * Toasts shown before it arrives are in the store and appear when it mounts.
 */
const Notifications = lazy(() =>
  import('./NotificationsContainer.ts').then((m) => ({ default: m.Notifications })),
);

/** Where the app's toasts appear: nothing until the first one is shown; then it stays. */
export function ToastContainer() {
  const needed = useSyncExternalStore(toastSignal.subscribe, toastSignal.shown);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
