import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/**
 * Mantine's container with its transitions (react-transition-group, about 10 KB gzip) is a chunk of its
 * own: `notify` only writes the store, and the container is fetched when the store first holds a toast
 * (issue 8 §1). Toasts shown before it arrives are in the store and appear when it mounts.
 */
const Notifications = lazy(() =>
  import('./NotificationsContainer.ts').then((m) => ({ default: m.Notifications })),
);

/** Where the app's toasts appear: nothing until the first one is shown. */
export function ToastContainer() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once a toast has been shown the container stays, so later toasts do not wait for anything.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
