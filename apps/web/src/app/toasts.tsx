import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastContainer = lazy(() =>
  import('./toast-container').then((module) => ({ default: module.ToastContainer })),
);

/**
 * The toasts. `notify` (lib/notify) only writes to Mantine's notifications store, which is tiny;
 * the container that shows them (transitions, swipe to dismiss, portal: ~8 kB gzip) loads the
 * first time the store holds a toast, which it then shows, and stays (decision 018).
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
