import { TOAST_AUTO_CLOSE_MS } from '@nethub/contract/constants';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast container: its own chunk, loaded with the first toast (`toasts.tsx`). */
export function ToastContainer() {
  // Bottom-right: toasts must not cover the header's buttons for their 10 s.
  return <Notifications position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
